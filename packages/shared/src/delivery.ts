/**
 * The delivery estimate the store gives, the same for every address: the product page's pincode check and the
 * Payment page's lines both say it (docs/product/storefront.md#product-page, docs/product/checkout.md#payment-page).
 */
export const DELIVERY_DAYS = { min: 5, max: 7 } as const;

export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
  sentence: string;
}

/** 'Estimated delivery in 5-7 days', or with a pincode 'Estimated delivery to 560001 in 5-7 days'. */
export function deliveryEstimate(pincode?: string): DeliveryEstimate {
  const days = `${DELIVERY_DAYS.min}-${DELIVERY_DAYS.max} days`;
  return {
    minDays: DELIVERY_DAYS.min,
    maxDays: DELIVERY_DAYS.max,
    sentence: pincode ? `Estimated delivery to ${pincode} in ${days}` : `Estimated delivery in ${days}`,
  };
}
