import { and, eq, sql } from 'drizzle-orm';
import type { AdminReview, HelpfulAnswer, Review, ReviewFit } from '@store/shared/schemas/reviews';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { products, reviewHides, reviewPhotos, reviewVotes, reviews } from '../../db/schema/index.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { productTag } from '../../lib/response-cache.ts';
import { removeFiles } from '../media/storage.ts';
import {
  NOT_RECEIVED,
  NO_SIZE_NO_FIT,
  activeProduct,
  adminView,
  lockedReview,
  oneReview,
  receivedLine,
  selectReviews,
  type ReviewContext,
  type ReviewRow,
} from './rows.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

// Writing reviews: a shopper's review, its edits and deletion, the admin's hiding and helpful votes
// (docs/product/storefront.md#reviews). Each write moves the product's visible-review totals in its transaction.

/**
 * Moves the product's visible-review totals by `count` reviews and `sum` stars, in the write's transaction, and
 * drops its cached page and cards (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
 */
async function adjustRating(
  tx: Tx,
  touch: (tag: string) => void,
  productId: number,
  change: { count: number; sum: number },
) {
  touch(productTag(productId));
  if (change.count === 0 && change.sum === 0) return;
  await tx
    .update(products)
    .set({
      rating_count: sql`${products.rating_count} + ${change.count}`,
      rating_sum: sql`${products.rating_sum} + ${change.sum}`,
    })
    .where(eq(products.product_id, productId));
}

/** What a visible review adds to its product's totals (nothing when hidden). */
const contribution = (review: { rating: number; is_hidden: boolean }) =>
  review.is_hidden ? { count: 0, sum: 0 } : { count: 1, sum: review.rating };

export interface ReviewFields {
  rating: number;
  title: string;
  body: string;
  fit?: ReviewFit | null | undefined;
}

/** The fit as stored: no answer is null; an answer about a line without a size is refused (400). */
function fitOf(fields: ReviewFields, size: string | null): ReviewFit | null {
  if (!fields.fit) return null;
  if (size === null) throw new HttpError(400, NO_SIZE_NO_FIT);
  return fields.fit;
}

export const alreadyReviewed = () =>
  conflict('You have already reviewed this product. Edit your review instead of writing another.');

/** Writes a shopper's review of a product they received (docs/product/storefront.md#reviews). */
export async function createReview(
  context: ReviewContext,
  userId: number,
  productId: number,
  fields: ReviewFields,
): Promise<Review> {
  const reviewId = await context.catalogueWrite(async (tx, touch) => {
    await activeProduct(tx, productId);
    const line = await receivedLine(tx, userId, productId);
    if (line === null) throw new HttpError(403, NOT_RECEIVED);
    // A shopper whose review of this product the admin hid writes again hidden, for the admin to look at.
    const [hid] = await tx
      .select({ at: reviewHides.hidden_at })
      .from(reviewHides)
      .where(and(eq(reviewHides.product_id, productId), eq(reviewHides.user_id, userId)));
    const hidden = hid !== undefined;
    // The unique key (product, shopper) decides between two writes at once: the second inserts nothing.
    const [row] = await tx
      .insert(reviews)
      .values({
        product_id: productId,
        user_id: userId,
        order_item_id: line.order_item_id,
        rating: fields.rating,
        title: fields.title,
        body: fields.body,
        size: line.size,
        fit: fitOf(fields, line.size),
        is_hidden: hidden,
        awaiting_moderation: hidden,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.review_id });
    if (!row) throw alreadyReviewed();
    await adjustRating(tx, touch, productId, contribution({ rating: fields.rating, is_hidden: hidden }));
    return row.id;
  });
  return oneReview(context.database.db, reviewId, userId);
}

/**
 * Edits a shopper's own review; a hidden one stays hidden (and out of the average) and waits for the admin to look
 * at it again (docs/product/storefront.md#reviews).
 */
export async function updateReview(
  context: ReviewContext,
  userId: number,
  reviewId: number,
  fields: ReviewFields,
): Promise<Review> {
  await context.catalogueWrite(async (tx, touch) => {
    const before = await lockedReview(tx, reviewId, userId);
    await tx
      .update(reviews)
      .set({
        rating: fields.rating,
        title: fields.title,
        body: fields.body,
        fit: fitOf(fields, before.size),
        updated_at: sql`now()`,
        ...(before.is_hidden ? { awaiting_moderation: true } : {}),
      })
      .where(eq(reviews.review_id, reviewId));
    const was = contribution(before);
    const now = contribution({ ...before, rating: fields.rating });
    await adjustRating(tx, touch, before.product_id, { count: now.count - was.count, sum: now.sum - was.sum });
  });
  return oneReview(context.database.db, reviewId, userId);
}

/** Why a shopper may not delete their review: the admin hid it (docs/product/storefront.md#reviews). */
export const HIDDEN_REVIEW_KEPT =
  'The store has hidden this review, so it cannot be deleted. You can still edit it; the store will look at it again.';

/**
 * Deletes a shopper's own review, its votes and its photos (files too, once the rows are gone). A review the admin
 * hid is refused (409): deleting it and writing again must not undo the hiding.
 */
export async function deleteReview(context: ReviewContext, userId: number, reviewId: number): Promise<void> {
  const fileKeys = await context.catalogueWrite(async (tx, touch) => {
    const before = await lockedReview(tx, reviewId, userId);
    if (before.is_hidden) throw conflict(HIDDEN_REVIEW_KEPT);
    const photos = await tx
      .delete(reviewPhotos)
      .where(eq(reviewPhotos.review_id, reviewId))
      .returning({ file_key: reviewPhotos.file_key });
    await tx.delete(reviews).where(eq(reviews.review_id, reviewId));
    const was = contribution(before);
    await adjustRating(tx, touch, before.product_id, { count: -was.count, sum: -was.sum });
    return photos.map((photo) => photo.file_key);
  });
  await removeFiles(context.objectStore, fileKeys);
}

/**
 * Hides or shows a review (the admin's moderation): a hidden review leaves the product's average and count. Either
 * answer is the admin's look at it (no longer awaiting moderation). Hiding is remembered for the author and product,
 * so a later review of theirs starts hidden; showing forgets it (docs/product/storefront.md#reviews).
 */
export async function setReviewHidden(
  context: ReviewContext,
  reviewId: number,
  hidden: boolean,
  actor: AuditActor,
): Promise<AdminReview> {
  await context.catalogueWrite(async (tx, touch) => {
    const before = await lockedReview(tx, reviewId);
    await recordRowChange(tx, actor, {
      entity: 'review',
      verb: hidden ? 'hide' : 'unhide',
      id: reviewId,
      before,
      after: { ...before, is_hidden: hidden, awaiting_moderation: false },
      fields: ['is_hidden', 'awaiting_moderation'],
    });
    const author = and(eq(reviewHides.product_id, before.product_id), eq(reviewHides.user_id, before.user_id));
    if (hidden) {
      await tx
        .insert(reviewHides)
        .values({ product_id: before.product_id, user_id: before.user_id })
        .onConflictDoNothing();
    } else await tx.delete(reviewHides).where(author);
    if (before.is_hidden === hidden) {
      if (before.awaiting_moderation) {
        await tx.update(reviews).set({ awaiting_moderation: false }).where(eq(reviews.review_id, reviewId));
      }
      touch(productTag(before.product_id));
      return;
    }
    await tx
      .update(reviews)
      .set({ is_hidden: hidden, awaiting_moderation: false })
      .where(eq(reviews.review_id, reviewId));
    const was = contribution(before);
    const now = contribution({ ...before, is_hidden: hidden });
    await adjustRating(tx, touch, before.product_id, { count: now.count - was.count, sum: now.sum - was.sum });
  });
  const [row] = await queryRows<ReviewRow>(context.database.db, selectReviews(null, sql`r.review_id = ${reviewId}`));
  return adminView(row!);
}

/** Marks a review helpful (once per shopper; again is no change) or takes the mark back. Not one's own review. */
export async function voteHelpful(db: Db, userId: number, reviewId: number, helpful: boolean): Promise<HelpfulAnswer> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ user_id: reviews.user_id, is_hidden: reviews.is_hidden })
      .from(reviews)
      .where(eq(reviews.review_id, reviewId));
    if (!target || target.is_hidden) throw notFound('Review');
    if (target.user_id === userId) throw new HttpError(403, 'You cannot mark your own review as helpful.');
    const changed = helpful
      ? await tx.insert(reviewVotes).values({ review_id: reviewId, user_id: userId }).onConflictDoNothing().returning()
      : await tx
          .delete(reviewVotes)
          .where(and(eq(reviewVotes.review_id, reviewId), eq(reviewVotes.user_id, userId)))
          .returning();
    const step = changed.length === 0 ? 0 : helpful ? 1 : -1;
    const [row] = await tx
      .update(reviews)
      .set({ helpful_count: sql`${reviews.helpful_count} + ${step}` })
      .where(eq(reviews.review_id, reviewId))
      .returning({ helpful_count: reviews.helpful_count });
    return { review_id: reviewId, helpful_count: row!.helpful_count, voted: helpful };
  });
}
