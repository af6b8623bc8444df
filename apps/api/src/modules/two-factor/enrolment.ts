import { eq, sql } from 'drizzle-orm';
import { twoFactorMessages, type TwoFactorSetupReply } from '@store/shared/schemas/two-factor';
import type { Db, DbOrTx } from '../../db/client.ts';
import { backupCodes, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import {
  chargeAttempt,
  newBackupCodes,
  refundAttempt,
  storeBackupCodes,
  useSecondStepCode,
  useTotpCode,
  wrongCode,
} from './codes.ts';
import { sealSecret } from './secrets.ts';
import { epochSeconds, newTotpSecret, otpauthUrl, qrSvg } from './totp.ts';

export interface EnrolmentContext {
  db: Db;
  limiter: RateLimiter;
  jwtSecret: Uint8Array;
  /** The name authenticator apps list the account under: the store's host. */
  issuer: string;
}

const alreadyEnabled = () => new HttpError(409, twoFactorMessages.alreadyEnabled);

async function accountOf(db: DbOrTx, userId: number) {
  const [account] = await db
    .select({
      user_id: users.user_id,
      email: users.email,
      totp_secret: users.totp_secret,
      totp_enabled_at: users.totp_enabled_at,
      totp_last_step: users.totp_last_step,
    })
    .from(users)
    .where(eq(users.user_id, userId));
  if (!account) throw new HttpError(404, 'Account not found.');
  return account;
}

/**
 * POST /User/2fa/setup: a new secret, sealed in `users.totp_secret` and not in force until a code from the app proves
 * it (enable). Setting up again replaces a secret not yet enabled; with two-step sign-in on, 409
 * (docs/product/staff.md#two-step-sign-in).
 */
export async function setUpTwoFactor(context: EnrolmentContext, userId: number): Promise<TwoFactorSetupReply> {
  const { email, totp_enabled_at } = await accountOf(context.db, userId);
  if (totp_enabled_at !== null) throw alreadyEnabled();
  const secret = newTotpSecret();
  const replaced = await context.db
    .update(users)
    .set({ totp_secret: sealSecret(context.jwtSecret, userId, secret), totp_last_step: null, updated_at: sql`now()` })
    .where(sql`${users.user_id} = ${userId} AND ${users.totp_enabled_at} IS NULL`)
    .returning({ user_id: users.user_id });
  if (replaced.length === 0) throw alreadyEnabled();
  const otpauth_url = otpauthUrl(context.issuer, email, secret);
  return { secret, otpauth_url, qr_svg: await qrSvg(otpauth_url) };
}

/**
 * POST /User/2fa/enable: a current code from the app turns two-step sign-in on (and counts as that step's use) and
 * answers ten fresh backup codes, the only time they are shown; only their hashes are kept.
 */
export async function enableTwoFactor(context: EnrolmentContext, userId: number, code: string): Promise<string[]> {
  const { db, jwtSecret, limiter } = context;
  const account = await accountOf(db, userId);
  if (account.totp_enabled_at !== null) throw alreadyEnabled();
  if (account.totp_secret === null) throw new HttpError(400, twoFactorMessages.notSetUp);
  await chargeAttempt(limiter, userId);
  const codes = newBackupCodes();
  const enabled = await db.transaction(async (tx) => {
    if (!(await useTotpCode(tx, jwtSecret, account, code, epochSeconds(), { enabling: true }))) return false;
    await storeBackupCodes(tx, jwtSecret, userId, codes);
    return true;
  });
  if (!enabled) throw wrongCode();
  await refundAttempt(limiter, userId);
  return codes;
}

/**
 * POST /User/2fa/disable: a current code or an unused backup code turns two-step sign-in off, removing the secret,
 * the last accepted step and the backup codes. A wrong code changes nothing.
 */
export async function disableTwoFactor(context: EnrolmentContext, userId: number, code: string): Promise<void> {
  const { db, jwtSecret, limiter } = context;
  const account = await accountOf(db, userId);
  if (account.totp_enabled_at === null) throw new HttpError(409, twoFactorMessages.notEnabled);
  await chargeAttempt(limiter, userId);
  const disabled = await db.transaction(async (tx) => {
    if (!(await useSecondStepCode(tx, jwtSecret, account, code, epochSeconds()))) return false;
    await clearSecondStep(tx, userId);
    return true;
  });
  if (!disabled) throw wrongCode();
  await refundAttempt(limiter, userId);
}

/** Removes an account's second step: secret, enrolment, last step and backup codes (disable, and the resets). */
export async function clearSecondStep(tx: DbOrTx, userId: number, { endSessions = false } = {}) {
  await tx.delete(backupCodes).where(eq(backupCodes.user_id, userId));
  await tx
    .update(users)
    .set({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: sql`now()`,
      ...(endSessions ? { token_version: sql`${users.token_version} + 1` } : {}),
    })
    .where(eq(users.user_id, userId));
}
