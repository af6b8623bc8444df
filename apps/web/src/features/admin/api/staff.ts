import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AccountRole, StaffRole } from '@/lib/permissions';
import { refreshAfterWrite } from '@/lib/query-client';

/** A row of GET /api/admin/staff (docs/product/admin.md#staff): the owner first, invitations with status `invited`. */
export interface StaffMember {
  /** A member's user id as text, or `invite-<id>` for an invitation not yet accepted. */
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  status: 'invited' | 'active' | 'suspended';
  last_sign_in_at: string | null;
  two_factor_enabled: boolean;
  invite_expires_at: string | null;
}

export interface StaffInvite {
  email: string;
  name: string;
  role: Exclude<StaffRole, 'admin'>;
}

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
