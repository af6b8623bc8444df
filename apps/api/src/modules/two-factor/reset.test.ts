import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { ADMIN, bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { enrol, post, secondStepRow } from '../../../test/two-factor.ts';
import { resetSecondStepByEmail, UnknownAccountError } from './reset.ts';

let t: TestApp;
let members = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An account with two-step sign-in on, given `role`; answers its email, id and token. */
async function enrolledAccount(role: string) {
  const email = `member${++members}@test.local`;
  const token = await t.shopperToken(email);
  await enrol(t.app, token);
  await t.database.db.execute(sql`UPDATE users SET role = ${role} WHERE email = ${email}`);
  const { user_id } = await secondStepRow(t.database, email);
  return { email, id: user_id, token };
}

const auditRows = (entityId: number) =>
  queryRows<{ actor_id: number | null; actor_role: string; action: string; entity: string; changes: unknown }>(
    t.database.db,
    sql`SELECT actor_id, actor_role, action, entity, changes FROM audit_log WHERE entity_id = ${String(entityId)}`,
  );

const resetOf = (id: number | string, token: string) => post(t.app, `/api/admin/staff/${id}/reset-2fa`, {}, token);

describe("the owner's reset of a staff member's second step", () => {
  it('clears the secret and backup codes, ends their sessions and writes an audit row', async () => {
    const member = await enrolledAccount('fulfilment');
    const before = await secondStepRow(t.database, member.email);
    const response = await resetOf(member.id, await t.adminToken());
    expect(response.statusCode, response.body).toBe(204);

    const after = await secondStepRow(t.database, member.email);
    expect(after).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, backup_codes: 0 });
    expect(after.token_version).toBe(before.token_version + 1);
    const old = await t.app.inject({ method: 'POST', url: '/api/User/2fa/setup', headers: bearer(member.token) });
    expect(old.statusCode).toBe(401);
    // The password alone signs in again, until they enrol anew.
    expect(await signIn(t.app, member.email, 'shopper-pass-1')).toBeTruthy();

    const owner = await secondStepRow(t.database, ADMIN.email);
    expect(await auditRows(member.id)).toEqual([
      {
        actor_id: owner.user_id,
        actor_role: 'admin',
        action: 'staff.reset_2fa',
        entity: 'user',
        changes: { two_factor_enabled: { before: true, after: false } },
      },
    ]);
  });

  it("refuses a shopper's account (409) and an unknown id (404), changing nothing", async () => {
    const shopper = await enrolledAccount('customer');
    const refused = await resetOf(shopper.id, await t.adminToken());
    expect(refused.statusCode).toBe(409);
    expect((await secondStepRow(t.database, shopper.email)).totp_enabled_at).not.toBeNull();
    expect(await auditRows(shopper.id)).toEqual([]);
    expect((await resetOf(999_999, await t.adminToken())).statusCode).toBe(404);
  });

  it("is the owner's alone", async () => {
    const member = await enrolledAccount('support');
    const other = await enrolledAccount('fulfilment');
    const response = await resetOf(other.id, member.token);
    expect(response.statusCode).toBe(403);
    expect((await secondStepRow(t.database, other.email)).totp_enabled_at).not.toBeNull();
    expect(await auditRows(other.id)).toEqual([]);
  });
});

describe('npm run admin:reset-2fa', () => {
  it("resets the owner's own second step from the command line, audited as the cli", async () => {
    const ownerToken = await t.adminToken();
    await enrol(t.app, ownerToken);
    const owner = await secondStepRow(t.database, ADMIN.email);
    expect(owner.totp_enabled_at).not.toBeNull();

    expect(await resetSecondStepByEmail(t.database.db, ADMIN.email.toUpperCase())).toEqual({
      email: ADMIN.email,
      wasEnabled: true,
    });
    const after = await secondStepRow(t.database, ADMIN.email);
    expect(after).toMatchObject({ totp_secret: null, totp_enabled_at: null, backup_codes: 0 });
    expect(after.token_version).toBe(owner.token_version + 1);
    expect(await auditRows(owner.user_id)).toEqual([
      {
        actor_id: null,
        actor_role: 'cli',
        action: 'staff.reset_2fa',
        entity: 'user',
        changes: { two_factor_enabled: { before: true, after: false } },
      },
    ]);
    const signedIn = await post(t.app, '/api/User', ADMIN);
    expect(signedIn.json()).toHaveProperty('token');
  });

  it('names an unknown email', async () => {
    await expect(resetSecondStepByEmail(t.database.db, 'nobody@test.local')).rejects.toThrow(UnknownAccountError);
  });
});
