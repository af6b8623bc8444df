import type { TokenReply } from '@store/shared/schemas/account';
import type { SignInReply, TwoFactorRequiredReply } from '@store/shared/schemas/two-factor';
import { api } from '@/lib/api-client';

// Two-step sign-in for staff and the owner (docs/product/admin.md#two-step-sign-in, docs/product/staff.md).

/** What POST /User, /User/GoogleLogin, /User/OtpLogin and /User/accept-invite answer: a token, or a challenge. */
export type { SignInReply };

/** A sign-in of an account with two-step sign-in answers a challenge instead of the token. */
export function isChallenge(reply: object): reply is TwoFactorRequiredReply {
  return (
    'two_factor_required' in reply &&
    reply.two_factor_required === true &&
    'challenge' in reply &&
    typeof reply.challenge === 'string'
  );
}

/** POST /User/2fa: the challenge and a code of the authenticator app or a backup code buy the token. */
export function verifySecondStep(challenge: string, code: string): Promise<TokenReply> {
  return api.post<TokenReply>('/User/2fa', { challenge, code: code.trim() }, { token: null });
}
