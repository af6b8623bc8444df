import type { VitalRating } from '@store/shared/vitals';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useVitalsSummary } from '../api/vitals';
import { ratingLabels, TABLE_METRICS, vitalsTableRows, type VitalCell } from '../utils/vitals-table';

const count = new Intl.NumberFormat('en-IN');

const ratingTone: Record<VitalRating, string> = {
  good: 'border-success/30 text-success',
  'needs-improvement': 'border-amber-400 text-amber-800',
  poor: 'border-red-300 text-red-700',
};

const metricTitles = { LCP: 'LCP', INP: 'INP', CLS: 'CLS' } as const;

function Cell({ cell }: { cell: VitalCell | null }) {
  if (!cell) {
    return (
      <td className="px-2 py-2 align-top text-ink-soft">
        <span aria-hidden>—</span>
        <span className="sr-only">No samples</span>
      </td>
    );
  }
  return (
    <td className="px-2 py-2 align-top">
      <span className="block font-bold text-ink tabular-nums">{cell.value}</span>
      <span
        className={`mt-1 inline-block rounded-full border bg-white px-2 py-0.5 text-[11px] leading-tight font-bold ${ratingTone[cell.rating]}`}
      >
        {ratingLabels[cell.rating]}
      </span>
      <span className="mt-1 block text-xs text-ink-soft tabular-nums">
        {count.format(cell.samples)} {cell.samples === 1 ? 'sample' : 'samples'}
      </span>
    </td>
  );
}

/**
 * Real visitors' Core Web Vitals over the last 7 days (docs/product/admin.md#dashboard): the 75th percentile of
 * LCP, INP and CLS per page type, with its sample count and Google's rating.
 */
export function RealVisitorsVitals() {
  const summary = useVitalsSummary();
  return (
    <section className="min-w-0 rounded-xl border border-line bg-white p-4" aria-labelledby="real-visitors-title">
      <h2 id="real-visitors-title" className="mb-1 text-xs font-bold tracking-widest text-ink-soft uppercase">
        Real visitors (last 7 days)
      </h2>
      <p className="mb-3 text-xs text-muted">
        75th percentile of each page type. Good: LCP up to 2,500 ms, INP up to 200 ms, CLS up to 0.10; poor: over 4,000
        ms, 500 ms and 0.25.
      </p>
      {summary.isPending ? (
        <Spinner label="Loading measurements" />
      ) : summary.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {summary.error instanceof ApiError ? summary.error.message : 'Could not load the measurements.'}
        </p>
      ) : (
        <VitalsTable rows={vitalsTableRows(summary.data.rows)} />
      )}
    </section>
  );
}

function VitalsTable({ rows }: { rows: ReturnType<typeof vitalsTableRows> }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted">No visitor has reported page speed in the last 7 days yet.</p>;
  }
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm" data-testid="real-visitors-vitals">
        <thead>
          <tr className="border-b border-line text-xs text-ink-soft">
            <th scope="col" className="px-2 py-2 font-semibold">
              Page type
            </th>
            {TABLE_METRICS.map((metric) => (
              <th key={metric} scope="col" className="px-2 py-2 font-semibold">
                {metricTitles[metric]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.page} className="border-b border-line last:border-b-0">
              <th scope="row" className="px-2 py-2 align-top font-semibold text-ink">
                {row.label}
              </th>
              {TABLE_METRICS.map((metric) => (
                <Cell key={metric} cell={row.cells[metric]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
