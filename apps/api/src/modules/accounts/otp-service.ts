import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OtpPurpose } from '@store/shared/schemas/account';
import { otpCodes } from '../../db/schema/index.ts';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError, TooManyRequests } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { provenOwnerOf } from './phone-numbers.ts';
import type { SmsProvider } from './sms.ts';

/** The numbers of one-time codes (docs/decisions/007-one-time-codes.md, docs/product/accounts.md#one-time-codes). */
export const OTP_RULES = {
  ttlSeconds: 300,
  maxWrongTries: 5,
  resendAfterSeconds: 30,
  perNumberPerHour: 5,
  perNumberPerDay: 10,
  /** The default of OTP_CODES_PER_IP_PER_HOUR. */
  perIpPerHour: 20,
} as const;

export const invalidOtp = () => new HttpError(400, 'Invalid OTP. Please try again.');

const tooMany = (message: string, retryAfter: number) => new TooManyRequests(message, retryAfter);

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const minutes = (seconds: number) => plural(Math.ceil(seconds / 60), 'minute');
/** A wait of more than an hour in hours, shorter ones in minutes. */
const hoursOrMinutes = (seconds: number) =>
  seconds > 3600 ? plural(Math.ceil(seconds / 3600), 'hour') : minutes(seconds);

export interface OtpContext {
  db: DbOrTx;
  limiter: RateLimiter;
  sms: SmsProvider;
  secret: Uint8Array;
  /** OTP_CODES_PER_IP_PER_HOUR. */
  perIpPerHour: number;
}

export interface OtpRequest {
  phone: string;
  purpose: OtpPurpose;
  /** The client's address as Fastify sees it (`request.ip`). */
  ip: string;
  /** Whether the request was made on this machine (`isLocalRequest`): only then is the console code answered. */
  local: boolean;
}

function hashCode(secret: Uint8Array, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/**
 * Sends a fresh 6-digit code (CSPRNG), replacing any earlier one: for `sign-in` only to a number an account has
 * proven, for `verify` to any Indian mobile. Limits: one code per 30 s per number, 5 per number an hour and 10 a
 * day, OTP_CODES_PER_IP_PER_HOUR per client address (an IPv6 /64 as one). The console provider's code is answered
 * only to a client on this machine (docs/product/accounts.md#one-time-codes).
 */
export async function sendOtp(
  context: OtpContext,
  { phone, purpose, ip, local }: OtpRequest,
): Promise<{ devCode?: string }> {
  const { db, limiter, sms, secret } = context;
  const perIp = await limiter.hit(`otp:ip:${addressKey(ip)}`, context.perIpPerHour, 3600);
  if (!perIp.allowed) {
    throw tooMany(
      `Too many codes were requested from your network. Please try again in ${minutes(perIp.retryAfter)}.`,
      perIp.retryAfter,
    );
  }
  if (purpose === 'sign-in' && (await provenOwnerOf(db, phone)) === undefined)
    throw new HttpError(404, 'No account uses this mobile number yet. Please register first.');

  await refuseEarlyResend(db, phone);
  await countCodeForNumber(limiter, phone);

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
  return sms.name === 'console' && local ? { devCode: code } : {};
}

async function refuseEarlyResend(db: DbOrTx, phone: string): Promise<void> {
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
}

/** The hourly and daily caps per number; a code the daily cap refuses is taken back from the hourly count. */
async function countCodeForNumber(limiter: RateLimiter, phone: string): Promise<void> {
  const hourKey = `otp:phone:${phone}`;
  const perHour = await limiter.hit(hourKey, OTP_RULES.perNumberPerHour, 3600);
  if (!perHour.allowed) {
    throw tooMany(
      `Too many codes were sent to this number. Please try again in ${minutes(perHour.retryAfter)}.`,
      perHour.retryAfter,
    );
  }
  const perDay = await limiter.hit(`otp:phone-day:${phone}`, OTP_RULES.perNumberPerDay, 86_400);
  if (!perDay.allowed) {
    await limiter.release(hourKey);
    throw tooMany(
      `This number has had ${OTP_RULES.perNumberPerDay} codes today, the most we send in a day. Please try again in ${hoursOrMinutes(perDay.retryAfter)}, or sign in with your password.`,
      perDay.retryAfter,
    );
  }
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
