import type { VitalSummaryRow } from '@store/shared/schemas/vitals';
import { VITAL_PAGE_TYPES, vitalRating, type VitalPageType, type VitalRating } from '@store/shared/vitals';

/** The three Core Web Vitals the dashboard shows (docs/product/admin.md#dashboard). */
export const TABLE_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type TableMetric = (typeof TABLE_METRICS)[number];

export const pageTypeLabels: Record<VitalPageType, string> = {
  home: 'Home',
  landing: 'Landing pages',
  listing: 'Listings',
  search: 'Search results',
  product: 'Product pages',
  other: 'Other pages',
};

export const ratingLabels: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export interface VitalCell {
  /** The 75th percentile as shown: whole milliseconds for LCP and INP, two decimals for CLS. */
  value: string;
  rating: VitalRating;
  samples: number;
}

export interface VitalsTableRow {
  page: VitalPageType;
  label: string;
  cells: Record<TableMetric, VitalCell | null>;
}

const ms = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** CLS is rated as shown, to two decimals (as Chrome's field data rounds it), so a row never reads "0.25 Poor". */
const ratedValue = (metric: TableMetric, p75: number) => (metric === 'CLS' ? Math.round(p75 * 100) / 100 : p75);

export function formatVital(metric: TableMetric, p75: number): string {
  return metric === 'CLS' ? p75.toFixed(2) : `${ms.format(p75)} ms`;
}

/** One row per page type that has any of the three metrics, in the store's order of page types. */
export function vitalsTableRows(rows: VitalSummaryRow[]): VitalsTableRow[] {
  const result: VitalsTableRow[] = [];
  for (const page of VITAL_PAGE_TYPES) {
    const cells = {} as Record<TableMetric, VitalCell | null>;
    let any = false;
    for (const metric of TABLE_METRICS) {
      const row = rows.find((candidate) => candidate.page === page && candidate.metric === metric);
      cells[metric] = row
        ? {
            value: formatVital(metric, row.p75),
            rating: vitalRating(metric, ratedValue(metric, row.p75)),
            samples: row.samples,
          }
        : null;
      any ||= row !== undefined;
    }
    if (any) result.push({ page, label: pageTypeLabels[page], cells });
  }
  return result;
}
