import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow as findUserRow } from '../../../test/users.ts';
import { bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, homeAddress, smallCatalogue } from '../../../test/factories.ts';
import { startIdentityProvider } from '../../../test/identity-provider.ts';

const CLIENT_ID = 'store-test.apps.googleusercontent.com';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
let phones = 0;
let addresses = 0;
/** Each test sends from its own address so per-address limits of one test do not reach another. */
const nextAddress = () => `127.0.0.${++addresses + 1}`;

beforeAll(async () => {
  idp = await startIdentityProvider();
  t = await buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: idp.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const post = (url: string, payload: object, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload, ...extra });

async function register(email: string, password = 'registrant-pass-1', remoteAddress = nextAddress()) {
  const phone = `8${String(++phones).padStart(9, '0')}`;
  const response = await post(
    '/api/User/Register',
    { first_name: 'Asha', last_name: 'Rao', email, password, phone },
    { remoteAddress },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { phone, code: response.json().dev_verification_code as string | undefined };
}

const userRow = (email: string) => findUserRow(t.database, email);

async function pendingTokens(email: string) {
  const { rows } = (await t.database.db.execute(
    `SELECT count(*)::int AS n FROM email_tokens e JOIN users u USING (user_id) WHERE u.email = '${email}' AND e.used_at IS NULL` as never,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]!.n;
}

/** The newest console message to `to`, with the link and code it carries. */
function lastMailTo(to: string) {
  const message = t.app.mailer.outbox().find((kept) => kept.to === to);
  if (!message) return undefined;
  return {
    ...message,
    token: /\/VerifyEmail\/([\w-]+)/.exec(message.text)?.[1],
    code: /code on the Verify email page: (\d{6})/.exec(message.text)?.[1],
  };
}

describe('registration mails a verification link and code', () => {
  it('sends the link and code to a new account only; the code in the answer only to a loopback client', async () => {
    const { code } = await register('nila@example.com');
    const mail = lastMailTo('nila@example.com')!;
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/VerifyEmail/${mail.token}`);
    expect(mail.token).toMatch(/^[\w-]{43}$/);
    expect(code).toBe(mail.code);
    // Only hashes are stored: neither the token nor the code is in the row.
    const { rows } = (await t.database.db.execute(
      `SELECT token_hash, code_hash, purpose, expires_at - created_at > interval '23 hours' AS long FROM email_tokens` as never,
    )) as unknown as { rows: Array<{ token_hash: string; code_hash: string; purpose: string; long: boolean }> };
    const row = rows.find((candidate) => candidate.purpose === 'verify')!;
    expect(row.token_hash).not.toBe(mail.token);
    expect(row.code_hash).not.toContain(mail.code);
    expect(row.long).toBe(true);

    // An existing email: the same 201, no message, nothing changes.
    const before = t.app.mailer.outbox().length;
    const again = await post(
      '/api/User/Register',
      { first_name: 'Mallory', email: 'nila@example.com', password: 'other-pass-12', phone: '8999999999' },
      { remoteAddress: '203.0.113.20' },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: 'Thank you for registering. Please log in with your email and password.' });
    expect(t.app.mailer.outbox().length).toBe(before);

    // A client from elsewhere never gets the code, though the store keeps its mail in the console.
    const remote = await post(
      '/api/User/Register',
      { first_name: 'Remote', email: 'remote@example.com', password: 'remote-pass-1', phone: '8999999998' },
      { remoteAddress: '203.0.113.21' },
    );
    expect(remote.statusCode).toBe(201);
    expect(remote.json()).not.toHaveProperty('dev_verification_code');
    expect(lastMailTo('remote@example.com')?.code).toMatch(/^\d{6}$/);
  });

  it('verifies by code, keeping the password, and shows it in the profile', async () => {
    const { code } = await register('code@example.com', 'code-owner-pass');
    const token = await signIn(t.app, 'code@example.com', 'code-owner-pass');
    const profile = () => t.app.inject({ url: '/api/User/code@example.com/username', headers: bearer(token) });
    expect((await profile()).json().email_verified).toBe(false);
    const response = await post('/api/User/verify-email', { email: 'Code@Example.com', code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your email address is verified.' });
    expect((await userRow('code@example.com')).email_verified_at).not.toBeNull();
    expect((await profile()).json().email_verified).toBe(true);
    // The registrant's password and session keep working; the code is used up.
    await signIn(t.app, 'code@example.com', 'code-owner-pass');
    expect(await pendingTokens('code@example.com')).toBe(0);
    const replay = await post('/api/User/verify-email', { email: 'code@example.com', code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/expired or was already used\. Please ask for a new one\./);
  });

  it('verifies by the link once; an expired link is refused with what to do', async () => {
    await register('link@example.com');
    const { token } = lastMailTo('link@example.com')!;
    expect((await post('/api/User/verify-email', { token })).statusCode).toBe(200);
    expect((await userRow('link@example.com')).email_verified_at).not.toBeNull();
    const replay = await post('/api/User/verify-email', { token });
    expect(replay.statusCode).toBe(400);

    await register('late@example.com');
    const late = lastMailTo('late@example.com')!;
    await t.database.db.execute(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${(await userRow('late@example.com')).user_id}` as never,
    );
    const expired = await post('/api/User/verify-email', { token: late.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'This verification link or code has expired or was already used. Please ask for a new one.',
    );
    expect((await post('/api/User/verify-email', { email: 'late@example.com', code: late.code })).statusCode).toBe(400);
    expect((await userRow('late@example.com')).email_verified_at).toBeNull();
  });

  it('uses the secret up after 5 wrong codes, the right code and the link included', async () => {
    const { code } = await register('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post('/api/User/verify-email', { email: 'guess@example.com', code: wrong }));
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]!.json().message).toMatch(/^That code is not right\. .*\(4 tries left\)\.$/);
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/ask for a new link/),
    });
    const right = await post('/api/User/verify-email', { email: 'guess@example.com', code });
    expect(right.statusCode).toBe(429);
    expect((await post('/api/User/verify-email', { token: lastMailTo('guess@example.com')!.token })).statusCode).toBe(
      400,
    );
    expect((await userRow('guess@example.com')).email_verified_at).toBeNull();
  });
});

describe('resend-verification', () => {
  it('answers alike for an unknown, a verified and an unverified email, mailing only the unverified one', async () => {
    await register('resend@example.com');
    const first = lastMailTo('resend@example.com')!;
    const before = t.app.mailer.outbox().length;
    const remoteAddress = nextAddress();
    const unknown = await post('/api/User/resend-verification', { email: 'nobody@example.com' }, { remoteAddress });
    const verified = await post('/api/User/resend-verification', { email: 'code@example.com' }, { remoteAddress });
    expect(t.app.mailer.outbox().length).toBe(before);
    const pending = await post('/api/User/resend-verification', { email: 'resend@example.com' }, { remoteAddress });
    expect(unknown.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    expect(pending.json()).toEqual(unknown.json());
    expect(t.app.mailer.outbox().length).toBe(before + 1);
    // The new secret replaces the old one.
    const second = lastMailTo('resend@example.com')!;
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/User/verify-email', { token: first.token })).statusCode).toBe(400);
    expect(await pendingTokens('resend@example.com')).toBe(1);
    expect((await post('/api/User/verify-email', { token: second.token })).statusCode).toBe(200);
  });

  it('throttles per email (30 s apart) and per address, whether or not the email has an account', async () => {
    const remoteAddress = nextAddress();
    const ask = (email: string, from = remoteAddress) =>
      post('/api/User/resend-verification', { email }, { remoteAddress: from });
    expect((await ask('ghost@example.com')).statusCode).toBe(200);
    const soon = await ask('ghost@example.com');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RETRY_AFTER', details: { retry_after: expect.any(Number) } });
    const results = [];
    for (let i = 0; i < 20; i++) results.push((await ask(`ghost${i}@example.com`)).statusCode);
    expect(results.filter((status) => status === 429)).toHaveLength(2);
    // IPv6 clients count by their /64.
    const v6 = [];
    for (let i = 0; i < 21; i++) v6.push((await ask(`six${i}@example.com`, `2001:db8:1:2::${i + 1}`)).statusCode);
    expect(v6.at(-1)).toBe(429);
  });
});

describe('orders need a verified email', () => {
  let factory: CatalogueFactory;
  let item: { product_id: number; productvariation_id: number; quantity: number };
  const stock = async () => {
    t.app.catalogueCache.clear();
    return (await t.app.inject(`/api/ProductVariation/${item.productvariation_id}/detail`)).json().stock as number;
  };
  const orderCount = async (email: string) => {
    const { rows } = (await t.database.db.execute(
      `SELECT count(*)::int AS n FROM orders o JOIN users u USING (user_id) WHERE u.email = '${email}'` as never,
    )) as unknown as { rows: Array<{ n: number }> };
    return rows[0]!.n;
  };

  beforeAll(async () => {
    factory = new CatalogueFactory(t.app, await t.adminToken());
    const catalogue = await smallCatalogue(factory);
    const variation = await factory.variation(catalogue.products.crewTee.product_id, { price: 599, stock: 4 });
    item = {
      product_id: catalogue.products.crewTee.product_id,
      productvariation_id: variation.productvariation_id,
      quantity: 1,
    };
  });

  async function signedInWithAddress(email: string) {
    await register(email, 'orderer-pass-1');
    const headers = bearer(await signIn(t.app, email, 'orderer-pass-1'));
    expect((await post('/api/UserAddress', homeAddress, { headers })).statusCode).toBe(201);
    return headers;
  }

  it('refuses to place an order (403) and creates nothing, and refuses the order list', async () => {
    const headers = await signedInWithAddress('unverified@example.com');
    const before = await stock();
    const order = await post('/api/payment/order', { total_amount: 599, items: [item] }, { headers });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address before ordering. We sent you a link; you can ask for a new one.',
      request_id: expect.any(String),
    });
    expect(await orderCount('unverified@example.com')).toBe(0);
    expect(await stock()).toBe(before);
    const list = await t.app.inject({ url: '/api/Order/unverified@example.com', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('EMAIL_NOT_VERIFIED');

    // Verified, the same session orders.
    await post('/api/User/verify-email', { token: lastMailTo('unverified@example.com')!.token });
    const placed = await post('/api/payment/order', { total_amount: 599, items: [item] }, { headers });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderCount('unverified@example.com')).toBe(1);
    expect(await stock()).toBe(before - 1);
  });

  it('lets an account from before verification keep ordering, and the admin', async () => {
    const headers = await signedInWithAddress('legacy@example.com');
    await t.database.db.execute(
      `UPDATE users SET orders_before_verification = true WHERE email = 'legacy@example.com'` as never,
    );
    const placed = await post('/api/payment/order', { total_amount: 599, items: [item] }, { headers });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderCount('legacy@example.com')).toBe(1);
    expect((await userRow('legacy@example.com')).email_verified_at).toBeNull();
    const admin = bearer(await t.adminToken());
    expect((await t.app.inject({ url: '/api/Order/legacy@example.com', headers: admin })).statusCode).toBe(200);
    const adminProfile = await t.app.inject({ url: '/api/User/admin@test.local/username', headers: admin });
    expect(adminProfile.json().email_verified).toBe(true);
  });
});

describe('takeover by Google sign-in of an email someone else registered', () => {
  async function googleSignIn(email: string, claims: Record<string, unknown> = {}) {
    const idToken = await idp.sign({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: `google-${email}`,
      email,
      email_verified: true,
      given_name: 'Victim',
      ...claims,
    });
    const verified = await post('/api/Auth/google-login', { idToken });
    if (verified.statusCode !== 200) return verified;
    return post('/api/User/GoogleLogin', { email_address: email, proof: verified.json().proof });
  }

  it("ends the squatter's password, sessions, number and pending links; the owner gets the account", async () => {
    const { phone } = await register('victim@gmail.com', 'squatter-pass-1');
    const squatter = bearer(await signIn(t.app, 'victim@gmail.com', 'squatter-pass-1'));
    const pendingLink = lastMailTo('victim@gmail.com')!.token;
    expect((await userRow('victim@gmail.com')).phone ?? (await userRow('victim@gmail.com')).phone_claim).toBe(phone);

    const owner = await googleSignIn('victim@gmail.com');
    expect(owner.statusCode, owner.body).toBe(200);

    const row = await userRow('victim@gmail.com');
    expect(row.password_hash).toBeNull();
    expect(row.phone).toBeNull();
    expect(row.phone_claim).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    const refused = await post('/api/User', { email: 'victim@gmail.com', password: 'squatter-pass-1' });
    expect(refused.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/User/victim@gmail.com/username', headers: squatter })).statusCode).toBe(
      401,
    );
    expect((await post('/api/User/verify-email', { token: pendingLink })).statusCode).toBe(400);
    // The squatter's number is free again for its real owner.
    const { rows } = (await t.database.db.execute(
      `SELECT count(*)::int AS n FROM users WHERE phone = '${phone}' OR phone_claim = '${phone}'` as never,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
    const ownerToken = bearer(owner.json().token);
    const profile = await t.app.inject({ url: '/api/User/victim@gmail.com/username', headers: ownerToken });
    expect(profile.json()).toMatchObject({ email: 'victim@gmail.com', phone: null, email_verified: true });

    // A second Google sign-in changes nothing and keeps the owner's session.
    const versionBefore = (await userRow('victim@gmail.com')).token_version;
    expect((await googleSignIn('victim@gmail.com')).statusCode).toBe(200);
    expect((await userRow('victim@gmail.com')).token_version).toBe(versionBefore);
  });

  it('keeps a verified account as it is when its owner signs in with Google', async () => {
    const { code } = await register('owner@gmail.com', 'owner-pass-123');
    await post('/api/User/verify-email', { email: 'owner@gmail.com', code });
    const before = await userRow('owner@gmail.com');
    expect((await googleSignIn('owner@gmail.com')).statusCode).toBe(200);
    const after = await userRow('owner@gmail.com');
    expect(after).toEqual(before);
    await signIn(t.app, 'owner@gmail.com', 'owner-pass-123');
  });

  it('refuses a Google account whose email Google has not verified, changing nothing', async () => {
    await register('unproven@gmail.com', 'registrant-pass-2');
    const before = await userRow('unproven@gmail.com');
    const response = await googleSignIn('unproven@gmail.com', { email_verified: false });
    expect(response.statusCode).toBe(401);
    expect(await userRow('unproven@gmail.com')).toEqual(before);
  });
});
