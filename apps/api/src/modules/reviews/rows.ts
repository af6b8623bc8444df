import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminReview, Review, ReviewFit } from '@store/shared/schemas/reviews';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { imageUrl } from '../media/urls.ts';
import { lineSize } from '../orders/line-size.ts';

// The rows every review service reads: a review as shoppers and the admin see it, the product and order line it
// belongs to, and the review row locked for a change (docs/product/storefront.md#reviews).

/** What the review services need of the app: the database, the object store and cache-clearing catalogue writes. */
export type ReviewContext = Pick<FastifyInstance, 'database' | 'objectStore' | 'catalogueWrite'>;

/** Why a shopper may not review a product (docs/product/storefront.md#reviews). */
export const NOT_RECEIVED =
  'Only shoppers who received this product can review it: it must be on one of your delivered orders.';

export interface ReviewRow {
  review_id: number;
  product_id: number;
  user_id: number;
  rating: number;
  title: string;
  body: string;
  size: string | null;
  fit: ReviewFit | null;
  is_hidden: boolean;
  awaiting_moderation: boolean;
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

export function reviewView(row: ReviewRow, viewerId: number | null): Review {
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
    size: row.size,
    fit: row.fit,
    photos: (row.photos ?? []).map(photoView),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Reviews with their author, product name, photos and whether `viewerId` voted; `where` picks them. */
export function selectReviews(viewerId: number | null, where: ReturnType<typeof sql>, tail = sql``) {
  return sql`
    SELECT r.review_id, r.product_id, r.user_id, r.rating, r.title, r.body, r.size, r.fit, r.is_hidden, r.awaiting_moderation, r.helpful_count,
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

export async function oneReview(db: DbOrTx, reviewId: number, viewerId: number | null): Promise<Review> {
  const [row] = await queryRows<ReviewRow>(db, selectReviews(viewerId, sql`r.review_id = ${reviewId}`));
  if (!row) throw notFound('Review');
  return reviewView(row, viewerId);
}

/** An active product, or 404 (shoppers neither see nor review inactive ones). */
export async function activeProduct(db: DbOrTx, productId: number) {
  const [product] = await db
    .select({ rating_sum: products.rating_sum, rating_count: products.rating_count })
    .from(products)
    .where(and(eq(products.product_id, productId), eq(products.is_active, true)));
  if (!product) throw notFound('Product');
  return product;
}

/** An order line a shopper received: its id and its size (null for a product without sizes). */
export interface ReceivedLine {
  order_item_id: number;
  size: string | null;
}

/** The shopper's latest delivered order line of the product (returned lines count: they were received). */
export async function receivedLine(db: DbOrTx, userId: number, productId: number): Promise<ReceivedLine | null> {
  const [row] = await queryRows<ReceivedLine & Record<string, unknown>>(
    db,
    sql`SELECT oi.order_item_id, ${lineSize(sql`oi.attributes`)} AS size
        FROM order_items oi JOIN orders o ON o.order_id = oi.order_id
        WHERE o.user_id = ${userId} AND o.status = 'Delivered' AND oi.product_id = ${productId}
        ORDER BY o.delivered_at DESC NULLS LAST, oi.order_item_id DESC LIMIT 1`,
  );
  return row ? { order_item_id: row.order_item_id, size: row.size } : null;
}

/** Why a fit answer is refused: the line reviewed has no size (docs/product/storefront.md#fit). */
export const NO_SIZE_NO_FIT = 'This product was not bought in a size, so there is no fit to rate. Leave the fit out.';

/** The review row locked for this transaction's change, or 404; `userId` limits it to that shopper's own. */
export async function lockedReview(tx: Tx, reviewId: number, userId?: number) {
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

export function adminView(row: ReviewRow): AdminReview {
  const { voted: _voted, mine: _mine, ...view } = reviewView(row, null);
  return { ...view, product_name: row.product_name, email: row.email, awaiting_moderation: row.awaiting_moderation };
}
