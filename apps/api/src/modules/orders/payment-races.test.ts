import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue, homeAddress as home } from '../../../test/factories.ts';
import { ownVariation } from '../../../test/variations.ts';
import { coupons, notifications, orders, payments, refunds, users } from '../../db/schema/index.ts';
import { paymentSignature } from '../payments/provider.ts';
import { recordPayment } from '../payments/record-payment.ts';
import { lockOrder, releaseExpiredOrders } from './service.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let people = 0;
/** The sandbox's key secret and webhook secret (docs/decisions/009-payments-verified.md). */
let secret: string;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  secret = createHmac('sha256', t.config.jwtSecret).update('payments-sandbox').digest('hex');
});
afterAll(() => t.close());

async function shopper() {
  const email = `racer${++people}@example.com`;
  const headers = bearer(await t.shopperToken(email));
  expect((await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: home })).statusCode).toBe(
    201,
  );
  const [user] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  return { email, headers, userId: user!.user_id, remoteAddress: `10.40.0.${people}` };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);

async function place(who: Shopper, items: object[], total: number, coupon_code?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items, ...(coupon_code ? { coupon_code } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orderId: string; orderid: number; amount: number };
}

/** What Razorpay Checkout hands the browser for a payment of the order, signed with the key secret. */
const signedPayment = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(secret, orderId, paymentId),
});

const verify = (who: Shopper, orderId: string, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: who.headers,
    payload: signedPayment(orderId, paymentId),
  });

const webhook = (order: { orderId: string; amount: number }, paymentId: string, eventId: string) => {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: order.orderId, amount: order.amount, currency: 'INR' } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
  });
};

const orderRow = async (orderId: number) =>
  (
    await t.database.db
      .select({ status: orders.status, stock_shortfall: orders.stock_shortfall })
      .from(orders)
      .where(eq(orders.order_id, orderId))
  )[0]!;

/** What a late payment leaves on its order: status, money, refunds and the messages queued. */
async function afterLatePayment(orderId: number) {
  const [order] = await t.database.db
    .select({ status: orders.status, payment_status: orders.payment_status, refunded: orders.refunded_amount })
    .from(orders)
    .where(eq(orders.order_id, orderId));
  const refunded = await t.database.db
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.order_id, orderId));
  const told = await t.database.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.order_id, orderId), eq(notifications.channel, 'email')));
  return { ...order, refunds: refunded, told: told.map((row) => row.kind) };
}

const cancel = (who: Shopper, orderId: number) =>
  t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/cancel`, headers: who.headers });

async function addCoupon(fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: bearer(await t.adminToken()),
    payload: { code: `LATE${++people}X${process.pid % 1000}`, type: 'flat', amount: 100, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { coupon_id: number; code: string };
}

const usedCount = async (couponId: number) =>
  (await t.database.db.select({ used: coupons.used_count }).from(coupons).where(eq(coupons.coupon_id, couponId)))[0]!
    .used;

const paymentsOf = async (orderId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.order_id, orderId))).length;

/** The sweep runs for this order now: its time is moved into the past, then released. */
async function sweep(orderId: number) {
  await t.database.db
    .update(orders)
    .set({ expires_at: sql`now() - interval '1 second'` })
    .where(eq(orders.order_id, orderId));
  return releaseExpiredOrders(t.database.db);
}

describe('a payment for an order the sweep or a cancel released (docs/product/checkout.md#unpaid-orders)', () => {
  it('verify after the sweep: the order is Paid and its stock is taken again', async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const order = await place(buyer, [own.line(2)], 1000);
    expect(await own.stock()).toBe(3);
    expect((await sweep(order.orderid)).productIds).toContain(catalogue.products.oxford.product_id);
    expect(await own.stock()).toBe(5);

    const response = await verify(buyer, order.orderId, 'pay_race_v1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Confirmed', orderid: order.orderid });
    expect(await orderRow(order.orderid)).toEqual({ status: 'Confirmed', stock_shortfall: false });
    expect(await own.stock()).toBe(3);
    expect(await paymentsOf(order.orderid)).toBe(1);
  });

  it('webhook after a cancel: the order stays Cancelled, the payment is refunded in full, the shopper is told', async () => {
    const buyer = await shopper();
    const own = await variation(4);
    const order = await place(buyer, [own.line(3)], 1500);
    expect((await cancel(buyer, order.orderid)).statusCode).toBe(200);
    expect(await own.stock()).toBe(4);

    expect((await webhook(order, 'pay_race_w1', 'evt_race_w1')).json()).toEqual({ status: 'refunded' });
    expect(await afterLatePayment(order.orderid)).toEqual({
      status: 'Cancelled',
      payment_status: 'Refunded',
      refunded: 150_000,
      refunds: [{ amount: 150_000, status: 'Processed' }],
      told: expect.arrayContaining(['late_payment_refunded']),
    });
    expect(await own.stock()).toBe(4);
    // The same payment again: nothing more taken, nothing more refunded.
    expect((await webhook(order, 'pay_race_w1', 'evt_race_w1b')).json()).toEqual({ status: 'already recorded' });
    expect((await afterLatePayment(order.orderid)).refunds).toHaveLength(1);
  });

  it("one unit: A cancels, B buys it, A's saved payment is refunded and A stays cancelled (never two sold)", async () => {
    const a = await shopper();
    const b = await shopper();
    const own = await variation(1);
    const orderA = await place(a, [own.line(1)], 500);
    expect((await cancel(a, orderA.orderid)).statusCode).toBe(200);
    expect(await own.stock()).toBe(1);
    const orderB = await place(b, [own.line(1)], 500);
    expect((await verify(b, orderB.orderId, 'pay_unit_b')).statusCode).toBe(200);

    const late = await verify(a, orderA.orderId, 'pay_unit_a');
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'PAYMENT_REFUNDED',
      message: `Order #${orderA.orderid} was cancelled before your payment arrived, so your payment of ₹500 is being refunded in full. It reaches your account in 5–7 working days.`,
    });
    expect(await afterLatePayment(orderA.orderid)).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded' });
    expect(await orderRow(orderB.orderid)).toEqual({ status: 'Confirmed', stock_shortfall: false });
    expect(await own.stock()).toBe(0);
    // Asked again, the browser gets the same answer.
    expect((await verify(a, orderA.orderId, 'pay_unit_a')).json().code).toBe('PAYMENT_REFUNDED');
  });

  it("a once-per-shopper coupon: A cancelled, B paid with it, A's late payment is refunded, one use counted", async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const coupon = await addCoupon({ per_user_uses: 1 });
    const orderA = await place(buyer, [own.line(2)], 900, coupon.code);
    expect((await cancel(buyer, orderA.orderid)).statusCode).toBe(200);
    expect(await usedCount(coupon.coupon_id)).toBe(0);
    const orderB = await place(buyer, [own.line(2)], 900, coupon.code);
    expect((await verify(buyer, orderB.orderId, 'pay_coupon_b')).statusCode).toBe(200);

    expect((await verify(buyer, orderA.orderId, 'pay_coupon_a')).statusCode).toBe(409);
    expect(await afterLatePayment(orderA.orderid)).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded' });
    expect(await usedCount(coupon.coupon_id)).toBe(1);
    expect(await own.stock()).toBe(3);
  });

  it('an expired order whose coupon was used up meanwhile is refunded, though its stock is there', async () => {
    const buyer = await shopper();
    const rival = await shopper();
    const own = await variation(5);
    const coupon = await addCoupon({ total_uses: 1 });
    const order = await place(buyer, [own.line(1)], 400, coupon.code);
    await sweep(order.orderid);
    expect(await usedCount(coupon.coupon_id)).toBe(0);
    const rivals = await place(rival, [own.line(1)], 400, coupon.code);
    expect((await verify(rival, rivals.orderId, 'pay_used_up_r')).statusCode).toBe(200);

    const late = await verify(buyer, order.orderId, 'pay_used_up');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('was not paid in time and its items or coupon are no longer available');
    expect(await afterLatePayment(order.orderid)).toMatchObject({ status: 'Expired', payment_status: 'Refunded' });
    expect(await usedCount(coupon.coupon_id)).toBe(1);
    expect(await own.stock()).toBe(4);
  });

  it('an expired order with its coupon use still there takes stock and the use again and is confirmed', async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const coupon = await addCoupon({ total_uses: 1, per_user_uses: 1 });
    const order = await place(buyer, [own.line(1)], 400, coupon.code);
    await sweep(order.orderid);
    expect((await verify(buyer, order.orderId, 'pay_coupon_back')).statusCode).toBe(200);
    expect(await orderRow(order.orderid)).toEqual({ status: 'Confirmed', stock_shortfall: false });
    expect(await usedCount(coupon.coupon_id)).toBe(1);
    expect(await own.stock()).toBe(4);
  });

  it('verify after the stock was sold to someone else: 409 PAYMENT_REFUNDED, the order stays Expired, stock never below 0', async () => {
    const buyer = await shopper();
    const rival = await shopper();
    const own = await variation(3);
    const linenId = catalogue.products.linen.product_id;
    const order = await place(buyer, [own.line(2), { product_id: linenId, quantity: 1 }], 1000 + 1999);
    await sweep(order.orderid);
    expect(await own.stock()).toBe(3);
    // The rival takes all of it in between.
    await place(rival, [own.line(3)], 1500);
    expect(await own.stock()).toBe(0);

    const response = await verify(buyer, order.orderId, 'pay_race_v2');
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('PAYMENT_REFUNDED');
    expect(await afterLatePayment(order.orderid)).toMatchObject({
      status: 'Expired',
      payment_status: 'Refunded',
      refunds: [{ amount: 299_900, status: 'Processed' }],
    });
    expect(await orderRow(order.orderid)).toEqual({ status: 'Expired', stock_shortfall: false });
    expect(await own.stock()).toBe(0);
    // The shopper's own list shows the order with its refund.
    const ownView = (await t.app.inject({ url: `/api/Order/${buyer.email}`, headers: buyer.headers })).json();
    expect(ownView[0]).toMatchObject({ order_id: order.orderid, status: 'Expired', payment_status: 'Refunded' });
  });

  it('webhook after part of the stock was sold: nothing is taken again, the payment is refunded', async () => {
    const buyer = await shopper();
    const rival = await shopper();
    const scarce = await variation(1);
    const plenty = await variation(5);
    const order = await place(buyer, [scarce.line(1), plenty.line(2)], 1500);
    await sweep(order.orderid);
    await place(rival, [scarce.line(1)], 500);

    expect((await webhook(order, 'pay_race_w2', 'evt_race_w2')).json()).toEqual({ status: 'refunded' });
    expect(await afterLatePayment(order.orderid)).toMatchObject({ status: 'Expired', payment_status: 'Refunded' });
    expect(await scarce.stock()).toBe(0);
    expect(await plenty.stock()).toBe(5);
    // A second delivery of the same payment changes nothing.
    expect((await webhook(order, 'pay_race_w2', 'evt_race_w3')).json()).toEqual({ status: 'already recorded' });
    expect(await plenty.stock()).toBe(5);
    expect(await paymentsOf(order.orderid)).toBe(1);
  });
});

/** Waits until another connection is blocked on a lock (PostgreSQL only). */
async function untilSomeoneWaitsForALock() {
  for (let tries = 0; tries < 500; tries++) {
    const result = (await t.database.db.execute(
      sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: Array<{ waiting: number }> };
    if (result.rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nobody waited for the lock');
}

// PGlite has a single connection, so nothing can interleave there; these hold a lock in one connection and act in
// another, in a fixed order.
describe.runIf(process.env.TEST_DB === 'postgres')('interleavings on PostgreSQL', () => {
  it('a verify arriving while the sweep is releasing the order waits for it, then takes the stock again', async () => {
    const buyer = await shopper();
    const own = await variation(4);
    const order = await place(buyer, [own.line(2)], 1000);
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(orders.order_id, order.orderid));

    let verifying: ReturnType<typeof verify> | undefined;
    await t.database.db.transaction(async (tx) => {
      // The sweep has claimed the order and given its stock back, not yet committed.
      expect((await releaseExpiredOrders(tx)).orders).toBe(1);
      verifying = verify(buyer, order.orderId, 'pay_lock_1');
      await untilSomeoneWaitsForALock();
    });
    const response = await verifying!;
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderRow(order.orderid)).toEqual({ status: 'Confirmed', stock_shortfall: false });
    expect(await own.stock()).toBe(2);
  });

  it('the sweep arriving while a payment is being recorded waits for it and then leaves the paid order alone', async () => {
    const buyer = await shopper();
    const own = await variation(4);
    const order = await place(buyer, [own.line(2)], 1000);
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(orders.order_id, order.orderid));

    let sweeping: ReturnType<typeof releaseExpiredOrders> | undefined;
    await t.database.db.transaction(async (tx) => {
      const recorded = await recordPayment(
        tx,
        (await lockOrder(tx, order.orderid))!,
        { ...signedPayment(order.orderId, 'pay_lock_2') },
        { links: { publicUrl: t.app.config.PUBLIC_URL } },
      );
      expect(recorded.changed).toBe(true);
      sweeping = releaseExpiredOrders(t.database.db);
      await untilSomeoneWaitsForALock();
    });
    expect((await sweeping!).orders).toBe(0);
    expect(await orderRow(order.orderid)).toEqual({ status: 'Confirmed', stock_shortfall: false });
    expect(await own.stock()).toBe(2);
  });

  it('a checkout waits for another checkout of the same shopper, then counts its order', async () => {
    const buyer = await shopper();
    const own = await variation(6);
    await place(buyer, [own.line(1)], 500);

    let checkingOut: Promise<{ statusCode: number; body: string }> | undefined;
    await t.database.db.transaction(async (tx) => {
      // Another checkout of this shopper holds the shopper's row and has created its order, not yet committed.
      await tx.execute(sql`SELECT 1 FROM users WHERE user_id = ${buyer.userId} FOR NO KEY UPDATE`);
      await tx.insert(orders).values({
        user_id: buyer.userId,
        status: 'New',
        total_amount: 50_000,
        provider: 'sandbox',
        receipt: `rcpt_lock_${buyer.userId}`,
        expires_at: sql`now() + interval '15 minutes'` as unknown as string,
      });
      checkingOut = t.app.inject({
        method: 'POST',
        url: '/api/payment/order',
        headers: buyer.headers,
        remoteAddress: buyer.remoteAddress,
        payload: { total_amount: 500, items: [own.line(1)] },
      });
      await untilSomeoneWaitsForALock();
    });
    const response = await checkingOut!;
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body).code).toBe('UNPAID_ORDERS_LIMIT');
    expect(await own.stock()).toBe(5);
  });
});
