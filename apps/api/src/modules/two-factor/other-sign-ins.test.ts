import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { startIdentityProvider } from '../../../test/identity-provider.ts';
import { registerWithProvenPhone } from '../../../test/phone.ts';
import { codeAt, enrol, post, secondStepRow } from '../../../test/two-factor.ts';

const CLIENT_ID = 'store-test.apps.googleusercontent.com';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startIdentityProvider>>;

beforeAll(async () => {
  idp = await startIdentityProvider();
  t = await buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: idp.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Sign-in with Google as the page drives it: the ID token for a proof, then the proof for the store's answer. */
async function googleSignIn(email: string) {
  const idToken = await idp.sign({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: 'Meera',
  });
  const verified = await post(t.app, '/api/Auth/google-login', { idToken });
  expect(verified.statusCode, verified.body).toBe(200);
  const response = await post(t.app, '/api/User/GoogleLogin', { email_address: email, proof: verified.json().proof });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token?: string; two_factor_required?: true; challenge?: string };
}

/** Sign-in by a texted code: the code the console provider answers to this machine, its proof, then the sign-in. */
async function phoneSignIn(phone: string) {
  const sent = await post(t.app, '/api/Otp/send-otp', { phone_number: phone });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await post(t.app, '/api/Otp/verify-otp', { phone_number: phone, OtpCode: sent.json().dev_code });
  expect(verified.statusCode, verified.body).toBe(200);
  const response = await post(t.app, '/api/User/OtpLogin', { phone_number: phone, proof: verified.json().proof });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token?: string; two_factor_required?: true; challenge?: string };
}

describe('the second step after other ways of signing in', () => {
  it('asks for it after Google sign-in', async () => {
    const email = 'meera@example.com';
    const first = await googleSignIn(email);
    expect(first.token).toBeTruthy();
    const { secret } = await enrol(t.app, first.token!);
    const before = await secondStepRow(t.database, email);

    const answer = await googleSignIn(email);
    expect(answer).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    expect((await secondStepRow(t.database, email)).last_sign_in_at).toBe(before.last_sign_in_at);
    const finished = await post(t.app, '/api/User/2fa', {
      challenge: answer.challenge,
      code: codeAt(secret, Date.now() + 30_000),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(decodeJwt(finished.json().token)).toMatchObject({ email });
  });

  it('asks for it after sign-in by a texted code', async () => {
    const email = 'sunil@example.com';
    const phone = '9822233344';
    const account = { first_name: 'Sunil', email, password: 'sunil-password', phone };
    expect((await registerWithProvenPhone(t.app, account)).statusCode).toBe(201);
    expect((await phoneSignIn(phone)).token).toBeTruthy();
    const { backupCodes } = await enrol(t.app, await signIn(t.app, email, account.password));

    const answer = await phoneSignIn(phone);
    expect(answer).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    const finished = await post(t.app, '/api/User/2fa', { challenge: answer.challenge, code: backupCodes[0] });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(decodeJwt(finished.json().token)).toMatchObject({ email });
  });

  it('refuses a suspended account whichever way it signs in', async () => {
    const email = 'ravi@example.com';
    const phone = '9833344455';
    const account = { first_name: 'Ravi', email, password: 'ravi-password-1', phone };
    expect((await registerWithProvenPhone(t.app, account)).statusCode).toBe(201);
    await t.database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE email = ${email}`);
    const sent = await post(t.app, '/api/Otp/send-otp', { phone_number: phone });
    const { proof } = (
      await post(t.app, '/api/Otp/verify-otp', { phone_number: phone, OtpCode: sent.json().dev_code })
    ).json();
    const byCode = await post(t.app, '/api/User/OtpLogin', { phone_number: phone, proof });
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json().message).toBe('This account is suspended. Ask the store owner.');
    expect((await secondStepRow(t.database, email)).last_sign_in_at).toBeNull();
  });
});
