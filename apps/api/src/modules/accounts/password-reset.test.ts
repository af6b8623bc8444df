import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow as findUserRow } from '../../../test/users.ts';
import { bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let phones = 0;
let addresses = 0;
/** Each test sends from its own address so per-address limits of one test do not reach another. */
const nextAddress = () => `127.0.1.${++addresses}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload, ...extra });

const RESET_FAILED = 'This password reset link has expired or was already used. Please ask for a new one.';

async function register(email: string, password: string, verify = true) {
  const phone = `7${String(++phones).padStart(9, '0')}`;
  const response = await post('/api/User/Register', { first_name: 'Kiran', email, password, phone });
  expect(response.statusCode, response.body).toBe(201);
  if (verify) {
    const code = response.json().dev_verification_code;
    expect((await post('/api/User/verify-email', { email, code })).statusCode).toBe(200);
  }
  return phone;
}

const userRow = (email: string) => findUserRow(t.database, email);

/** Asks for a reset link and answers the token of the message it mailed. */
async function resetLinkFor(email: string) {
  const response = await post('/api/User/forgot-password', { email }, { remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(200);
  const message = t.app.mailer.outbox()[0]!;
  expect(message.to).toBe(email);
  expect(message.subject).toBe('Reset your password');
  const token = new RegExp(`${t.config.PUBLIC_URL}/ResetPassword/([\\w-]+)`).exec(message.text)?.[1];
  expect(token).toMatch(/^[\w-]{43}$/);
  return token!;
}

describe('forgotten password', () => {
  it('answers alike for an unknown email and mails nothing', async () => {
    await register('known@example.com', 'known-pass-123');
    const remoteAddress = nextAddress();
    const before = t.app.mailer.outbox().length;
    const unknown = await post('/api/User/forgot-password', { email: 'unknown@example.com' }, { remoteAddress });
    expect(t.app.mailer.outbox().length).toBe(before);
    const known = await post('/api/User/forgot-password', { email: 'KNOWN@example.com' }, { remoteAddress });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(unknown.json().message).toMatch(/^If this email has an account, we sent it a link/);
    expect(t.app.mailer.outbox().length).toBe(before + 1);
  });

  it('sets the new password once, ends every other session and signs in', async () => {
    await register('forgetful@example.com', 'old-password-1');
    const otherDevice = bearer(await signIn(t.app, 'forgetful@example.com', 'old-password-1'));
    const token = await resetLinkFor('forgetful@example.com');
    const reset = await post('/api/User/reset-password', { token, password: 'new-password-2' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been reset.', token: expect.any(String) });

    expect((await post('/api/User', { email: 'forgetful@example.com', password: 'old-password-1' })).statusCode).toBe(
      401,
    );
    await signIn(t.app, 'forgetful@example.com', 'new-password-2');
    const profile = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/User/forgetful@example.com/username', headers });
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(bearer(reset.json().token))).statusCode).toBe(200);

    // Single use: the link cannot set another password.
    const again = await post('/api/User/reset-password', { token, password: 'attacker-pass-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_FAILED);
    await signIn(t.app, 'forgetful@example.com', 'new-password-2');
  });

  it('refuses a link after 30 minutes, a replaced link and a bad password, changing nothing', async () => {
    await register('slow@example.com', 'slow-password-1');
    const first = await resetLinkFor('slow@example.com');
    // 30 seconds pass: the per-email pause is over.
    await t.app.rateLimiter.reset('mail:reset:soon:slow@example.com');
    const second = await resetLinkFor('slow@example.com');
    expect((await post('/api/User/reset-password', { token: first, password: 'replaced-pass-1' })).statusCode).toBe(
      400,
    );
    const short = await post('/api/User/reset-password', { token: second, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe('Password must be at least 8 characters');
    const { rows } = (await t.database.db.execute(
      `SELECT expires_at - created_at <= interval '30 minutes' AS ok FROM email_tokens WHERE purpose = 'reset' AND used_at IS NULL AND user_id = ${(await userRow('slow@example.com')).user_id}` as never,
    )) as unknown as { rows: Array<{ ok: boolean }> };
    expect(rows).toEqual([{ ok: true }]);
    await t.database.db.execute(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'` as never,
    );
    const before = await userRow('slow@example.com');
    const late = await post('/api/User/reset-password', { token: second, password: 'too-late-pass-1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(RESET_FAILED);
    expect(await userRow('slow@example.com')).toEqual(before);
    await signIn(t.app, 'slow@example.com', 'slow-password-1');
  });

  it("takes over an email someone else registered: the squatter's password, number and sessions end", async () => {
    const phone = await register('owner@example.com', 'squatter-pass-1', false);
    const squatter = bearer(await signIn(t.app, 'owner@example.com', 'squatter-pass-1'));
    const token = await resetLinkFor('owner@example.com');
    const reset = await post('/api/User/reset-password', { token, password: 'owner-password-1' });
    expect(reset.statusCode, reset.body).toBe(200);
    const row = await userRow('owner@example.com');
    expect(row.email_verified_at).not.toBeNull();
    expect(row.phone).toBeNull();
    expect(row.phone_claim).toBeNull();
    expect([row.phone, row.phone_claim]).not.toContain(phone);
    expect((await post('/api/User', { email: 'owner@example.com', password: 'squatter-pass-1' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/User/owner@example.com/username', headers: squatter })).statusCode).toBe(
      401,
    );
    const profile = await t.app.inject({
      url: '/api/User/owner@example.com/username',
      headers: bearer(reset.json().token),
    });
    expect(profile.json()).toMatchObject({ phone: null, email_verified: true });
  });

  it('throttles requests per email and per address, for unknown emails too', async () => {
    const remoteAddress = nextAddress();
    expect(
      (await post('/api/User/forgot-password', { email: 'nobody@example.com' }, { remoteAddress })).statusCode,
    ).toBe(200);
    const soon = await post(
      '/api/User/forgot-password',
      { email: 'nobody@example.com' },
      { remoteAddress: nextAddress() },
    );
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('RETRY_AFTER');
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await post('/api/User/forgot-password', { email: `n${i}@example.com` }, { remoteAddress })).statusCode,
      );
    }
    expect(statuses.slice(0, 19).every((status) => status === 200)).toBe(true);
    expect(statuses[19]).toBe(429);
  });
});
