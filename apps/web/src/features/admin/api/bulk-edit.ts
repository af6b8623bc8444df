import type { BulkAction, BulkEditResult, BulkSelection } from '@store/shared/schemas/bulk-edit';
import { api } from '@/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

export interface BulkEditRequest {
  selection: BulkSelection;
  action: BulkAction;
}

/** POST /admin/products/bulk with preview: how many products and variations would change; nothing is written. */
export const previewBulkEdit = (request: BulkEditRequest) =>
  api.post<BulkEditResult>('/admin/products/bulk', { ...request, preview: true });

/** POST /admin/products/bulk: the edit itself; every query refreshes after it (the table among them). */
export const useBulkEdit = () =>
  useCatalogueWrite((request: BulkEditRequest) => api.post<BulkEditResult>('/admin/products/bulk', request));
