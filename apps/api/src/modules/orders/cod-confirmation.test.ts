import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { codShopper as codShopperOf, orderRow } from '../../../test/orders.ts';
import { ownVariation } from '../../../test/variations.ts';
import { notifications, orderEvents, orders, otpCodes } from '../../db/schema/index.ts';
import { releaseExpiredOrders } from './service.ts';

// Confirming a first cash-on-delivery order by a code (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order),
// with COD_CONFIRM_ABOVE at ₹1,200 so that three ₹500 items (₹1,500) need the code and two (₹1,000) do not.
let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

beforeAll(async () => {
  t = await buildTestApp({ COD_CONFIRM_ABOVE: '1200', COD_CONFIRM_HOURS: '24', OTP_CODES_PER_IP_PER_HOUR: '1000' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

/** A shopper who may pay cash on delivery; requests without `remoteAddress` come from this machine, so codes are answered. */
const codShopper = () => codShopperOf(t);
type Shopper = Awaited<ReturnType<typeof codShopper>>;

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);

const checkout = (who: Shopper, items: object[], total: number, payment_method: 'cod' | 'razorpay' = 'cod') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: '127.0.0.1',
    payload: { total_amount: total, items, payment_method },
  });

const sendCode = (who: Shopper, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cod-confirmation/code`,
    headers: who.headers,
    remoteAddress: '127.0.0.1',
  });

const confirm = (who: Shopper, orderId: number, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cod-confirmation`,
    headers: who.headers,
    remoteAddress: '127.0.0.1',
    payload: { code },
  });

/** A first COD order of three ₹500 items: above the threshold, so it waits for its code. */
async function waitingOrder(who: Shopper, stock = 5) {
  const own = await variation(stock);
  const placed = await checkout(who, [own.line(3)], 1500);
  expect(placed.statusCode, placed.body).toBe(200);
  return { own, orderid: placed.json().orderid as number, reply: placed.json() };
}

describe('a first cash-on-delivery order above COD_CONFIRM_ABOVE', () => {
  it('waits New with the cash due until placed + COD_CONFIRM_HOURS, stock held, no order_placed message yet', async () => {
    const buyer = await codShopper();
    const { own, orderid, reply } = await waitingOrder(buyer);
    expect(reply).toMatchObject({ payment_method: 'cod', confirmation_required: true, orderId: '' });
    const row = await orderRow(t, orderid);
    expect(row).toMatchObject({ status: 'New', payment_status: 'CashDue', payment_method: 'cod' });
    const hours = (new Date(row.expires_at).getTime() - new Date(row.order_date).getTime()) / 3_600_000;
    expect(hours).toBe(24);
    expect(new Date(reply.expires_at).getTime()).toBe(new Date(row.expires_at).getTime());
    expect(await own.stock()).toBe(2);
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.order_id, orderid));
    expect(queued.map((message) => message.kind)).not.toContain('order_placed');
  });

  it('is confirmed by the code sent to the mobile; a wrong code is refused and changes nothing', async () => {
    const buyer = await codShopper();
    const { own, orderid } = await waitingOrder(buyer);
    const sent = await sendCode(buyer, orderid);
    expect(sent.statusCode, sent.body).toBe(200);
    const { dev_code, phone } = sent.json();
    expect(phone).toBe(`+91 ${buyer.phone.slice(0, 2)}xxxxx${buyer.phone.slice(-2)}`);
    expect(dev_code).toMatch(/^\d{6}$/);

    const wrong = await confirm(buyer, orderid, dev_code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP. Please try again.');
    expect((await orderRow(t, orderid)).status).toBe('New');

    const confirmed = await confirm(buyer, orderid, dev_code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ orderid, status: 'Confirmed' });
    expect(await orderRow(t, orderid)).toMatchObject({ status: 'Confirmed', payment_status: 'CashDue' });
    expect(await own.stock()).toBe(2);
    const events = await t.database.db
      .select({ kind: orderEvents.kind, from: orderEvents.from_status, to: orderEvents.to_status })
      .from(orderEvents)
      .where(eq(orderEvents.order_id, orderid))
      .orderBy(asc(orderEvents.event_id));
    expect(events).toEqual([
      { kind: 'payment', from: 'Unpaid', to: 'CashDue' },
      { kind: 'status', from: 'New', to: 'Confirmed' },
    ]);
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.order_id, orderid));
    expect(queued.map((message) => message.kind)).toContain('order_placed');
    // The code is used up, and the order no longer waits for one.
    expect((await confirm(buyer, orderid, dev_code)).statusCode).toBe(409);
  });

  it("answers 404 for another shopper's order, sending no code and confirming nothing", async () => {
    const buyer = await codShopper();
    const other = await codShopper();
    const { orderid } = await waitingOrder(buyer);
    expect((await sendCode(other, orderid)).statusCode).toBe(404);
    const otherSent = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, buyer.phone));
    expect(otherSent).toEqual([]);
    // Even with the owner's real code, another shopper cannot confirm it.
    const { dev_code } = (await sendCode(buyer, orderid)).json();
    expect((await confirm(other, orderid, dev_code)).statusCode).toBe(404);
    expect((await orderRow(t, orderid)).status).toBe('New');
  });

  it('is expired by the unpaid-order sweep past its time: stock back, nothing due, and then 409', async () => {
    const buyer = await codShopper();
    const { own, orderid } = await waitingOrder(buyer);
    const { dev_code } = (await sendCode(buyer, orderid)).json();
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(orders.order_id, orderid));
    const late = await confirm(buyer, orderid, dev_code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Order #${orderid} was not confirmed in time and its items went back to stock. Please place the order again.`,
    );
    const swept = await releaseExpiredOrders(t.database.db);
    expect(swept.orders).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, orderid)).toMatchObject({ status: 'Expired', payment_status: 'Unpaid' });
    expect(await own.stock()).toBe(5);
    expect((await confirm(buyer, orderid, dev_code)).statusCode).toBe(409);
  });

  it('counts toward COD_MAX_OPEN_ORDERS (2), not toward the 2 orders waiting for payment', async () => {
    const buyer = await codShopper();
    await waitingOrder(buyer);
    await waitingOrder(buyer);
    const own = await variation(5);
    const third = await checkout(buyer, [own.line(1)], 500);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('COD_OPEN_ORDERS_LIMIT');
    // Two online orders may still wait for payment beside them.
    expect((await checkout(buyer, [own.line(1)], 500, 'razorpay')).statusCode).toBe(200);
    expect((await checkout(buyer, [own.line(1)], 500, 'razorpay')).statusCode).toBe(200);
    expect(await own.stock()).toBe(3);
  });

  it('is not asked of an account with a delivered cash-on-delivery order, nor at or under the threshold', async () => {
    const buyer = await codShopper();
    const own = await variation(10);
    const small = await checkout(buyer, [own.line(2)], 1000);
    expect(small.json().confirmation_required).toBeUndefined();
    expect((await orderRow(t, small.json().orderid)).status).toBe('Confirmed');
    await t.database.db
      .update(orders)
      .set({ status: 'Delivered', delivered_at: sql`now()` })
      .where(eq(orders.order_id, small.json().orderid));
    const second = await checkout(buyer, [own.line(3)], 1500);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().confirmation_required).toBeUndefined();
    expect((await orderRow(t, second.json().orderid)).status).toBe('Confirmed');
  });
});
