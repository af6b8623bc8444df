import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadProportionally } from '@store/shared/gst';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { codShopper, orderRow, type TestShopper } from '../../../test/orders.ts';
import { postRefund } from '../../../test/refunds.ts';
import { checkoutWithCredit, giveCredit, ledgerSum } from '../../../test/store-credit.ts';
import { ownVariation } from '../../../test/variations.ts';
import { orderItems, orders, productVariations } from '../../db/schema/index.ts';

// The cash-on-delivery fee (docs/product/checkout.md#cod-fee): COD_FEE ₹49 and COD_MAX_AMOUNT ₹1,049, so two ₹500
// items paid in cash (₹1,049 with the fee) are just within the limit and two ₹501 items (₹1,051) just over it.
let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ COD_FEE: '49', COD_MAX_AMOUNT: '1049' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);
/** A variation of its own at `price` rupees. */
async function pricedVariation(price: number, stock = 10) {
  const made = await factory.variation(catalogue.products.oxford.product_id, { price, stock });
  const id = made.productvariation_id;
  return {
    id,
    line: (quantity = 1) => ({ product_id: catalogue.products.oxford.product_id, productvariation_id: id, quantity }),
  };
}

const checkout = (who: TestShopper, items: object[], total: number, payment_method: 'cod' | 'razorpay' = 'cod') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items, payment_method },
  });
const get = (url: string, headers = admin) => t.app.inject({ url, headers });
const adminMove = (orderId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: admin, payload: body });
const ordersOf = (who: TestShopper) =>
  t.database.db.select({ id: orders.order_id }).from(orders).where(eq(orders.user_id, who.userId));

/** Packed, Shipped and Delivered with the cash collected. */
async function deliver(orderId: number) {
  expect((await adminMove(orderId, { status: 'Packed' })).statusCode).toBe(200);
  expect(
    (await adminMove(orderId, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL9' })).statusCode,
  ).toBe(200);
  const delivered = await adminMove(orderId, { status: 'Delivered' });
  expect(delivered.statusCode, delivered.body).toBe(200);
}

describe('GET /payment/options', () => {
  it('answers the fee and judges COD_MAX_AMOUNT on the cash due with the fee', async () => {
    const buyer = await codShopper(t);
    const within = await get('/api/payment/options?total_amount=1000', buyer.headers);
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json().cod).toMatchObject({ allowed: true, fee: 49, max_amount: 1049 });
    const over = (await get('/api/payment/options?total_amount=1000.01', buyer.headers)).json();
    expect(over.cod).toMatchObject({ allowed: false, rule: 'amount', fee: 49 });
  });
});

describe('POST /payment/order with cash on delivery', () => {
  it('adds the fee to the total, the cash due and the order, as its own figure', async () => {
    const buyer = await codShopper(t);
    const own = await variation(5);
    const placed = await checkout(buyer, [own.line(2)], 1049);
    expect(placed.statusCode, placed.body).toBe(200);
    const reply = placed.json();
    expect(reply).toMatchObject({ payment_method: 'cod', amount: 104_900 });
    expect(await orderRow(t, reply.orderid)).toMatchObject({
      total_amount: 104_900,
      cod_fee_paise: 4_900,
      payment_status: 'CashDue',
    });
    const detail = (await get(`/api/Order/${reply.orderid}/detail`, buyer.headers)).json();
    expect(detail).toMatchObject({ total_amount: 1049, cod_fee: 49, paid_amount: 1049 });
    expect((await get(`/api/admin/orders/${reply.orderid}`)).json()).toMatchObject({ total_amount: 1049, cod_fee: 49 });
  });

  it('refuses a total without the fee (409 with the figure), creating nothing and taking no stock', async () => {
    const buyer = await codShopper(t);
    const own = await variation(5);
    const refused = await checkout(buyer, [own.line(2)], 1000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRICES_CHANGED', details: { total_amount: 1049 } });
    expect(refused.json().message).toContain('The total is now ₹1,049.');
    expect(await own.stock()).toBe(5);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('applies COD_MAX_AMOUNT to the cash due with the fee: ₹1,002 of goods (₹1,051) is refused', async () => {
    const buyer = await codShopper(t);
    const dearer = await pricedVariation(501, 5);
    const refused = await checkout(buyer, [dearer.line(2)], 1051);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'COD_NOT_ALLOWED', details: { rule: 'amount' } });
    expect(await ordersOf(buyer)).toEqual([]);
    const [row] = await t.database.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.productvariation_id, dearer.id));
    expect(row!.stock).toBe(5);
  });

  it('charges no fee on an order paid online, and refuses one sent with the fee', async () => {
    const buyer = await codShopper(t);
    const own = await variation(5);
    expect((await checkout(buyer, [own.line(2)], 1049, 'razorpay')).statusCode).toBe(409);
    const placed = await checkout(buyer, [own.line(2)], 1000, 'razorpay');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().amount).toBe(100_000);
    expect(await orderRow(t, placed.json().orderid)).toMatchObject({ total_amount: 100_000, cod_fee_paise: 0 });
  });

  it('lets store credit pay the fee too: the total is the bag plus the fee, the cash the rest', async () => {
    const buyer = await codShopper(t);
    await giveCredit(t, buyer.userId, 30_000);
    const own = await variation(5);
    const placed = await checkoutWithCredit(t, buyer, [own.line(2)], 1049, { payment_method: 'cod' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ payment_method: 'cod', amount: 74_900, store_credit_used: 300 });
    expect(await orderRow(t, placed.json().orderid)).toMatchObject({
      total_amount: 104_900,
      cod_fee_paise: 4_900,
      store_credit_paise: 30_000,
    });
    expect(await ledgerSum(t, buyer.userId)).toBe(0);
  });

  it('charges no fee when store credit pays the goods in full: nothing is left to collect', async () => {
    const buyer = await codShopper(t);
    await giveCredit(t, buyer.userId, 100_000);
    const own = await variation(5);
    const placed = await checkoutWithCredit(t, buyer, [own.line(2)], 1000, { payment_method: 'cod' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ payment_method: 'store_credit', amount: 0 });
    expect(await orderRow(t, placed.json().orderid)).toMatchObject({ total_amount: 100_000, cod_fee_paise: 0 });
  });
});

describe('the tax invoice of an order with a COD fee', () => {
  it('spreads the fee over the lines by value, taxes it at their rate, and adds up to the paisa', async () => {
    const buyer = await codShopper(t);
    const [a, b, c] = [await pricedVariation(333.33), await pricedVariation(199.99), await pricedVariation(266.67)];
    // ₹333.33 + 2 × ₹199.99 + ₹266.67 = ₹999.98, plus ₹49.
    const placed = await checkout(buyer, [a.line(1), b.line(2), c.line(1)], 1048.98);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderid as number;
    expect((await adminMove(orderId, { status: 'Packed' })).statusCode).toBe(200);
    expect(
      (await adminMove(orderId, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'X' })).statusCode,
    ).toBe(200);

    const invoice = (await get(`/api/Order/${orderId}/invoice`, buyer.headers)).json() as TaxDocument;
    const shares = spreadProportionally(4_900, [33_333, 39_998, 26_667]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(4_900);
    expect(invoice.cod_fee).toBe(49);
    expect(invoice.lines.map((line) => line.cod_fee)).toEqual(shares.map((share) => share / 100));
    expect(invoice.lines.map((line) => line.total)).toEqual(
      [33_333, 39_998, 26_667].map((v, i) => (v + shares[i]!) / 100),
    );
    const paise = (value: number) => Math.round(value * 100);
    for (const line of invoice.lines) {
      expect(paise(line.taxable_value) + paise(line.cgst) + paise(line.sgst) + paise(line.igst)).toBe(
        paise(line.total),
      );
      // Taxed at the goods' rate: the fee's share is in the taxable value, not a line of its own.
      expect(paise(line.taxable_value)).toBe(Math.round((paise(line.total) * 100) / (100 + line.gst_rate)));
    }
    const sum = (pick: (line: TaxDocument['lines'][number]) => number) =>
      invoice.lines.reduce((total, line) => total + paise(pick(line)), 0);
    expect(paise(invoice.totals.total)).toBe(104_898);
    expect(sum((line) => line.total)).toBe(104_898);
    expect(sum((line) => line.taxable_value)).toBe(paise(invoice.totals.taxable_value));
    expect(sum((line) => line.cgst + line.sgst + line.igst)).toBe(
      paise(invoice.totals.cgst) + paise(invoice.totals.sgst) + paise(invoice.totals.igst),
    );
    expect(invoice.amount_in_words).toBe('Rupees One Thousand Forty-Eight and Ninety-Eight Paise Only');
  });
});

describe('refunding a returned cash-on-delivery order', () => {
  it('a partial return refunds only its lines; the return that brings the rest back refunds the fee too', async () => {
    const buyer = await codShopper(t);
    const own = await variation(5);
    const placed = await checkout(buyer, [own.line(2)], 1049);
    const orderId = placed.json().orderid as number;
    await deliver(orderId);
    const [line] = await t.database.db
      .select({ id: orderItems.order_item_id })
      .from(orderItems)
      .where(eq(orderItems.order_id, orderId))
      .orderBy(asc(orderItems.order_item_id));
    const returnOf = async (quantity: number) => {
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/Order/${orderId}/return`,
        headers: buyer.headers,
        payload: {
          items: [{ order_item_id: line!.id, quantity }],
          reason: 'Too big',
          refund_destination: { store_credit: true },
        },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().return_id as number;
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${id}/status`,
        headers: admin,
        payload: { status: 'Accepted' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return id;
    };

    const first = await returnOf(1);
    expect((await get(`/api/admin/orders/${orderId}`)).json().returns_to_refund).toEqual([
      { return_id: first, amount: 500 },
    ]);
    const tooMuch = await postRefund(t, orderId, { amount: 549, reason: 'Return', return_id: first }, admin);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('At most ₹500');
    const partial = await postRefund(t, orderId, { amount: 500, reason: 'Return', return_id: first }, admin);
    expect(partial.statusCode, partial.body).toBe(201);
    expect(await orderRow(t, orderId)).toMatchObject({ refunded_amount: 50_000, payment_status: 'PartiallyRefunded' });

    const rest = await returnOf(1);
    expect((await get(`/api/admin/orders/${orderId}`)).json().returns_to_refund).toEqual([
      { return_id: rest, amount: 549 },
    ]);
    const whole = await postRefund(t, orderId, { amount: 549, reason: 'Return', return_id: rest }, admin);
    expect(whole.statusCode, whole.body).toBe(201);
    expect(await orderRow(t, orderId)).toMatchObject({ refunded_amount: 104_900, payment_status: 'Refunded' });
    expect(await ledgerSum(t, buyer.userId)).toBe(104_900);
  });

  it('a return of the whole order at once refunds the fee with the lines', async () => {
    const buyer = await codShopper(t);
    const own = await variation(5);
    const orderId = (await checkout(buyer, [own.line(2)], 1049)).json().orderid as number;
    await deliver(orderId);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, orderId));
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${orderId}/return`,
      headers: buyer.headers,
      payload: {
        items: [{ order_item_id: line!.order_item_id, quantity: 2 }],
        reason: 'Late',
        refund_destination: { store_credit: true },
      },
    });
    const id = asked.json().return_id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/status`,
      headers: admin,
      payload: { status: 'Accepted' },
    });
    const refund = await postRefund(t, orderId, { amount: 1049, reason: 'Return', return_id: id }, admin);
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await orderRow(t, orderId)).toMatchObject({ refunded_amount: 104_900, payment_status: 'Refunded' });
  });

  it('a cancelled order that was never delivered owes nothing, fee included', async () => {
    const buyer = await codShopper(t);
    const own = await variation(5);
    const orderId = (await checkout(buyer, [own.line(1)], 549)).json().orderid as number;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${orderId}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'Cancelled', refunded_amount: 0, cod_fee_paise: 4_900 });
    expect(await own.stock()).toBe(5);
  });
});
