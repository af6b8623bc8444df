import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist, WishlistMergeResult } from '@store/shared/schemas/wishlist';
import { api, ApiError } from '@/lib/api-client';
import { wishlistFullMessage } from '@/lib/wishlist';
import { useAuth } from '@/stores/auth';
import { useGuestWishlistStore } from '@/stores/wishlist';

// One wishlist for every screen (docs/product/storefront.md#wishlist): the server's for a signed-in shopper, the
// browser's for a guest. Hooks rather than a feature, since cards, the product page, the bag and the header use it.

const wishlistKey = (email: string) => ['wishlist', email.toLowerCase()] as const;

/** GET /Wishlist: the signed-in shopper's saved products (keyed by email, so signing out forgets it). */
export function wishlistQuery(email: string) {
  return queryOptions({
    queryKey: wishlistKey(email),
    queryFn: ({ signal }) => api.get<Wishlist>('/Wishlist', { signal }),
    enabled: email !== '',
    staleTime: 30_000,
  });
}

export interface WishlistState {
  /** The saved product ids, newest first. */
  ids: readonly number[];
  signedIn: boolean;
  /** Saves a product; rejects with a message a person can read (the list is full, the product is gone). */
  save: (productId: number) => Promise<void>;
  remove: (productId: number) => Promise<void>;
}

/** Throws the server's message, or the guest list's own when it is full. */
function readable(error: unknown): Error {
  return error instanceof ApiError ? new Error(error.message) : new Error('Could not update your wishlist. Try again.');
}

export function useWishlist(): WishlistState {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const client = useQueryClient();
  const guest = useGuestWishlistStore();
  const server = useQuery(wishlistQuery(email));

  if (!user) {
    return {
      ids: guest.ids,
      signedIn: false,
      save: async (productId) => {
        if (!guest.add(productId)) throw new Error(wishlistFullMessage);
      },
      remove: async (productId) => guest.remove(productId),
    };
  }

  const key = wishlistKey(email);
  return {
    ids: server.data?.items.map((item) => item.product_id) ?? [],
    signedIn: true,
    save: async (productId) => {
      try {
        await api.put(`/Wishlist/${productId}`, undefined);
      } catch (error) {
        throw readable(error);
      } finally {
        await client.invalidateQueries({ queryKey: key });
      }
    },
    remove: async (productId) => {
      // Gone from the list at once; the server's answer follows.
      client.setQueryData<Wishlist>(key, (list) =>
        list
          ? {
              ...list,
              items: list.items.filter((item) => item.product_id !== productId),
              totalCount: list.totalCount - 1,
            }
          : list,
      );
      try {
        await api.delete(`/Wishlist/${productId}`);
      } catch (error) {
        throw readable(error);
      } finally {
        await client.invalidateQueries({ queryKey: key });
      }
    },
  };
}

/** Merges in flight, by email: a merge is sent once even when the effect runs twice. */
const merging = new Set<string>();

/**
 * At sign-in, hands the products saved as a guest in this browser to POST /Wishlist/merge and forgets those the server
 * took or refused (docs/product/storefront.md#wishlist). Mounted once, in the root layout.
 */
export function useWishlistMerge(): void {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const guestIds = useGuestWishlistStore((state) => state.ids);
  const client = useQueryClient();

  useEffect(() => {
    if (!email || guestIds.length === 0 || merging.has(email)) return;
    const sent = [...guestIds];
    merging.add(email);
    api
      .post<WishlistMergeResult>('/Wishlist/merge', { product_ids: sent })
      .then((merged) => {
        useGuestWishlistStore.getState().merged(sent);
        client.setQueryData<Wishlist>(wishlistKey(email), {
          items: merged.items,
          totalCount: merged.totalCount,
          limit: merged.limit,
        });
      })
      // Kept in the browser for the next try (the next sign-in or page load).
      .catch(() => undefined)
      .finally(() => merging.delete(email));
  }, [email, guestIds, client]);
}
