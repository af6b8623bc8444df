import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { provePhone } from '../../../test/phone.ts';
import { REGISTER_RULES } from './service.ts';

let t: TestApp;
const shopper = {
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'Meera@Example.com',
  password: 'long-enough-1',
  phone: '9876543210',
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates an account (201) with its proven number, without returning the password', async () => {
    const phone_proof = await provePhone(t.app, shopper.phone);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      payload: { ...shopper, phone_proof, created_at: '2020-01-01', updated_at: 'x' },
    });
    expect(response.statusCode).toBe(201);
    // A development store answers the verification code to a client on this machine (TEST MODE).
    expect(response.json()).toEqual({
      message: 'Thank you for registering. Please log in with your email and password.',
      dev_verification_code: expect.stringMatching(/^\d{6}$/),
    });
    const profile = await t.app.inject({
      url: '/api/User/meera@example.com/username',
      headers: bearer(await signIn(t.app, 'meera@example.com', 'long-enough-1')),
    });
    expect(profile.json()).toEqual({
      first_name: 'Meera',
      last_name: 'Iyer',
      phone: '9876543210',
      phone_claim: null,
      email: 'meera@example.com',
      email_verified: false,
    });
  });

  it('stores an argon2id hash', async () => {
    const { rows } = (await t.database.db.execute(
      "SELECT password_hash FROM users WHERE email = 'meera@example.com'" as never,
    )) as unknown as { rows: Array<{ password_hash: string }> };
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers an existing email exactly like a new one and changes nothing (no account enumeration)', async () => {
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      payload: { ...shopper, email: 'new-one@example.com', phone: '9876500001' },
      remoteAddress: '203.0.113.9',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      remoteAddress: '203.0.113.9',
      payload: {
        ...shopper,
        first_name: 'Mallory',
        email: 'MEERA@example.com',
        password: 'attacker-pass-1',
        phone: '9876500002',
      },
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    // The account keeps its password, names and number; the new number stays free.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/User',
          payload: { email: 'meera@example.com', password: 'attacker-pass-1' },
        })
      ).statusCode,
    ).toBe(401);
    const token = await signIn(t.app, 'meera@example.com', 'long-enough-1');
    expect(decodeJwt(token)).toMatchObject({ given_name: 'Meera' });
    const { rows } = (await t.database.db.execute(
      "SELECT count(*)::int AS n FROM users WHERE phone = '9876500002'" as never,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a mobile number that is in use with 409, whether or not the email exists', async () => {
    for (const email of ['someone-new@example.com', 'meera@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/User/Register',
        payload: { ...shopper, email },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'An account with this mobile number already exists. Please log in instead.',
        code: 'CONFLICT',
        errors: { phone: 'An account with this mobile number already exists.' },
        request_id: expect.any(String),
      });
    }
  });

  it('caps the refusals for a number in use per IP, so one address cannot test many numbers', async () => {
    const from = (remoteAddress: string, index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/Register',
        remoteAddress,
        payload: { ...shopper, email: `probe${index}@example.com` },
      });
    for (let index = 0; index < REGISTER_RULES.phoneRefusalsPerIp; index++)
      expect((await from('203.0.113.7', index)).statusCode).toBe(409);
    const blocked = await from('203.0.113.7', 99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many registrations from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and a new shopper from it still registers.
    expect((await from('203.0.113.8', 100)).statusCode).toBe(409);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      remoteAddress: '203.0.113.8',
      payload: { ...shopper, email: 'fresh@example.com', phone: '9876500077' },
    });
    expect(fresh.statusCode).toBe(201);
  });

  it('validates with the registration messages (docs/product/accounts.md#registration)', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/User/Register', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ email: 'Email required', password: 'Password required' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      payload: { ...shopper, email: 'not-an-email', password: 'short', phone: '12345' },
    });
    expect(bad.json().errors).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      phone: 'Not a valid number',
    });
  });
});

describe('password sign-in', () => {
  it('answers 200 with a token carrying the claims of docs/product/accounts.md#sessions', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User',
      payload: { email: 'meera@example.com', password: 'long-enough-1' },
    });
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().token);
    expect(claims).toMatchObject({
      email: 'meera@example.com',
      name: 'Meera Iyer',
      given_name: 'Meera',
      role: 'customer',
    });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(6 * 24 * 3600);
  });

  it("answers 401 'Invalid email or password.' for a wrong password or unknown email", async () => {
    for (const payload of [
      { email: 'meera@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever-1' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/User', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid email or password.',
        code: 'UNAUTHENTICATED',
        request_id: expect.any(String),
      });
    }
  });

  it("validates 'Email required' and 'Password required'", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/User', payload: { email: '', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Email required', password: 'Password required' });
  });

  it('gives the admin role only to ADMIN_EMAIL', async () => {
    const token = (await t.app.inject({ method: 'POST', url: '/api/User', payload: ADMIN })).json().token;
    expect(decodeJwt(token)).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it('stops accepting a token once its version is bumped (logout)', async () => {
    const token = await t.shopperToken();
    const headers = bearer(token);
    const probe = () =>
      t.app.inject({ method: 'POST', url: '/api/Brand', payload: { name: 'x', description: 'y' }, headers });
    expect((await probe()).statusCode).toBe(403);
    await t.database.db.execute(
      "UPDATE users SET token_version = token_version + 1 WHERE email LIKE 'shopper%'" as never,
    );
    const expired = await probe();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('our sign-in tokens', () => {
  /** The token with its payload's claims changed and its header and signature left as they were. */
  const editPayload = (token: string, changes: Record<string, unknown>) => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    return `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
  };
  const profileOf = (email: string, token: string) =>
    t.app.inject({ url: `/api/User/${email}/username`, headers: bearer(token) });
  const brandNames = async () =>
    ((await t.app.inject('/api/Brand')).json() as Array<{ name: string }>).map((brand) => brand.name);
  const addBrand = (token: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Brand',
      payload: { name, description: 'forged' },
      headers: bearer(token),
    });

  let mallory: string;
  let victim: string;
  let admin: string;
  beforeAll(async () => {
    mallory = await t.shopperToken('mallory@example.com');
    victim = await t.shopperToken('victim@example.com');
    admin = await t.adminToken();
  });

  it('refuses a token whose payload names another user under its original signature', async () => {
    // Every claim of the victim's own token, so only the signature can tell the forgery apart: the user
    // exists and the token version matches.
    const { iat, exp, ...victimClaims } = decodeJwt(victim);
    const forged = editPayload(mallory, victimClaims);
    expect(decodeJwt(forged)).toMatchObject({ sub: victimClaims.sub, email: 'victim@example.com' });
    expect(iat).toBeDefined();
    expect(exp).toBeDefined();

    const read = await profileOf('victim@example.com', forged);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
      request_id: expect.any(String),
    });
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/User/victim@example.com/username',
      headers: bearer(forged),
      payload: { first_name: 'Mallory', last_name: 'Owned', phone: '9555500001' },
    });
    expect(write.statusCode).toBe(401);
    // The victim's own token still works, and the profile is as it was.
    const own = await profileOf('victim@example.com', victim);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ first_name: 'Asha', last_name: 'Rao', email: 'victim@example.com' });
  });

  it("refuses a shopper's token edited to carry the admin's id, email and role", async () => {
    const { sub, email, role, ver, name, given_name } = decodeJwt(admin);
    expect(role).toBe('admin');
    const before = await brandNames();
    for (const forged of [
      editPayload(mallory, { sub, email, role, ver, name, given_name }),
      editPayload(mallory, { role: 'admin' }),
      editPayload(mallory, { email: ADMIN.email, role: 'admin' }),
    ]) {
      const response = await addBrand(forged, 'Forged Brand');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
    expect(await brandNames()).toEqual(before);
    expect(before).not.toContain('Forged Brand');
    // The genuine tokens: the shopper is turned away (403), the admin is not.
    expect((await addBrand(mallory, 'Forged Brand')).statusCode).toBe(403);
    expect((await addBrand(admin, 'Real Brand')).statusCode).toBe(201);
  });

  it('refuses a token signed with another secret, or with no signature at all', async () => {
    const { iat: _iat, exp: _exp, ...claims } = decodeJwt(admin);
    const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    const signedElsewhere = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherSecret);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...claims, iat: Math.floor(Date.now() / 1000) })).toString('base64url'),
      '',
    ].join('.');
    const before = await brandNames();
    for (const forged of [signedElsewhere, unsigned]) {
      const response = await addBrand(forged, 'Unsigned Brand');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
      expect((await profileOf(ADMIN.email, forged)).statusCode).toBe(401);
    }
    expect(await brandNames()).toEqual(before);
  });
});

describe('content security policy', () => {
  it('allows no Google script while Google sign-in is not configured', async () => {
    const response = await t.app.inject('/api/Auth/config');
    expect(response.json()).toMatchObject({ googleClientId: null, otpProvider: 'console' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['content-security-policy']).not.toContain('accounts.google.com');
  });
});
