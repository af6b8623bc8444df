import { FIT_LABELS, fitVerdict, type FitCounts } from '@store/shared/reviews';

/**
 * `Most shoppers say: True to size (78%)` and the split of the answers, from FIT_MIN_ANSWERS answers up
 * (docs/product/storefront.md#fit); nothing under that.
 */
export function FitSummary({ counts }: { counts: FitCounts }) {
  const verdict = fitVerdict(counts);
  if (!verdict) return null;
  return (
    <div data-testid="fit-summary">
      <p className="text-sm font-semibold text-ink">
        Most shoppers say: {FIT_LABELS[verdict.fit]} ({verdict.percent}%)
      </p>
      <ul className="mt-2 space-y-1.5" aria-label="How it fits, by answers">
        {verdict.split.map((row) => (
          <li key={row.fit} className="flex items-center gap-2 text-xs text-ink-soft">
            <span className="w-20 shrink-0 font-semibold">{FIT_LABELS[row.fit]}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-canvas" aria-hidden="true">
              <span className="block h-full rounded-full bg-ink-soft" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="w-9 shrink-0 text-right tabular-nums">{row.percent}%</span>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-xs text-muted">From {verdict.answers} shoppers who said how it fits.</p>
    </div>
  );
}
