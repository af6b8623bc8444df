import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryRow, StockAdjustmentInput, StockAdjustmentView } from '@store/shared/schemas/inventory';
import { api } from '@/lib/api-client';
import type { InventorySearch } from '../utils/inventory-search';

export interface InventoryPage {
  items: InventoryRow[];
  totalCount: number;
}

/** GET /admin/inventory?threshold=&q=&pageNumber=: stock at or under the threshold (docs/product/admin.md#inventory). */
export function inventoryQuery(search: InventorySearch) {
  return queryOptions({
    queryKey: ['admin', 'inventory', search],
    queryFn: ({ signal }) =>
      api.get<InventoryPage>('/admin/inventory', {
        params: { threshold: search.threshold, q: search.q, pageNumber: search.pageNumber },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInventory(search: InventorySearch) {
  return useQuery(inventoryQuery(search));
}

/** GET /admin/inventory/adjustments?product_id=: a product's adjustments, newest first. */
export function adjustmentsQuery(productId: number, pageNumber = 1) {
  return queryOptions({
    queryKey: ['admin', 'inventory', 'adjustments', productId, pageNumber],
    queryFn: ({ signal }) =>
      api.get<{ items: StockAdjustmentView[]; totalCount: number }>('/admin/inventory/adjustments', {
        params: { product_id: productId, pageNumber },
        signal,
      }),
  });
}

export function useAdjustments(productId: number, pageNumber = 1) {
  return useQuery(adjustmentsQuery(productId, pageNumber));
}

/** POST /admin/inventory/adjustments: a signed change with its reason; the server refuses to go below zero. */
export function adjustStock(body: StockAdjustmentInput): Promise<StockAdjustmentView> {
  return api.post<StockAdjustmentView>('/admin/inventory/adjustments', body);
}
