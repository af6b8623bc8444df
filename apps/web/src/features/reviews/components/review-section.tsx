import { useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_LIMITS, reviewSorts, type ReviewSort } from '@store/shared/reviews';
import type { ReviewSummary } from '@store/shared/schemas/reviews';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/stars';
import { Toast } from '@/components/ui/toast';
import { useToast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/stores/auth';
import { useDeleteReview, useHelpful, useReviewEligibility, useReviews } from '../api/reviews';
import { FitSummary } from './fit-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };

/** The average, the count and a bar for each number of stars, 5★ first. */
function RatingSummary({ summary }: { summary: ReviewSummary }) {
  if (summary.rating_average === null) {
    return <p className="text-sm text-muted">No reviews yet.</p>;
  }
  const most = Math.max(1, ...summary.breakdown.map((row) => row.count));
  return (
    <div>
      <p className="flex items-center gap-3">
        <span className="text-4xl font-bold text-ink" data-testid="rating-average">
          {summary.rating_average.toFixed(1)}
        </span>
        <span>
          <Stars value={summary.rating_average} className="size-5" />
          <span className="block text-sm text-muted">
            {summary.rating_count} {summary.rating_count === 1 ? 'rating' : 'ratings'}
          </span>
        </span>
      </p>
      <ul className="mt-4 space-y-1.5" aria-label="Ratings by stars">
        {summary.breakdown.map((row) => (
          <li key={row.stars} className="flex items-center gap-2 text-xs text-ink-soft">
            <span className="w-6 shrink-0 font-semibold">{row.stars}★</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-canvas" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-success"
                style={{ width: `${(row.count / most) * 100}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums">
              {row.count}
              <span className="sr-only">
                {' '}
                with {row.stars} {row.stars === 1 ? 'star' : 'stars'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Ratings and reviews on the product page (docs/product/storefront.md#reviews): the summary, who may write one,
 * and the visible reviews, newest or most helpful first, a page at a time.
 */
export function ReviewSection({ productId }: { productId: number }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const toast = useToast();
  const reviews = useReviews(productId, sort, page, signedIn);
  const eligibility = useReviewEligibility(productId, signedIn);
  const helpful = useHelpful(productId);
  const remove = useDeleteReview(productId);
  const own = eligibility.data?.review ?? null;

  const vote = (reviewId: number, value: boolean) =>
    helpful.mutate(
      { reviewId, helpful: value },
      {
        onError: (error) =>
          toast.show(error instanceof ApiError ? error.message : 'Could not save your vote.', 'error'),
      },
    );

  let writeArea;
  if (!signedIn) {
    writeArea = (
      <p className="text-sm text-ink-soft">
        Only shoppers who received this product can review it.{' '}
        <Link to="/Login" className="font-semibold text-brand hover:underline">
          Sign in
        </Link>{' '}
        to write a review.
      </p>
    );
  } else if (eligibility.data?.eligible && own) {
    writeArea = (
      <div className="flex flex-wrap items-center gap-2">
        {own.is_hidden && (
          <p className="w-full text-sm font-semibold text-amber-800">
            The store has hidden your review: others do not see it. You can edit it; the store will look at it again.
          </p>
        )}
        <Button variant="outline" size="sm" onClick={() => setFormOpen(true)}>
          Edit your review
        </Button>
        {/* A hidden review cannot be deleted (docs/product/storefront.md#reviews). */}
        {!own.is_hidden && (
          <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
      </div>
    );
  } else if (eligibility.data?.eligible) {
    writeArea = <Button onClick={() => setFormOpen(true)}>Write a review</Button>;
  } else if (eligibility.data) {
    writeArea = <p className="text-sm text-ink-soft">{eligibility.data.message}</p>;
  }

  const data = reviews.data;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 scroll-mt-24">
      <Toast message={toast.message} tone={toast.tone} aboveDialogs />
      <h2 id="reviews-heading" className="text-lg font-bold tracking-wide text-ink uppercase">
        Ratings &amp; Reviews
      </h2>
      <div className="mt-5 grid gap-8 md:grid-cols-[18rem_1fr] lg:gap-12">
        <div className="space-y-5">
          {data ? <RatingSummary summary={data.summary} /> : <Spinner label="Loading reviews" />}
          {data && <FitSummary counts={data.summary.fit} />}
          <div data-testid="review-eligibility">{writeArea}</div>
        </div>
        <div>
          {data && data.totalCount > 0 && (
            <div className="flex items-center justify-between gap-3 border-b border-line pb-3">
              <p className="text-sm text-muted">
                {data.totalCount} {data.totalCount === 1 ? 'review' : 'reviews'}
              </p>
              <label className="flex items-center gap-2 text-sm text-ink-soft">
                Sort by
                <select
                  value={sort}
                  onChange={(event) => {
                    setSort(event.target.value as ReviewSort);
                    setPage(1);
                  }}
                  className="h-9 rounded-md border border-ink/25 bg-white px-2 text-sm font-semibold text-ink"
                >
                  {reviewSorts.map((value) => (
                    <option key={value} value={value}>
                      {SORT_LABELS[value]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          {data && data.totalCount === 0 && (
            <p className="rounded-md bg-canvas px-4 py-6 text-center text-sm text-muted">
              Be the first to review this product.
            </p>
          )}
          {reviews.error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              Could not load the reviews.
            </p>
          )}
          {data && data.items.length > 0 && (
            <ul className="divide-y divide-line">
              {data.items.map((review) => (
                <ReviewItem
                  key={review.review_id}
                  review={review}
                  busy={helpful.isPending}
                  onHelpful={signedIn && !review.mine ? (value) => vote(review.review_id, value) : undefined}
                />
              ))}
            </ul>
          )}
          {data && data.totalCount > REVIEW_LIMITS.pageSize && (
            <Pager
              page={page}
              pageSize={REVIEW_LIMITS.pageSize}
              total={data.totalCount}
              busy={reviews.isFetching}
              onPage={setPage}
            />
          )}
        </div>
      </div>
      {formOpen && (
        <ReviewForm
          productId={productId}
          existing={own}
          size={own?.size ?? eligibility.data?.size ?? null}
          open={formOpen}
          onClose={() => setFormOpen(false)}
          onSaved={(message) => toast.show(message)}
        />
      )}
      {confirmDelete && own && (
        <ConfirmDialog
          title="Delete your review?"
          confirmLabel="Delete"
          cancelLabel="Keep it"
          onClose={() => setConfirmDelete(false)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(own.review_id);
              toast.show('Your review is deleted.', 'error');
              return null;
            } catch (error) {
              return error instanceof ApiError ? error.message : 'Could not delete your review.';
            }
          }}
        >
          Your review and its photos will be removed.
        </ConfirmDialog>
      )}
    </section>
  );
}
