import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableCoupon } from '@store/shared/schemas/coupons';
import { api } from '@/lib/api-client';

/** GET /coupons/available: the public coupons the signed-in shopper can use now (docs/product/accounts.md#my-coupons). */
export const availableCouponsQuery = (email: string) =>
  queryOptions({
    queryKey: ['coupons', 'available', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<AvailableCoupon[]>('/coupons/available', { signal }),
  });

export function useAvailableCoupons(email: string) {
  return useQuery(availableCouponsQuery(email));
}
