import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceabilityTable } from '@store/shared/schemas/delivery';
import { api } from '@/lib/api-client';

/** GET /admin/delivery: the serviceability table (docs/product/admin.md#delivery). */
export const serviceabilityQuery = queryOptions({
  queryKey: ['admin', 'delivery'],
  queryFn: ({ signal }) => api.get<ServiceabilityTable>('/admin/delivery', { signal }),
});

export function useServiceability() {
  return useQuery(serviceabilityQuery);
}

/** PUT /admin/delivery: the CSV replaces the whole table, or nothing changes (400 with every wrong line). */
export function useReplaceServiceability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.put<ServiceabilityTable>('/admin/delivery', { csv }),
    onSuccess: (table) => {
      client.setQueryData(serviceabilityQuery.queryKey, table);
      // Pincode answers the store already holds came from the old table.
      void client.invalidateQueries({ queryKey: ['delivery'] });
    },
  });
}
