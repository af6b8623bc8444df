import type { OtpPurpose, OtpSentReply, ProofReply } from '@store/shared/schemas/account';
import type { SignInReply } from './two-factor';
import { api } from '@/lib/api-client';

/**
 * POST /Otp/send-otp: a 6-digit code by SMS to an Indian mobile (10 digits, no +91): to sign in (only to a number an
 * account has proven) or to verify a number being registered or saved (docs/product/accounts.md#mobile-number).
 */
export function sendOtp(phone_number: string, purpose: OtpPurpose = 'sign-in'): Promise<OtpSentReply> {
  return api.post<OtpSentReply>('/Otp/send-otp', { phone_number, purpose }, { token: null });
}

/**
 * POST /Otp/verify-otp: a right code answers a short-lived, single-use proof
 * (docs/decisions/006-no-token-without-proof.md).
 */
export function verifyOtp(phone_number: string, OtpCode: string): Promise<ProofReply> {
  return api.post<ProofReply>('/Otp/verify-otp', { phone_number, OtpCode }, { token: null });
}

/** POST /User/OtpLogin: the store's token, only against the proof of the step before. */
export function otpLogin(phone_number: string, proof: string): Promise<SignInReply> {
  return api.post<SignInReply>('/User/OtpLogin', { phone_number, proof }, { token: null });
}

/** Verify the code, then exchange the proof for the token (docs/product/api.md#accounts). */
export async function signInWithCode(phone_number: string, code: string): Promise<SignInReply> {
  const { proof } = await verifyOtp(phone_number, code);
  return otpLogin(phone_number, proof);
}
