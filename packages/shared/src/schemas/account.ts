import { z } from 'zod';
import { marketingConsentChangeSchema } from './consents.ts';
import { messages } from '../messages.ts';
import { optionalPersonName, personName } from './fields.ts';

export const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, 'At most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

/**
 * Password sign-in: 'Email required', 'Password required'; nothing else (docs/product/accounts.md#password-sign-in).
 */
export const loginInput = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254)
    .transform((value) => value.toLowerCase()),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(256),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Indian mobile number: 10 digits starting 6-9, shown after a fixed +91 (docs/product/accounts.md#registration). */
export const mobileNumber = z
  .string({ error: messages.required })
  .trim()
  .regex(/^[6-9]\d{9}$/, messages.notAValidNumber);

/** A password the shopper chooses: at registration and on a password reset. */
export const newPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'At most 256 characters');

/**
 * The proof from POST /Otp/verify-otp or /Auth/verify-otp that the shopper received a code at the number they
 * enter (docs/product/accounts.md#mobile-number).
 */
export const phoneProof = z.string().min(1).max(200).optional();

/**
 * Registration (docs/product/accounts.md#registration). Beyond filled fields the server asks for a password of
 * at least 8 characters and a well-formed email: it does not rely on the client's checks.
 */
export const registerInput = z.object({
  first_name: personName('First name', 'First name required'),
  last_name: optionalPersonName('Last name'),
  email,
  password: newPassword,
  phone: mobileNumber,
  /** Without it the number is kept only as an unproven claim (docs/product/accounts.md#mobile-number). */
  phone_proof: phoneProof,
  /** Offers by email or SMS, each off unless ticked (docs/product/privacy.md#consent). */
  marketing_consent: marketingConsentChangeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/**
 * The profile form: first and last name, mobile number; the email is the account and does not change
 * (docs/product/accounts.md#profile).
 */
export const profileInput = z.object({
  first_name: personName('First name', 'First name required'),
  last_name: optionalPersonName('Last name'),
  phone: mobileNumber,
  /** Needed when `phone` is not the account's proven number (docs/product/accounts.md#profile). */
  phone_proof: phoneProof,
});
export type ProfileInput = z.infer<typeof profileInput>;

/**
 * What a code is for (docs/product/accounts.md#one-time-codes): `sign-in` only to a number an account has proven,
 * `verify` to any Indian mobile, to prove it at registration or on the profile.
 */
export const otpPurposes = ['sign-in', 'verify'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** Phone login or proving a number: an Indian mobile number (docs/product/accounts.md#one-time-codes). */
export const sendOtpInput = z.object({ phone_number: mobileNumber, purpose: z.enum(otpPurposes).default('sign-in') });
export type SendOtpInput = z.input<typeof sendOtpInput>;

export const verifyOtpInput = z.object({
  phone_number: mobileNumber,
  OtpCode: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/**
 * The token-issuing steps need the proof a verification step answered (docs/decisions/006-no-token-without-proof.md).
 */
export const otpLoginInput = z.object({ phone_number: mobileNumber, proof: z.string().max(200).optional() });
export const googleLoginInput = z.object({
  email_address: z.string().trim().toLowerCase().max(254),
  proof: z.string().max(200).optional(),
});
export const idTokenInput = z.object({
  idToken: z.string({ error: messages.required }).min(1, messages.required).max(8192),
});

// Answers of the accounts API (docs/product/api.md#accounts).

/** A sign-in's answer: the store's own token. */
export const tokenReply = z.object({ token: z.string() });
export type TokenReply = z.infer<typeof tokenReply>;

/** A verification step's answer: a short-lived, single-use proof for the sign-in call. */
export const proofReply = z.object({ message: z.string(), proof: z.string(), expires_in: z.number() });
export type ProofReply = z.infer<typeof proofReply>;

/** POST /Otp/send-otp. `dev_code` only from a development store whose codes go to the console (TEST MODE). */
export const otpSentReply = z.object({ message: z.string(), dev_code: z.string().optional() });
export type OtpSentReply = z.infer<typeof otpSentReply>;

export const smsProviders = ['console', 'twilio', 'disabled'] as const;

/** GET /Auth/config: what the sign-in screens may offer (null: that way of signing in is not configured). */
export const authConfig = z.object({
  googleClientId: z.string().nullable(),
  firebaseProjectId: z.string().nullable(),
  otpProvider: z.enum(smsProviders),
});
export type AuthConfig = z.infer<typeof authConfig>;

/**
 * GET /User/{email}/username. `phone` is the proven number; `phone_claim` a number entered without proof yet
 * (docs/product/accounts.md#mobile-number).
 */
export const profileView = z.object({
  first_name: z.string(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  phone_claim: z.string().nullable(),
  email: z.string(),
  /** Whether the owner proved the email (docs/product/accounts.md#email-verification). */
  email_verified: z.boolean(),
});
export type ProfileView = z.infer<typeof profileView>;

// Email ownership and forgotten passwords (docs/product/accounts.md#email-verification,
// docs/product/accounts.md#forgotten-password).

/** POST /User/Register. `dev_verification_code` only from a development store that keeps its email (TEST MODE). */
export const registerReply = z.object({ message: z.string(), dev_verification_code: z.string().optional() });
export type RegisterReply = z.infer<typeof registerReply>;

/** A six-digit code from an email. */
export const emailCode = z
  .string({ error: messages.codeRequired })
  .trim()
  .regex(/^\d{6}$/, messages.codeRequired);

/** A token from a link in an email. */
const mailedToken = z.string().trim().min(1).max(200);

/** POST /User/verify-email: the link's token, or the email and the code the message carries. */
export const verifyEmailInput = z.union([z.object({ token: mailedToken }), z.object({ email, code: emailCode })]);
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

/** The form of /VerifyEmail: the email and the 6-digit code. */
export const verifyEmailCodeInput = z.object({ email, code: emailCode });

/** POST /User/resend-verification and POST /User/forgot-password. */
export const emailInput = z.object({ email });
export type EmailInput = z.infer<typeof emailInput>;

/** POST /User/reset-password. */
export const resetPasswordInput = z.object({ token: mailedToken, password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/** POST /User/reset-password: the message and a fresh token (every other session ended). */
export const resetPasswordReply = z.object({ message: z.string(), token: z.string() });
export type ResetPasswordReply = z.infer<typeof resetPasswordReply>;
