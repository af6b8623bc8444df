import { WISHLIST_LIMIT } from '@store/shared/wishlist';

// A guest's wishlist, kept in the browser (docs/product/storefront.md#wishlist): product ids, newest first, at most
// WISHLIST_LIMIT like an account's list, handed to POST /api/Wishlist/merge at sign-in.

export type GuestList = readonly number[];

/** Whatever local storage held, as a list: positive whole ids, no repeats, at most the cap. */
export function sanitizeGuestList(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, WISHLIST_LIMIT);
}

/**
 * Saves `id` first in the list. Saving a saved one changes nothing; a full list refuses (`full`), as the server does.
 */
export function addToGuestList(list: GuestList, id: number): { list: number[]; full: boolean } {
  if (list.includes(id)) return { list: [...list], full: false };
  if (list.length >= WISHLIST_LIMIT) return { list: [...list], full: true };
  return { list: [id, ...list], full: false };
}

export function removeFromGuestList(list: GuestList, id: number): number[] {
  return list.filter((saved) => saved !== id);
}

/**
 * What stays in the browser after a merge: nothing the server took or refused for good. The ids saved meanwhile
 * (after the merge was sent) stay to be merged next.
 */
export function afterMerge(list: GuestList, sent: GuestList): number[] {
  return list.filter((id) => !sent.includes(id));
}

/** The message when a save meets the cap (the server's 409 says the same). */
export const wishlistFullMessage = `Your wishlist is full (${WISHLIST_LIMIT} products). Remove one to save another.`;
