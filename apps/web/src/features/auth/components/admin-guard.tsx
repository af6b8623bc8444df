import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/stores/auth';
import { checkSession } from '../hooks/check-session';
import { LoadingUser } from './loading-user';

/**
 * While the user is not known yet (a stored token being confirmed with the server) 'Loading...'; no user →
 * /Login; a user who is not the admin → /Unauthorized (docs/product/accounts.md#guards). The guard only decides
 * what is shown: the server checks the role again on every admin call
 * (docs/decisions/004-admin-enforced-on-server.md).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, checking, isAdmin } = useAuth();
  useEffect(() => {
    void checkSession();
  }, []);
  if (checking) return <LoadingUser />;
  if (user === null) return <Navigate to="/Login" replace />;
  if (!isAdmin) return <Navigate to="/Unauthorized" replace />;
  return <>{children}</>;
}
