import { z } from 'zod';
import { resetPasswordReply, tokenReply } from './account.ts';

// Two-step sign-in (docs/product/api.md#two-step-sign-in, docs/product/staff.md#two-step-sign-in).

/** Texts of two-step sign-in, word for word as the API answers them. */
export const twoFactorMessages = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  suspended: 'This account is suspended. Ask the store owner.',
  alreadyEnabled: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  notSetUp: 'Set up two-step sign-in first.',
  notEnabled: 'Two-step sign-in is not on for this account.',
} as const;

/** A code from the authenticator app (6 digits) or a backup code (`xxxx-xxxx`); spaces are ignored. */
export const twoFactorCode = z
  .string({ error: 'Enter the code from your authenticator app or a backup code' })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/, 'Enter the code from your authenticator app or a backup code'),
  );

/** POST /User/2fa/enable and POST /User/2fa/disable. */
export const twoFactorCodeInput = z.object({ code: twoFactorCode });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInput>;

/** POST /User/2fa: the second step of a sign-in. */
export const twoFactorSignInInput = z.object({
  challenge: z.string().trim().min(1).max(200),
  code: twoFactorCode,
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInput>;

/** POST /User/2fa/setup: the base32 secret, the otpauth:// URL and the same as a QR code (SVG). */
export const twoFactorSetupReply = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReply>;

/** POST /User/2fa/enable: ten single-use backup codes, shown this once. */
export const backupCodesReply = z.object({ backup_codes: z.array(z.string()) });
export type BackupCodesReply = z.infer<typeof backupCodesReply>;

/** A first sign-in step's answer for an account with two-step sign-in: no token yet, a challenge for POST /User/2fa. */
export const twoFactorRequiredReply = z.object({ two_factor_required: z.literal(true), challenge: z.string() });
export type TwoFactorRequiredReply = z.infer<typeof twoFactorRequiredReply>;

/** POST /User, /User/OtpLogin and /User/GoogleLogin: a token, or the second step to take. */
export const signInReply = z.union([tokenReply, twoFactorRequiredReply]);
export type SignInReply = z.infer<typeof signInReply>;

/** POST /User/reset-password: the message with a token, or with the second step to take. */
export const resetPasswordSignInReply = z.union([
  resetPasswordReply,
  twoFactorRequiredReply.extend({ message: z.string() }),
]);
export type ResetPasswordSignInReply = z.infer<typeof resetPasswordSignInReply>;
