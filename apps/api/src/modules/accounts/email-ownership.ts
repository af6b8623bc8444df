import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError, TooManyRequests } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import {
  consumeEmailToken,
  consumeVerificationCode,
  expiredReset,
  expiredVerification,
  issueEmailToken,
  retireEmailTokens,
} from './email-tokens.ts';
import { isStaffRole } from '../staff/permissions.ts';

export interface EmailContext {
  db: DbOrTx;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Keys the codes' HMAC (the JWT secret). */
  secret: Uint8Array;
  /** Links in emails start with it (no trailing slash). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Limits of mail a client may ask for (docs/product/accounts.md#email-verification). */
export const MAIL_RULES = { resendAfterSeconds: 30, perEmailPerHour: 5, perAddressPerHour: 20 } as const;

export const EMAIL_VERIFIED = 'Your email address is verified.';
export const PASSWORD_RESET = 'Your password has been reset.';

type MailKind = 'verify' | 'reset';

const minutes = (seconds: number) => `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

/**
 * Counts a request for mail per client address (IPv6 by its /64) and per email, whether or not the email has an
 * account, so the limits answer alike for everyone: one per 30 s and 5 an hour per email, 20 an hour per address.
 */
async function throttleMail(limiter: RateLimiter, kind: MailKind, email: string, ip: string): Promise<void> {
  const perAddress = await limiter.hit(`mail:${kind}:ip:${addressKey(ip)}`, MAIL_RULES.perAddressPerHour, 3600);
  if (!perAddress.allowed) {
    throw new TooManyRequests(
      `Too many emails were requested from your network. Please try again in ${minutes(perAddress.retryAfter)}.`,
      perAddress.retryAfter,
    );
  }
  const soon = await limiter.hit(`mail:${kind}:soon:${email}`, 1, MAIL_RULES.resendAfterSeconds);
  if (!soon.allowed) {
    throw new TooManyRequests(
      `Please wait ${soon.retryAfter} seconds before asking for another email.`,
      soon.retryAfter,
    );
  }
  const perEmail = await limiter.hit(`mail:${kind}:email:${email}`, MAIL_RULES.perEmailPerHour, 3600);
  if (!perEmail.allowed) {
    throw new TooManyRequests(
      `Too many emails were sent to this address. Please try again in ${minutes(perEmail.retryAfter)}.`,
      perEmail.retryAfter,
    );
  }
}

async function findByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

async function deliver(context: EmailContext, to: string, content: { subject: string; text: string; html: string }) {
  try {
    await context.mailer.send({ to, ...content });
  } catch (error) {
    context.log.error({ err: error }, 'sending email failed');
    throw new HttpError(502, 'We could not send the email just now. Please try again in a few minutes.');
  }
}

/** Mails a fresh verification link and code to the account; answers the code (for the development hint). */
async function sendVerification(context: EmailContext, user: { user_id: number; email: string }): Promise<string> {
  const { token, code } = await issueEmailToken(context.db, context.secret, user.user_id, 'verify');
  const link = `${context.publicUrl}/VerifyEmail/${token}`;
  await deliver(context, user.email, verificationMail({ link, code: code! }));
  return code!;
}

/**
 * After a new registration: the verification message. The account exists whatever happens to the mail, so a
 * failed send is logged and the shopper can ask for a new message; answers the code, or null when unsent.
 */
export async function startEmailVerification(context: EmailContext, userId: number): Promise<string | null> {
  const [user] = await context.db.select().from(users).where(eq(users.user_id, userId));
  if (!user) return null;
  try {
    return await sendVerification(context, user);
  } catch {
    return null;
  }
}

/** POST /User/resend-verification: the same answer for every email; mail only to an unverified account. */
export async function resendVerification(context: EmailContext, email: string, ip: string): Promise<void> {
  await throttleMail(context.limiter, 'verify', email, ip);
  const user = await findByEmail(context.db, email);
  if (!user || user.email_verified_at || isStaffRole(user.role)) return;
  await sendVerification(context, user);
}

/** The address is the account owner's: the registrant keeps the password and number they chose. */
async function markEmailVerified(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())`, updated_at: sql`now()` })
    .where(eq(users.user_id, userId));
  await retireEmailTokens(db, userId, 'verify');
}

export async function verifyEmailByToken(context: EmailContext, token: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify');
    if (userId === null) throw expiredVerification();
    await markEmailVerified(tx, userId);
  });
}

export async function verifyEmailByCode(context: EmailContext, email: string, code: string): Promise<void> {
  const user = await findByEmail(context.db, email);
  if (!user) throw expiredVerification();
  await consumeVerificationCode(context.db, context.secret, user.user_id, code);
  await context.db.transaction((tx) => markEmailVerified(tx, user.user_id));
}

/**
 * The owner of the email proved it another way (Google's verified email, a password-reset link) while the
 * address was never verified (docs/product/accounts.md#email-verification): whoever registered it may not be
 * its owner, so their password, mobile number, sessions and pending mailed secrets stop working, and the
 * address becomes verified. Nothing changes for a verified account. Call it inside a transaction.
 */
export async function proveEmailOwnership(tx: DbOrTx, userId: number): Promise<boolean> {
  const taken = await tx
    .update(users)
    .set({
      password_hash: null,
      phone: null,
      phone_claim: null,
      token_version: sql`${users.token_version} + 1`,
      email_verified_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(users.user_id, userId), isNull(users.email_verified_at)))
    .returning({ user_id: users.user_id });
  if (taken.length === 0) return false;
  await retireEmailTokens(tx, userId);
  return true;
}

/** POST /User/forgot-password: the same answer for every email; a link only to an existing account. */
export async function requestPasswordReset(context: EmailContext, email: string, ip: string): Promise<void> {
  await throttleMail(context.limiter, 'reset', email, ip);
  const user = await findByEmail(context.db, email);
  if (!user) return;
  const { token } = await issueEmailToken(context.db, context.secret, user.user_id, 'reset');
  const link = `${context.publicUrl}/ResetPassword/${token}`;
  await deliver(context, user.email, passwordResetMail({ link }));
}

/**
 * POST /User/reset-password: uses the link up, proves the email (with the takeover above when it was never
 * verified), sets the new password and ends every session; answers the row for a fresh token.
 */
export async function resetPassword(context: EmailContext, token: string, passwordHash: string) {
  return context.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset');
    if (userId === null) throw expiredReset();
    await proveEmailOwnership(tx, userId);
    await retireEmailTokens(tx, userId, 'reset');
    const [user] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        token_version: sql`${users.token_version} + 1`,
        email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, userId))
      .returning();
    return user!;
  });
}
