import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { breachFields, type BreachInput, type BreachView } from '@store/shared/schemas/breaches';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';

/** The breach register (docs/product/api.md#breaches): GET/POST /admin/breaches, GET and PUT /admin/breaches/{id}. */
export const breachesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'breaches'],
    queryFn: ({ signal }) => api.get<BreachView[]>('/admin/breaches', { signal }),
  });
export const useBreaches = () => useQuery(breachesQuery());
export const getBreach = (id: number) => api.get<BreachView>(`/admin/breaches/${id}`);

/** Records a breach (no id) or saves one; the register reloads either way. */
export function useSaveBreach() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: BreachInput }) =>
      id ? api.put<BreachView>(`/admin/breaches/${id}`, input) : api.post<BreachView>('/admin/breaches', input),
    onSettled: () => refreshAfterWrite(client, { queryKey: ['admin', 'breaches'] }),
  });
}

/** A stored breach as the form sends it back, for a save that changes one field (marking a recipient told). */
export const breachAsInput = (breach: BreachView): BreachInput => breachFields(breach);
