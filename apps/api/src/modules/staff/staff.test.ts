import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, withOtherApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { accept, invite, STAFF_PASSWORD, staffToken } from '../../../test/staff.ts';
import { userRow } from '../../../test/users.ts';
import { ownVariation } from '../../../test/variations.ts';
import { auditLog, notifications, orders, staffInvites, users } from '../../db/schema/index.ts';
import { ALREADY_STAFF, INVITE_NOT_VALID, OWNER_NOT_INVITED } from './invites.ts';
import { OWNER_UNCHANGEABLE } from './service.ts';

// Staff accounts through the API (docs/product/staff.md): invitations, the Staff page's changes, the owner kept.

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = bearer(await t.adminToken());
});
afterAll(() => t?.close());

const staffList = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { items: Array<Record<string, unknown>> }).items;
};
const put = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}`, headers: owner, payload });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${id}`, headers: owner });
const inviteRow = async (email: string) =>
  t.database.db.select().from(staffInvites).where(eq(staffInvites.email, email)).orderBy(asc(staffInvites.invite_id));
const auditOf = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.audit_id));
const idOf = async (email: string) => String((await userRow(t.database, email)).user_id);

describe('invitations (docs/product/staff.md#invitations)', () => {
  it('mails a 72-hour link, stores only its hash, lists the invitation and greets the invitee', async () => {
    const invited = await invite(t, 'new.packer@staff.test', 'fulfilment', 'Ravi Kumar');
    expect(invited.id).toMatch(/^invite-\d+$/);
    const [row] = await inviteRow('new.packer@staff.test');
    expect(row!.token_hash).not.toContain(invited.dev_invite_token);
    const hours = (Date.parse(row!.expires_at) - Date.parse(row!.created_at)) / 3_600_000;
    expect(hours).toBeCloseTo(72, 3);
    const [mail] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'staff_invite'), eq(notifications.recipient, 'new.packer@staff.test')));
    expect(mail!.body).toContain(`${t.config.PUBLIC_URL}/AcceptInvite/${invited.dev_invite_token}`);
    expect(mail!.subject).toBe('You are invited to the Store team');
    expect(await staffList()).toContainEqual(
      expect.objectContaining({ id: invited.id, status: 'invited', role: 'fulfilment', name: 'Ravi Kumar' }),
    );
    const greeting = await t.app.inject({ method: 'GET', url: `/api/User/invite/${invited.dev_invite_token}` });
    expect(greeting.json()).toEqual({
      email: 'new.packer@staff.test',
      name: 'Ravi Kumar',
      role: 'fulfilment',
      has_account: false,
    });
    expect((await auditOf('staff.invite')).at(-1)).toMatchObject({
      entity: 'staff_invite',
      entity_id: invited.id.slice('invite-'.length),
      changes: { email: { changed: true }, role: { before: null, after: 'fulfilment' } },
    });
  });

  it('accepting creates a verified account with the role, signs it in, and works once only', async () => {
    const invited = await invite(t, 'once@staff.test', 'analyst', 'Nisha Verma');
    const accepted = await accept(t, invited.dev_invite_token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(accepted.json<{ token: string }>().token),
    });
    expect(me.json()).toEqual({
      role: 'analyst',
      permissions: ['dashboard.read', 'orders.read', 'customers.read', 'exports.read'],
      two_factor_enabled: false,
      two_factor_required: false,
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'once@staff.test'));
    expect(account).toMatchObject({ role: 'analyst', first_name: 'Nisha', last_name: 'Verma' });
    expect(account!.email_verified_at).not.toBeNull();
    const again = await accept(t, invited.dev_invite_token, 'another-pass-1');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: INVITE_NOT_VALID });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/User/invite/${invited.dev_invite_token}` })).statusCode,
    ).toBe(404);
    // The first password stands.
    await signIn(t.app, 'once@staff.test', STAFF_PASSWORD);
    expect((await auditOf('staff.accept')).at(-1)).toMatchObject({
      actor_id: account!.user_id,
      actor_role: 'analyst',
      changes: { role: { before: null, after: 'analyst' } },
    });
  });

  it('an expired link is refused and creates nothing', async () => {
    const invited = await invite(t, 'late@staff.test', 'support');
    await t.database.db
      .update(staffInvites)
      .set({ expires_at: sql`now() - interval '1 second'` as unknown as string })
      .where(eq(staffInvites.email, 'late@staff.test'));
    const late = await accept(t, invited.dev_invite_token);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ message: INVITE_NOT_VALID });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'late@staff.test'))).toEqual([]);
  });

  it('a newer invitation to the same address withdraws the older one', async () => {
    const first = await invite(t, 'twice@staff.test', 'catalogue');
    const second = await invite(t, 'twice@staff.test', 'support');
    expect((await accept(t, first.dev_invite_token)).statusCode).toBe(404);
    const listed = (await staffList()).filter((row) => row.email === 'twice@staff.test');
    expect(listed).toEqual([expect.objectContaining({ id: second.id, role: 'support' })]);
    expect((await accept(t, second.dev_invite_token)).statusCode).toBe(200);
    expect((await userRow(t.database, 'twice@staff.test')).user_id).toBeGreaterThan(0);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'twice@staff.test'));
    expect(account!.role).toBe('support');
  });

  it('an existing shopper keeps their orders, gets the new password and role, and their other sessions end', async () => {
    const factory = new CatalogueFactory(t.app, await t.adminToken());
    const catalogue = await smallCatalogue(factory);
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    const shopper = await shopperWithAddress(t, 'shopper-to-staff');
    const order = await paidOrder(t, shopper, [own.line(1)], 500);
    await t.database.db.update(users).set({ phone_claim: '9812345678' }).where(eq(users.user_id, shopper.userId));
    const before = await userRow(t.database, shopper.email);

    const invited = await invite(t, shopper.email, 'support', 'Asha Rao');
    const greeting = await t.app.inject({ method: 'GET', url: `/api/User/invite/${invited.dev_invite_token}` });
    expect(greeting.json()).toMatchObject({ has_account: true });
    const accepted = await accept(t, invited.dev_invite_token, 'a-new-staff-pass');
    expect(accepted.statusCode, accepted.body).toBe(200);

    const after = await userRow(t.database, shopper.email);
    expect(after.user_id).toBe(before.user_id);
    expect(after.token_version).toBe(before.token_version + 1);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.phone_claim).toBeNull();
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.order_id, order.orderid));
    expect(kept!.user_id).toBe(shopper.userId);
    // The session from before is over; the new one works, with support's reach.
    expect((await t.app.inject({ method: 'GET', url: '/api/Wishlist', headers: shopper.headers })).statusCode).toBe(
      401,
    );
    const fresh = bearer(accepted.json<{ token: string }>().token);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: fresh })).statusCode).toBe(200);
    await signIn(t.app, shopper.email, 'a-new-staff-pass');
  });

  it("refuses the owner's address, a member of the staff and a weak password", async () => {
    const ownerInvite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner,
      payload: { email: t.config.ADMIN_EMAIL.toUpperCase(), name: 'Owner Again', role: 'support' },
    });
    expect(ownerInvite.statusCode).toBe(409);
    expect(ownerInvite.json()).toMatchObject({ message: OWNER_NOT_INVITED });
    await staffToken(t, 'catalogue', 'already@staff.test');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner,
      payload: { email: 'already@staff.test', name: 'Again', role: 'support' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_STAFF });
    const invited = await invite(t, 'weak@staff.test', 'analyst');
    const weak = await accept(t, invited.dev_invite_token, 'short');
    expect(weak.statusCode).toBe(400);
    // Still usable after a refused password.
    expect((await accept(t, invited.dev_invite_token)).statusCode).toBe(200);
  });
});

describe('the Staff page (docs/product/staff.md#roles)', () => {
  it('lists the owner first, then members with status, last sign-in and two-step state', async () => {
    await staffToken(t, 'fulfilment', 'listed@staff.test');
    const items = await staffList();
    expect(items[0]).toMatchObject({ email: t.config.ADMIN_EMAIL, role: 'admin', status: 'active' });
    expect(items).toContainEqual(
      expect.objectContaining({
        email: 'listed@staff.test',
        role: 'fulfilment',
        status: 'active',
        two_factor_enabled: false,
        invite_expires_at: null,
        last_sign_in_at: expect.any(String),
      }),
    );
    expect(items.some((row) => row.role === 'customer')).toBe(false);
  });

  it('changes a role, audited, and the new role counts on the next call', async () => {
    const token = bearer(await staffToken(t, 'catalogue', 'mover@staff.test'));
    const id = await idOf('mover@staff.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: token })).statusCode).toBe(403);
    const changed = await put(id, { role: 'fulfilment' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, role: 'fulfilment', status: 'active' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: token })).statusCode).toBe(200);
    expect((await auditOf('staff.update')).at(-1)).toMatchObject({
      entity: 'user',
      entity_id: id,
      changes: { role: { before: 'catalogue', after: 'fulfilment' } },
    });
  });

  it('suspending ends every session at once, in another process too; reinstating lets them sign in again', async () => {
    const token = bearer(await staffToken(t, 'support', 'paused@staff.test'));
    const id = await idOf('paused@staff.test');
    await withOtherApp(t, async (other) => {
      const onOther = () => other.inject({ method: 'GET', url: '/api/admin/orders', headers: token });
      expect((await onOther()).statusCode).toBe(200);
      expect((await put(id, { status: 'suspended' })).json()).toMatchObject({ status: 'suspended' });
      const refused = await onOther();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
    });
    // A new password sign-in does not get past the suspension either: it is refused before any token.
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/User',
      payload: { email: 'paused@staff.test', password: STAFF_PASSWORD },
    });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toMatchObject({ message: 'This account is suspended. Ask the store owner.' });
    expect((await staffList()).find((row) => row.id === id)).toMatchObject({ status: 'suspended' });
    expect((await put(id, { status: 'active' })).statusCode).toBe(200);
    const back = bearer(await signIn(t.app, 'paused@staff.test', STAFF_PASSWORD));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: back })).statusCode).toBe(200);
    expect((await auditOf('staff.update')).at(-2)).toMatchObject({
      changes: { status: { before: 'active', after: 'suspended' } },
    });
  });

  it('removing a member makes them a shopper, ends their sessions and keeps their history', async () => {
    const token = bearer(await staffToken(t, 'analyst', 'leaving@staff.test'));
    const id = await idOf('leaving@staff.test');
    const removed = await remove(id);
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: token })).statusCode).toBe(401);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'leaving@staff.test'));
    expect(account!.role).toBe('customer');
    // Their acceptance stays in the audit log.
    expect((await auditOf('staff.accept')).some((row) => row.actor_id === account!.user_id)).toBe(true);
    expect((await auditOf('staff.remove')).at(-1)).toMatchObject({
      entity_id: id,
      changes: { role: { before: 'analyst', after: 'customer' } },
    });
    const shopper = bearer(await signIn(t.app, 'leaving@staff.test', STAFF_PASSWORD));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: shopper })).statusCode).toBe(403);
  });

  it('withdraws an invitation', async () => {
    const invited = await invite(t, 'withdrawn@staff.test', 'support');
    expect((await remove(invited.id)).statusCode).toBe(204);
    expect((await accept(t, invited.dev_invite_token)).statusCode).toBe(404);
    expect((await remove(invited.id)).statusCode).toBe(404);
    expect((await staffList()).some((row) => row.id === invited.id)).toBe(false);
  });

  it('never demotes, suspends or removes the owner, and changes nothing trying', async () => {
    const ownerId = await idOf(t.config.ADMIN_EMAIL);
    const before = await t.database.db
      .select()
      .from(users)
      .where(eq(users.user_id, Number(ownerId)));
    const audited = (await t.database.db.select().from(auditLog)).length;
    for (const answer of [
      await put(ownerId, { role: 'analyst' }),
      await put(ownerId, { status: 'suspended' }),
      await remove(ownerId),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message: OWNER_UNCHANGEABLE });
    }
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.user_id, Number(ownerId))),
    ).toEqual(before);
    expect((await t.database.db.select().from(auditLog)).length).toBe(audited);
    // The owner's own session still works.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner })).statusCode).toBe(200);
  });

  it("is the owner's alone: staff get 403 and the staff table is unchanged", async () => {
    const support = bearer(await staffToken(t, 'support', 'nosy@staff.test'));
    const rows = await t.database.db.select().from(staffInvites);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: support,
      payload: { email: 'friend@staff.test', name: 'Friend', role: 'support' },
    });
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toMatchObject({ message: 'You do not have permission to do this.' });
    expect(await t.database.db.select().from(staffInvites)).toEqual(rows);
  });
});

describe("a shopper's own versus staff's all (docs/product/staff.md#roles)", () => {
  it("lets orders.read read any shopper's orders and the product table follow catalogue.write", async () => {
    const shopper = await shopperWithAddress(t, 'watched');
    const analyst = bearer(await staffToken(t, 'analyst'));
    const catalogue = bearer(await staffToken(t, 'catalogue'));
    const url = `/api/Order/${encodeURIComponent(shopper.email)}`;
    expect((await t.app.inject({ method: 'GET', url, headers: analyst })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: catalogue })).statusCode).toBe(403);
    const table = '/api/Product?includeInactive=true';
    expect((await t.app.inject({ method: 'GET', url: table, headers: catalogue })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: table, headers: analyst });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You do not have permission to do this.' });
  });
});
