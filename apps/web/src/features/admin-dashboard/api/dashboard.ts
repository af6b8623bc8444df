import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@store/shared/schemas/merchant';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard: the store's figures (docs/product/admin.md#dashboard). */
export function dashboardQuery() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('/admin/dashboard', { signal }),
    staleTime: 30_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQuery());
}
