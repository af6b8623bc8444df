import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../test/app.ts';
import { rateLimits } from './db/schema/index.ts';
import { SIGN_IN_RULES } from './modules/accounts/service.ts';

// TRUST_PROXY decides whose address request.ip is (docs/decisions/011-production-refuses-unsafe-defaults.md): the
// sign-in limiter counts failures per address, so a wrong setting either lets anyone forge X-Forwarded-For or
// makes every shopper behind the proxy share one count.

const PROXY = '10.0.0.1';
const SHOPPER = '203.0.113.7';
const OTHER_SHOPPER = '198.51.100.9';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(trustProxy: string) {
  const t = await buildTestApp({ TRUST_PROXY: trustProxy });
  apps.push(t);
  return t;
}

/** A failed sign-in through the proxy; returns its status. */
async function failedSignIn(t: TestApp, from: { remoteAddress: string; forwardedFor?: string }, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/User',
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { email, password: 'wrong-password-1' },
  });
  return response.statusCode;
}

/** The addresses the sign-in limiter counted failures for, with their counts. */
async function countedAddresses(t: TestApp) {
  const rows = await t.database.db
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(like(rateLimits.key, 'login:ip:%'));
  return Object.fromEntries(rows.map((row) => [row.key.replace('login:ip:', ''), row.count]));
}

describe('TRUST_PROXY', () => {
  it('empty or false: X-Forwarded-For is ignored, the connecting address counts', async () => {
    for (const value of ['', 'false']) {
      const t = await appWith(value);
      expect(await failedSignIn(t, { remoteAddress: PROXY, forwardedFor: SHOPPER }, 'a@test.local')).toBe(401);
      expect(await countedAddresses(t)).toEqual({ [PROXY]: 1 });
    }
  });

  it('true: the client furthest away counts, whatever the chain', async () => {
    const t = await appWith('true');
    const forwardedFor = `${OTHER_SHOPPER}, ${SHOPPER}`;
    expect(await failedSignIn(t, { remoteAddress: PROXY, forwardedFor }, 'a@test.local')).toBe(401);
    expect(await countedAddresses(t)).toEqual({ [OTHER_SHOPPER]: 1 });
  });

  it('a hop count: that many proxies nearest the store are trusted, a forged entry further out is not', async () => {
    const t = await appWith('1');
    // The shopper forged an entry; the one proxy appended the address it saw.
    const forwardedFor = `${OTHER_SHOPPER}, ${SHOPPER}`;
    expect(await failedSignIn(t, { remoteAddress: PROXY, forwardedFor }, 'a@test.local')).toBe(401);
    expect(await countedAddresses(t)).toEqual({ [SHOPPER]: 1 });
    expect(t.config.TRUST_PROXY).toBe(1);
  });

  it('addresses and CIDR ranges: only those proxies may name the client', async () => {
    const t = await appWith(`10.0.0.0/8, 192.0.2.1`);
    expect(await failedSignIn(t, { remoteAddress: PROXY, forwardedFor: SHOPPER }, 'a@test.local')).toBe(401);
    expect(await failedSignIn(t, { remoteAddress: '192.0.2.1', forwardedFor: SHOPPER }, 'b@test.local')).toBe(401);
    // Not a listed proxy: its X-Forwarded-For is a forgery and its own address counts.
    expect(await failedSignIn(t, { remoteAddress: '192.0.2.50', forwardedFor: SHOPPER }, 'c@test.local')).toBe(401);
    expect(await countedAddresses(t)).toEqual({ [SHOPPER]: 2, '192.0.2.50': 1 });
  });

  it('50 wrong passwords from one shopper behind the proxy do not lock out another behind the same proxy', async () => {
    const t = await appWith(PROXY);
    const email = 'second@test.local';
    await t.shopperToken(email);
    const attacker = { remoteAddress: PROXY, forwardedFor: SHOPPER };
    for (let attempt = 0; attempt < SIGN_IN_RULES.failuresPerAddress; attempt++) {
      expect(await failedSignIn(t, attacker, `guess${attempt}@test.local`)).toBe(401);
    }
    expect(await failedSignIn(t, attacker, 'one-more@test.local')).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/User',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': OTHER_SHOPPER },
      payload: { email, password: 'shopper-pass-1' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().token).toBeTruthy();
    const counted = await countedAddresses(t);
    expect(counted[SHOPPER]).toBeGreaterThanOrEqual(SIGN_IN_RULES.failuresPerAddress);
    expect(counted[OTHER_SHOPPER] ?? 0).toBe(0);
    expect(counted[PROXY]).toBeUndefined();
    expect(await signIn(t.app, email, 'shopper-pass-1')).toBeTruthy();
  }, 120_000); // 50 argon2 checks: slow on a loaded 2-core machine
});
