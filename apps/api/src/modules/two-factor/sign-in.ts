import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { twoFactorMessages, type SignInReply, type TwoFactorSignInInput } from '@store/shared/schemas/two-factor';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { twoFactorChallenges, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { issueToken, type TokenUser } from '../accounts/tokens.ts';
import { chargeAttempt, refundAttempt, TWO_FACTOR_RULES, useSecondStepCode, wrongCode } from './codes.ts';
import { hashChallenge } from './secrets.ts';
import { epochSeconds } from './totp.ts';

export interface SignInContext {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'JWT_TTL'>;
}

/** The account row a first sign-in step found, with what decides how the sign-in ends. */
export interface SignInUser extends TokenUser {
  suspended_at: string | null;
  totp_enabled_at: string | null;
}

export const accountSuspended = () => new HttpError(403, twoFactorMessages.suspended);
const challengeExpired = () => new HttpError(401, twoFactorMessages.challengeExpired);

/**
 * The one way a sign-in ends, whichever first step proved who it is (password, Google, a texted code, a password
 * reset, an accepted invitation): a suspended account is refused; an account with two-step sign-in gets a challenge
 * for POST /User/2fa instead of a token; any other gets its token and its last sign-in time
 * (docs/product/staff.md#two-step-sign-in).
 */
export async function finishSignIn(context: SignInContext, user: SignInUser): Promise<SignInReply> {
  if (user.suspended_at !== null) throw accountSuspended();
  if (user.totp_enabled_at !== null) {
    return { two_factor_required: true, challenge: await issueChallenge(context.db, user.user_id) };
  }
  return { token: await grantToken(context, user) };
}

async function grantToken(context: SignInContext, user: TokenUser): Promise<string> {
  await context.db
    .update(users)
    .set({ last_sign_in_at: sql`now()` })
    .where(eq(users.user_id, user.user_id));
  return issueToken(user, context.config.jwtSecret, context.config.JWT_TTL);
}

/** A random 32-byte challenge, valid 5 minutes and once; only its hash is stored. */
async function issueChallenge(db: DbOrTx, userId: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expires_at, sql`now() - interval '1 day'`));
  await db.insert(twoFactorChallenges).values({
    challenge_hash: hashChallenge(challenge),
    user_id: userId,
    expires_at: sql`now() + make_interval(secs => ${TWO_FACTOR_RULES.challengeTtlSeconds})` as unknown as string,
  });
  return challenge;
}

type Outcome =
  { kind: 'expired' } | { kind: 'suspended' } | { kind: 'wrong'; spent: boolean } | { kind: 'ok'; user: TokenUser };

/**
 * POST /User/2fa: the second step. Every try counts on the challenge (atomically, under the row's lock, so parallel
 * tries cannot exceed five and a used challenge is never used again); the fifth wrong code ends it (401), as does its
 * age (5 minutes). A right code uses the challenge up, and its token is issued (docs/product/staff.md#two-step-sign-in).
 */
export async function completeSecondStep(
  context: SignInContext & { limiter: RateLimiter },
  input: TwoFactorSignInInput,
): Promise<{ token: string }> {
  const { db, config, limiter } = context;
  const challengeHash = hashChallenge(input.challenge);
  const [pending] = await db
    .select({ user_id: twoFactorChallenges.user_id })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.challenge_hash, challengeHash));
  if (!pending) throw challengeExpired();
  await chargeAttempt(limiter, pending.user_id);

  // Decided inside the transaction, thrown after it commits: a wrong code's count must stay.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [challenge] = await tx
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(
        and(
          eq(twoFactorChallenges.challenge_hash, challengeHash),
          isNull(twoFactorChallenges.used_at),
          gt(twoFactorChallenges.expires_at, sql`now()`),
          lt(twoFactorChallenges.attempts, TWO_FACTOR_RULES.maxWrongTries),
        ),
      )
      .returning({ user_id: twoFactorChallenges.user_id, attempts: twoFactorChallenges.attempts });
    if (!challenge) return { kind: 'expired' };
    const [user] = await tx.select().from(users).where(eq(users.user_id, challenge.user_id));
    // Reset or turned off since the first step: that sign-in starts again.
    if (!user?.totp_enabled_at) return { kind: 'expired' };
    if (user.suspended_at !== null) return { kind: 'suspended' };
    if (!(await useSecondStepCode(tx, config.jwtSecret, user, input.code, epochSeconds()))) {
      return { kind: 'wrong', spent: challenge.attempts >= TWO_FACTOR_RULES.maxWrongTries };
    }
    await tx
      .update(twoFactorChallenges)
      .set({ used_at: sql`now()` })
      .where(eq(twoFactorChallenges.challenge_hash, challengeHash));
    await tx
      .update(users)
      .set({ last_sign_in_at: sql`now()` })
      .where(eq(users.user_id, user.user_id));
    return { kind: 'ok', user };
  });

  switch (outcome.kind) {
    case 'ok':
      await refundAttempt(limiter, pending.user_id);
      return { token: await issueToken(outcome.user, config.jwtSecret, config.JWT_TTL) };
    case 'wrong':
      throw outcome.spent ? challengeExpired() : wrongCode();
    case 'suspended':
      await refundAttempt(limiter, pending.user_id);
      throw accountSuspended();
    case 'expired':
      await refundAttempt(limiter, pending.user_id);
      throw challengeExpired();
  }
}
