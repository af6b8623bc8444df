import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionConfirmed, sessionToConfirm } from '@/stores/auth';
import { profileQuery } from '../api/profile';

let sessionCheck: Promise<void> | undefined;

/**
 * Confirms once with the server that a token read back at start still works (GET /User/{email}/username,
 * the profile, which also fills the profile cache). A 401 ends the session through the api client; a
 * network failure keeps the user, so a shopper offline for a moment is not signed out
 * (docs/product/accounts.md#sessions).
 */
export function checkSession(): Promise<void> {
  const pending = sessionToConfirm();
  if (!pending) return Promise.resolve();
  sessionCheck ??= queryClient
    .fetchQuery({ ...profileQuery(pending.user.email), retry: false })
    .then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.status !== 401) console.warn('Could not confirm the session', error);
      },
    )
    .finally(() => sessionConfirmed(pending.token));
  return sessionCheck;
}
