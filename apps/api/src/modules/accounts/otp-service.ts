import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpCodes, users } from '../../db/schema/index.ts';
import { HttpError, TooManyRequests } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { SmsProvider } from './sms.ts';

/** The numbers of one-time codes (docs/decisions/007-one-time-codes.md, docs/product/accounts.md#one-time-codes). */
export const OTP_RULES = {
  ttlSeconds: 300,
  maxWrongTries: 5,
  resendAfterSeconds: 30,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

export const invalidOtp = () => new HttpError(400, 'Invalid OTP. Please try again.');

const tooMany = (message: string, retryAfter: number) => new TooManyRequests(message, retryAfter);

const minutes = (seconds: number) => `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

export interface OtpContext {
  db: DbOrTx;
  limiter: RateLimiter;
  sms: SmsProvider;
  secret: Uint8Array;
}

function hashCode(secret: Uint8Array, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/**
 * Sends a fresh 6-digit code (CSPRNG) to a registered number, replacing any earlier one. Limits: one code
 * per 30 s per number, 5 per number and 20 per IP an hour. Returns the code only for the console provider.
 */
export async function sendOtp(context: OtpContext, phone: string, ip: string): Promise<{ devCode?: string }> {
  const { db, limiter, sms, secret } = context;
  const perIp = await limiter.hit(`otp:ip:${ip}`, OTP_RULES.perIpPerHour, 3600);
  if (!perIp.allowed) {
    throw tooMany(
      `Too many codes were requested from your network. Please try again in ${minutes(perIp.retryAfter)}.`,
      perIp.retryAfter,
    );
  }
  const [user] = await db.select({ id: users.user_id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw new HttpError(404, 'No account uses this mobile number yet. Please register first.');

  const [recent] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch FROM (${otpCodes.sent_at} + make_interval(secs => ${OTP_RULES.resendAfterSeconds}) - now())))::int`,
    })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, phone),
        sql`${otpCodes.sent_at} + make_interval(secs => ${OTP_RULES.resendAfterSeconds}) > now()`,
      ),
    );
  if (recent)
    throw tooMany(`Please wait ${Math.max(1, recent.wait)} seconds before asking for a new code.`, recent.wait);

  const perNumber = await limiter.hit(`otp:phone:${phone}`, OTP_RULES.perNumberPerHour, 3600);
  if (!perNumber.allowed) {
    throw tooMany(
      `Too many codes were sent to this number. Please try again in ${minutes(perNumber.retryAfter)}.`,
      perNumber.retryAfter,
    );
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    code_hash: hashCode(secret, phone, code),
    attempts: 0,
    sent_at: sql`now()` as unknown as string,
    expires_at: sql`now() + make_interval(secs => ${OTP_RULES.ttlSeconds})` as unknown as string,
  };
  await db
    .insert(otpCodes)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: otpCodes.phone, set: values });
  try {
    await sms.sendCode(phone, code);
  } catch (error) {
    await db.delete(otpCodes).where(eq(otpCodes.phone, phone));
    throw error;
  }
  return sms.name === 'console' ? { devCode: code } : {};
}

/**
 * Checks a code: every try counts (atomically, so parallel guesses cannot exceed 5), a match uses the code
 * up, and an expired or exhausted code is refused with a message saying what to do.
 */
export async function verifyOtp(context: OtpContext, phone: string, code: string): Promise<void> {
  const { db, secret } = context;
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.phone, phone),
        sql`${otpCodes.expires_at} > now()`,
        sql`${otpCodes.attempts} < ${OTP_RULES.maxWrongTries}`,
      ),
    )
    .returning({ code_hash: otpCodes.code_hash, attempts: otpCodes.attempts });
  if (!row) {
    const [stale] = await db.select({ attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.phone, phone));
    if (stale && stale.attempts >= OTP_RULES.maxWrongTries) {
      throw new HttpError(429, 'Too many wrong codes. Please ask for a new code.', { code: 'TOO_MANY_ATTEMPTS' });
    }
    if (stale) throw new HttpError(400, 'This code has expired. Please ask for a new code.');
    throw invalidOtp();
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(secret, phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) throw invalidOtp();
  const used = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.code_hash, row.code_hash)))
    .returning({ phone: otpCodes.phone });
  if (used.length === 0) throw invalidOtp();
}
