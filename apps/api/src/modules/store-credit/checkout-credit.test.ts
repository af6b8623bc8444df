import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { codShopper, orderRow, placeOrder, shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { checkoutWithCredit, giveCredit, ledgerOf, ledgerSum, rowsFor } from '../../../test/store-credit.ts';
import { ownVariation } from '../../../test/variations.ts';
import { payments } from '../../db/schema/index.ts';

// Paying with store credit at checkout (docs/product/checkout.md#store-credit): the server takes min(balance,
// total) in the order's transaction; the rest is paid online or in cash; credit that covers all confirms at once.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

beforeAll(async () => {
  // COD_MAX_AMOUNT ₹300: a ₹500 order is over it unless credit brings the cash due under it.
  t = await buildTestApp({ COD_MAX_AMOUNT: '300' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

/** Pays the rest with the sandbox's test card, as the Payment page does. */
async function payRest(who: TestShopper, providerOrderId: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: who.headers,
    payload: { orderId: providerOrderId, card_number: '4111111111111111' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return t.app.inject({ method: 'POST', url: '/api/payment/verify', headers: who.headers, payload: paid.json() });
}

describe('POST /payment/order with use_store_credit', () => {
  it('credit covering the order: store_credit, no payment order, confirmed and paid at once, one debit row', async () => {
    const buyer = await shopperWithAddress(t);
    await giveCredit(t, buyer.userId, 80_000);
    const own = await variation(5);
    const response = await checkoutWithCredit(t, buyer, [own.line(1)], 500);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ orderId: '', amount: 0, store_credit_used: 500, payment_method: 'store_credit' });
    expect(await own.stock()).toBe(4);
    const order = await orderRow(t, reply.orderid);
    expect(order).toMatchObject({
      status: 'Confirmed',
      payment_status: 'Paid',
      payment_method: 'store_credit',
      store_credit_paise: 50_000,
      total_amount: 50_000,
      razorpay_order_id: null,
    });
    expect(order.invoice_number).toMatch(/^INV/);
    const debits = await rowsFor(t, buyer.userId, reply.orderid, 'order_payment');
    expect(debits.map((row) => row.amount)).toEqual([-50_000]);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);

    const detail = (await get(`/api/Order/${reply.orderid}/detail`, buyer.headers)).json();
    expect(detail).toMatchObject({
      total_amount: 500,
      store_credit_used: 500,
      paid_amount: 0,
      payment_method: 'store_credit',
      status: 'Confirmed',
    });
    const invoice = (await get(`/api/Order/${reply.orderid}/invoice`, buyer.headers)).json() as TaxDocument;
    expect(invoice.totals.total).toBe(500);
    expect(invoice.payments).toEqual([{ method: 'store_credit', label: 'Paid by store credit', amount: 500 }]);
  });

  it('credit short of the total: the payment order is for the rest, paid as usual; the invoice keeps its value', async () => {
    const buyer = await shopperWithAddress(t);
    await giveCredit(t, buyer.userId, 30_000);
    const own = await variation(5);
    const response = await checkoutWithCredit(t, buyer, [own.line(1)], 500);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ amount: 20_000, store_credit_used: 300, payment_method: 'razorpay' });
    expect(reply.orderId).toMatch(/^order_/);
    expect(await orderRow(t, reply.orderid)).toMatchObject({ status: 'New', store_credit_paise: 30_000 });
    expect(await ledgerSum(t, buyer.userId)).toBe(0);

    const verified = await payRest(buyer, reply.orderId);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await orderRow(t, reply.orderid)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.order_id, reply.orderid));
    expect(payment!.payment_amount).toBe(20_000);

    // The same bag without credit: the invoice's taxable value and tax are the same; credit is only how it was paid.
    const other = await shopperWithAddress(t);
    const plain = await placeOrder(t, other, [own.line(1)], 500);
    expect((await payRest(other, plain.orderId)).statusCode).toBe(200);
    const withCredit = (await get(`/api/Order/${reply.orderid}/invoice`, buyer.headers)).json() as TaxDocument;
    const without = (await get(`/api/Order/${plain.orderid}/invoice`, other.headers)).json() as TaxDocument;
    expect(withCredit.totals).toEqual(without.totals);
    expect(withCredit.totals.total).toBe(500);
    expect(withCredit.lines.map((line) => line.taxable_value)).toEqual(without.lines.map((line) => line.taxable_value));
    expect(withCredit.payments).toEqual([
      { method: 'store_credit', label: 'Paid by store credit', amount: 300 },
      { method: 'online', label: 'Paid online', amount: 200 },
    ]);
    expect(without.payments).toBeUndefined();
    const detail = (await get(`/api/Order/${reply.orderid}/detail`, buyer.headers)).json();
    expect(detail).toMatchObject({ total_amount: 500, store_credit_used: 300, paid_amount: 200 });
  });

  it('a rest under ₹1 is not left to the card: the credit leaves exactly ₹1 to pay', async () => {
    const buyer = await shopperWithAddress(t);
    await giveCredit(t, buyer.userId, 49_950);
    const own = await variation(5);
    const response = await checkoutWithCredit(t, buyer, [own.line(1)], 500);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 100, store_credit_used: 499 });
    expect(await ledgerSum(t, buyer.userId)).toBe(50);
  });

  it('use_store_credit with no balance takes nothing and places the order as usual', async () => {
    const buyer = await shopperWithAddress(t);
    const own = await variation(5);
    const response = await checkoutWithCredit(t, buyer, [own.line(1)], 500);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 50_000, payment_method: 'razorpay' });
    expect(response.json().store_credit_used).toBeUndefined();
    expect(await orderRow(t, response.json().orderid)).toMatchObject({ store_credit_paise: 0, status: 'New' });
    expect(await ledgerOf(t, buyer.userId)).toEqual([]);
  });

  it('without use_store_credit the balance is left alone', async () => {
    const buyer = await shopperWithAddress(t);
    await giveCredit(t, buyer.userId, 80_000);
    const own = await variation(5);
    const placed = await placeOrder(t, buyer, [own.line(1)], 500);
    expect(placed.amount).toBe(50_000);
    expect(await ledgerSum(t, buyer.userId)).toBe(80_000);
  });

  it('two orders racing for one balance: exactly the balance is spent, the ledger never goes below zero', async () => {
    const buyer = await shopperWithAddress(t);
    await giveCredit(t, buyer.userId, 70_000);
    const [a, b] = [await variation(5), await variation(5)];
    const replies = await Promise.all([
      checkoutWithCredit(t, buyer, [a.line(1)], 500),
      checkoutWithCredit(t, buyer, [b.line(1)], 500),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const used = replies.map((reply) => reply.json().store_credit_used as number).sort((x, y) => x - y);
    expect(used).toEqual([200, 500]);
    const debits = (await ledgerOf(t, buyer.userId)).filter((row) => row.kind === 'order_payment');
    expect(debits.map((row) => row.amount).sort((x, y) => x - y)).toEqual([-50_000, -20_000]);
    expect(await ledgerSum(t, buyer.userId)).toBe(0);
    const stored = await Promise.all(replies.map((reply) => orderRow(t, reply.json().orderid)));
    expect(stored.map((order) => order.store_credit_paise).sort((x, y) => x - y)).toEqual([20_000, 50_000]);
  });

  it('cash on delivery for the rest: COD_MAX_AMOUNT applies to the cash due; a cancel gives the credit back', async () => {
    const buyer = await codShopper(t);
    const own = await variation(5);
    const refused = await checkoutWithCredit(t, buyer, [own.line(1)], 500, { payment_method: 'cod' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'COD_NOT_ALLOWED' });
    expect(await own.stock()).toBe(5);

    await giveCredit(t, buyer.userId, 30_000);
    const response = await checkoutWithCredit(t, buyer, [own.line(1)], 500, { payment_method: 'cod' });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ orderId: '', amount: 20_000, store_credit_used: 300, payment_method: 'cod' });
    expect(await orderRow(t, reply.orderid)).toMatchObject({
      status: 'Confirmed',
      payment_status: 'CashDue',
      store_credit_paise: 30_000,
    });
    expect(await ledgerSum(t, buyer.userId)).toBe(0);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${reply.orderid}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const back = await rowsFor(t, buyer.userId, reply.orderid, 'order_payment_returned');
    expect(back.map((row) => row.amount)).toEqual([30_000]);
    expect(await ledgerSum(t, buyer.userId)).toBe(30_000);
  });
});
