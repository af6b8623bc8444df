import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTokens } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export type EmailTokenPurpose = 'verify' | 'reset';

/** The numbers of mailed secrets (docs/product/accounts.md#email-verification and docs/product/accounts.md#forgotten-password). */
export const EMAIL_TOKEN_RULES = {
  verifyTtlSeconds: 24 * 3600,
  resetTtlSeconds: 30 * 60,
  maxWrongCodes: 5,
} as const;

export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

const hashCode = (secret: Uint8Array, userId: number, code: string) =>
  createHmac('sha256', secret).update(`email-code:${userId}:${code}`).digest('hex');

export const expiredVerification = () =>
  new HttpError(400, 'This verification link or code has expired or was already used. Please ask for a new one.');
export const expiredReset = () =>
  new HttpError(400, 'This password reset link has expired or was already used. Please ask for a new one.');
const tooManyWrongCodes = () =>
  new HttpError(429, 'Too many wrong codes: this code no longer works. Please ask for a new link.', {
    code: 'TOO_MANY_ATTEMPTS',
  });

/**
 * A fresh secret for `purpose`: a random 32-byte URL-safe token (only its SHA-256 is stored) and, for
 * verification, a 6-digit code (only its HMAC is stored). It replaces every earlier secret of the same purpose.
 */
export async function issueEmailToken(
  db: DbOrTx,
  secret: Uint8Array,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<{ token: string; code?: string }> {
  const token = randomBytes(32).toString('base64url');
  const code = purpose === 'verify' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : undefined;
  const ttl = purpose === 'verify' ? EMAIL_TOKEN_RULES.verifyTtlSeconds : EMAIL_TOKEN_RULES.resetTtlSeconds;
  await db.transaction(async (tx) => {
    await tx.delete(emailTokens).where(and(eq(emailTokens.user_id, userId), eq(emailTokens.purpose, purpose)));
    await tx.insert(emailTokens).values({
      token_hash: hashEmailToken(token),
      user_id: userId,
      purpose,
      code_hash: code ? hashCode(secret, userId, code) : null,
      expires_at: sql`now() + make_interval(secs => ${ttl})` as unknown as string,
    });
  });
  return { token, code };
}

/** Uses a mailed token up (atomically: a replay finds it used) and answers its account, or null. */
export async function consumeEmailToken(db: DbOrTx, token: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(emailTokens.token_hash, hashEmailToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, sql`now()`),
        lt(emailTokens.attempts, EMAIL_TOKEN_RULES.maxWrongCodes),
      ),
    )
    .returning({ user_id: emailTokens.user_id });
  return row?.user_id ?? null;
}

/**
 * Checks the 6-digit code of the account's pending verification: every try counts (atomically, so parallel
 * guesses cannot exceed 5), the fifth wrong one uses the secret up, and a match uses it up.
 */
export async function consumeVerificationCode(
  db: DbOrTx,
  secret: Uint8Array,
  userId: number,
  code: string,
): Promise<void> {
  const pending = and(
    eq(emailTokens.user_id, userId),
    eq(emailTokens.purpose, 'verify'),
    isNull(emailTokens.used_at),
    gt(emailTokens.expires_at, sql`now()`),
  );
  const [row] = await db
    .update(emailTokens)
    .set({ attempts: sql`${emailTokens.attempts} + 1` })
    .where(and(pending, lt(emailTokens.attempts, EMAIL_TOKEN_RULES.maxWrongCodes)))
    .returning({
      token_hash: emailTokens.token_hash,
      code_hash: emailTokens.code_hash,
      attempts: emailTokens.attempts,
    });
  if (!row?.code_hash) {
    const [exhausted] = await db.select({ attempts: emailTokens.attempts }).from(emailTokens).where(pending);
    if (exhausted) throw tooManyWrongCodes();
    throw expiredVerification();
  }
  const matches = timingSafeEqual(
    Buffer.from(row.code_hash, 'hex'),
    Buffer.from(hashCode(secret, userId, code), 'hex'),
  );
  if (!matches) {
    const left = EMAIL_TOKEN_RULES.maxWrongCodes - row.attempts;
    if (left <= 0) throw tooManyWrongCodes();
    throw new HttpError(
      400,
      `That code is not right. Please check the 6-digit code in the email (${left} ${left === 1 ? 'try' : 'tries'} left).`,
    );
  }
  const used = await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(emailTokens.token_hash, row.token_hash), isNull(emailTokens.used_at)))
    .returning({ user_id: emailTokens.user_id });
  if (used.length === 0) throw expiredVerification();
}

/** Every secret of the account still pending stops working (a takeover, a verified address, a new password). */
export async function retireEmailTokens(db: DbOrTx, userId: number, purpose?: EmailTokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(emailTokens.user_id, userId),
        isNull(emailTokens.used_at),
        purpose ? eq(emailTokens.purpose, purpose) : undefined,
      ),
    );
}
