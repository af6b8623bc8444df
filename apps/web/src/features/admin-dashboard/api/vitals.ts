import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VitalsSummary } from '@store/shared/schemas/vitals';
import { api } from '@/lib/api-client';

/** GET /admin/vitals: real visitors' Core Web Vitals, p75 per page type (docs/product/admin.md#dashboard). */
export function vitalsSummaryQuery() {
  return queryOptions({
    queryKey: ['admin', 'vitals'],
    queryFn: ({ signal }) => api.get<VitalsSummary>('/admin/vitals', { signal }),
    staleTime: 60_000,
  });
}

export function useVitalsSummary() {
  return useQuery(vitalsSummaryQuery());
}
