/**
 * How many products one wishlist holds (docs/product/storefront.md#wishlist). A zod-free module, so the store's
 * header can count against it without loading zod (README.md "Performance budget").
 */
export const WISHLIST_LIMIT = 100;
