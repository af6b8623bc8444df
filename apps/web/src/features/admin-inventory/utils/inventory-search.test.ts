import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLD,
  adjustmentsOfRow,
  readInventorySearch,
  stockAfter,
  thresholdOf,
  writeInventorySearch,
} from './inventory-search';

const read = (query: string) => readInventorySearch(new URLSearchParams(query));

describe('inventory list URL state', () => {
  it('defaults the threshold to 5 and accepts 0 to 10000 whole numbers only', () => {
    expect(read('')).toEqual({ threshold: DEFAULT_THRESHOLD, q: '', pageNumber: 1 });
    expect(DEFAULT_THRESHOLD).toBe(5);
    expect(thresholdOf('0')).toBe(0);
    expect(thresholdOf('12')).toBe(12);
    expect(thresholdOf('10000')).toBe(10_000);
    for (const bad of ['-1', '2.5', 'ten', '10001', ' ']) expect(thresholdOf(bad)).toBe(DEFAULT_THRESHOLD);
    expect(read('threshold=3&q=tee&pageNumber=2')).toEqual({ threshold: 3, q: 'tee', pageNumber: 2 });
  });

  it('goes back to page 1 when the threshold or the search changes', () => {
    const current = { threshold: 3, q: 'tee', pageNumber: 4 };
    expect(writeInventorySearch(current, { threshold: 10 }).toString()).toBe('threshold=10&q=tee');
    expect(writeInventorySearch(current, { q: 'shirt' }).toString()).toBe('threshold=3&q=shirt');
    expect(writeInventorySearch(current, { threshold: 3, q: 'tee' }).toString()).toBe('threshold=3&q=tee&pageNumber=4');
    expect(writeInventorySearch(current, { pageNumber: 2 }).toString()).toBe('threshold=3&q=tee&pageNumber=2');
  });

  it('leaves the default threshold out of the address', () => {
    expect(writeInventorySearch({ threshold: 3, q: '', pageNumber: 1 }, { threshold: 5 }).toString()).toBe('');
  });
});

describe('stock adjustment', () => {
  it('shows the resulting stock for a signed whole number only', () => {
    expect(stockAfter(4, '+10')).toBe(14);
    expect(stockAfter(4, '-4')).toBe(0);
    expect(stockAfter(4, '-6')).toBe(-2);
    expect(stockAfter(4, '3')).toBe(7);
    for (const bad of ['', '+', '1.5', 'abc', '--2']) expect(stockAfter(4, bad)).toBeNull();
  });

  it('keeps only the row’s own adjustments from the product’s history', () => {
    const all = [
      { adjustment_id: 1, productvariation_id: 11 },
      { adjustment_id: 2, productvariation_id: 12 },
      { adjustment_id: 3, productvariation_id: null },
    ];
    expect(adjustmentsOfRow(all, { productvariation_id: 12 }).map((a) => a.adjustment_id)).toEqual([2]);
    expect(adjustmentsOfRow(all, { productvariation_id: null }).map((a) => a.adjustment_id)).toEqual([3]);
  });
});
