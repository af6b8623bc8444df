import { useQuery } from '@tanstack/react-query';
import type { YourSize } from '@store/shared/schemas/size-charts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/stores/auth';

/**
 * GET /Product/{id}/your-size for a signed-in shopper: their size in the product's brand and category from past orders
 * (docs/product/storefront.md#your-size); nothing is asked for a guest.
 */
export function useYourSize(productId: number): YourSize | null {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const answer = useQuery({
    queryKey: ['your-size', productId, email],
    queryFn: ({ signal }) => api.get<YourSize>(`/Product/${productId}/your-size`, { signal }),
    enabled: email !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
  return email !== '' ? (answer.data ?? null) : null;
}
