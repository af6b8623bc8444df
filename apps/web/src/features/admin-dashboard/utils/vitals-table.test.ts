import { describe, expect, it } from 'vitest';
import { formatVital, vitalsTableRows } from './vitals-table';

describe('vitalsTableRows', () => {
  it("gives a row per page type with data, in the store's order, rated by Google's thresholds", () => {
    const rows = vitalsTableRows([
      { page: 'search', metric: 'INP', p75: 520, samples: 3 },
      { page: 'product', metric: 'LCP', p75: 2500, samples: 40 },
      { page: 'product', metric: 'INP', p75: 201, samples: 12 },
      { page: 'product', metric: 'CLS', p75: 0.2512, samples: 38 },
      { page: 'product', metric: 'TTFB', p75: 300, samples: 41 },
      { page: 'home', metric: 'FCP', p75: 900, samples: 5 },
      { page: 'listing', metric: 'CLS', p75: 0.256, samples: 7 },
    ]);
    expect(rows.map((row) => row.label)).toEqual(['Listings', 'Search results', 'Product pages']);
    expect(rows[2]!.cells).toEqual({
      LCP: { value: '2,500 ms', rating: 'good', samples: 40 },
      INP: { value: '201 ms', rating: 'needs-improvement', samples: 12 },
      CLS: { value: '0.25', rating: 'needs-improvement', samples: 38 },
    });
    expect(rows[1]!.cells).toEqual({ LCP: null, INP: { value: '520 ms', rating: 'poor', samples: 3 }, CLS: null });
    expect(rows[0]!.cells.CLS).toEqual({ value: '0.26', rating: 'poor', samples: 7 });
  });

  it('is empty without data', () => {
    expect(vitalsTableRows([])).toEqual([]);
  });
});

describe('formatVital', () => {
  it('shows times in whole milliseconds and CLS with two decimals', () => {
    expect(formatVital('LCP', 12345.6)).toBe('12,346 ms');
    expect(formatVital('INP', 48)).toBe('48 ms');
    expect(formatVital('CLS', 0.1)).toBe('0.10');
  });
});
