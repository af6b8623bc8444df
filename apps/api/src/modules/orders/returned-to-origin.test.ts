import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { codShopper as codShopperOf, orderRow, paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { staffToken } from '../../../test/staff.ts';
import { ownVariation } from '../../../test/variations.ts';
import { auditLog, notifications, orderEvents, orders, refunds } from '../../db/schema/index.ts';

// Return to origin (docs/product/orders.md#returned-to-origin) and the COD_MAX_RTO rule of cash on delivery
// (docs/product/checkout.md#cash-on-delivery).
let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let owner: Record<string, string>;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ OTP_CODES_PER_IP_PER_HOUR: '1000' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  owner = bearer(await t.adminToken());
  fulfilment = bearer(await staffToken(t, 'fulfilment'));
});
afterAll(() => t.close());

/** A shopper who may pay cash on delivery: email verified, mobile proven, an address in Bengaluru. */
const codShopper = () => codShopperOf(t);
type Shopper = Awaited<ReturnType<typeof codShopper>>;

/** The email bodies of the order's returned-to-origin message. */
const rtoMessages = async (orderId: number) =>
  (
    await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.order_id, orderId),
          eq(notifications.kind, 'order_returned_to_origin'),
          eq(notifications.channel, 'email'),
        ),
      )
  ).map((row) => row.body);

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);

const checkout = (who: Shopper, items: object[], total: number, payment_method: 'cod' | 'razorpay' = 'cod') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items, payment_method },
  });

const move = (orderId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: owner, payload: body });

async function ship(orderId: number) {
  expect((await move(orderId, { status: 'Packed' })).statusCode).toBe(200);
  const shipped = await move(orderId, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL9' });
  expect(shipped.statusCode, shipped.body).toBe(200);
}

const returnToOrigin = (orderId: number, reason: string, headers = fulfilment) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/return-to-origin`,
    headers,
    payload: { reason },
  });

describe('returning a shipped order to origin', () => {
  it('a COD order: stock back, cash no longer due, credit note for its invoice, history and audit with the reason', async () => {
    const buyer = await codShopper();
    const own = await variation(5);
    const placed = (await checkout(buyer, [own.line(2)], 1000)).json();
    await ship(placed.orderid);
    expect(await own.stock()).toBe(3);
    expect((await orderRow(t, placed.orderid)).invoice_number).not.toBeNull();

    const returned = await returnToOrigin(placed.orderid, 'refused_at_door');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'ReturnedToOrigin', rto_reason: 'refused_at_door' });

    const row = await orderRow(t, placed.orderid);
    expect(row).toMatchObject({ status: 'ReturnedToOrigin', payment_status: 'Unpaid', rto_reason: 'refused_at_door' });
    expect(row.returned_to_origin_at).not.toBeNull();
    expect(row.credit_note_number).toMatch(/^CN/);
    expect(await own.stock()).toBe(5);
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.orderid}/credit-note`,
      headers: owner,
    });
    expect(note.statusCode, note.body).toBe(200);

    const history = await t.database.db
      .select({
        kind: orderEvents.kind,
        from: orderEvents.from_status,
        to: orderEvents.to_status,
        note: orderEvents.note,
      })
      .from(orderEvents)
      .where(eq(orderEvents.order_id, placed.orderid))
      .orderBy(asc(orderEvents.event_id));
    expect(history).toContainEqual({
      kind: 'status',
      from: 'Shipped',
      to: 'ReturnedToOrigin',
      note: 'Returned to seller: Refused at door',
    });
    expect(history).toContainEqual(expect.objectContaining({ kind: 'payment', from: 'CashDue', to: 'Unpaid' }));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.return_to_origin'), eq(auditLog.entity_id, String(placed.orderid))));
    expect(audit?.changes).toMatchObject({
      status: { before: 'Shipped', after: 'ReturnedToOrigin' },
      rto_reason: { before: null, after: 'refused_at_door' },
    });

    // The shopper's page reads the reason.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${placed.orderid}/detail`,
      headers: buyer.headers,
    });
    expect(detail.json()).toMatchObject({ status: 'ReturnedToOrigin', rto_reason: 'refused_at_door' });
    // It was shipped, so it stays in the shopper's list though nothing was paid.
    const mine = await t.app.inject({ method: 'GET', url: `/api/Order/${buyer.email}`, headers: buyer.headers });
    expect(mine.json()).toEqual([
      expect.objectContaining({ order_id: placed.orderid, status: 'ReturnedToOrigin', rto_reason: 'refused_at_door' }),
    ]);
    // The shopper is told, and that nothing is due (docs/product/orders.md#notifications).
    expect(await rtoMessages(placed.orderid)).toEqual([
      expect.stringContaining('Nothing was paid, so nothing is due and nothing needs refunding.'),
    ]);
  });

  it('a paid order is refunded in full as a cancelled paid order is', async () => {
    const buyer = await shopperWithAddress(t, 'rtopaid');
    const own = await variation(3);
    const paid = await paidOrder(t, buyer, [own.line(1)], 500);
    await ship(paid.orderid);
    const returned = await returnToOrigin(paid.orderid, 'not_reachable');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await own.stock()).toBe(3);
    const row = await orderRow(t, paid.orderid);
    expect(row).toMatchObject({ status: 'ReturnedToOrigin', payment_status: 'Refunded', refunded_amount: 50_000 });
    const made = await t.database.db.select().from(refunds).where(eq(refunds.order_id, paid.orderid));
    expect(made).toEqual([expect.objectContaining({ amount: 50_000, status: 'Processed' })]);
    expect(made[0]!.credit_note_number).toMatch(/^CN/);
    expect(await rtoMessages(paid.orderid)).toEqual([
      expect.stringContaining('What you paid will be refunded to the way you paid.'),
    ]);
  });

  it('only from Shipped (409 otherwise, nothing changed), only with a known reason, and only with orders.fulfil', async () => {
    const buyer = await codShopper();
    const own = await variation(4);
    const placed = (await checkout(buyer, [own.line(1)], 500)).json();
    const early = await returnToOrigin(placed.orderid, 'address_wrong');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ORDER_TRANSITION_REFUSED');
    expect((await orderRow(t, placed.orderid)).status).toBe('Confirmed');
    expect(await own.stock()).toBe(3);

    await ship(placed.orderid);
    expect((await returnToOrigin(placed.orderid, 'lost')).statusCode).toBe(400);
    const catalogueStaff = bearer(await staffToken(t, 'catalogue'));
    expect((await returnToOrigin(placed.orderid, 'address_wrong', catalogueStaff)).statusCode).toBe(403);
    expect((await orderRow(t, placed.orderid)).status).toBe('Shipped');
    expect(await own.stock()).toBe(3);

    expect((await returnToOrigin(placed.orderid, 'address_wrong')).statusCode).toBe(200);
    const again = await returnToOrigin(placed.orderid, 'address_wrong');
    expect(again.statusCode).toBe(409);
    expect(await own.stock()).toBe(4);
  });
});

describe('COD_MAX_RTO (2): cash on delivery switched off after returned orders', () => {
  /** Marks one of the shopper's orders returned to origin `daysAgo` days ago, as the admin's action leaves it. */
  async function returnedOrder(who: Shopper, daysAgo: number) {
    const own = await variation(2);
    const placed = (await checkout(who, [own.line(1)], 500)).json();
    await t.database.db
      .update(orders)
      .set({
        status: 'ReturnedToOrigin',
        payment_status: 'Unpaid',
        rto_reason: 'refused_at_door',
        returned_to_origin_at: sql`now() - make_interval(days => ${daysAgo})`,
      })
      .where(eq(orders.order_id, placed.orderid));
  }

  it('refuses COD with 403 after 2 in 180 days, says so before PLACE ORDER, and still takes online payment', async () => {
    const buyer = await codShopper();
    await returnedOrder(buyer, 10);
    await returnedOrder(buyer, 170);
    const own = await variation(3);
    const refused = await checkout(buyer, [own.line(1)], 500);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'COD_NOT_ALLOWED',
      message:
        'Cash on Delivery is not available for your account because 2 recent orders were returned undelivered. Please pay online.',
      details: { rule: 'rto' },
    });
    expect(await own.stock()).toBe(3);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/payment/options?total_amount=500',
      headers: buyer.headers,
    });
    expect(options.json().cod).toMatchObject({ allowed: false, rule: 'rto' });
    const online = await checkout(buyer, [own.line(1)], 500, 'razorpay');
    expect(online.statusCode, online.body).toBe(200);
  });

  it('does not count a return older than 180 days', async () => {
    const buyer = await codShopper();
    await returnedOrder(buyer, 10);
    await returnedOrder(buyer, 181);
    const own = await variation(3);
    const allowed = await checkout(buyer, [own.line(1)], 500);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await orderRow(t, allowed.json().orderid)).status).toBe('Confirmed');
  });
});
