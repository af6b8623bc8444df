import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, homeAddress, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { provePhone, registerWithProvenPhone } from '../../../test/phone.ts';
import { cellsHolding, seedShopper, uniquePerson, type SeededShopper } from '../../../test/privacy.ts';
import { giveCredit } from '../../../test/store-credit.ts';
import { staffToken } from '../../../test/staff.ts';
import { verifyEmail } from '../../../test/app.ts';
import {
  consentEvents,
  orderReturns,
  orders,
  privacyLog,
  refunds,
  reviewPhotos,
  reviews,
  users,
} from '../../db/schema/index.ts';

let t: TestApp;
let factory: CatalogueFactory;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  productId = (await smallCatalogue(factory)).products.crewTee.product_id;
}, 300_000);
afterAll(() => t.close());

const exportOf = (email: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/User/${encodeURIComponent(email)}/data-export`, headers });
const erase = (email: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'DELETE', url: `/api/User/${encodeURIComponent(email)}`, headers, payload });
const userOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.user_id, userId)))[0]!;
const logOf = (userId: number) => t.database.db.select().from(privacyLog).where(eq(privacyLog.user_id, userId));

describe('downloading my data (docs/product/privacy.md#downloading-your-data)', () => {
  let shopper: SeededShopper;
  beforeAll(async () => {
    shopper = await seedShopper(t, factory, productId);
    await giveCredit(t, shopper.userId, 12_500);
  }, 300_000);

  it('holds every section with what the account holds, as a file, and the processing log records it', async () => {
    const response = await exportOf(shopper.email, shopper.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    const { person } = shopper;
    expect(data.account).toMatchObject({
      email: person.email,
      first_name: person.first_name,
      last_name: person.last_name,
      phone: person.phone,
    });
    expect(data.addresses).toEqual([expect.objectContaining({ phone: person.addressPhone, city: homeAddress.city })]);
    expect(data.orders.map((order: { order_id: number }) => order.order_id)).toEqual([
      shopper.smallOrder,
      shopper.bigOrder,
    ]);
    const [small, big] = data.orders;
    expect(small).toMatchObject({
      total_amount: 500,
      status: 'Delivered',
      carrier: 'Delhivery',
      tracking_number: 'DL123',
    });
    expect(small.items).toEqual([
      expect.objectContaining({ product_name: 'Classic Crew Neck T-Shirt', price: 500, quantity: 1 }),
    ]);
    expect(small.returns).toEqual([expect.objectContaining({ status: 'Rejected', reason: 'Too small' })]);
    expect(small.shipping_address).toMatchObject({ first_name: person.first_name, phone: person.addressPhone });
    expect(big).toMatchObject({ total_amount: 60000, invoice_number: expect.any(String) });
    expect(data.reviews).toEqual([
      expect.objectContaining({ review_id: shopper.reviewId, title: 'Lovely fabric', rating: 5, photos: 1 }),
    ]);
    expect(data.wishlist).toEqual([expect.objectContaining({ product_id: productId })]);
    expect(data.consents.current).toEqual({ email: true, sms: false });
    expect(data.consents.history).toEqual([
      expect.objectContaining({ channel: 'email', granted: true, source: 'profile' }),
    ]);
    expect(data.grievances).toEqual([
      expect.objectContaining({
        reference: shopper.grievance,
        category: 'privacy',
        messages: [expect.objectContaining({ author: 'store', text: expect.stringContaining(person.last_name) })],
      }),
    ]);
    expect(data.store_credit).toEqual([expect.objectContaining({ amount: 125, kind: 'refund' })]);
    expect(await logOf(shopper.userId)).toEqual([expect.objectContaining({ action: 'export', source: 'shopper' })]);
  });

  it('is only for the token’s own email: another shopper, staff and the owner get 403', async () => {
    const other = await shopperWithAddress(t, 'other');
    expect((await exportOf(shopper.email, other.headers)).statusCode).toBe(403);
    const support = bearer(await staffToken(t, 'support'));
    expect((await exportOf(shopper.email, support)).statusCode).toBe(403);
    const supportEmail = (await t.app.inject({ method: 'GET', url: '/api/User/2fa/status', headers: support }))
      .statusCode;
    expect(supportEmail).not.toBe(500);
    const owner = bearer(await t.adminToken());
    expect((await exportOf('admin@test.local', owner)).statusCode).toBe(403);
    expect((await exportOf(shopper.email, owner)).statusCode).toBe(403);
    expect((await exportOf(shopper.email, {})).statusCode).toBe(401);
  });

  it('is rate limited: the sixth download in an hour is 429', async () => {
    const who = await shopperWithAddress(t, 'many');
    for (let index = 0; index < 5; index++) expect((await exportOf(who.email, who.headers)).statusCode).toBe(200);
    const sixth = await exportOf(who.email, who.headers);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RETRY_AFTER');
  });
});

describe('deleting my account (docs/product/privacy.md#deleting-the-account)', () => {
  it('erases every personal value everywhere but the invoice fields the law keeps, ends the sessions, frees the email', async () => {
    const shopper = await seedShopper(t, factory, productId);
    const { person } = shopper;
    const needles = [person.email, person.phone, person.addressPhone, person.first_name, person.last_name];
    // Before: the scan finds the shopper in many tables, the audit log and the outbox among them if they hold any.
    const before = await cellsHolding(t, needles);
    expect(new Set(before.map((cell) => cell.table))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    for (const table of [
      'users',
      'user_addresses',
      'orders',
      'notifications',
      'grievances',
      'grievance_messages',
      'rate_limits',
      'staff_invites',
      'auth_proofs',
    ]) {
      expect(
        before.map((cell) => cell.table),
        table,
      ).toContain(table);
    }
    // The audit log records the admin's moves on this shopper's order, return and grievance, and the invitation to
    // their email, without any of their values (docs/decisions/019-append-only-audit-log.md).
    expect(before.map((cell) => cell.table)).not.toContain('audit_log');
    const audited = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`);
    expect((audited as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(3);
    const consentsBefore = await t.database.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.user_id, shopper.userId));

    const wrong = await erase(person.email, shopper.headers, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect((await userOf(shopper.userId)).email).toBe(person.email);

    const erased = await erase(person.email, shopper.headers, { password: person.password });
    expect(erased.statusCode, erased.body).toBe(204);

    // What is left: only the ₹60,000 invoice's buyer name and address, without the phone.
    const after = await cellsHolding(t, needles);
    expect(after).toEqual([expect.objectContaining({ table: 'orders', column: 'shipping_address' })]);
    // The old token is refused at once, and nothing signs in any more.
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/User/${person.email}/username`,
      headers: shopper.headers,
    });
    expect(old.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/User',
      payload: { email: person.email, password: person.password },
    });
    expect(again.statusCode).toBe(401);

    const big = (await t.database.db.select().from(orders).where(eq(orders.order_id, shopper.bigOrder)))[0]!;
    expect(big.shipping_address).toMatchObject({
      first_name: person.first_name,
      last_name: person.last_name,
      city: 'Bengaluru',
    });
    expect(big.shipping_address).not.toHaveProperty('phone');
    expect(big.shipping_address).not.toHaveProperty('user_name');
    const small = (await t.database.db.select().from(orders).where(eq(orders.order_id, shopper.smallOrder)))[0]!;
    expect(small.invoice_number).not.toBeNull();
    expect(small.shipping_address).toEqual({ state: 'Karnataka', postal_code: '560001' });
    const lines = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM order_items WHERE order_id IN (${shopper.smallOrder}, ${shopper.bigOrder})`,
    );
    expect((lines as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);

    const account = await userOf(shopper.userId);
    expect(account).toMatchObject({
      email: `erased-${shopper.userId}@invalid`,
      first_name: 'Former shopper',
      last_name: null,
      phone: null,
      phone_claim: null,
      password_hash: null,
      role: 'customer',
    });
    expect(account.erased_at).not.toBeNull();
    // The review stays under "Former shopper", without its photo; the return keeps no reason; the consent is withdrawn.
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.review_id, shopper.reviewId));
    expect(review).toBeDefined();
    expect(await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.review_id, shopper.reviewId))).toEqual(
      [],
    );
    const listed = await t.app.inject({ method: 'GET', url: `/api/Product/${productId}/reviews` });
    expect(listed.json().items ?? listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ review_id: shopper.reviewId, author: 'Former shopper' })]),
    );
    const [ret] = await t.database.db.select().from(orderReturns).where(eq(orderReturns.order_id, shopper.smallOrder));
    expect(ret!.reason).toBe('[erased]');
    const consents = await t.database.db.select().from(consentEvents).where(eq(consentEvents.user_id, shopper.userId));
    expect(consents.slice(0, consentsBefore.length)).toEqual(consentsBefore);
    expect(consents.at(-1)).toMatchObject({ channel: 'email', granted: false, source: 'erasure' });
    expect(await logOf(shopper.userId)).toEqual([expect.objectContaining({ action: 'erasure', source: 'shopper' })]);

    // The email registers again, as a new account.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      payload: { first_name: 'New', email: person.email, password: 'another-pass-1', phone: '9000000001' },
    });
    expect(registered.statusCode).toBe(201);
    await verifyEmail(t.app, person.email, registered.json().dev_verification_code);
    const fresh = await signIn(t.app, person.email, 'another-pass-1');
    expect(fresh).toBeTruthy();
    const [newRow] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(newRow!.user_id).not.toBe(shopper.userId);
  });

  it('confirms by a one-time code to the account’s mobile instead of the password', async () => {
    const person = uniquePerson();
    const registered = await registerWithProvenPhone(t.app, person);
    await verifyEmail(t.app, person.email, registered.json().dev_verification_code);
    const headers = bearer(await signIn(t.app, person.email, person.password));
    const otherNumber = await provePhone(t.app, '9111111119');
    expect((await erase(person.email, headers, { proof: otherNumber })).statusCode).toBe(400);
    const proof = await provePhone(t.app, person.phone);
    const erased = await erase(person.email, headers, { proof });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
  });

  it('is only for the token’s own email, and never for the owner or staff (403)', async () => {
    const shopper = await shopperWithAddress(t, 'own');
    const other = await shopperWithAddress(t, 'notmine');
    expect((await erase(shopper.email, other.headers, { password: 'shopper-pass-1' })).statusCode).toBe(403);
    const owner = bearer(await t.adminToken());
    const ownerErase = await erase('admin@test.local', owner, { password: 'admin-password-1' });
    expect(ownerErase.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'admin@test.local'))).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/User/admin@test.local/erasure', headers: owner })).statusCode,
    ).toBe(403);
  });
});

describe('when deleting waits (docs/product/privacy.md#when-deleting-waits)', () => {
  const check = (who: { email: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url: `/api/User/${encodeURIComponent(who.email)}/erasure`, headers: who.headers });

  async function refusedFor(who: { email: string; headers: Record<string, string>; userId: number }, reason: string) {
    const checked = await check(who);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ erasable: false, has_password: true });
    expect(checked.json().reasons.map((r: { reason: string }) => r.reason)).toContain(reason);
    const refused = await erase(who.email, who.headers, { password: 'shopper-pass-1' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('ERASURE_REFUSED');
    expect(refused.json().details.reasons.map((r: { reason: string }) => r.reason)).toContain(reason);
    const row = await userOf(who.userId);
    expect(row.email).toBe(who.email);
    expect(row.erased_at).toBeNull();
    expect(await logOf(who.userId)).toEqual([]);
    // The session still works: nothing was changed.
    expect((await check(who)).statusCode).toBe(200);
  }

  const line = async () => {
    const made = await factory.variation(productId, { price: 500, stock: 5 });
    return { product_id: productId, productvariation_id: made.productvariation_id, quantity: 1 };
  };

  it('while an order is not delivered', async () => {
    const who = await shopperWithAddress(t, 'open');
    await paidOrder(t, who, [await line()], 500);
    await refusedFor(who, 'open_order');
  });

  it('while a delivered order is inside its return window', async () => {
    const who = await shopperWithAddress(t, 'window');
    const { orderid } = await paidOrder(t, who, [await line()], 500);
    await markDelivered(t, orderid, 2);
    await refusedFor(who, 'return_window');
  });

  it('while a return is in progress, and while a refund is on its way', async () => {
    const who = await shopperWithAddress(t, 'return');
    const { orderid } = await paidOrder(t, who, [await line()], 500);
    await markDelivered(t, orderid, 2);
    await t.database.db
      .insert(orderReturns)
      .values({ order_id: orderid, user_id: who.userId, kind: 'return', reason: 'Too big' });
    await refusedFor(who, 'return_in_progress');
    await t.database.db.update(orderReturns).set({ status: 'Rejected' }).where(eq(orderReturns.order_id, orderid));
    await markDelivered(t, orderid, 40);
    await t.database.db.insert(refunds).values({
      order_id: orderid,
      amount: 10_000,
      reason: 'Goodwill',
      method: 'sandbox',
      idempotency_key: `privacy-${orderid}`,
    });
    await refusedFor(who, 'refund_in_progress');
  });

  it('while store credit is unspent, offering it back', async () => {
    const who = await shopperWithAddress(t, 'credit');
    await giveCredit(t, who.userId, 50_000);
    await refusedFor(who, 'store_credit');
    const checked = await check(who);
    expect(checked.json().reasons[0].message).toContain('₹500');
    expect(checked.json().reasons[0].message).toContain('pay it back');
  });
});
