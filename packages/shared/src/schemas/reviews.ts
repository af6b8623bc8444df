import { z } from 'zod';
import { REVIEW_LIMITS, reviewFits, reviewSorts } from '../reviews.ts';

// Reviews and ratings (docs/product/storefront.md#reviews, docs/product/api.md#reviews): what a shopper sends,
// what the product page and the admin's review list receive. Times are ISO strings.

export { REVIEW_LIMITS, reviewFits, reviewSorts, type ReviewFit, type ReviewSort } from '../reviews.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const page = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1));

/** POST /api/Product/{id}/reviews and PUT /api/reviews/{id}. */
export const reviewInput = z.object({
  rating: z.coerce
    .number({ error: 'Choose from 1 to 5 stars' })
    .int('Choose from 1 to 5 stars')
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars'),
  title: z
    .string({ error: 'Give your review a title' })
    .trim()
    .min(1, 'Give your review a title')
    .max(REVIEW_LIMITS.titleMax, `Title: at most ${REVIEW_LIMITS.titleMax} characters`),
  body: z.string().trim().max(REVIEW_LIMITS.bodyMax, `Review: at most ${REVIEW_LIMITS.bodyMax} characters`).default(''),
  /** `How was the fit?`: only for a product bought in a size; absent or null is no answer. */
  fit: z.preprocess(
    emptyToUndefined,
    z.enum(reviewFits, { error: 'Choose Runs small, True to size or Runs large' }).nullable().optional(),
  ),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** GET /api/Product/{id}/reviews: newest first unless `sort=helpful`, REVIEW_LIMITS.pageSize a page. */
export const reviewQuery = z.object({
  sort: z.preprocess(emptyToUndefined, z.enum(reviewSorts, { error: 'Unknown sort' }).default('newest')),
  page,
});

export const reviewPhoto = z.object({ photo_id: z.number(), image_url: z.string(), widths: z.array(z.number()) });

export const review = z.object({
  review_id: z.number(),
  product_id: z.number(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  /** The shopper's first name and the initial of their last name. */
  author: z.string(),
  helpful_count: z.number(),
  /** Whether the signed-in shopper marked it helpful (false for anyone not signed in). */
  voted: z.boolean(),
  /** Whether it is the signed-in shopper's own review. */
  mine: z.boolean(),
  /** True only on a shopper's own hidden review (the public list never shows hidden ones). */
  is_hidden: z.boolean(),
  /** The size of the order line reviewed (null for a product without sizes). */
  size: z.string().nullable(),
  fit: z.enum(reviewFits).nullable(),
  photos: z.array(reviewPhoto),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Average (one decimal, null without reviews), count and how many reviews gave each number of stars. */
export const reviewSummary = z.object({
  rating_average: z.number().nullable(),
  rating_count: z.number(),
  /** Five rows, 5 stars first. */
  breakdown: z.array(z.object({ stars: z.number(), count: z.number() })),
  /** How many visible reviews answered each fit (docs/product/storefront.md#fit). */
  fit: z.object({ runs_small: z.number(), true_to_size: z.number(), runs_large: z.number() }),
});

export const reviewPage = z.object({
  summary: reviewSummary,
  items: z.array(review),
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** GET /api/Product/{id}/reviews/eligibility: whether the signed-in shopper may review it, and their review. */
export const reviewEligibility = z.object({
  eligible: z.boolean(),
  /** Why not, in words for the product page; null when eligible. */
  message: z.string().nullable(),
  /** The size of the line the review would be about: the form asks about the fit only with a size. */
  size: z.string().nullable(),
  review: review.nullable(),
});

export const helpfulAnswer = z.object({ review_id: z.number(), helpful_count: z.number(), voted: z.boolean() });

/** GET /api/admin/reviews: `visibility` filters, `q` matches the product name or the shopper's email. */
export const adminReviewQuery = z.object({
  visibility: z.preprocess(emptyToUndefined, z.enum(['all', 'visible', 'hidden']).default('all')),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'At most 100 characters').optional()),
  page,
});

export const adminReview = review.omit({ voted: true, mine: true }).extend({
  product_name: z.string(),
  email: z.string(),
  /** Hidden, then edited by its author (or written again after a hidden one): waiting for the admin to look again. */
  awaiting_moderation: z.boolean(),
});
export const adminReviewList = z.object({ items: z.array(adminReview), totalCount: z.number(), pageSize: z.number() });

/** PUT /api/admin/reviews/{id}/visibility. */
export const reviewVisibilityInput = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });

export type Review = z.infer<typeof review>;
export type ReviewPhoto = z.infer<typeof reviewPhoto>;
export type ReviewSummary = z.infer<typeof reviewSummary>;
export type ReviewPage = z.infer<typeof reviewPage>;
export type ReviewEligibility = z.infer<typeof reviewEligibility>;
export type HelpfulAnswer = z.infer<typeof helpfulAnswer>;
export type AdminReview = z.infer<typeof adminReview>;
export type AdminReviewList = z.infer<typeof adminReviewList>;

/** The average shown on cards and the product page: one decimal, null without reviews. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}
