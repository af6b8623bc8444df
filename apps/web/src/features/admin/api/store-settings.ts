import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsInput, StoreSettingsView } from '@store/shared/schemas/store';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';

export type { StoreSettingsInput, StoreSettingsView };

export const storeSettingsQuery = queryOptions({
  queryKey: ['admin', 'store-settings'],
  queryFn: ({ signal }) => api.get<StoreSettingsView>('/admin/store-settings', { signal }),
});
export const useStoreSettings = () => useQuery(storeSettingsQuery);

/** PUT /api/admin/store-settings: the footer and the store's pages show the new values at once. */
export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSettingsInput) => api.put<StoreSettingsView>('/admin/store-settings', input),
    onSettled: async () => {
      await refreshAfterWrite(client, { queryKey: ['admin'] });
      await refreshAfterWrite(client, { queryKey: ['store'] });
    },
  });
}
