import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/schemas/catalogue';
import { api } from '@/lib/api-client';

export function productQuery(id: number) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => api.get<Product>(`/Product/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /Product/{id}: the product with its variations and images (404 'Product not found.'). */
export function useProduct(id: number) {
  return useQuery(productQuery(id));
}
