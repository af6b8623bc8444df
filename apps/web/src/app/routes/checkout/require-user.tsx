import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/stores/auth';

/**
 * Screens that need a signed-in user show 'Loading...' until the user is known; no user goes to /Login
 * (docs/product/accounts.md#guards).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) void navigate('/Login', { replace: true });
  }, [user, navigate]);
  if (!user) {
    return (
      <p role="status" className="px-4 py-16 text-center text-sm font-semibold text-muted">
        Loading...
      </p>
    );
  }
  return children;
}
