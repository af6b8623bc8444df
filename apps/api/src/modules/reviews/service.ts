import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_LIMITS,
  ratingAverage,
  type AdminReview,
  type AdminReviewList,
  type HelpfulAnswer,
  type Review,
  type ReviewEligibility,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary,
} from '@store/shared/schemas/reviews';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { escapeLike } from '../catalogue/product-service.ts';
import { products, reviewPhotos, reviewVotes, reviews } from '../../db/schema/index.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { productTag } from '../../lib/response-cache.ts';
import { removeFiles, storeImage } from '../media/storage.ts';
import { imageUrl } from '../media/urls.ts';

/** What the review services need of the app: the database, the object store and cache-clearing catalogue writes. */
export type ReviewContext = Pick<FastifyInstance, 'database' | 'objectStore' | 'catalogueWrite'>;

export interface ReviewFields {
  rating: number;
  title: string;
  body: string;
}

/** Why a shopper may not review a product (docs/product/storefront.md#reviews). */
export const NOT_RECEIVED =
  'Only shoppers who received this product can review it: it must be on one of your delivered orders.';

interface ReviewRow {
  review_id: number;
  product_id: number;
  user_id: number;
  rating: number;
  title: string;
  body: string;
  is_hidden: boolean;
  helpful_count: number;
  first_name: string;
  last_name: string | null;
  email: string;
  product_name: string;
  voted: boolean;
  photos: Array<{ photo_id: number; file_key: string; widths: number[] }> | null;
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}

/** "Asha R.": a first name and the initial of the last, never the whole name or the email. */
const authorName = (first: string, last: string | null) =>
  last?.trim() ? `${first.trim()} ${last.trim()[0]!.toUpperCase()}.` : first.trim();

function photoView(photo: { photo_id: number; file_key: string; widths: number[] }) {
  return {
    photo_id: photo.photo_id,
    image_url: imageUrl(photo.file_key, Math.max(...photo.widths)),
    widths: photo.widths,
  };
}

function reviewView(row: ReviewRow, viewerId: number | null): Review {
  return {
    review_id: row.review_id,
    product_id: row.product_id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: authorName(row.first_name, row.last_name),
    helpful_count: row.helpful_count,
    voted: row.voted,
    mine: viewerId !== null && row.user_id === viewerId,
    is_hidden: row.is_hidden,
    photos: (row.photos ?? []).map(photoView),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Reviews with their author, product name, photos and whether `viewerId` voted; `where` picks them. */
function selectReviews(viewerId: number | null, where: ReturnType<typeof sql>, tail = sql``) {
  return sql`
    SELECT r.review_id, r.product_id, r.user_id, r.rating, r.title, r.body, r.is_hidden, r.helpful_count,
      r.created_at, r.updated_at, u.first_name, u.last_name, u.email, p.name AS product_name,
      ${viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM review_votes v WHERE v.review_id = r.review_id AND v.user_id = ${viewerId})`} AS voted,
      (SELECT json_agg(json_build_object('photo_id', ph.photo_id, 'file_key', ph.file_key, 'widths', ph.widths)
                ORDER BY ph.sort_order, ph.photo_id)
         FROM review_photos ph WHERE ph.review_id = r.review_id) AS photos
    FROM reviews r
    JOIN users u ON u.user_id = r.user_id
    JOIN products p ON p.product_id = r.product_id
    WHERE ${where}
    ${tail}`;
}

async function oneReview(db: DbOrTx, reviewId: number, viewerId: number | null): Promise<Review> {
  const [row] = await queryRows<ReviewRow>(db, selectReviews(viewerId, sql`r.review_id = ${reviewId}`));
  if (!row) throw notFound('Review');
  return reviewView(row, viewerId);
}

/** An active product, or 404 (shoppers neither see nor review inactive ones). */
async function activeProduct(db: DbOrTx, productId: number) {
  const [product] = await db
    .select({ rating_sum: products.rating_sum, rating_count: products.rating_count })
    .from(products)
    .where(and(eq(products.product_id, productId), eq(products.is_active, true)));
  if (!product) throw notFound('Product');
  return product;
}

/** The shopper's latest delivered order line of the product (returned lines count: they were received). */
async function receivedLine(db: DbOrTx, userId: number, productId: number): Promise<number | null> {
  const [row] = await queryRows<{ order_item_id: number }>(
    db,
    sql`SELECT oi.order_item_id FROM order_items oi JOIN orders o ON o.order_id = oi.order_id
        WHERE o.user_id = ${userId} AND o.status = 'Delivered' AND oi.product_id = ${productId}
        ORDER BY o.delivered_at DESC NULLS LAST, oi.order_item_id DESC LIMIT 1`,
  );
  return row?.order_item_id ?? null;
}

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

/** The review row locked for this transaction's change, or 404; `userId` limits it to that shopper's own. */
async function lockedReview(tx: Tx, reviewId: number, userId?: number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(
      userId === undefined
        ? eq(reviews.review_id, reviewId)
        : and(eq(reviews.review_id, reviewId), eq(reviews.user_id, userId)),
    )
    .for('update');
  if (!row) throw notFound('Review');
  return row;
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
    // The unique key (product, shopper) decides between two writes at once: the second inserts nothing.
    const [row] = await tx
      .insert(reviews)
      .values({ product_id: productId, user_id: userId, order_item_id: line, ...fields })
      .onConflictDoNothing()
      .returning({ id: reviews.review_id });
    if (!row) throw alreadyReviewed();
    await adjustRating(tx, touch, productId, { count: 1, sum: fields.rating });
    return row.id;
  });
  return oneReview(context.database.db, reviewId, userId);
}

/** Edits a shopper's own review; a hidden one stays hidden (and out of the average). */
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
      .set({ ...fields, updated_at: sql`now()` })
      .where(eq(reviews.review_id, reviewId));
    const was = contribution(before);
    const now = contribution({ ...before, rating: fields.rating });
    await adjustRating(tx, touch, before.product_id, { count: now.count - was.count, sum: now.sum - was.sum });
  });
  return oneReview(context.database.db, reviewId, userId);
}

/** Deletes a shopper's own review, its votes and its photos (files too, once the rows are gone). */
export async function deleteReview(context: ReviewContext, userId: number, reviewId: number): Promise<void> {
  const fileKeys = await context.catalogueWrite(async (tx, touch) => {
    const before = await lockedReview(tx, reviewId, userId);
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

/** Hides or shows a review (the admin's moderation): a hidden review leaves the product's average and count. */
export async function setReviewHidden(context: ReviewContext, reviewId: number, hidden: boolean): Promise<AdminReview> {
  await context.catalogueWrite(async (tx, touch) => {
    const before = await lockedReview(tx, reviewId);
    if (before.is_hidden === hidden) {
      touch(productTag(before.product_id));
      return;
    }
    await tx.update(reviews).set({ is_hidden: hidden }).where(eq(reviews.review_id, reviewId));
    const was = contribution(before);
    const now = contribution({ ...before, is_hidden: hidden });
    await adjustRating(tx, touch, before.product_id, { count: now.count - was.count, sum: now.sum - was.sum });
  });
  const [row] = await queryRows<ReviewRow>(context.database.db, selectReviews(null, sql`r.review_id = ${reviewId}`));
  return adminView(row!);
}

/**
 * Adds photos to a shopper's own review: each decoded and re-encoded as product images are, stored apart from the
 * gallery. At most REVIEW_LIMITS.photosPerReview per review and photosTotalMb (as uploaded) per shopper, checked
 * with the review row locked so two uploads at once cannot pass the limit together.
 */
export async function addReviewPhotos(
  context: ReviewContext,
  userId: number,
  reviewId: number,
  files: Buffer[],
): Promise<Review> {
  const db = context.database.db;
  await db
    .select({ id: reviews.review_id })
    .from(reviews)
    .where(and(eq(reviews.review_id, reviewId), eq(reviews.user_id, userId)))
    .then(([row]) => {
      if (!row) throw notFound('Review');
    });
  const stored: Array<{ file_key: string; widths: number[]; bytes: number }> = [];
  try {
    for (const file of files) stored.push({ ...(await storeImage(context.objectStore, file)), bytes: file.length });
    await db.transaction(async (tx) => {
      await lockedReview(tx, reviewId, userId);
      const [{ count, last }] = await queryRows<{ count: number; last: number }>(
        tx,
        sql`SELECT count(*)::int AS count, coalesce(max(sort_order), -1)::int AS last
            FROM review_photos WHERE review_id = ${reviewId}`,
      ).then((rows) => rows as [{ count: number; last: number }]);
      if (count + stored.length > REVIEW_LIMITS.photosPerReview) {
        throw new HttpError(
          413,
          `A review can have at most ${REVIEW_LIMITS.photosPerReview} photos; it has ${count} already.`,
        );
      }
      const [{ total }] = (await queryRows<{ total: number }>(
        tx,
        sql`SELECT coalesce(sum(ph.bytes), 0)::bigint::float8 AS total FROM review_photos ph
            JOIN reviews r ON r.review_id = ph.review_id WHERE r.user_id = ${userId}`,
      )) as [{ total: number }];
      const adding = stored.reduce((sum, photo) => sum + photo.bytes, 0);
      if (total + adding > REVIEW_LIMITS.photosTotalMb * 1024 * 1024) {
        throw new HttpError(
          413,
          `Your review photos may take at most ${REVIEW_LIMITS.photosTotalMb} MB in all. Remove some photos from your reviews first.`,
        );
      }
      await tx
        .insert(reviewPhotos)
        .values(stored.map((photo, index) => ({ ...photo, review_id: reviewId, sort_order: last + 1 + index })));
    });
  } catch (error) {
    await removeFiles(
      context.objectStore,
      stored.map((photo) => photo.file_key),
    );
    throw error;
  }
  return oneReview(db, reviewId, userId);
}

/** Removes one photo of a shopper's own review, and its files. */
export async function deleteReviewPhoto(
  context: ReviewContext,
  userId: number,
  reviewId: number,
  photoId: number,
): Promise<Review> {
  const db = context.database.db;
  const [row] = await db
    .delete(reviewPhotos)
    .where(
      and(
        eq(reviewPhotos.photo_id, photoId),
        eq(reviewPhotos.review_id, reviewId),
        inArray(
          reviewPhotos.review_id,
          db.select({ id: reviews.review_id }).from(reviews).where(eq(reviews.user_id, userId)),
        ),
      ),
    )
    .returning({ file_key: reviewPhotos.file_key });
  if (!row) throw notFound('Photo');
  await removeFiles(context.objectStore, [row.file_key]);
  return oneReview(db, reviewId, userId);
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

async function summaryOf(db: DbOrTx, productId: number, totals: { rating_sum: number; rating_count: number }) {
  const rows = await queryRows<{ rating: number; count: number }>(
    db,
    sql`SELECT rating, count(*)::int AS count FROM reviews
        WHERE product_id = ${productId} AND NOT is_hidden GROUP BY rating`,
  );
  const counts = new Map(rows.map((row) => [row.rating, row.count]));
  const summary: ReviewSummary = {
    rating_average: ratingAverage(totals.rating_sum, totals.rating_count),
    rating_count: totals.rating_count,
    breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
  };
  return summary;
}

/** A page of a product's visible reviews with the rating summary (docs/product/storefront.md#reviews). */
export async function listReviews(
  db: DbOrTx,
  productId: number,
  options: { sort: ReviewSort; page: number; viewerId: number | null },
): Promise<ReviewPage> {
  const product = await activeProduct(db, productId);
  const pageSize = REVIEW_LIMITS.pageSize;
  const order =
    options.sort === 'helpful'
      ? sql`r.helpful_count DESC, r.created_at DESC, r.review_id DESC`
      : sql`r.created_at DESC, r.review_id DESC`;
  const where = sql`r.product_id = ${productId} AND NOT r.is_hidden`;
  const [rows, summary] = await Promise.all([
    queryRows<ReviewRow>(
      db,
      selectReviews(
        options.viewerId,
        where,
        sql`ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(options.page - 1) * pageSize}`,
      ),
    ),
    summaryOf(db, productId, product),
  ]);
  return {
    summary,
    items: rows.map((row) => reviewView(row, options.viewerId)),
    totalCount: summary.breakdown.reduce((sum, row) => sum + row.count, 0),
    page: options.page,
    pageSize,
  };
}

/** Whether the shopper may write (or edit) a review of the product, and their review if they wrote one. */
export async function reviewEligibility(db: DbOrTx, userId: number, productId: number): Promise<ReviewEligibility> {
  await activeProduct(db, productId);
  const [own] = await queryRows<ReviewRow>(
    db,
    selectReviews(userId, sql`r.product_id = ${productId} AND r.user_id = ${userId}`),
  );
  if (own) return { eligible: true, message: null, review: reviewView(own, userId) };
  const line = await receivedLine(db, userId, productId);
  return line === null
    ? { eligible: false, message: NOT_RECEIVED, review: null }
    : { eligible: true, message: null, review: null };
}

function adminView(row: ReviewRow): AdminReview {
  const { voted: _voted, mine: _mine, ...view } = reviewView(row, null);
  return { ...view, product_name: row.product_name, email: row.email };
}

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** The admin's review list, newest first (docs/product/admin.md#reviews). */
export async function adminListReviews(
  db: DbOrTx,
  query: { visibility: 'all' | 'visible' | 'hidden'; q?: string | undefined; page: number },
): Promise<AdminReviewList> {
  const conditions = [sql`true`];
  if (query.visibility === 'visible') conditions.push(sql`NOT r.is_hidden`);
  if (query.visibility === 'hidden') conditions.push(sql`r.is_hidden`);
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(sql`(p.name ILIKE ${like} OR u.email ILIKE ${like})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const [rows, [count]] = await Promise.all([
    queryRows<ReviewRow>(
      db,
      selectReviews(
        null,
        where,
        sql`ORDER BY r.created_at DESC, r.review_id DESC LIMIT ${ADMIN_REVIEWS_PAGE_SIZE} OFFSET ${(query.page - 1) * ADMIN_REVIEWS_PAGE_SIZE}`,
      ),
    ),
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM reviews r JOIN users u ON u.user_id = r.user_id
          JOIN products p ON p.product_id = r.product_id WHERE ${where}`,
    ),
  ]);
  return { items: rows.map(adminView), totalCount: count?.total ?? 0, pageSize: ADMIN_REVIEWS_PAGE_SIZE };
}
