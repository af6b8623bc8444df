import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { adminVerdict, routeNeeds } from '@/lib/permissions';
import { mayBeStaff } from '@/stores/auth';
import { useAdminAccess } from '@/stores/permissions';
import { LoadingUser } from './loading-user';
import { SessionGuard } from './session-guard';

/** The route's permission against GET /api/admin/me, once the user is known. */
function AccessGate({ children }: { children: ReactNode }) {
  const { status, access, retry } = useAdminAccess();
  const needs = routeNeeds(useMatches().map((match) => match.handle));
  if (status === 'loading' || status === 'none') return <LoadingUser />;
  if (status === 'error') {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-sm font-medium text-ink">Could not check what you may do here. Please try again.</p>
        <Button size="sm" variant="outline" className="mt-4" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  const verdict = adminVerdict(access, needs);
  if (verdict === 'unauthorized') return <Navigate to="/Unauthorized" replace />;
  if (verdict === 'security') return <Navigate to="/Security" replace />;
  return <>{children}</>;
}

/**
 * While the user is not known yet (a stored token being confirmed with the server) 'Loading...'; no user →
 * /Login; a shopper, or an account without the route's permission (GET /api/admin/me) → /Unauthorized; a staff
 * member who must still set up two-step sign-in → /Security (docs/product/admin.md#what-each-role-sees). The guard
 * only decides what is shown: the server checks the permission again on every admin call
 * (docs/decisions/004-admin-enforced-on-server.md).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <SessionGuard allows={mayBeStaff} refusedTo="/Unauthorized">
      <AccessGate>{children}</AccessGate>
    </SessionGuard>
  );
}
