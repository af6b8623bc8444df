import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuditEntry, AuditFilters } from '../lib/audit';

export interface AuditPage {
  items: AuditEntry[];
  totalCount: number;
}

/** The query of the filters as the API takes it (empty ones left out). */
export function auditParams(filters: AuditFilters) {
  return {
    actor_id: filters.actor,
    entity: filters.entity,
    action: filters.action,
    from: filters.from,
    to: filters.to,
    page: filters.page,
    page_size: filters.pageSize,
  };
}

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) => api.get<AuditPage>('/admin/audit', { signal, params: auditParams(filters) }),
    placeholderData: keepPreviousData,
  });
export const useAudit = (filters: AuditFilters) => useQuery(auditQuery(filters));

/** GET /api/admin/audit.csv with the same filters (all pages), fetched with the token like the orders export. */
export function downloadAuditCsv(filters: AuditFilters): Promise<Blob> {
  const { page: _page, page_size: _size, ...params } = auditParams(filters);
  return api.download('/admin/audit.csv', { params });
}
