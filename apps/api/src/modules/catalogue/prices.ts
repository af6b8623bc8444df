import { discountPercent, toPaise, toRupees } from '@store/shared/money';

export interface PriceInput {
  price: number;
  discount_price?: number | undefined;
  discount?: number | undefined;
}

/**
 * Stored prices in paise. A discount price wins over a percent; a percent alone sets the discount price;
 * neither means no discount. The percent shown is always recomputed from the two prices.
 */
export function storedPrices(input: PriceInput): { price: number; discount_price: number } {
  const price = toPaise(input.price);
  if (input.discount_price !== undefined) return { price, discount_price: toPaise(input.discount_price) };
  if (input.discount !== undefined && input.discount > 0) {
    return { price, discount_price: Math.round((price * (100 - input.discount)) / 100) };
  }
  return { price, discount_price: price };
}

/** API view of stored prices: rupees, and `discount` as the percent off. */
export function priceView(stored: { price: number; discount_price: number }) {
  return {
    price: toRupees(stored.price),
    discount_price: toRupees(stored.discount_price),
    discount: discountPercent(stored.price, stored.discount_price),
  };
}
