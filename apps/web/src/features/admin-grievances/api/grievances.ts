import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGrievance, AdminGrievanceFilter, AdminGrievanceList } from '@store/shared/schemas/grievances';
import { api } from '@/lib/api-client';

/** GET /admin/grievances?status=&page= (docs/product/admin.md#grievances). */
export function adminGrievancesQuery(search: { status: AdminGrievanceFilter; page: number }) {
  return queryOptions({
    queryKey: ['admin', 'grievances', search],
    queryFn: ({ signal }) =>
      api.get<AdminGrievanceList>('/admin/grievances', {
        params: { status: search.status, page: search.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminGrievances = (search: { status: AdminGrievanceFilter; page: number }) =>
  useQuery(adminGrievancesQuery(search));

export const useAdminGrievance = (reference: string | null) =>
  useQuery({
    queryKey: ['admin', 'grievance', reference],
    queryFn: ({ signal }) => api.get<AdminGrievance>(`/admin/grievances/${reference}`, { signal }),
    enabled: reference !== null,
  });

export type GrievanceAction =
  | { kind: 'reply'; text: string }
  | { kind: 'status'; status: 'Acknowledged' | 'Resolved' | 'Rejected'; reply?: string };

/** A reply (POST …/replies) or a status with an optional reply (POST …/status); the list and dashboard refresh. */
export function useGrievanceAction(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: GrievanceAction) =>
      action.kind === 'reply'
        ? api.post<AdminGrievance>(`/admin/grievances/${reference}/replies`, { text: action.text })
        : api.post<AdminGrievance>(`/admin/grievances/${reference}/status`, {
            status: action.status,
            ...(action.reply ? { reply: action.reply } : {}),
          }),
    onSuccess: (grievance) => client.setQueryData(['admin', 'grievance', reference], grievance),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'grievances'] }),
        client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
