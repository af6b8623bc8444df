/** The low-stock line when none is given (docs/product/admin.md#inventory); the server's default too. */
export const DEFAULT_THRESHOLD = 5;
export const MAX_THRESHOLD = 10_000;
export const INVENTORY_PAGE_SIZE = 20;

export interface InventorySearch {
  threshold: number;
  q: string;
  pageNumber: number;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A whole number 0 to MAX_THRESHOLD, else the default. */
export function thresholdOf(value: string | null): number {
  if (value === null || value.trim() === '') return DEFAULT_THRESHOLD;
  const threshold = Number(value);
  return Number.isInteger(threshold) && threshold >= 0 && threshold <= MAX_THRESHOLD ? threshold : DEFAULT_THRESHOLD;
}

/** Threshold, search and page from the address bar (docs/product/admin.md#inventory). */
export function readInventorySearch(params: URLSearchParams): InventorySearch {
  return {
    threshold: thresholdOf(params.get('threshold')),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    pageNumber: pageOf(params.get('pageNumber')),
  };
}

/** The address bar after a change; a new threshold or search goes back to page 1, defaults are left out. */
export function writeInventorySearch(current: InventorySearch, change: Partial<InventorySearch>): URLSearchParams {
  const next = { ...current, ...change };
  const filterChanged =
    (change.q !== undefined && change.q.trim() !== current.q) ||
    (change.threshold !== undefined && change.threshold !== current.threshold);
  if (filterChanged) next.pageNumber = 1;
  const params = new URLSearchParams();
  if (next.threshold !== DEFAULT_THRESHOLD) params.set('threshold', String(next.threshold));
  if (next.q.trim()) params.set('q', next.q.trim());
  if (next.pageNumber > 1) params.set('pageNumber', String(next.pageNumber));
  return params;
}

/** The stock an adjustment leaves, or null when the change is not a whole number yet. */
export function stockAfter(stock: number, change: string): number | null {
  const text = change.trim();
  if (!/^[+-]?\d+$/.test(text)) return null;
  return stock + Number(text);
}

/**
 * The adjustments of one row: GET /admin/inventory/adjustments filters by product, so a variation's row keeps only
 * its own (a product without sizes keeps those with no variation).
 */
export function adjustmentsOfRow<A extends { productvariation_id: number | null }>(
  adjustments: readonly A[],
  row: { productvariation_id: number | null },
): A[] {
  return adjustments.filter((adjustment) => adjustment.productvariation_id === row.productvariation_id);
}
