import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInviteInput, StaffMember } from '@store/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';

/** A row of GET /api/admin/staff: the owner first, invitations with status `invited` (docs/product/staff.md#invitations). */
export type { StaffMember };

/** POST /api/admin/staff: email, name and one of the staff roles. */
export type StaffInvite = StaffInviteInput;

export const staffQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async ({ signal }) => (await api.get<{ items: StaffMember[] }>('/admin/staff', { signal })).items,
  });
export const useStaff = () => useQuery(staffQuery());

/** A staff write: the list reloads, and the audit log with it. */
function useStaffWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => refreshAfterWrite(client, { queryKey: ['admin'] }),
  });
}

const path = (id: string) => `/admin/staff/${encodeURIComponent(id)}`;

/** POST /api/admin/staff: the invitation is mailed; a development store also answers its token. */
export const useInviteStaff = () =>
  useStaffWrite((input: StaffInvite) => api.post<StaffMember & { dev_invite_token?: string }>('/admin/staff', input));

/** PUT /api/admin/staff/{id}: another role, or suspended / active again. */
export const useUpdateStaff = () =>
  useStaffWrite(
    ({ id, change }: { id: string; change: { role?: StaffInvite['role']; status?: 'active' | 'suspended' } }) =>
      api.put<StaffMember>(path(id), change),
  );

/** DELETE /api/admin/staff/{id}: a member becomes a shopper again; an invitation is withdrawn. */
export const useRemoveStaff = () => useStaffWrite((id: string) => api.delete<void>(path(id)));

/** POST /api/admin/staff/{id}/reset-2fa: the member sets up two-step sign-in again at the next sign-in. */
export const useResetTwoStep = () => useStaffWrite((id: string) => api.post<void>(`${path(id)}/reset-2fa`, {}));
