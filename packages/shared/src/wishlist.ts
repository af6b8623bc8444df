/**
 * How many products one wishlist holds (docs/product/storefront.md#wishlist). A zod-free module, so the store's
 * header can count against it without loading zod (docs/product/storefront.md#page-weight).
 */
export const WISHLIST_LIMIT = 100;
