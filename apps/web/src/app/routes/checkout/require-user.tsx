import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import { useAuth } from '@/stores/auth';

/**
 * Screens that need a signed-in user show 'Loading...' until the user is known; no user goes to /Login
 * (docs/product/accounts.md#guards). The server and the hydration of its page know no user (the token lives in the
 * browser): only once the page is hydrated does a missing user send the visitor to /Login.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (hydrated && !user) void navigate('/Login', { replace: true });
  }, [hydrated, user, navigate]);
  if (!user) {
    return (
      <p role="status" className="min-h-dvh px-4 py-16 text-center text-sm font-semibold text-muted">
        Loading...
      </p>
    );
  }
  return children;
}
