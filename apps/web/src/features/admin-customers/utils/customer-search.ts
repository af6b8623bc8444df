/** Rows per page of GET /admin/customers (the server's page size). */
export const CUSTOMER_PAGE_SIZE = 20;

export interface CustomerSearch {
  q: string;
  pageNumber: number;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list's search and page from the address bar, so a link or reload shows the same page (docs/product/admin.md#customers). */
export function readCustomerSearch(params: URLSearchParams): CustomerSearch {
  return { q: (params.get('q') ?? '').trim().slice(0, 100), pageNumber: pageOf(params.get('pageNumber')) };
}

/** The address bar after a change; a new search goes back to page 1, defaults are left out. */
export function writeCustomerSearch(current: CustomerSearch, change: Partial<CustomerSearch>): URLSearchParams {
  const next = { ...current, ...change };
  if (change.q !== undefined && change.q.trim() !== current.q) next.pageNumber = 1;
  const params = new URLSearchParams();
  if (next.q.trim()) params.set('q', next.q.trim());
  if (next.pageNumber > 1) params.set('pageNumber', String(next.pageNumber));
  return params;
}
