import type { ReactNode } from 'react';
import { isAdmin } from '@/stores/auth';
import { SessionGuard } from './session-guard';

/**
 * While the user is not known yet (a stored token being confirmed with the server) 'Loading...'; no user →
 * /Login; a user who is not the admin → /Unauthorized (docs/product/accounts.md#guards). The guard only decides
 * what is shown: the server checks the role again on every admin call
 * (docs/decisions/004-admin-enforced-on-server.md).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <SessionGuard allows={isAdmin} refusedTo="/Unauthorized">
      {children}
    </SessionGuard>
  );
}
