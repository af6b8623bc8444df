import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HelpfulAnswer,
  Review,
  ReviewEligibility,
  ReviewInput,
  ReviewPage,
  ReviewSort,
} from '@store/shared/schemas/reviews';
import { API_BASE, ApiError, api } from '@/lib/api-client';
import { getAuthToken } from '@/stores/auth';

/** GET /Product/{id}/reviews?sort=&page=: a page of visible reviews with the summary (docs/product/api.md#reviews). */
export function reviewsQuery(productId: number, sort: ReviewSort, page: number, signedIn: boolean) {
  return queryOptions({
    // Signed in or not changes `voted` and `mine`.
    queryKey: ['reviews', productId, { sort, page, signedIn }],
    queryFn: ({ signal }) => api.get<ReviewPage>(`/Product/${productId}/reviews`, { params: { sort, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useReviews = (productId: number, sort: ReviewSort, page: number, signedIn: boolean) =>
  useQuery(reviewsQuery(productId, sort, page, signedIn));

/** GET /Product/{id}/reviews/eligibility for the signed-in shopper. */
export function useReviewEligibility(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reviews', productId, 'eligibility'],
    queryFn: ({ signal }) => api.get<ReviewEligibility>(`/Product/${productId}/reviews/eligibility`, { signal }),
    enabled,
  });
}

/** POST /reviews/{id}/photos: multipart, repeated `files`. */
async function uploadPhotos(reviewId: number, files: File[]): Promise<Review> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const token = getAuthToken();
  const response = await fetch(`${API_BASE}/reviews/${reviewId}/photos`, {
    method: 'POST',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new ApiError(response.status, body.message ?? `The upload failed (${response.status}).`);
  return body as Review;
}

export interface ReviewSave {
  /** The review being edited, or none for a new one. */
  reviewId: number | null;
  input: ReviewInput;
  photos: File[];
  removedPhotoIds: number[];
}

/**
 * Writes the review (POST or PUT), removes the photos taken off and uploads the new ones, then refreshes the
 * product (its average) and its reviews.
 */
export function useSaveReview(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, input, photos, removedPhotoIds }: ReviewSave) => {
      let review =
        reviewId === null
          ? await api.post<Review>(`/Product/${productId}/reviews`, input)
          : await api.put<Review>(`/reviews/${reviewId}`, input);
      try {
        for (const photoId of removedPhotoIds) {
          review = await api.delete<Review>(`/reviews/${review.review_id}/photos/${photoId}`);
        }
        if (photos.length > 0) review = await uploadPhotos(review.review_id, photos);
      } catch (error) {
        // The review itself is saved: the form edits it from now on instead of posting another.
        throw Object.assign(error instanceof Error ? error : new Error(String(error)), { savedReview: review });
      }
      return review;
    },
    onSettled: () => refresh(client, productId),
  });
}

export function useDeleteReview(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => api.delete<null>(`/reviews/${reviewId}`),
    onSettled: () => refresh(client, productId),
  });
}

/** POST (mark) or DELETE (take back) /reviews/{id}/helpful. */
export function useHelpful(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: number; helpful: boolean }) =>
      helpful
        ? api.post<HelpfulAnswer>(`/reviews/${reviewId}/helpful`, undefined)
        : api.delete<HelpfulAnswer>(`/reviews/${reviewId}/helpful`),
    onSettled: () => client.invalidateQueries({ queryKey: ['reviews', productId] }),
  });
}

function refresh(client: ReturnType<typeof useQueryClient>, productId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['reviews', productId] }),
    client.invalidateQueries({ queryKey: ['product', productId] }),
  ]);
}
