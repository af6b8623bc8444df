import type { MessageReply, ResetPasswordInput, VerifyEmailInput } from '@store/shared/schemas/account';
import type { ResetPasswordSignInReply } from '@store/shared/schemas/two-factor';
import { api } from '@/lib/api-client';

// Proving the email and forgotten passwords (docs/product/api.md#accounts).

/** POST /User/verify-email with the link's token, or the email and the 6-digit code. */
export function verifyEmail(input: VerifyEmailInput): Promise<MessageReply> {
  return api.post<MessageReply>('/User/verify-email', input, { token: null });
}

/** POST /User/resend-verification: the same answer for every email. */
export function resendVerification(email: string): Promise<MessageReply> {
  return api.post<MessageReply>('/User/resend-verification', { email }, { token: null });
}

/** POST /User/forgot-password: the same answer for every email. */
export function forgotPassword(email: string): Promise<MessageReply> {
  return api.post<MessageReply>('/User/forgot-password', { email }, { token: null });
}

/**
 * POST /User/reset-password: a fresh token for the new password (or, for an account with two-step sign-in, the second
 * step to take); every other session ends.
 */
export function resetPassword(input: ResetPasswordInput): Promise<ResetPasswordSignInReply> {
  return api.post<ResetPasswordSignInReply>('/User/reset-password', input, { token: null });
}
