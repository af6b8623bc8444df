import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addToGuestList, afterMerge, removeFromGuestList, sanitizeGuestList } from '@/lib/wishlist';

// A guest's wishlist (docs/product/storefront.md#wishlist), shared by the hearts on cards, the product page, the bag
// and /Wishlist, so it lives outside the features. A signed-in shopper's list is the server's (hooks/use-wishlist).

/** Kept in local storage under this key, like the bag. */
export const WISHLIST_KEY = 'wishlist';

interface GuestWishlistState {
  ids: number[];
  /** False when the list is full (nothing changed). */
  add: (id: number) => boolean;
  remove: (id: number) => void;
  /** Forgets the ids a merge sent (the server took or refused them). */
  merged: (sent: readonly number[]) => void;
}

export const useGuestWishlistStore = create<GuestWishlistState>()(
  persist(
    (set, get) => ({
      ids: [],
      add: (id) => {
        const { list, full } = addToGuestList(get().ids, id);
        if (!full) set({ ids: list });
        return !full;
      },
      remove: (id) => set((state) => ({ ids: removeFromGuestList(state.ids, id) })),
      merged: (sent) => set((state) => ({ ids: afterMerge(state.ids, sent) })),
    }),
    {
      name: WISHLIST_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ ids: state.ids }),
      merge: (persisted, current) => ({
        ...current,
        ids: sanitizeGuestList((persisted as { ids?: unknown } | undefined)?.ids),
      }),
    },
  ),
);
