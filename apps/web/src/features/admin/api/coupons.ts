import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponInput, CouponView } from '@store/shared/schemas/coupons';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';

/** Coupons (docs/product/api.md#coupons): GET/POST /coupons, GET, PUT and DELETE /coupons/{id}. */
export const couponsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'coupons'],
    queryFn: ({ signal }) => api.get<CouponView[]>('/coupons', { signal }),
  });
export const useCoupons = () => useQuery(couponsQuery());
export const getCoupon = (id: number) => api.get<CouponView>(`/coupons/${id}`);

/** A coupon write: the list reloads (coupons are not catalogue data, so nothing else goes stale). */
function useCouponWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => refreshAfterWrite(client, { queryKey: ['admin', 'coupons'] }),
  });
}

export const useSaveCoupon = () =>
  useCouponWrite(({ id, input }: { id?: number; input: CouponInput }) =>
    id ? api.put<CouponView>(`/coupons/${id}`, input) : api.post<CouponView>('/coupons', input),
  );
export const useDeleteCoupon = () => useCouponWrite((id: number) => api.delete<void>(`/coupons/${id}`));
