import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorMessages } from '@store/shared/schemas/two-factor';
import { queryRows } from '../../db/client.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { codeAt, controlledClock, enrol, post, secondStepRow } from '../../../test/two-factor.ts';

let t: TestApp;
let clock: ReturnType<typeof controlledClock> | undefined;
let accounts = 0;
const PASSWORD = 'shopper-pass-1';

/** A fresh account with two-step sign-in on, enrolled at the clock's current time. */
async function enrolled() {
  const email = `second${++accounts}@test.local`;
  const token = await t.shopperToken(email);
  return { email, token, ...(await enrol(t.app, token)) };
}

/** The first step: the password. Answers the challenge. */
async function firstStep(email: string) {
  const response = await post(t.app, '/api/User', { email, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  return body.challenge as string;
}

const secondStep = (challenge: string, code: string) => post(t.app, '/api/User/2fa', { challenge, code });

async function challengeRows(userId: number) {
  return queryRows<{ challenge_hash: string; attempts: number; used: boolean; ttl: number }>(
    t.database.db,
    sql`SELECT challenge_hash, attempts, used_at IS NOT NULL AS used,
          extract(epoch FROM expires_at - now())::int AS ttl
        FROM two_factor_challenges WHERE user_id = ${userId}`,
  );
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock?.restore();
  clock = undefined;
});

describe('signing in with two-step sign-in', () => {
  it('answers a challenge instead of a token, then a working token for a right code, once', async () => {
    const { email, secret } = await enrolled();
    const before = await secondStepRow(t.database, email);
    const challenge = await firstStep(email);
    const after = await secondStepRow(t.database, email);
    expect(after.last_sign_in_at).toBe(before.last_sign_in_at);
    const [stored] = await challengeRows(after.user_id);
    expect(stored!.challenge_hash).not.toContain(challenge);
    expect(stored!.ttl).toBeGreaterThan(290);
    expect(stored!.ttl).toBeLessThanOrEqual(300);

    const signedIn = await secondStep(challenge, codeAt(secret, Date.now() + 30_000));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json();
    expect(decodeJwt(token)).toMatchObject({ email });
    const profile = await t.app.inject({ method: 'GET', url: `/api/User/${email}/username`, headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    const signedInRow = await secondStepRow(t.database, email);
    expect(signedInRow.last_sign_in_at).not.toBeNull();
    expect(signedInRow.last_sign_in_at).not.toBe(before.last_sign_in_at);

    const replay = await secondStep(challenge, codeAt(secret, Date.now() + 30_000));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(twoFactorMessages.challengeExpired);
  });

  it('accepts a code of the previous and the next step, refuses one two steps old and any code used before', async () => {
    const email = `window${++accounts}@test.local`;
    const token = await t.shopperToken(email);
    clock = controlledClock();
    clock.at(-4);
    const { secret } = await enrol(t.app, token);
    clock.at(0);

    const old = await secondStep(await firstStep(email), codeAt(secret, clock.start - 60_000));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(twoFactorMessages.wrongCode);

    const previous = codeAt(secret, clock.start - 30_000);
    expect((await secondStep(await firstStep(email), previous)).statusCode).toBe(200);
    expect((await secondStepRow(t.database, email)).totp_last_step).toBe(Math.floor(clock.start / 30_000) - 1);
    const again = await secondStep(await firstStep(email), previous);
    expect(again.statusCode).toBe(400);

    const next = codeAt(secret, clock.start + 30_000);
    expect((await secondStep(await firstStep(email), next)).statusCode).toBe(200);
    // The current step's code is older than the one just used: refused too.
    expect((await secondStep(await firstStep(email), codeAt(secret, clock.start))).statusCode).toBe(400);
    expect((await secondStep(await firstStep(email), next)).statusCode).toBe(400);
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const { email, secret } = await enrolled();
    clock = controlledClock();
    const code = codeAt(secret, clock.at(1));
    const [first, second] = [await firstStep(email), await firstStep(email)];
    const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes each backup code once', async () => {
    const { email, backupCodes } = await enrolled();
    const [code, other] = backupCodes;
    expect((await secondStep(await firstStep(email), code!)).statusCode).toBe(200);
    expect((await secondStepRow(t.database, email)).used_codes).toBe(1);
    const reused = await secondStep(await firstStep(email), code!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(twoFactorMessages.wrongCode);
    expect((await secondStep(await firstStep(email), other!.replace('-', ''))).statusCode).toBe(200);
    expect((await secondStepRow(t.database, email)).used_codes).toBe(2);
  });

  it('refuses a challenge after 5 minutes', async () => {
    const { email, secret } = await enrolled();
    const challenge = await firstStep(email);
    const { user_id } = await secondStepRow(t.database, email);
    await t.database.db.execute(
      sql`UPDATE two_factor_challenges SET expires_at = now() - interval '1 second' WHERE user_id = ${user_id}`,
    );
    const late = await secondStep(challenge, codeAt(secret, Date.now() + 30_000));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(twoFactorMessages.challengeExpired);
    expect((await secondStepRow(t.database, email)).totp_last_step).toBe(Math.floor(Date.now() / 30_000));
  });

  it('counts wrong codes: the fifth ends the challenge, and a right code then is refused', async () => {
    const { email, secret } = await enrolled();
    const before = await secondStepRow(t.database, email);
    const challenge = await firstStep(email);
    for (let i = 0; i < 4; i++) expect((await secondStep(challenge, '000000')).statusCode).toBe(400);
    const { user_id } = await secondStepRow(t.database, email);
    expect((await challengeRows(user_id))[0]!.attempts).toBe(4);
    const fifth = await secondStep(challenge, '000000');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(twoFactorMessages.challengeExpired);
    const right = await secondStep(challenge, codeAt(secret, Date.now() + 30_000));
    expect(right.statusCode).toBe(401);
    expect((await secondStepRow(t.database, email)).last_sign_in_at).toBe(before.last_sign_in_at);
  });

  it('limits wrong codes per account across challenges: after 20 in an hour even a right code waits', async () => {
    const { email, secret } = await enrolled();
    const before = await secondStepRow(t.database, email);
    for (let round = 0; round < 4; round++) {
      const challenge = await firstStep(email);
      for (let i = 0; i < 5; i++) expect((await secondStep(challenge, '000000')).statusCode).toBeLessThan(402);
    }
    const response = await secondStep(await firstStep(email), codeAt(secret, Date.now() + 30_000));
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RETRY_AFTER');
    const after = await secondStepRow(t.database, email);
    expect(after.last_sign_in_at).toBe(before.last_sign_in_at);
    expect(after.totp_last_step).toBe(before.totp_last_step);
  });

  it('refuses an unknown challenge', async () => {
    const response = await secondStep('not-a-challenge', '123456');
    expect(response.statusCode).toBe(401);
  });

  it('asks a password reset for the second step too', async () => {
    const { email } = await enrolled();
    const forgot = await post(t.app, '/api/User/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    const mail = t.app.mailer
      .outbox()
      .find((message) => message.to === email && message.subject === 'Reset your password');
    const token = /\/ResetPassword\/([\w-]+)/.exec(mail!.text)![1]!;
    const reset = await post(t.app, '/api/User/reset-password', { token, password: 'a-new-password-2' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      message: expect.any(String),
      two_factor_required: true,
      challenge: expect.any(String),
    });
  });
});

describe('suspended accounts', () => {
  it('cannot sign in, nor finish a sign-in begun before the suspension', async () => {
    const { email, secret } = await enrolled();
    const before = await secondStepRow(t.database, email);
    const challenge = await firstStep(email);
    await t.database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE lower(email) = ${email}`);
    const finishing = await secondStep(challenge, codeAt(secret, Date.now() + 30_000));
    expect(finishing.statusCode).toBe(403);
    expect(finishing.json().message).toBe(twoFactorMessages.suspended);
    const response = await post(t.app, '/api/User', { email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account is suspended. Ask the store owner.');
    expect((await secondStepRow(t.database, email)).last_sign_in_at).toBe(before.last_sign_in_at);
  });

  it('cannot sign in without two-step sign-in either; an active one can, and its sign-in time is kept', async () => {
    const email = `plain${++accounts}@test.local`;
    await t.shopperToken(email);
    const signedIn = await secondStepRow(t.database, email);
    expect(signedIn.last_sign_in_at).not.toBeNull();
    await t.database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE lower(email) = ${email}`);
    const refused = await post(t.app, '/api/User', { email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('token');
    expect((await secondStepRow(t.database, email)).last_sign_in_at).toBe(signedIn.last_sign_in_at);
  });
});
