import { orderStatuses, statusLabels, type OrderStatus } from '@store/shared/order-lifecycle';
import { adminOrderSorts, type AdminOrderQuery } from '@store/shared/schemas/merchant';
import { toQueryString, type QueryParams } from '@/lib/api-client';

export type AdminOrderSort = (typeof adminOrderSorts)[number];

/** Which chip is on: every order, one status, or the orders that need attention. */
export type OrderView = 'all' | 'attention' | OrderStatus;

/** The order table's state; all of it lives in the address so a reload or Back keeps it (docs/product/admin.md#orders). */
export interface OrderFilters {
  view: OrderView;
  q: string;
  /** Days as YYYY-MM-DD, inclusive; '' when open. */
  from: string;
  to: string;
  sort: AdminOrderSort;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [20, 50, 100] as const;

export const defaultFilters: OrderFilters = {
  view: 'all',
  q: '',
  from: '',
  to: '',
  sort: 'date_desc',
  page: 1,
  pageSize: PAGE_SIZES[0],
};

export const sortOptions: ReadonlyArray<{ value: AdminOrderSort; label: string }> = [
  { value: 'date_desc', label: 'Newest first' },
  { value: 'date_asc', label: 'Oldest first' },
  { value: 'total_desc', label: 'Highest total' },
  { value: 'total_asc', label: 'Lowest total' },
];

/** The chips above the table, in the order the work flows. */
export const viewChips: ReadonlyArray<{ view: OrderView; label: string }> = [
  { view: 'all', label: 'All' },
  ...(['New', 'Confirmed', 'Packed', 'Shipped', 'Delivered', 'Cancelled', 'Expired'] as const).map((status) => ({
    view: status,
    label: statusLabels[status],
  })),
  { view: 'attention', label: 'Needs attention' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null): string =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';

/** Reads the filters from the address, ignoring anything unknown or malformed (a hand-edited link never breaks the page). */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const view: OrderView =
    params.get('attention') === '1'
      ? 'attention'
      : orderStatuses.includes(status as OrderStatus)
        ? (status as OrderStatus)
        : 'all';
  const sortParam = params.get('sort');
  const sort = adminOrderSorts.includes(sortParam as AdminOrderSort) ? (sortParam as AdminOrderSort) : 'date_desc';
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    view,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultFilters.pageSize,
  };
}

/** The address's search params for these filters; defaults are left out so a plain /ManageOrders stays plain. */
export function paramsFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view === 'attention') params.set('attention', '1');
  else if (filters.view !== 'all') params.set('status', filters.view);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== defaultFilters.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== defaultFilters.pageSize) params.set('size', String(filters.pageSize));
  return params;
}

/**
 * A change of any filter but the page goes back to page 1 (page 7 of the old filter may not exist in the new
 * one).
 */
export function withChange(filters: OrderFilters, change: Partial<OrderFilters>): OrderFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

type FilterQuery = Pick<AdminOrderQuery, 'status' | 'q' | 'from' | 'to' | 'needs_attention' | 'sort'>;

/** The filters in the API's words (GET /api/admin/orders and orders.csv), without paging. */
function filterQuery(filters: OrderFilters): FilterQuery {
  return {
    status: filters.view === 'all' || filters.view === 'attention' ? undefined : filters.view,
    needs_attention: filters.view === 'attention' ? '1' : undefined,
    q: filters.q.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort,
  };
}

/** Query params of one page of GET /api/admin/orders. */
export function listParams(filters: OrderFilters): QueryParams {
  return { ...filterQuery(filters), pageNumber: filters.page, pageSize: filters.pageSize };
}

export const CSV_PATH = '/admin/orders.csv';

/** Query params of GET /api/admin/orders.csv: the same filters as the table, every page. */
export function csvParams(filters: OrderFilters): QueryParams {
  return { ...filterQuery(filters) };
}

/** The export's path under /api, as the client requests it (the bearer token goes in a header, never the URL). */
export function csvDownloadPath(filters: OrderFilters): string {
  return `${CSV_PATH}${toQueryString(csvParams(filters))}`;
}

/** The file name the browser saves: orders-2026-11-01-to-2026-11-23.csv, or orders-2026-11-23.csv. */
export function csvFileName(filters: OrderFilters, today: string): string {
  if (filters.from || filters.to) return `orders-${filters.from || 'start'}-to-${filters.to || today}.csv`;
  return `orders-${today}.csv`;
}

/** How many orders a chip stands for, from the list's `counts` (every status under the other filters). */
export function chipCount(view: OrderView, counts: Record<string, number> | undefined): number | undefined {
  if (!counts) return undefined;
  if (view === 'all') return Object.entries(counts).reduce((sum, [key, n]) => (key in statusLabels ? sum + n : sum), 0);
  if (view === 'attention') return counts.needs_attention;
  return counts[view] ?? 0;
}
