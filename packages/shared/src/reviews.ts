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

/** A reviewer's answer to `How was the fit?` (docs/product/storefront.md#fit). */
export const reviewFits = ['runs_small', 'true_to_size', 'runs_large'] as const;
export type ReviewFit = (typeof reviewFits)[number];

export const FIT_LABELS: Record<ReviewFit, string> = {
  runs_small: 'Runs small',
  true_to_size: 'True to size',
  runs_large: 'Runs large',
};

/** The product page shows what shoppers say about the fit from this many answers up. */
export const FIT_MIN_ANSWERS = 5;

/** How many visible reviews gave each answer. */
export type FitCounts = Record<ReviewFit, number>;

export interface FitVerdict {
  /** The answer most reviewers gave (ties go to True to size, then Runs small). */
  fit: ReviewFit;
  /** Its share of the answers, in whole percent. */
  percent: number;
  answers: number;
  /** Each answer's share in whole percent, in the order of reviewFits. */
  split: Array<{ fit: ReviewFit; percent: number }>;
}

/**
 * `Most shoppers say: True to size (78%)`: the most given answer and the split, or null under FIT_MIN_ANSWERS answers
 * (a handful of answers says little about a size).
 */
export function fitVerdict(counts: FitCounts): FitVerdict | null {
  const answers = reviewFits.reduce((sum, fit) => sum + counts[fit], 0);
  if (answers < FIT_MIN_ANSWERS) return null;
  const ranked = (['true_to_size', 'runs_small', 'runs_large'] as const).reduce((best, fit) =>
    counts[fit] > counts[best] ? fit : best,
  );
  const share = (fit: ReviewFit) => Math.round((counts[fit] * 100) / answers);
  return {
    fit: ranked,
    percent: share(ranked),
    answers,
    split: reviewFits.map((fit) => ({ fit, percent: share(fit) })),
  };
}
