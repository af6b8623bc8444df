import type { ReactNode } from 'react';
import { SessionGuard } from './session-guard';

/**
 * The second guard: a list of allowed given names (docs/product/accounts.md#guards). 'Loading...' while the user is not
 * known yet; signed out → /Login (the original waited on 'Loading...' for ever); a name not on the list →
 * /unauthorized.
 */
export function GivenNameGuard({ allowed, children }: { allowed: readonly string[]; children: ReactNode }) {
  return (
    <SessionGuard allows={(user) => allowed.includes(user.given_name)} refusedTo="/unauthorized">
      {children}
    </SessionGuard>
  );
}
