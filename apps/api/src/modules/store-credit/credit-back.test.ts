import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { orderRow, paidOrder, payOrder, shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { postRefund } from '../../../test/refunds.ts';
import { checkoutWithCredit, giveCredit, ledgerSum, rowsFor } from '../../../test/store-credit.ts';
import { ownVariation } from '../../../test/variations.ts';
import { notifications, orders, refunds } from '../../db/schema/index.ts';
import { releaseExpiredOrders } from '../orders/service.ts';

// Credit back first (docs/product/checkout.md#store-credit): cancelling, the unpaid-order sweep and refunds give the
// store credit an order took back to the ledger (with the expiries it had) before any money, and never twice.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

const cancel = (headers: Record<string, string>, orderId: number) =>
  t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/cancel`, headers });
const adminCancel = (orderId: number, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: admin,
    payload: { status: 'Cancelled', ...extra },
  });
const refundsOf = (orderId: number) => t.database.db.select().from(refunds).where(eq(refunds.order_id, orderId));

/** A shopper with `credit` paise of store credit who places a ₹500 order with it. */
async function orderWithCredit(credit: number) {
  const buyer = await shopperWithAddress(t);
  await giveCredit(t, buyer.userId, credit);
  const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
  const response = await checkoutWithCredit(t, buyer, [own.line(1)], 500);
  expect(response.statusCode, response.body).toBe(200);
  return { buyer, own, placed: response.json() as { orderid: number; orderId: string; amount: number } };
}

/** Pays the rest of a partly credit-paid order with the sandbox's test card. */
async function payRest(who: TestShopper, providerOrderId: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: who.headers,
    payload: { orderId: providerOrderId, card_number: '4111111111111111' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: who.headers,
    payload: paid.json(),
  });
  expect(verified.statusCode, verified.body).toBe(200);
}

const pastItsTime = (orderId: number) =>
  t.database.db
    .update(orders)
    .set({ expires_at: sql`now() - interval '1 second'` })
    .where(eq(orders.order_id, orderId));

describe('an unpaid order partly paid with credit', () => {
  it('cancelled by the shopper gives the credit back once: a second cancel and the sweep add nothing', async () => {
    const { buyer, own, placed } = await orderWithCredit(30_000);
    expect(await ledgerSum(t, buyer.userId)).toBe(0);
    const response = await cancel(buyer.headers, placed.orderid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toBeUndefined();
    const back = await rowsFor(t, buyer.userId, placed.orderid, 'order_payment_returned');
    expect(back.map((row) => [row.amount, row.refund_id])).toEqual([[30_000, null]]);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
    expect(await own.stock()).toBe(5);

    expect((await cancel(buyer.headers, placed.orderid)).statusCode).toBe(409);
    await pastItsTime(placed.orderid);
    await releaseExpiredOrders(t.database.db);
    expect(await rowsFor(t, buyer.userId, placed.orderid, 'order_payment_returned')).toHaveLength(1);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
    expect(await refundsOf(placed.orderid)).toEqual([]);
  });

  it('released by the sweep gives the credit back once; a late card payment is refunded for the card part only', async () => {
    const { buyer, own, placed } = await orderWithCredit(30_000);
    await pastItsTime(placed.orderid);
    expect((await releaseExpiredOrders(t.database.db)).orders).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, placed.orderid)).toMatchObject({ status: 'Expired' });
    expect(await own.stock()).toBe(5);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
    await releaseExpiredOrders(t.database.db);
    expect(await rowsFor(t, buyer.userId, placed.orderid, 'order_payment_returned')).toHaveLength(1);

    // The card pays the ₹200 after all: the credit already went back, so the order is not revived and the ₹200
    // (never the ₹500) goes back to the card.
    const late = await payOrder(t, buyer, placed.orderId);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
    expect(late.json().message).toContain('₹200');
    const [refund] = await refundsOf(placed.orderid);
    expect(refund).toMatchObject({ amount: 20_000, store_credit_paise: 0, status: 'Processed' });
    expect(await rowsFor(t, buyer.userId, placed.orderid, 'order_payment_returned')).toHaveLength(1);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
  });
});

describe('a paid order with credit', () => {
  it('paid wholly by credit and cancelled by the shopper: refunded to the ledger, no provider, once', async () => {
    const { buyer, placed } = await orderWithCredit(80_000);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
    const response = await cancel(buyer.headers, placed.orderid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toMatchObject({ amount: 500, status: 'Processed' });
    const [refund] = await refundsOf(placed.orderid);
    expect(refund).toMatchObject({
      amount: 50_000,
      store_credit_paise: 50_000,
      method: 'store_credit',
      provider_refund_id: null,
    });
    const back = await rowsFor(t, buyer.userId, placed.orderid, 'order_payment_returned');
    expect(back.map((row) => [row.amount, row.refund_id])).toEqual([[50_000, refund!.refund_id]]);
    expect(await rowsFor(t, buyer.userId, placed.orderid, 'refund')).toEqual([]);
    expect(await ledgerSum(t, buyer.userId)).toBe(80_000);
    expect(await orderRow(t, placed.orderid)).toMatchObject({ payment_status: 'Refunded', refunded_amount: 50_000 });

    expect((await cancel(buyer.headers, placed.orderid)).statusCode).toBe(409);
    expect(await refundsOf(placed.orderid)).toHaveLength(1);
    expect(await ledgerSum(t, buyer.userId)).toBe(80_000);
  });

  it('partly paid and cancelled by the admin: the credit back to the ledger, only the card part to the card', async () => {
    const { buyer, placed } = await orderWithCredit(30_000);
    await payRest(buyer, placed.orderId);
    const response = await adminCancel(placed.orderid);
    expect(response.statusCode, response.body).toBe(200);
    const [refund] = await refundsOf(placed.orderid);
    expect(refund).toMatchObject({
      amount: 50_000,
      store_credit_paise: 30_000,
      method: 'sandbox',
      status: 'Processed',
    });
    const back = await rowsFor(t, buyer.userId, placed.orderid, 'order_payment_returned');
    expect(back.map((row) => row.amount)).toEqual([30_000]);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
    const detail = (await t.app.inject({ url: `/api/Order/${placed.orderid}/detail`, headers: buyer.headers })).json();
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: 500, store_credit_amount: 300 })]);
    // The message says where each part went (docs/product/orders.md#refunds).
    const [message] = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.order_id, placed.orderid), eq(notifications.kind, 'refund_processed')));
    expect(message!.body).toContain(
      `We have refunded ₹500 for your order #${placed.orderid}: ₹300 to your store credit (see it under Profile → Store Credit) and ₹200 the way you paid`,
    );
  });

  it("the admin's partial refunds take the credit first, then the card, and never more than was paid", async () => {
    const { buyer, placed } = await orderWithCredit(30_000);
    await payRest(buyer, placed.orderId);
    const first = await postRefund(t, placed.orderid, { amount: 400, reason: 'Damaged' }, admin);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amount: 400, store_credit_amount: 300, method: 'sandbox' });
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
    const second = await postRefund(t, placed.orderid, { amount: 100, reason: 'Damaged' }, admin);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ amount: 100, store_credit_amount: 0, method: 'sandbox' });
    const third = await postRefund(t, placed.orderid, { amount: 1, reason: 'Damaged' }, admin);
    expect(third.statusCode, third.body).toBe(409);
    expect(await rowsFor(t, buyer.userId, placed.orderid, 'order_payment_returned')).toHaveLength(1);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
    expect(await orderRow(t, placed.orderid)).toMatchObject({ payment_status: 'Refunded', refunded_amount: 50_000 });
  });
});

describe('a paid order cancelled into store credit (docs/product/orders.md#cancelling-a-paid-order)', () => {
  /** A shopper with no credit who pays a ₹500 order by card. */
  async function cardOrder() {
    const buyer = await shopperWithAddress(t);
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 5);
    const placed = await paidOrder(t, buyer, [own.line(1)], 500);
    expect(await orderRow(t, placed.orderid)).toMatchObject({ payment_status: 'Paid' });
    return { buyer, own, placed };
  }

  /** The refund went into the ledger at once as refunded credit (never expiring), and nothing to the card. */
  async function expectRefundedToCredit(userId: number, orderId: number) {
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({
      amount: 50_000,
      method: 'store_credit',
      status: 'Processed',
      provider_refund_id: null,
    });
    const credited = await rowsFor(t, userId, orderId, 'refund');
    expect(credited.map((row) => [row.amount, row.refund_id, row.expires_at])).toEqual([
      [50_000, refund!.refund_id, null],
    ]);
    expect(await ledgerSum(t, userId)).toBe(50_000);
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      refunded_amount: 50_000,
    });
  }

  it('by the shopper who asks for it: credited at once, the stock back, and a second cancel changes nothing', async () => {
    const { buyer, own, placed } = await cardOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${placed.orderid}/cancel`,
      headers: buyer.headers,
      payload: { refund_destination: { store_credit: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toMatchObject({ amount: 500, status: 'Processed', method: 'store_credit' });
    await expectRefundedToCredit(buyer.userId, placed.orderid);
    expect(await own.stock()).toBe(5);
    expect((await cancel(buyer.headers, placed.orderid)).statusCode).toBe(409);
    expect(await refundsOf(placed.orderid)).toHaveLength(1);
    expect(await ledgerSum(t, buyer.userId)).toBe(50_000);
  });

  it('by the shopper who does not ask: back to the card, no credit', async () => {
    const { buyer, placed } = await cardOrder();
    const response = await cancel(buyer.headers, placed.orderid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toMatchObject({ amount: 500, method: 'sandbox' });
    expect(await ledgerSum(t, buyer.userId)).toBe(0);
  });

  it('by the admin with to_store_credit: credited at once, as the shopper would be', async () => {
    const { buyer, placed } = await cardOrder();
    const response = await adminCancel(placed.orderid, { to_store_credit: true });
    expect(response.statusCode, response.body).toBe(200);
    await expectRefundedToCredit(buyer.userId, placed.orderid);
  });

  it('refuses a destination other than store credit, and cancels nothing', async () => {
    const { buyer, placed } = await cardOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${placed.orderid}/cancel`,
      headers: buyer.headers,
      payload: { refund_destination: { store_credit: false } },
    });
    expect(response.statusCode).toBe(400);
    expect(await orderRow(t, placed.orderid)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' });
    expect(await refundsOf(placed.orderid)).toEqual([]);
  });
});
