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

/** A metric's p75 in words: its value, Google's rating and how many samples it rests on. */
function Measurement({ cell }: { cell: VitalCell | null }) {
  if (!cell) {
    return (
      <>
        <span aria-hidden>—</span>
        <span className="sr-only">No samples</span>
      </>
    );
  }
  return (
    <>
      <span className="block font-bold text-ink tabular-nums">{cell.value}</span>
      <span
        className={`mt-1 inline-block rounded-full border bg-white px-2 py-0.5 text-[11px] leading-tight font-bold ${ratingTone[cell.rating]}`}
      >
        {ratingLabels[cell.rating]}
      </span>
      <span className="mt-1 block text-xs text-ink-soft tabular-nums">
        {count.format(cell.samples)} {cell.samples === 1 ? 'sample' : 'samples'}
      </span>
    </>
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

type Rows = ReturnType<typeof vitalsTableRows>;

/** A table from 768 px; below, where four columns do not fit, a card per page type with the metrics side by side. */
function VitalsTable({ rows }: { rows: Rows }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted">No visitor has reported page speed in the last 7 days yet.</p>;
  }
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.page} className="rounded-lg border border-line p-3" data-testid={`vitals-${row.page}`}>
            <h3 className="text-sm font-semibold text-ink">{row.label}</h3>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              {TABLE_METRICS.map((metric) => (
                <div key={metric} className="min-w-0">
                  <dt className="text-xs font-semibold text-ink-soft">{metricTitles[metric]}</dt>
                  <dd className="mt-0.5 text-ink-soft">
                    <Measurement cell={row.cells[metric]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <thead>
          <tr className="border-b border-line text-xs text-ink-soft">
            <th scope="col" className="py-2 pr-2 font-semibold">
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
            <tr key={row.page} className="border-b border-line last:border-b-0" data-testid={`vitals-${row.page}`}>
              <th scope="row" className="py-2 pr-2 align-top font-semibold text-ink">
                {row.label}
              </th>
              {TABLE_METRICS.map((metric) => (
                <td key={metric} className="px-2 py-2 align-top text-ink-soft">
                  <Measurement cell={row.cells[metric]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
