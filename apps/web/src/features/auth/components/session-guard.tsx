import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth, type AuthUser } from '@/stores/auth';
import { checkSession } from '../hooks/check-session';
import { LoadingUser } from './loading-user';

/**
 * What every guard does (docs/product/accounts.md#guards): confirms a stored token with the server, shows 'Loading...'
 * while the user is not known yet, sends a signed-out visitor to /Login and a user `allows` refuses to `refusedTo`.
 */
export function SessionGuard({
  allows,
  refusedTo,
  children,
}: {
  allows: (user: AuthUser) => boolean;
  refusedTo: string;
  children: ReactNode;
}) {
  const { user, checking } = useAuth();
  useEffect(() => {
    void checkSession();
  }, []);
  if (checking) return <LoadingUser />;
  if (user === null) return <Navigate to="/Login" replace />;
  if (!allows(user)) return <Navigate to={refusedTo} replace />;
  return <>{children}</>;
}
