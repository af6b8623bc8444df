import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, setForbiddenHandler } from '@/lib/api-client';
import { NO_ACCESS, type AdminAccess, type Permission } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import { mayBeStaff, useAuth } from './auth';

/** What the signed-in account may do in the admin area (docs/product/admin.md#what-each-role-sees). */
export const ADMIN_ME_PATH = '/admin/me';

/**
 * GET /api/admin/me, keyed by the email so signing out forgets it (stores/auth.ts). A 403 means the account holds
 * no admin permission at all: it is an answer, not a failure.
 */
export function adminAccessQuery(email: string) {
  return queryOptions({
    queryKey: ['admin-me', email.toLowerCase()],
    queryFn: async ({ signal }): Promise<AdminAccess> => {
      try {
        return await api.get<AdminAccess>(ADMIN_ME_PATH, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return NO_ACCESS;
        throw error;
      }
    },
  });
}

/** Any refusal from another admin call may mean the role changed: the permissions are read again. */
export function refreshAccessAfter(path: string): void {
  if (path.split('?', 1)[0] === ADMIN_ME_PATH) return;
  void queryClient.invalidateQueries({ queryKey: ['admin-me'] });
}

setForbiddenHandler(refreshAccessAfter);

export interface AccessState {
  /** `none`: signed out or a shopper; `loading`: first answer awaited; `error`: the server could not say. */
  status: 'none' | 'loading' | 'error' | 'ready';
  access: AdminAccess;
  can: (permission: Permission) => boolean;
  retry: () => void;
}

/**
 * The signed-in account's admin permissions. Only an account that may be staff asks (stores/auth.ts mayBeStaff); a
 * background re-read keeps the last answer on screen, so a refused call never unmounts the page that made it.
 */
export function useAdminAccess(): AccessState {
  const { user, checking } = useAuth();
  const asks = !checking && mayBeStaff(user);
  const query = useQuery({ ...adminAccessQuery(user?.email ?? ''), enabled: asks });
  const access = asks && query.data ? query.data : NO_ACCESS;
  const status = !asks ? 'none' : query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    status,
    access,
    can: (permission) => access.permissions.includes(permission),
    retry: () => void query.refetch(),
  };
}
