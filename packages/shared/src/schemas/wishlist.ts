import { z } from 'zod';
import { WISHLIST_LIMIT } from '../wishlist.ts';
import { listingItem } from './catalogue.ts';

export { WISHLIST_LIMIT };

/** `{product_id}` of the wishlist routes: a positive 32-bit whole number (product ids are serials). */
export const wishlistParams = z.object({
  product_id: z.coerce
    .number({ error: 'product_id must be a number' })
    .int('product_id must be a whole number')
    .positive('product_id must be a positive number')
    .max(2_147_483_647, 'No such product'),
});

/** A saved product: its card as listings show it, and when it was saved. `is_active: false` means unavailable. */
export const wishlistItem = listingItem.extend({ added_at: z.string() });

/** GET /api/Wishlist: newest first, with the cap so a client can say how many more fit. */
export const wishlist = z.object({
  items: z.array(wishlistItem),
  totalCount: z.number(),
  limit: z.number(),
});

/** PUT /api/Wishlist/{product_id}: the saved row (the same on a repeat). */
export const wishlistEntry = z.object({ product_id: z.number(), added_at: z.string() });

/**
 * POST /api/Wishlist/merge: a guest's saved products (newest first, as the browser keeps them), added at sign-in
 * as far as they fit.
 */
export const wishlistMergeInput = z.object({
  product_ids: z
    .array(wishlistParams.shape.product_id, { error: 'product_ids must be a list of product ids' })
    .max(WISHLIST_LIMIT, `At most ${WISHLIST_LIMIT} products`),
});

/**
 * The merged list, plus what was not added: `not_found` (unknown or no longer sold) and `over_limit` (the list
 * was full). The browser forgets both kinds: neither can be saved now.
 */
export const wishlistMergeResult = wishlist.extend({
  not_found: z.array(z.number()),
  over_limit: z.array(z.number()),
});

export type WishlistItem = z.infer<typeof wishlistItem>;
export type Wishlist = z.infer<typeof wishlist>;
export type WishlistEntry = z.infer<typeof wishlistEntry>;
export type WishlistMergeInput = z.infer<typeof wishlistMergeInput>;
export type WishlistMergeResult = z.infer<typeof wishlistMergeResult>;

/** GET /api/Product/{id}/also-bought: up to ten cards (docs/product/storefront.md#others-also-bought). */
export const alsoBought = z.object({ items: z.array(listingItem) });
export type AlsoBought = z.infer<typeof alsoBought>;
