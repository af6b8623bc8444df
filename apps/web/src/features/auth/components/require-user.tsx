import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { UserIcon } from '@/components/ui/icons';
import { withNext } from '@/lib/next-path';
import { useAuth, type AuthUser } from '@/stores/auth';
import { checkSession } from '../hooks/check-session';
import { LoadingUser } from './loading-user';

/**
 * Screens that need a signed-in user: 'Loading...' until the user is known, then the screen, or for a visitor
 * who is not signed in a Login link (docs/product/accounts.md#guards).
 */
export function RequireUser({ screen, children }: { screen: string; children: (user: AuthUser) => ReactNode }) {
  const { user, checking } = useAuth();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void checkSession();
  }, []);
  if (checking) return <LoadingUser />;
  if (!user) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center">
        <title>{`${screen} · Store`}</title>
        <UserIcon className="size-14 text-brand" />
        <h1 className="mt-4 text-xl font-bold text-ink">{screen}</h1>
        <p className="mt-2 text-muted">
          Please{' '}
          <Link to={withNext('/Login', pathname + search)} className="font-semibold text-brand underline">
            Login
          </Link>{' '}
          to see your {screen.toLowerCase()}.
        </p>
      </section>
    );
  }
  return <>{children(user)}</>;
}
