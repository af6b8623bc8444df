import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import { withNext } from '@/lib/next-path';
import { useAuth } from '@/stores/auth';

/**
 * Screens that need a signed-in user show 'Loading...' until the user is known; no user goes to /Login
 * (docs/product/accounts.md#guards). The server and the hydration of its page know no user (the token lives in the
 * browser): only once the page is hydrated does a missing user send the visitor to /Login, with the page asked for as
 * `?next=` so the sign-in continues there (docs/product/accounts.md#where-a-sign-in-continues).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (hydrated && !user) void navigate(withNext('/Login', pathname + search), { replace: true });
  }, [hydrated, user, navigate, pathname, search]);
  if (!user) {
    return (
      <p role="status" className="min-h-dvh px-4 py-16 text-center text-sm font-semibold text-muted">
        Loading...
      </p>
    );
  }
  return children;
}
