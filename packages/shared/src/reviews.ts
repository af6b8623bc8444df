// What the product page needs of the reviews' rules without zod, so its first load stays light
// (docs/product/storefront.md#page-weight); the zod schemas in schemas/reviews.ts build on these.

/** Limits of a review (docs/product/storefront.md#reviews); the server enforces them, the form shows them. */
export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMax: 2000,
  photosPerReview: 3,
  /** Each photo as uploaded. */
  photoMaxMb: 5,
  /** All of a shopper's review photos together, as uploaded. */
  photosTotalMb: 30,
  pageSize: 10,
} as const;

export const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
