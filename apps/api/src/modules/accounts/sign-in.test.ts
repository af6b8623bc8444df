import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { startIdentityProvider } from '../../../test/identity-provider.ts';
import { provePhone, registerWithProvenPhone } from '../../../test/phone.ts';

const CLIENT_ID = 'store-test.apps.googleusercontent.com';
const PROJECT = 'store-test-project';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
const phone = '9811122233';
let ipCounter = 0;
/**
 * Each test sends from its own address so per-IP limits of one test do not reach another; all are loopback
 * addresses (127.0.0.0/8), the only clients the development console provider answers codes to.
 */
let ip = '127.0.0.1';

const post = (url: string, payload: object, remoteAddress = ip, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const sql = (text: string) => t.database.db.execute(text as never);

async function sendCode(number = phone) {
  const response = await post('/api/Otp/send-otp', { phone_number: number });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().dev_code as string;
}

beforeAll(async () => {
  idp = await startIdentityProvider();
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: idp.jwksUrl,
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: idp.jwksUrl,
  });
  const registered = await registerWithProvenPhone(
    t.app,
    { first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.com', password: 'ravi-password', phone },
    '127.200.0.1',
  );
  expect(registered.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
beforeEach(async () => {
  ip = `127.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  await sql('DELETE FROM otp_codes WHERE true');
  await sql("DELETE FROM rate_limits WHERE key LIKE 'otp:phone%'");
});

describe('one-time codes', () => {
  it('sends a 6-digit code and signs in with it through a single-use proof', async () => {
    const code = await sendCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await sql('SELECT code_hash FROM otp_codes')) as unknown as { rows: Array<{ code_hash: string }> };
    expect(stored.rows[0]!.code_hash).not.toContain(code);
    const verified = await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: code });
    expect(verified.statusCode).toBe(200);
    const { proof } = verified.json();
    const login = await post('/api/User/OtpLogin', { phone_number: phone, proof });
    expect(login.statusCode).toBe(200);
    expect(decodeJwt(login.json().token)).toMatchObject({ email: 'ravi@example.com', given_name: 'Ravi' });
    const replay = await post('/api/User/OtpLogin', { phone_number: phone, proof });
    expect(replay.statusCode).toBe(401);
    const reuse = await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: code });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses a proof that has expired', async () => {
    const code = await sendCode();
    const { proof } = (await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: code })).json();
    await sql("UPDATE auth_proofs SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    const login = await post('/api/User/OtpLogin', { phone_number: phone, proof });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('This sign-in step has expired or was already used. Please start again.');
  });

  it('never issues a token without a proof, or with a proof for another number', async () => {
    expect((await post('/api/User/OtpLogin', { phone_number: phone })).statusCode).toBe(401);
    expect((await post('/api/User/OtpLogin', { phone_number: phone, proof: 'made-up' })).statusCode).toBe(401);
    await registerWithProvenPhone(
      t.app,
      { first_name: 'Other', email: 'other@example.com', password: 'other-password', phone: '9700000001' },
      ip,
    );
    const code = await sendCode('9700000001');
    const { proof } = (await post('/api/Otp/verify-otp', { phone_number: '9700000001', OtpCode: code })).json();
    expect((await post('/api/User/OtpLogin', { phone_number: phone, proof })).statusCode).toBe(401);
  });

  it('refuses numbers that are not Indian mobiles (400, nothing sent) and invites unknown numbers to register', async () => {
    for (const phone_number of ['12345', '5811122233', '98111222334', 'abcdefghij']) {
      const response = await post('/api/Otp/send-otp', { phone_number });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ phone_number: 'Not a valid number' });
    }
    const unknown = await post('/api/Otp/send-otp', { phone_number: '9999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No account uses this mobile number yet. Please register first.');
    expect(
      ((await sql('SELECT count(*)::int AS n FROM otp_codes')) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n,
    ).toBe(0);
  });

  it("answers a wrong code with 'Invalid OTP. Please try again.' and locks the code after 5 wrong tries", async () => {
    const code = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid OTP. Please try again.');
    }
    const locked = await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Please ask for a new code.');
  });

  it('expires a code after 5 minutes', async () => {
    const code = await sendCode();
    await sql("UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE true");
    const response = await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This code has expired. Please ask for a new code.');
  });

  it('resends no sooner than 30 s, and a resend replaces the previous code', async () => {
    const first = await sendCode();
    const early = await post('/api/Otp/send-otp', { phone_number: phone });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(early.json()).toMatchObject({
      code: 'RETRY_AFTER',
      details: { retry_after: Number(early.headers['retry-after']) },
    });
    await sql("UPDATE otp_codes SET sent_at = now() - interval '31 seconds' WHERE true");
    const second = await sendCode();
    if (first !== second) {
      expect((await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: first })).statusCode).toBe(400);
    }
    expect((await post('/api/Otp/verify-otp', { phone_number: phone, OtpCode: second })).statusCode).toBe(200);
  });

  it('caps codes per number per hour', async () => {
    for (let index = 0; index < 5; index++) {
      await sendCode();
      await sql("UPDATE otp_codes SET sent_at = now() - interval '31 seconds' WHERE true");
    }
    const capped = await post('/api/Otp/send-otp', { phone_number: phone });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many codes were sent to this number/);
  });

  it('caps codes per IP per hour, and a spoofed X-Forwarded-For does not reset it', async () => {
    for (let index = 0; index < 20; index++) {
      const response = await post('/api/Otp/send-otp', { phone_number: '9999999999' }, ip, {
        'x-forwarded-for': `203.0.113.${index}`,
      });
      expect(response.statusCode).toBe(404);
    }
    const capped = await post('/api/Otp/send-otp', { phone_number: phone }, ip, { 'x-forwarded-for': '198.51.100.7' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many codes were requested from your network/);
    expect((await post('/api/Otp/send-otp', { phone_number: phone }, '127.9.9.9')).statusCode).toBe(200);
  });
});

describe('Google sign-in', () => {
  const claims = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: 'g-123',
    email: 'Priya@Gmail.com',
    email_verified: true,
    given_name: 'Priya',
    family_name: 'Shah',
  };

  it('verifies the ID token, then issues the store token only against the proof, creating the account', async () => {
    const verified = await post('/api/Auth/google-login', { idToken: await idp.sign(claims) });
    expect(verified.statusCode, verified.body).toBe(200);
    const { email, proof } = verified.json();
    expect(email).toBe('priya@gmail.com');
    expect((await post('/api/User/GoogleLogin', { email_address: email })).statusCode).toBe(401);
    const login = await post('/api/User/GoogleLogin', { email_address: email, proof });
    expect(login.statusCode).toBe(200);
    expect(decodeJwt(login.json().token)).toMatchObject({
      email: 'priya@gmail.com',
      name: 'Priya Shah',
      given_name: 'Priya',
      role: 'customer',
    });
    expect((await post('/api/User/GoogleLogin', { email_address: email, proof })).statusCode).toBe(401);
    // A second sign-in finds the same account.
    const again = (await post('/api/Auth/google-login', { idToken: await idp.sign(claims) })).json();
    const second = await post('/api/User/GoogleLogin', { email_address: email, proof: again.proof });
    expect(decodeJwt(second.json().token).sub).toBe(decodeJwt(login.json().token).sub);
    // A Google account cannot be used to sign in with a password.
    expect((await post('/api/User', { email, password: 'anything-at-all' })).statusCode).toBe(401);
  });

  it('refuses forged, expired, wrong-audience, wrong-issuer and unverified tokens', async () => {
    const cases = [
      await idp.sign(claims, { otherKey: true }),
      await idp.sign(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await idp.sign({ ...claims, aud: 'someone-else' }),
      await idp.sign({ ...claims, iss: 'https://evil.example.com' }),
      await idp.sign({ ...claims, email_verified: false }),
      'not.a.token',
    ];
    for (const idToken of cases) {
      const response = await post('/api/Auth/google-login', { idToken });
      expect(response.statusCode).toBe(401);
    }
  });

  it("fetches Google's keys once and keeps them", async () => {
    for (let index = 0; index < 3; index++) {
      expect((await post('/api/Auth/google-login', { idToken: await idp.sign(claims) })).statusCode).toBe(200);
    }
    expect(idp.requests).toBe(1);
  });

  it('lets the page load Google Identity Services when Google sign-in is configured', async () => {
    const response = await t.app.inject('/api/Auth/config');
    expect(response.json()).toEqual({ googleClientId: CLIENT_ID, firebaseProjectId: PROJECT, otpProvider: 'console' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/");
    expect(policy).toContain("frame-src 'self' https://accounts.google.com/gsi/");
  });

  it('keeps the proof for the email it was issued to', async () => {
    const { proof } = (await post('/api/Auth/google-login', { idToken: await idp.sign(claims) })).json();
    expect((await post('/api/User/GoogleLogin', { email_address: 'ravi@example.com', proof })).statusCode).toBe(401);
  });
});

describe('Firebase phone sign-in', () => {
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'fb-1',
    phone_number: `+91${phone}`,
  };

  it('verifies the Firebase ID token and signs in by the number', async () => {
    const verified = await post('/api/Auth/verify-otp', { idToken: await idp.sign(claims) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().phone_number).toBe(phone);
    const login = await post('/api/User/OtpLogin', { phone_number: phone, proof: verified.json().proof });
    expect(decodeJwt(login.json().token).email).toBe('ravi@example.com');
  });

  it('refuses forged, expired, other-project and non-Indian tokens', async () => {
    for (const idToken of [
      await idp.sign(claims, { otherKey: true }),
      await idp.sign(claims, { expiresIn: Math.floor(Date.now() / 1000) - 5 }),
      await idp.sign({ ...claims, aud: 'other-project' }),
      await idp.sign({ ...claims, iss: 'https://securetoken.google.com/other-project' }),
      await idp.sign({ ...claims, phone_number: '+15550001111' }),
    ]) {
      expect((await post('/api/Auth/verify-otp', { idToken })).statusCode).toBe(401);
    }
  });
});

describe('logout and profile', () => {
  it('shows and saves the profile only for its owner', async () => {
    const token = (await post('/api/User', { email: 'ravi@example.com', password: 'ravi-password' })).json().token;
    const mine = await t.app.inject({ url: '/api/User/ravi@example.com/username', headers: bearer(token) });
    expect(mine.json()).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone,
      phone_claim: null,
      email: 'ravi@example.com',
      email_verified: false,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/User/ravi@example.com/username',
      headers: bearer(token),
      payload: {
        first_name: 'Ravindra',
        last_name: 'K',
        phone: '9811122299',
        phone_proof: await provePhone(t.app, '9811122299', ip),
      },
    });
    expect(saved.statusCode).toBe(200);
    const { token: renamed, ...profile } = saved.json();
    expect(profile).toEqual({
      first_name: 'Ravindra',
      last_name: 'K',
      phone: '9811122299',
      phone_claim: null,
      email: 'ravi@example.com',
      email_verified: false,
    });
    expect(decodeJwt(renamed)).toMatchObject({ email: 'ravi@example.com', name: 'Ravindra K', given_name: 'Ravindra' });
    expect(
      (await t.app.inject({ url: '/api/User/ravi@example.com/username', headers: bearer(renamed) })).json().first_name,
    ).toBe('Ravindra');
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/User/ravi@example.com/username',
      headers: bearer(token),
      payload: { first_name: 'R', phone: '9700000001', phone_proof: await provePhone(t.app, '9700000001', ip) },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this mobile number already exists. Please log in instead.');
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/User/ravi@example.com/username',
      headers: bearer(token),
      payload: { first_name: '', phone: '12' },
    });
    expect(invalid.json().errors).toEqual({ first_name: 'First name required', phone: 'Not a valid number' });
    // Another shopper's profile: neither shown nor changed.
    const priya = { first_name: 'Priya', last_name: 'Shah', email: 'priya.shah@example.com', phone: '9811100077' };
    expect((await post('/api/User/Register', { ...priya, password: 'priya-password' })).statusCode).toBe(201);
    const priyaSignIn = await post('/api/User', { email: priya.email, password: 'priya-password' });
    expect(priyaSignIn.statusCode, priyaSignIn.body).toBe(200);
    const priyaToken = priyaSignIn.json().token as string;
    const other = await t.app.inject({ url: '/api/User/priya.shah@example.com/username', headers: bearer(token) });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(priya.phone);
    const overwrite = await t.app.inject({
      method: 'PUT',
      url: '/api/User/PRIYA.Shah@example.com/username',
      headers: bearer(token),
      payload: { first_name: 'X', last_name: 'Y', phone: '9811100000' },
    });
    const priyaNow = await t.app.inject({
      url: '/api/User/priya.shah@example.com/username',
      headers: bearer(priyaToken),
    });
    expect(priyaNow.json(), priyaNow.body).toEqual({
      ...priya,
      phone: null,
      phone_claim: priya.phone,
      email_verified: false,
    });
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.body).not.toContain(priya.phone);
    expect((await t.app.inject('/api/User/ravi@example.com/username')).statusCode).toBe(401);
    await sql(
      "UPDATE users SET phone = '9811122233', first_name = 'Ravi', last_name = 'Kumar' WHERE email = 'ravi@example.com'",
    );
  });

  it('logout ends every earlier token of the user, not only the one it was sent with', async () => {
    const signIn = async () =>
      (await post('/api/User', { email: 'ravi@example.com', password: 'ravi-password' })).json().token as string;
    // Two sessions, as on a phone and a laptop. Tokens carry their issue time in seconds: the second one is
    // signed in the next second, so the two are different strings.
    const phoneToken = await signIn();
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
    const laptopToken = await signIn();
    expect(laptopToken).not.toBe(phoneToken);
    const profile = (token: string) =>
      t.app.inject({ url: '/api/User/ravi@example.com/username', headers: bearer(token) });
    expect((await profile(phoneToken)).statusCode).toBe(200);
    expect((await profile(laptopToken)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/User/Logout', headers: bearer(phoneToken) })).statusCode,
    ).toBe(204);
    for (const token of [phoneToken, laptopToken]) {
      const after = await profile(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('Your session has expired. Please sign in again.');
    }
    // A sign-in after the logout works again.
    expect((await profile(await signIn())).statusCode).toBe(200);
  });
});

describe('SMS through Twilio', () => {
  it('posts the code to the provider (a local stand-in) and reports a provider failure', async () => {
    const received: Array<{ path: string; auth: string; body: URLSearchParams }> = [];
    let fail = false;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          auth: request.headers.authorization ?? '',
          body: new URLSearchParams(body),
        });
        response.writeHead(fail ? 500 : 201, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const twilio = await buildTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15550000000',
      TWILIO_API_URL: url,
    });
    try {
      await twilio.app.inject({
        method: 'POST',
        url: '/api/User/Register',
        payload: { first_name: 'Sam', email: 'sam@example.com', password: 'sam-password', phone: '9600000000' },
      });
      const sent = await twilio.app.inject({
        method: 'POST',
        url: '/api/Otp/send-otp',
        payload: { phone_number: '9600000000', purpose: 'verify' },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ message: 'OTP sent' });
      expect(received[0]!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(received[0]!.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
      expect(received[0]!.body.get('To')).toBe('+919600000000');
      const code = /(\d{6})/.exec(received[0]!.body.get('Body') ?? '')![1]!;
      expect(
        (
          await twilio.app.inject({
            method: 'POST',
            url: '/api/Otp/verify-otp',
            payload: { phone_number: '9600000000', OtpCode: code },
          })
        ).statusCode,
      ).toBe(200);

      fail = true;
      await twilio.database.db.execute(
        "UPDATE otp_codes SET sent_at = now() - interval '1 minute' WHERE true" as never,
      );
      const failed = await twilio.app.inject({
        method: 'POST',
        url: '/api/Otp/send-otp',
        payload: { phone_number: '9600000000', purpose: 'verify' },
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe('Failed to send OTP. Try again.');
    } finally {
      await twilio.close();
      server.close();
    }
  });
});
