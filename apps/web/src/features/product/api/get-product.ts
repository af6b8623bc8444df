import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@store/shared/schemas/catalogue';
import { api, ApiError } from '@/lib/api-client';

/** Product ids are positive 32-bit integers; anything else names no product and is never asked for. */
export function isProductId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}

export function productQuery(id: number) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => api.get<Product>(`/Product/${id}`, { signal }),
    enabled: isProductId(id),
  });
}

/**
 * GET /Product/{id}: the product with its variations and images (404 'Product not found.'). A product known not to
 * exist (the server's 404 page hands that over) is not asked for again when the page hydrates.
 */
export function useProduct(id: number) {
  const known = useQueryClient().getQueryState(productQuery(id).queryKey)?.error;
  return useQuery({ ...productQuery(id), retryOnMount: !(known instanceof ApiError && known.status === 404) });
}
