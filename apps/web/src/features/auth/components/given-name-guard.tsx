import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/stores/auth';
import { checkSession } from '../hooks/check-session';
import { LoadingUser } from './loading-user';

/**
 * The second guard: a list of allowed given names (docs/product/accounts.md#guards). 'Loading...' while the user is not
 * known yet; signed out → /Login (the original waited on 'Loading...' for ever); a name not on the list →
 * /unauthorized.
 */
export function GivenNameGuard({ allowed, children }: { allowed: readonly string[]; children: ReactNode }) {
  const { user, checking } = useAuth();
  useEffect(() => {
    void checkSession();
  }, []);
  if (checking) return <LoadingUser />;
  if (user === null) return <Navigate to="/Login" replace />;
  if (!allowed.includes(user.given_name)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
