import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { twoFactorMessages } from '@store/shared/schemas/two-factor';
import type { DbOrTx } from '../../db/client.ts';
import { backupCodes, users } from '../../db/schema/index.ts';
import { HttpError, TooManyRequests } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashBackupCode, openSecret } from './secrets.ts';
import { matchTotpStep } from './totp.ts';

/** The numbers of two-step sign-in (docs/product/staff.md#two-step-sign-in). */
export const TWO_FACTOR_RULES = {
  challengeTtlSeconds: 300,
  /** Tries per challenge: the fifth wrong code ends it (as a texted code dies after five wrong tries). */
  maxWrongTries: 5,
  /** Wrong codes per account in `windowSeconds`, over every challenge and the enable/disable forms. */
  wrongCodesPerAccount: 20,
  windowSeconds: 3600,
  backupCodeCount: 10,
} as const;

export const wrongCode = () => new HttpError(400, twoFactorMessages.wrongCode);

/** The columns of an account that codes are checked against. */
export interface TwoFactorAccount {
  user_id: number;
  totp_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number | null;
}

/**
 * Accepts an authenticator code once: the step it belongs to must be later than the last one accepted, and the
 * conditional UPDATE moves `totp_last_step` only if it still is, so two requests racing with one code cannot both
 * pass (the second waits on the row and then finds the step taken). `enabling` also turns two-step sign-in on, only
 * for the secret that was checked (a setup in between replaces it).
 */
export async function useTotpCode(
  db: DbOrTx,
  jwtSecret: Uint8Array,
  account: TwoFactorAccount,
  code: string,
  epoch: number,
  { enabling = false } = {},
): Promise<boolean> {
  if (!account.totp_secret) return false;
  const plain = openSecret(jwtSecret, account.user_id, account.totp_secret);
  if (!plain) return false;
  const step = matchTotpStep(plain, code, epoch, account.totp_last_step);
  if (step === null) return false;
  const used = await db
    .update(users)
    .set({ totp_last_step: step, ...(enabling ? { totp_enabled_at: sql`now()` as unknown as string } : {}) })
    .where(
      and(
        eq(users.user_id, account.user_id),
        eq(users.totp_secret, account.totp_secret),
        enabling ? isNull(users.totp_enabled_at) : sql`${users.totp_enabled_at} IS NOT NULL`,
        or(isNull(users.totp_last_step), lt(users.totp_last_step, step)),
      ),
    )
    .returning({ user_id: users.user_id });
  return used.length === 1;
}

const BACKUP_CODE = /^[a-z0-9]{4}-?[a-z0-9]{4}$/;

/** Uses an unused backup code up (atomically: a second use finds it used). */
export async function useBackupCode(db: DbOrTx, jwtSecret: Uint8Array, userId: number, code: string) {
  if (!BACKUP_CODE.test(code)) return false;
  const used = await db
    .update(backupCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(backupCodes.user_id, userId),
        eq(backupCodes.code_hash, hashBackupCode(jwtSecret, userId, code)),
        isNull(backupCodes.used_at),
      ),
    )
    .returning({ code_id: backupCodes.code_id });
  return used.length === 1;
}

/** A current authenticator code or an unused backup code of an account with two-step sign-in on. */
export async function useSecondStepCode(
  db: DbOrTx,
  jwtSecret: Uint8Array,
  account: TwoFactorAccount,
  code: string,
  epoch: number,
): Promise<boolean> {
  if (!account.totp_enabled_at) return false;
  if (/^\d{6}$/.test(code)) return useTotpCode(db, jwtSecret, account, code, epoch);
  return useBackupCode(db, jwtSecret, account.user_id, code);
}

/** No 0/o or 1/l/i, so a code copied by hand reads back the same. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const randomChunk = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh backup codes `xxxx-xxxx` (about 39 bits each, from the system's CSPRNG). */
export const newBackupCodes = () =>
  Array.from({ length: TWO_FACTOR_RULES.backupCodeCount }, () => `${randomChunk()}-${randomChunk()}`);

/** Replaces the account's backup codes with the hashes of `codes`. */
export async function storeBackupCodes(db: DbOrTx, jwtSecret: Uint8Array, userId: number, codes: string[]) {
  await db.delete(backupCodes).where(eq(backupCodes.user_id, userId));
  await db
    .insert(backupCodes)
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashBackupCode(jwtSecret, userId, code) })));
}

const wrongCodesKey = (userId: number) => `2fa:wrong:${userId}`;

/**
 * Counts a code attempt against the account before it is checked (so parallel guesses cannot slip past the limit),
 * 429 once the account has had too many wrong codes this hour; `refundAttempt` takes a right code back off.
 */
export async function chargeAttempt(limiter: RateLimiter, userId: number): Promise<void> {
  const { allowed, retryAfter } = await limiter.hit(
    wrongCodesKey(userId),
    TWO_FACTOR_RULES.wrongCodesPerAccount,
    TWO_FACTOR_RULES.windowSeconds,
  );
  if (!allowed) {
    const wait = Math.ceil(retryAfter / 60);
    throw new TooManyRequests(
      `Too many wrong codes. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      wait * 60,
    );
  }
}

export const refundAttempt = (limiter: RateLimiter, userId: number) => limiter.release(wrongCodesKey(userId));
