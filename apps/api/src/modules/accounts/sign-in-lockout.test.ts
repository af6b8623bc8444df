import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { SIGN_IN_RULES } from './service.ts';

let t: TestApp;
let serial = 0;

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/User', payload: { email, password }, remoteAddress });
const counter = async (key: string) =>
  (
    (await t.database.db.execute(`SELECT count FROM rate_limits WHERE key = '${key}'` as never)) as unknown as {
      rows: Array<{ count: number }>;
    }
  ).rows[0]?.count ?? 0;

/** A shopper of its own per test (password sign-in does not need a proven number). */
async function owner(name: string) {
  const shopper = {
    first_name: name,
    email: `${name.toLowerCase()}@example.com`,
    password: `${name}-password-1`,
    phone: `95000${String(++serial).padStart(5, '0')}`,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/User/Register', payload: shopper });
  expect(response.statusCode).toBe(201);
  return shopper;
}

const tooMany = /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('password sign-in lockout (docs/product/accounts.md#password-sign-in)', () => {
  it('locks out the address that guessed wrong, not the owner signing in from elsewhere', async () => {
    const tara = await owner('Tara');
    for (let attempt = 0; attempt < SIGN_IN_RULES.failuresPerAccountAndAddress; attempt++) {
      expect((await signIn(tara.email, `wrong-${attempt}`, '198.51.100.10')).statusCode).toBe(401);
    }
    const attacker = await signIn(tara.email, tara.password, '198.51.100.10');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toMatchObject({ code: 'RETRY_AFTER', message: expect.stringMatching(tooMany) });
    // More tries from the locked-out address do not add to the account's count across addresses.
    for (let attempt = 0; attempt < 20; attempt++) await signIn(tara.email, 'wrong', '198.51.100.10');
    expect(await counter(`login:account:${tara.email}`)).toBe(SIGN_IN_RULES.failuresPerAccountAndAddress);

    const ownerElsewhere = await signIn(tara.email, tara.password, '203.0.113.20');
    expect(ownerElsewhere.statusCode, ownerElsewhere.body).toBe(200);
    expect(decodeJwt(ownerElsewhere.json().token).email).toBe(tara.email);
    // The owner's success does not lift the attacker's lock.
    expect((await signIn(tara.email, tara.password, '198.51.100.10')).statusCode).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const uday = await owner('Uday');
    for (let attempt = 0; attempt < SIGN_IN_RULES.failuresPerAccountAndAddress; attempt++) {
      const address = `2001:db8:1:2::${attempt + 1}`;
      expect((await signIn(uday.email, 'wrong', address)).statusCode).toBe(401);
    }
    expect(await counter(`login:pair:${uday.email}:2001:db8:1:2::/64`)).toBe(
      SIGN_IN_RULES.failuresPerAccountAndAddress,
    );
    expect((await signIn(uday.email, uday.password, '2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    expect((await signIn(uday.email, uday.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('stops a guessing run spread over many addresses at the per-account ceiling', async () => {
    const vani = await owner('Vani');
    const addresses = SIGN_IN_RULES.failuresPerAccount / SIGN_IN_RULES.failuresPerAccountAndAddress;
    for (let address = 0; address < addresses; address++) {
      const answers = await Promise.all(
        Array.from({ length: SIGN_IN_RULES.failuresPerAccountAndAddress }, (_, attempt) =>
          signIn(vani.email, `guess-${attempt}`, `192.0.2.${address + 1}`),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(
        Array(SIGN_IN_RULES.failuresPerAccountAndAddress).fill(401),
      );
    }
    expect(await counter(`login:account:${vani.email}`)).toBe(SIGN_IN_RULES.failuresPerAccount);
    const blocked = await signIn(vani.email, vani.password, '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(tooMany);
    // The refused try was taken back from the counters it passed.
    expect(await counter('login:pair:vani@example.com:192.0.2.200')).toBe(0);
  });

  it('throttles failed attempts per address across accounts', async () => {
    const wren = await owner('Wren');
    for (let attempt = 0; attempt < SIGN_IN_RULES.failuresPerAddress; attempt++) {
      expect((await signIn(`nobody${attempt}@example.com`, 'x', '198.51.100.30')).statusCode).toBe(401);
    }
    const blocked = await signIn(wren.email, wren.password, '198.51.100.30');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      code: 'RETRY_AFTER',
      details: { retry_after: Number(blocked.headers['retry-after']) },
    });
    expect(await counter(`login:account:${wren.email}`)).toBe(0);
    expect((await signIn(wren.email, wren.password, '198.51.100.31')).statusCode).toBe(200);
  });

  it('throttles successful sign-ins per address per minute, since each costs an argon2 check', async () => {
    const xena = await owner('Xena');
    for (let attempt = 0; attempt < SIGN_IN_RULES.successesPerAddress; attempt++) {
      expect((await signIn(xena.email, xena.password, '198.51.100.40')).statusCode).toBe(200);
    }
    const blocked = await signIn(xena.email, xena.password, '198.51.100.40');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RETRY_AFTER', details: { retry_after: 60 } });
    expect(await counter('login:ok:198.51.100.40')).toBe(SIGN_IN_RULES.successesPerAddress);
    expect((await signIn(xena.email, xena.password, '198.51.100.41')).statusCode).toBe(200);
    // A minute later the address signs in again.
    await t.database.db.execute(
      "UPDATE rate_limits SET window_start = now() - interval '61 seconds' WHERE key = 'login:ok:198.51.100.40'" as never,
    );
    expect((await signIn(xena.email, xena.password, '198.51.100.40')).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses before checking them, so none slips past the limit', async () => {
    const yash = await owner('Yash');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => signIn(yash.email, `guess-${index}`, '198.51.100.50')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_RULES.failuresPerAccountAndAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(await counter(`login:account:${yash.email}`)).toBe(SIGN_IN_RULES.failuresPerAccountAndAddress);
  });
});
