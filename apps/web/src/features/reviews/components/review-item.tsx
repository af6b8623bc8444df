import { FIT_LABELS } from '@store/shared/reviews';
import type { Review } from '@store/shared/schemas/reviews';
import { Stars } from '@/components/ui/stars';
import { formatDay } from '@/lib/dates';
import { imageSources, imageWidthUrl } from '@/lib/images';

interface ReviewItemProps {
  review: Review;
  /** Marks or takes back the signed-in shopper's helpful vote; undefined when they cannot vote. */
  onHelpful?: (helpful: boolean) => void;
  busy?: boolean;
}

/** One review: stars, title, text, photos, who and when, and the Helpful button (docs/product/storefront.md#reviews). */
export function ReviewItem({ review, onHelpful, busy }: ReviewItemProps) {
  return (
    <li className="py-5" data-testid="review">
      <div className="flex items-center gap-2">
        <Stars value={review.rating} />
        <h3 className="text-sm font-bold text-ink">{review.title}</h3>
      </div>
      {review.size && (
        <p className="mt-1 text-xs text-muted" data-testid="review-fit">
          Size bought: <span className="font-semibold text-ink-soft">{review.size}</span>
          {review.fit && (
            <>
              {' · '}Fit: <span className="font-semibold text-ink-soft">{FIT_LABELS[review.fit]}</span>
            </>
          )}
        </p>
      )}
      {review.body && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{review.body}</p>}
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label="Photos">
          {review.photos.map((photo, index) => (
            <li key={photo.photo_id}>
              <a href={photo.image_url} target="_blank" rel="noreferrer" className="block">
                <img
                  {...imageSources(photo, 240)}
                  src={imageWidthUrl(photo.image_url, 240)}
                  sizes="80px"
                  alt={`Photo ${index + 1} of the review “${review.title}”`}
                  loading="lazy"
                  className="size-20 rounded-md border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted">
        <span>
          <span className="font-semibold text-ink-soft">{review.author}</span> · {formatDay(review.created_at)}
        </span>
        {review.mine && <span className="font-semibold text-brand">Your review</span>}
        {review.is_hidden && <span className="font-semibold text-amber-800">Hidden by the store</span>}
        {onHelpful ? (
          <button
            type="button"
            aria-pressed={review.voted}
            disabled={busy}
            onClick={() => onHelpful(!review.voted)}
            className={`rounded-full border px-3 py-1 font-semibold transition-colors disabled:opacity-60 ${
              review.voted ? 'border-brand bg-brand/10 text-brand' : 'border-line text-ink-soft hover:border-ink'
            }`}
          >
            Helpful ({review.helpful_count})
          </button>
        ) : (
          review.helpful_count > 0 && (
            <span>
              {review.helpful_count} {review.helpful_count === 1 ? 'person' : 'people'} found this helpful
            </span>
          )
        )}
      </div>
    </li>
  );
}
