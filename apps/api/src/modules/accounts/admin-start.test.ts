import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { ConfigError } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { ensureAdmin, shopperAdminEmail } from './service.ts';

// The admin account at start (docs/decisions/004-admin-enforced-on-server.md): ADMIN_EMAIL never silently takes a
// shopper's account, and a changed ADMIN_PASSWORD ends the sessions signed in with the old one.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface UserRow {
  email: string;
  role: string;
  token_version: number;
  phone: string | null;
  phone_claim: string | null;
  password_hash: string;
}
async function user(email: string): Promise<UserRow> {
  const [row] = await queryRows<UserRow>(
    t.database.db,
    sql`SELECT email, role, token_version, phone, phone_claim, password_hash FROM users WHERE lower(email) = ${email}`,
  );
  return row!;
}

/** Whether a token still opens the admin-only product table. */
const adminTableStatus = async (token: string) =>
  (await t.app.inject({ url: '/api/Product?includeInactive=true', headers: bearer(token) })).statusCode;

describe('ensureAdmin', () => {
  it('keeps the admin signed in when ADMIN_PASSWORD is unchanged, and ends those sessions when it changes', async () => {
    const token = await signIn(t.app, ADMIN.email, ADMIN.password);
    const before = await user(ADMIN.email);
    await ensureAdmin(t.database.db, ADMIN.email, ADMIN.password);
    expect(await user(ADMIN.email)).toEqual(before);
    expect(await adminTableStatus(token)).toBe(200);

    await ensureAdmin(t.database.db, ADMIN.email, 'a-new-admin-password');
    const after = await user(ADMIN.email);
    expect(after.token_version).toBe(before.token_version + 1);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(await adminTableStatus(token)).toBe(401);
    await expect(signIn(t.app, ADMIN.email, ADMIN.password)).rejects.toThrow(/sign-in failed/);
    expect(await adminTableStatus(await signIn(t.app, ADMIN.email, 'a-new-admin-password'))).toBe(200);

    await ensureAdmin(t.database.db, ADMIN.email, ADMIN.password);
  });

  it('refuses to start when ADMIN_EMAIL names a shopper, and changes nothing', async () => {
    const email = 'asha.shopper@test.local';
    const shopperToken = await t.shopperToken(email);
    const shopperBefore = await user(email);
    const adminBefore = await user(ADMIN.email);

    const start = ensureAdmin(t.database.db, 'Asha.Shopper@test.local', 'admin-password-2');
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      'ADMIN_EMAIL Asha.Shopper@test.local belongs to a shopper account. Set ADMIN_ADOPT_EXISTING=1 to make that account the admin, or choose another email.',
    );
    expect(shopperAdminEmail('x@y')).toContain('ADMIN_EMAIL x@y belongs to a shopper account.');
    expect(await user(email)).toEqual(shopperBefore);
    // The refusal rolled back the demotion of the current admin too.
    expect(await user(ADMIN.email)).toEqual(adminBefore);
    expect(await adminTableStatus(shopperToken)).toBe(403);
    expect((await t.app.inject({ url: `/api/User/${email}/username`, headers: bearer(shopperToken) })).statusCode).toBe(
      200,
    );
  });

  it('with ADMIN_ADOPT_EXISTING makes the shopper the admin: its sessions end and its phone goes', async () => {
    const email = 'ravi.shopper@test.local';
    const shopperToken = await t.shopperToken(email);
    // A proven number (code sign-in would reach the admin) and a claim.
    await t.database.db.execute(
      sql`UPDATE users SET phone = '9123456780', phone_claim = '9123456781' WHERE email = ${email}`,
    );
    const before = await user(email);
    expect(before).toMatchObject({ phone: '9123456780', phone_claim: '9123456781' });

    await ensureAdmin(t.database.db, email, 'adopted-admin-pass', { adoptExisting: true });
    const after = await user(email);
    expect(after).toMatchObject({ role: 'admin', phone: null, phone_claim: null });
    expect(after.token_version).toBe(before.token_version + 1);
    expect((await user(ADMIN.email)).role).toBe('customer');
    expect((await t.app.inject({ url: `/api/User/${email}/username`, headers: bearer(shopperToken) })).statusCode).toBe(
      401,
    );
    await expect(signIn(t.app, email, 'shopper-pass-1')).rejects.toThrow(/sign-in failed/);
    expect(await adminTableStatus(await signIn(t.app, email, 'adopted-admin-pass'))).toBe(200);

    // Once it is the admin, a later start with the same settings keeps its sessions.
    const adminToken = await signIn(t.app, email, 'adopted-admin-pass');
    await ensureAdmin(t.database.db, email, 'adopted-admin-pass', { adoptExisting: true });
    expect(await adminTableStatus(adminToken)).toBe(200);
    expect((await user(email)).token_version).toBe(after.token_version);
  });
});
