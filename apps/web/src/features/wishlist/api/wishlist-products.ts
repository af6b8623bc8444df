import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Product } from '@store/shared/schemas/catalogue';
import type { WishlistItem } from '@store/shared/schemas/wishlist';
import { wishlistQuery, type WishlistState } from '@/hooks/use-wishlist';
import { api, ApiError } from '@/lib/api-client';
import { useAuth } from '@/stores/auth';

/** GET /Product/{id}, under the product page's key so either fills the other's cache. */
const productQuery = (id: number) => ({
  queryKey: ['product', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Product>(`/Product/${id}`, { signal }),
  retry: (count: number, error: Error) => !(error instanceof ApiError && error.status === 404) && count < 2,
});

/** A product with its sizes, for Move to Bag. */
export const fetchProduct = (client: QueryClient, id: number) => client.fetchQuery(productQuery(id));

export type WishlistCard = Omit<WishlistItem, 'added_at' | 'sku' | 'created_at' | 'updated_at' | 'description'>;

export interface WishlistRow {
  product_id: number;
  /** Null while loading, or for a guest's product the catalogue no longer has. */
  card: WishlistCard | null;
  state: 'loading' | 'available' | 'unavailable';
}

/**
 * The rows of /Wishlist: the server's cards for a signed-in shopper (a deactivated product stays, unavailable); for a
 * guest, each saved product read from the catalogue (one it no longer shows is unavailable).
 */
export function useWishlistRows(wishlist: WishlistState): { rows: WishlistRow[]; loading: boolean } {
  const { user } = useAuth();
  const server = useQuery(wishlistQuery(user?.email ?? ''));
  const guest = useQueries({ queries: (user ? [] : wishlist.ids).map((id) => productQuery(id)) });

  if (user) {
    const items = server.data?.items ?? [];
    return {
      loading: server.isPending,
      rows: items.map((item) => ({
        product_id: item.product_id,
        card: item,
        state: item.is_active ? 'available' : 'unavailable',
      })),
    };
  }
  return {
    loading: false,
    rows: wishlist.ids.map((id, index) => {
      const query = guest[index];
      if (query?.data) return { product_id: id, card: query.data, state: 'available' };
      return { product_id: id, card: null, state: query?.isError ? 'unavailable' : 'loading' };
    }),
  };
}
