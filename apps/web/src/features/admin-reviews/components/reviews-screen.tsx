import { useState } from 'react';
import type { AdminReview } from '@store/shared/schemas/reviews';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/stars';
import { Toast } from '@/components/ui/toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useToast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { useAdminReviews, useSetReviewHidden, type ReviewVisibility } from '../api/reviews';

const PAGE_SIZE = 20;
const FILTERS: Array<{ value: ReviewVisibility; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

function ReviewRow({
  review,
  busy,
  onToggle,
}: {
  review: AdminReview;
  busy: boolean;
  onToggle: (hidden: boolean) => void;
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 md:flex-row md:items-start md:gap-6" data-testid="admin-review">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{review.product_name}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Stars value={review.rating} />
          <span className="text-sm font-bold text-ink">{review.title}</span>
          {review.is_hidden && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Hidden</span>
          )}
          {review.awaiting_moderation && (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900">Look again</span>
          )}
        </div>
        {review.body && <p className="mt-1 line-clamp-3 text-sm text-ink-soft">{review.body}</p>}
        <p className="mt-2 text-xs text-muted">
          {review.author} · <span className="break-all">{review.email}</span> · {formatDay(review.created_at)} ·{' '}
          {review.helpful_count} helpful · {review.photos.length} {review.photos.length === 1 ? 'photo' : 'photos'}
        </p>
        {review.photos.length > 0 && (
          <ul className="mt-2 flex gap-2">
            {review.photos.map((photo) => (
              <li key={photo.photo_id}>
                <a href={photo.image_url} target="_blank" rel="noreferrer">
                  <img src={photo.image_url} alt="" className="size-12 rounded border border-line object-cover" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {review.awaiting_moderation && (
        <Button size="sm" variant="dark" disabled={busy} onClick={() => onToggle(true)} className="self-start">
          Keep hidden
        </Button>
      )}
      <Button
        size="sm"
        variant={review.is_hidden ? 'outline' : 'dark'}
        disabled={busy}
        onClick={() => onToggle(!review.is_hidden)}
        className="self-start"
      >
        {review.is_hidden ? 'Show' : 'Hide'}
      </Button>
    </li>
  );
}

/**
 * /Reviews: every review, newest first, with Hide and Show (docs/product/admin.md#reviews). A hidden review leaves
 * the product page and its average at once.
 */
export function ReviewsScreen() {
  const [visibility, setVisibility] = useState<ReviewVisibility>('all');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text, 300).trim();
  const reviews = useAdminReviews({ visibility, q, page });
  const setHidden = useSetReviewHidden();
  const toast = useToast();

  const toggle = (review: AdminReview, hidden: boolean) =>
    setHidden.mutate(
      { reviewId: review.review_id, hidden },
      {
        onSuccess: () => toast.show(hidden ? 'Review hidden.' : 'Review shown again.', hidden ? 'error' : 'info'),
        onError: (error) =>
          toast.show(error instanceof ApiError ? error.message : 'Could not change the review.', 'error'),
      },
    );

  const rows = reviews.data?.items;
  return (
    <section aria-labelledby="reviews-heading">
      <title>Reviews · Admin</title>
      <Toast message={toast.message} tone={toast.tone} />
      <h1 id="reviews-heading" className="mb-4 text-xl font-bold text-ink">
        Reviews
      </h1>
      <div className="overflow-hidden rounded-lg border border-line bg-white">
        <div className="flex flex-col gap-3 border-b border-line px-4 py-3 md:flex-row md:items-center">
          <div role="group" aria-label="Show" className="flex gap-1">
            {FILTERS.map((filter) => (
              <button
                key={filter.value}
                type="button"
                aria-pressed={visibility === filter.value}
                onClick={() => {
                  setVisibility(filter.value);
                  setPage(1);
                }}
                className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
                  visibility === filter.value ? 'bg-ink text-white' : 'text-ink-soft hover:bg-canvas'
                }`}
              >
                {filter.label}
              </button>
            ))}
          </div>
          <SearchField
            label="Search reviews"
            value={text}
            onChange={(value) => {
              setText(value);
              setPage(1);
            }}
            placeholder="Search by product or email…"
            maxLength={100}
            className="relative block flex-1"
          />
        </div>
        {reviews.isPending && <Spinner label="Loading reviews" />}
        {reviews.error && (
          <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
            {reviews.error instanceof ApiError ? reviews.error.message : 'Could not load reviews.'}
          </p>
        )}
        {rows && rows.length === 0 && (
          <p className="px-4 py-10 text-center text-sm text-muted">
            {q ? `No review matches “${q}”.` : 'No reviews yet.'}
          </p>
        )}
        {rows && rows.length > 0 && (
          <ul className="divide-y divide-line">
            {rows.map((review) => (
              <ReviewRow
                key={review.review_id}
                review={review}
                busy={setHidden.isPending}
                onToggle={(hidden) => toggle(review, hidden)}
              />
            ))}
          </ul>
        )}
        {reviews.data && (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={reviews.data.totalCount}
            busy={reviews.isFetching}
            onPage={setPage}
          />
        )}
      </div>
    </section>
  );
}
