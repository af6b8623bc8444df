import { sql } from 'drizzle-orm';
import {
  REVIEW_LIMITS,
  ratingAverage,
  type AdminReviewList,
  type ReviewEligibility,
  type ReviewFit,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary,
} from '@store/shared/schemas/reviews';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../catalogue/product-service.ts';
import {
  NOT_RECEIVED,
  activeProduct,
  adminView,
  receivedLine,
  reviewView,
  selectReviews,
  type ReviewRow,
} from './rows.ts';

// Reading reviews: a product's page with its rating summary, a shopper's eligibility and the admin's list.

async function summaryOf(db: DbOrTx, productId: number, totals: { rating_sum: number; rating_count: number }) {
  // One pass over the visible reviews: the stars and the fit answers counted together.
  const rows = await queryRows<{ rating: number; fit: ReviewFit | null; count: number }>(
    db,
    sql`SELECT rating, fit, count(*)::int AS count FROM reviews
        WHERE product_id = ${productId} AND NOT is_hidden GROUP BY rating, fit`,
  );
  const counts = new Map<number, number>();
  const fit = { runs_small: 0, true_to_size: 0, runs_large: 0 };
  for (const row of rows) {
    counts.set(row.rating, (counts.get(row.rating) ?? 0) + row.count);
    if (row.fit) fit[row.fit] += row.count;
  }
  const summary: ReviewSummary = {
    rating_average: ratingAverage(totals.rating_sum, totals.rating_count),
    rating_count: totals.rating_count,
    breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    fit,
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
  if (own) return { eligible: true, message: null, size: own.size, review: reviewView(own, userId) };
  const line = await receivedLine(db, userId, productId);
  return line === null
    ? { eligible: false, message: NOT_RECEIVED, size: null, review: null }
    : { eligible: true, message: null, size: line.size, review: null };
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
