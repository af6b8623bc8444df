import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceabilityRowInput, ServiceabilityTable } from '@store/shared/schemas/delivery';
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
  const changed = useTableChanged();
  return useMutation({
    mutationFn: (csv: string) => api.put<ServiceabilityTable>('/admin/delivery', { csv }),
    onSuccess: (table) => changed(table),
  });
}

/** GET /admin/delivery.csv: the table in the upload's format, so it can be edited in a spreadsheet and uploaded back. */
export const downloadServiceabilityCsv = () => api.download('/admin/delivery.csv');

/**
 * After the table changed: the table as the server now has it, and no pincode answer the store holds from the old
 * one.
 */
function useTableChanged() {
  const client = useQueryClient();
  return (table?: ServiceabilityTable) => {
    if (table) client.setQueryData(serviceabilityQuery.queryKey, table);
    else void client.invalidateQueries({ queryKey: serviceabilityQuery.queryKey });
    void client.invalidateQueries({ queryKey: ['delivery'] });
  };
}

/** PUT /admin/delivery/{prefix}: adds the prefix's row or sets its terms (docs/product/admin.md#delivery). */
export function useSaveServiceabilityRow() {
  const changed = useTableChanged();
  return useMutation({
    mutationFn: ({ prefix, input }: { prefix: string; input: ServiceabilityRowInput }) =>
      api.put<ServiceabilityTable>(`/admin/delivery/${encodeURIComponent(prefix)}`, input),
    onSuccess: (table) => changed(table),
  });
}

/** DELETE /admin/delivery/{prefix}: removes one row. */
export function useDeleteServiceabilityRow() {
  const changed = useTableChanged();
  return useMutation({
    mutationFn: (prefix: string) => api.delete<void>(`/admin/delivery/${encodeURIComponent(prefix)}`),
    onSuccess: () => changed(),
  });
}
