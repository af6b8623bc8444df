import { api } from '@/lib/api-client';
import type { AccountRole } from '@/lib/permissions';
import type { SignInReply } from './two-factor';

// Accepting a staff invitation (docs/product/admin.md#accepting-an-invitation).

export interface InviteView {
  email: string;
  name: string;
  role: AccountRole;
  has_account: boolean;
}

/** GET /User/invite/{token}: who is invited and as what; 404 when the link is unknown, used or expired. */
export function inviteQuery(token: string) {
  return {
    queryKey: ['invite', token],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<InviteView>(`/User/invite/${encodeURIComponent(token)}`, { signal, token: null }),
    retry: false,
    staleTime: Infinity,
  } as const;
}

/**
 * POST /User/accept-invite: sets the password and answers as a sign-in does (the token, or the second step for an
 * account that already has two-step sign-in).
 */
export function acceptInvite(input: { token: string; password: string }): Promise<SignInReply> {
  return api.post<SignInReply>('/User/accept-invite', input, { token: null });
}
