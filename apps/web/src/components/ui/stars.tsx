import { useId } from 'react';

/** Five stars, the first `value` filled (rounded to the nearest half star); for people, the number is said. */
export function Stars({ value, className = 'size-4', label }: { value: number; className?: string; label?: string }) {
  const halves = Math.round(value * 2);
  return (
    <span
      className="inline-flex items-center gap-0.5 text-amber-500"
      role="img"
      aria-label={label ?? `${value} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty';
        return <Star key={star} fill={fill} className={className} />;
      })}
    </span>
  );
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, className }: { fill: 'full' | 'half' | 'empty'; className: string }) {
  const half = useId();
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={half}>
          <stop offset="50%" stopColor="currentColor" />
          <stop offset="50%" stopColor="transparent" />
        </linearGradient>
      </defs>
      <path
        d={STAR_PATH}
        fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${half})` : 'none'}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The card's rating: '4.3 ★ | 12' (docs/product/storefront.md#reviews); nothing without reviews. */
export function RatingBadge({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-sm border border-line bg-white/95 px-1.5 py-0.5 text-xs font-bold text-ink"
      data-testid="rating-badge"
    >
      {average.toFixed(1)}
      <svg viewBox="0 0 24 24" className="size-3 text-success" aria-hidden="true">
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      <span className="border-l border-line pl-1 font-semibold text-muted">{count}</span>
      <span className="sr-only">
        {' '}
        stars from {count} {count === 1 ? 'rating' : 'ratings'}
      </span>
    </span>
  );
}

/** Under the product page's title: the stars and '12 ratings', leading to the reviews; nothing without reviews. */
export function RatingLink({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  return (
    <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm text-ink-soft hover:text-ink">
      <span className="font-bold text-ink">{average.toFixed(1)}</span>
      <Stars value={average} />
      <span className="underline-offset-2 hover:underline">
        {count} {count === 1 ? 'rating' : 'ratings'}
      </span>
    </a>
  );
}
