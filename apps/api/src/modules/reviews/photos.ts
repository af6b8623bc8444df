import { and, eq, inArray, sql } from 'drizzle-orm';
import { REVIEW_LIMITS, type Review } from '@store/shared/schemas/reviews';
import { queryRows } from '../../db/client.ts';
import { reviewPhotos, reviews } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { removeFiles, withStoredImages } from '../media/storage.ts';
import { lockedReview, oneReview, type ReviewContext } from './rows.ts';

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
  await withStoredImages(context.objectStore, files, (stored) =>
    db.transaction(async (tx) => {
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
    }),
  );
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
