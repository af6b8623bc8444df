import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewList } from '@store/shared/schemas/reviews';
import { api } from '@/lib/api-client';

export type ReviewVisibility = 'all' | 'visible' | 'hidden';

export interface AdminReviewSearch {
  visibility: ReviewVisibility;
  q: string;
  page: number;
}

/** GET /admin/reviews?visibility=&q=&page= (docs/product/admin.md#reviews). */
export function adminReviewsQuery(search: AdminReviewSearch) {
  return queryOptions({
    queryKey: ['admin', 'reviews', search],
    queryFn: ({ signal }) =>
      api.get<AdminReviewList>('/admin/reviews', {
        params: { visibility: search.visibility, q: search.q, page: search.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminReviews = (search: AdminReviewSearch) => useQuery(adminReviewsQuery(search));

/** PUT /admin/reviews/{id}/visibility `{ hidden }`. */
export function useSetReviewHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: number; hidden: boolean }) =>
      api.put<AdminReview>(`/admin/reviews/${reviewId}/visibility`, { hidden }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        client.invalidateQueries({ queryKey: ['reviews'] }),
        client.invalidateQueries({ queryKey: ['product'] }),
      ]),
  });
}
