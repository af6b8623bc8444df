import { describe, expect, it } from 'vitest';
import {
  chipCount,
  csvDownloadPath,
  csvFileName,
  defaultFilters,
  filtersFromParams,
  listParams,
  paramsFromFilters,
  withChange,
  type OrderFilters,
} from './order-filters';
import { toQueryString } from '@/lib/api-client';

const full: OrderFilters = {
  view: 'Shipped',
  q: 'asha@example.com',
  from: '2026-11-01',
  to: '2026-11-23',
  sort: 'total_desc',
  page: 3,
  pageSize: 50,
};

describe('order filters in the address', () => {
  it('round-trips every filter through the search params (a reload or Back gives the same table)', () => {
    const text = paramsFromFilters(full).toString();
    expect(filtersFromParams(new URLSearchParams(text))).toEqual(full);
    const attention = { ...full, view: 'attention' as const };
    expect(filtersFromParams(new URLSearchParams(paramsFromFilters(attention).toString()))).toEqual(attention);
  });

  it('keeps a plain /ManageOrders plain: defaults are left out', () => {
    expect(paramsFromFilters(defaultFilters).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(defaultFilters);
  });

  it('ignores what a hand-edited link gets wrong instead of breaking the page', () => {
    const params = new URLSearchParams(
      'status=Lost&sort=cheapest&page=-2&size=7&from=2026-13-45&to=yesterday&q=%20%20ravi%20',
    );
    expect(filtersFromParams(params)).toEqual({ ...defaultFilters, q: 'ravi' });
    expect(filtersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    expect(withChange(full, { view: 'Packed' })).toEqual({ ...full, view: 'Packed', page: 1 });
    expect(withChange(full, { q: 'ravi' }).page).toBe(1);
    expect(withChange(full, { page: 4 })).toEqual({ ...full, page: 4 });
  });
});

describe('the API query', () => {
  it('sends a status, or needs_attention=1, never both, with the page', () => {
    expect(listParams(full)).toEqual({
      status: 'Shipped',
      needs_attention: undefined,
      q: 'asha@example.com',
      from: '2026-11-01',
      to: '2026-11-23',
      sort: 'total_desc',
      pageNumber: 3,
      pageSize: 50,
    });
    expect(listParams({ ...full, view: 'attention' })).toMatchObject({ status: undefined, needs_attention: '1' });
    expect(toQueryString(listParams(defaultFilters))).toBe('?sort=date_desc&pageNumber=1&pageSize=20');
  });

  it('builds the CSV download from the same filters as the table, without paging', () => {
    expect(csvDownloadPath(full)).toBe(
      '/admin/orders.csv?status=Shipped&q=asha%40example.com&from=2026-11-01&to=2026-11-23&sort=total_desc',
    );
    expect(csvDownloadPath({ ...defaultFilters, view: 'attention', page: 5 })).toBe(
      '/admin/orders.csv?needs_attention=1&sort=date_desc',
    );
    expect(csvFileName(full, '2026-11-23')).toBe('orders-2026-11-01-to-2026-11-23.csv');
    expect(csvFileName({ ...full, from: '' }, '2026-11-23')).toBe('orders-start-to-2026-11-23.csv');
    expect(csvFileName(defaultFilters, '2026-11-23')).toBe('orders-2026-11-23.csv');
  });

  it("counts a chip from the list's counts; All is the sum of the statuses", () => {
    const counts = { New: 2, Confirmed: 5, Shipped: 1, needs_attention: 3 };
    expect(chipCount('all', counts)).toBe(8);
    expect(chipCount('Confirmed', counts)).toBe(5);
    expect(chipCount('Delivered', counts)).toBe(0);
    expect(chipCount('attention', counts)).toBe(3);
    expect(chipCount('attention', { New: 1 })).toBeUndefined();
    expect(chipCount('all', undefined)).toBeUndefined();
  });
});
