import { useQuery } from '@tanstack/react-query';
import type { AlsoBought } from '@store/shared/schemas/wishlist';
import { api } from '@/lib/api-client';

/** GET /Product/{id}/also-bought: up to ten cards (docs/product/storefront.md#others-also-bought). */
export function useAlsoBought(id: number) {
  return useQuery({
    queryKey: ['product', id, 'also-bought'],
    queryFn: ({ signal }) => api.get<AlsoBought>(`/Product/${id}/also-bought`, { signal }),
  });
}
