import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@store/shared/cart';
import type { CouponValidateReply } from '@store/shared/schemas/coupons';
import { api, ApiError } from '@/lib/api-client';

/** The bag's lines as POST /coupons/validate and /payment/order take them. */
export const couponLines = (items: readonly CartItem[]) =>
  items.map((item) => ({
    product_id: item.product_id,
    productvariation_id: item.productvariation_id,
    quantity: item.quantity,
  }));

/** POST /coupons/validate: what `code` takes off these lines, or the server's reason why not. */
export const checkCoupon = (code: string, items: readonly CartItem[]) =>
  api.post<CouponValidateReply>('/coupons/validate', { code, items: couponLines(items) });

/**
 * What the applied coupon takes off the bag as it is now (docs/product/checkout.md#coupons): asked again whenever
 * the bag changes, so the discount shown is always the server's. `refusal` is the server's sentence when the
 * coupon no longer applies (the bag fell below its minimum, it expired).
 */
export function useCouponQuote(code: string | null, items: readonly CartItem[]) {
  const lines = couponLines(items);
  const query = useQuery({
    queryKey: ['coupon-quote', code, lines, items.map((item) => item.discount_price)],
    queryFn: () => checkCoupon(code!, items),
    enabled: code !== null && items.length > 0,
    retry: false,
    staleTime: 30_000,
  });
  const refusal = query.error
    ? query.error instanceof ApiError
      ? query.error.message
      : 'Could not check the coupon.'
    : null;
  return {
    quote: code !== null && query.data ? query.data : null,
    refusal: code !== null ? refusal : null,
    checking: code !== null && query.isFetching,
  };
}
