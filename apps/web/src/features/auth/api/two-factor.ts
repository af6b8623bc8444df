import type { TokenReply } from '@store/shared/schemas/account';
import { api } from '@/lib/api-client';

// Two-step sign-in for staff and the owner (docs/product/admin.md#two-step-sign-in, docs/product/admin.md#staff).

/** A sign-in of an account with two-step sign-in answers a challenge instead of the token. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  challenge: string;
}

/** What POST /User, /User/GoogleLogin and /User/OtpLogin answer. */
export type SignInReply = TokenReply | TwoFactorChallenge;

export function isChallenge(reply: SignInReply): reply is TwoFactorChallenge {
  return 'two_factor_required' in reply && reply.two_factor_required === true && typeof reply.challenge === 'string';
}

/** POST /User/2fa: the challenge and a code of the authenticator app or a backup code buy the token. */
export function verifySecondStep(challenge: string, code: string): Promise<TokenReply> {
  return api.post<TokenReply>('/User/2fa', { challenge, code: code.trim() }, { token: null });
}
