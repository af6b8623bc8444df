import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, orderRow, paidOrder, shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { couponRedemptions, coupons, orderItems, orders, products, refunds } from '../../db/schema/index.ts';
import { releaseExpiredOrders } from '../orders/service.ts';
import { postRefund } from '../../../test/refunds.ts';

let t: TestApp;
let admin: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let factory: CatalogueFactory;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  // Enough tees for every order of this file.
  await t.database.db
    .update(products)
    .set({ stock: 100 })
    .where(eq(products.product_id, catalogue.products.crewTee.product_id));
});
afterAll(() => t.close());

/** Linen ₹1,999 and two crew tees at ₹599: ₹3,197 at catalogue prices. */
const bag = () => [
  { product_id: catalogue.products.linen.product_id, quantity: 1 },
  { product_id: catalogue.products.crewTee.product_id, quantity: 2 },
];
const BAG = 1999 + 2 * 599;

const uniqueCode = (prefix = 'SAVE') => `${prefix}${++serial}X${process.pid % 1000}`;

async function addCoupon(fields: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: admin,
    payload: { code: uniqueCode(), type: 'percent', amount: 10, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { coupon_id: number; code: string };
}

const couponRow = async (couponId: number) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.coupon_id, couponId)))[0]!;

const validate = (code: string, headers: Record<string, string> = {}, items: object[] = bag()) =>
  t.app.inject({ method: 'POST', url: '/api/coupons/validate', headers, payload: { code, items } });

const order = (who: TestShopper, total: number, coupon_code?: string, items: object[] = bag()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items, ...(coupon_code ? { coupon_code } : {}) },
  });

const liveRedemptions = async (couponId: number) =>
  t.database.db
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.coupon_id, couponId), isNull(couponRedemptions.released_at)));

describe('the admin manages coupons', () => {
  it('adds a coupon in rupees, kept in paise, with the code in upper case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin,
      payload: { code: ' flat150x ', type: 'flat', amount: 150.5, min_amount: '999', total_uses: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const coupon = response.json();
    expect(coupon).toMatchObject({ code: 'FLAT150X', type: 'flat', amount: 150.5, min_amount: 999, total_uses: null });
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ amount: 15050, min_amount: 99900, is_active: true });
    const list = await t.app.inject({ url: '/api/coupons', headers: admin });
    expect(list.json().map((row: { code: string }) => row.code)).toContain('FLAT150X');
  });

  it('refuses a code that exists in another case (409) and a percent above 100 (400)', async () => {
    const first = await addCoupon();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin,
      payload: { code: first.code.toLowerCase(), type: 'flat', amount: 50 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`A coupon with the code ${first.code} already exists.`);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin,
      payload: { code: uniqueCode(), type: 'percent', amount: 120 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toMatchObject({ amount: 'A whole percent, 1 to 100' });
  });

  it('updates a coupon', async () => {
    const coupon = await addCoupon();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/coupons/${coupon.coupon_id}`,
      headers: admin,
      payload: { code: coupon.code, type: 'percent', amount: 25, max_discount: 300, is_active: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ amount: 25, max_discount: 30000, is_active: false });
  });

  it('is the admin’s only: a shopper gets 403 and nothing changes, a guest 401', async () => {
    const coupon = await addCoupon({ amount: 15 });
    const shopper = bearer(await t.shopperToken(`coupon-snoop-${process.pid}@example.com`));
    const before = await couponRow(coupon.coupon_id);
    const attempts = [
      { method: 'GET' as const, url: '/api/coupons' },
      { method: 'POST' as const, url: '/api/coupons', payload: { code: uniqueCode(), type: 'flat', amount: 100 } },
      {
        method: 'PUT' as const,
        url: `/api/coupons/${coupon.coupon_id}`,
        payload: { code: coupon.code, type: 'percent', amount: 90 },
      },
      { method: 'DELETE' as const, url: `/api/coupons/${coupon.coupon_id}` },
    ];
    const countBefore = (await t.database.db.select().from(coupons)).length;
    for (const attempt of attempts) {
      expect((await t.app.inject({ ...attempt, headers: shopper })).statusCode).toBe(403);
      expect((await t.app.inject(attempt)).statusCode).toBe(401);
    }
    expect(await couponRow(coupon.coupon_id)).toEqual(before);
    expect((await t.database.db.select().from(coupons)).length).toBe(countBefore);
  });

  it('deletes an unused coupon, but a used one answers 409 suggesting to deactivate it and stays', async () => {
    const unused = await addCoupon();
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/coupons/${unused.coupon_id}`, headers: admin });
    expect(gone.statusCode).toBe(204);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.coupon_id, unused.coupon_id))).toEqual([]);

    const used = await addCoupon();
    const who = await shopperWithAddress(t, 'deleter');
    expect((await order(who, BAG - 319.7, used.code)).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/coupons/${used.coupon_id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'COUPON_IN_USE',
      message: `Coupon ${used.code} was used on an order, so it cannot be deleted: order history refers to it. Deactivate it instead.`,
    });
    expect(await couponRow(used.coupon_id)).toMatchObject({ code: used.code, used_count: 1 });
  });
});

describe('checking a code in the bag', () => {
  it('takes a percent of the bag, capped at the maximum discount', async () => {
    const plain = await addCoupon({ amount: 10 });
    const response = await validate(plain.code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: plain.code,
      subtotal: BAG,
      discount_amount: 319.7,
      total_amount: BAG - 319.7,
      message: `${plain.code} applied: ₹319.7 off.`,
    });
    const capped = await addCoupon({ amount: 50, max_discount: 250 });
    expect((await validate(capped.code)).json()).toMatchObject({ discount_amount: 250, total_amount: BAG - 250 });
  });

  it('takes a flat amount, never more than the bag', async () => {
    const flat = await addCoupon({ type: 'flat', amount: 500 });
    expect((await validate(flat.code)).json()).toMatchObject({ discount_amount: 500, total_amount: BAG - 500 });
    const huge = await addCoupon({ type: 'flat', amount: 10_000 });
    expect((await validate(huge.code)).json()).toMatchObject({ discount_amount: BAG, total_amount: 0 });
  });

  it('says how much more to add below the minimum', async () => {
    const coupon = await addCoupon({ min_amount: 4000 });
    const response = await validate(coupon.code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'COUPON_REFUSED',
      message: 'Add ₹803 more to use this coupon.',
      details: { reason: 'min_amount', short_by: 803 },
    });
    expect(
      (await validate(coupon.code, {}, [...bag(), { product_id: catalogue.products.oxford.product_id, quantity: 1 }]))
        .statusCode,
    ).toBe(200);
  });

  it('refuses unknown, inactive, expired, not yet started and used up coupons with their reasons', async () => {
    const refusal = async (code: string) => {
      const response = await validate(code);
      expect(response.statusCode).toBe(409);
      return { reason: response.json().details.reason, message: response.json().message };
    };
    expect(await refusal('NOSUCHCODE')).toEqual({
      reason: 'unknown',
      message: 'There is no coupon NOSUCHCODE. Check the code and try again.',
    });
    const inactive = await addCoupon({ is_active: false });
    expect(await refusal(inactive.code)).toEqual({
      reason: 'inactive',
      message: `Coupon ${inactive.code} is no longer available.`,
    });
    const expired = await addCoupon({ ends_at: new Date(Date.now() - 60_000).toISOString() });
    expect(await refusal(expired.code)).toEqual({ reason: 'expired', message: 'This coupon has expired.' });
    const later = await addCoupon({ starts_at: '2099-01-01T04:30:00.000Z' });
    expect(await refusal(later.code)).toEqual({
      reason: 'not_started',
      message: `Coupon ${later.code} can be used from 1 Jan 2099, 10:00 am.`,
    });
    const usedUp = await addCoupon({ total_uses: 1 });
    await t.database.db.update(coupons).set({ used_count: 1 }).where(eq(coupons.coupon_id, usedUp.coupon_id));
    expect(await refusal(usedUp.code)).toEqual({ reason: 'used_up', message: 'This coupon has been used up.' });
  });
});

describe('a coupon on an order', () => {
  it('records the discount on the order and its lines, adding up exactly, and takes one use', async () => {
    const coupon = await addCoupon({ amount: 10 });
    const who = await shopperWithAddress(t, 'couponer');
    const response = await order(who, BAG - 319.7, coupon.code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json();
    expect(placed.amount).toBe(BAG * 100 - 31970);
    const row = await orderRow(t, placed.orderid);
    expect(row).toMatchObject({ total_amount: BAG * 100 - 31970, discount_amount: 31970, coupon_code: coupon.code });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, placed.orderid));
    expect(lines.reduce((sum, line) => sum + line.discount, 0)).toBe(31970);
    expect(lines.map((line) => line.discount).sort((a, b) => a - b)).toEqual([11980, 19990]);
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ used_count: 1 });
    expect(await liveRedemptions(coupon.coupon_id)).toMatchObject([
      { user_id: who.userId, order_id: placed.orderid, discount: 31970 },
    ]);
    const detail = await t.app.inject({ url: `/api/Order/${placed.orderid}/detail`, headers: who.headers });
    expect(detail.json()).toMatchObject({
      total_amount: BAG - 319.7,
      discount_amount: 319.7,
      coupon_code: coupon.code,
    });
  });

  it('answers PRICES_CHANGED with the discounted total when the client sent another', async () => {
    const coupon = await addCoupon({ type: 'flat', amount: 200 });
    const who = await shopperWithAddress(t, 'stale');
    const response = await order(who, BAG, coupon.code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PRICES_CHANGED', details: { total_amount: BAG - 200 } });
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ used_count: 0 });
  });

  it('holds a shopper to their own limit at order time, while a guest still sees the discount', async () => {
    const coupon = await addCoupon({ type: 'flat', amount: 100, per_user_uses: 1 });
    const who = await shopperWithAddress(t, 'once');
    expect((await order(who, BAG - 100, coupon.code)).statusCode).toBe(200);
    const again = await order(who, BAG - 100, coupon.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'You have already used this coupon.',
      details: { reason: 'user_limit' },
    });
    expect((await validate(coupon.code, who.headers)).json().details.reason).toBe('user_limit');
    expect((await validate(coupon.code)).statusCode).toBe(200);
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ used_count: 1 });
  });

  it('gives the use back when the order is cancelled', async () => {
    const coupon = await addCoupon({ total_uses: 1, per_user_uses: 1 });
    const who = await shopperWithAddress(t, 'canceller');
    const placed = (await order(who, BAG - 319.7, coupon.code)).json();
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ used_count: 1 });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${placed.orderid}/cancel`,
      headers: who.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ used_count: 0 });
    expect(await liveRedemptions(coupon.coupon_id)).toEqual([]);
    expect((await order(who, BAG - 319.7, coupon.code)).statusCode).toBe(200);
  });

  it('gives the use back when the order expires unpaid', async () => {
    const coupon = await addCoupon({ total_uses: 1 });
    const who = await shopperWithAddress(t, 'sleeper');
    const placed = (await order(who, BAG - 319.7, coupon.code)).json();
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(orders.order_id, placed.orderid));
    expect((await releaseExpiredOrders(t.database.db)).orders).toBeGreaterThanOrEqual(1);
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ used_count: 0 });
    const [redemption] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.order_id, placed.orderid));
    expect(redemption!.released_at).not.toBeNull();
    expect((await validate(coupon.code)).statusCode).toBe(200);
  });

  it('puts the tax invoice on what was paid: each line less its discount', async () => {
    const coupon = await addCoupon({ amount: 10 });
    const who = await shopperWithAddress(t, 'taxed');
    const placed = await paidOrderWithCoupon(who, coupon.code, BAG - 319.7);
    const response = await t.app.inject({ url: `/api/admin/orders/${placed}/invoice`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json() as TaxDocument;
    expect(invoice.totals.total).toBe(BAG - 319.7);
    const linen = invoice.lines.find((line) => line.description.includes('Linen'))!;
    // ₹1,999 less its ₹199.90 share, at 5%: taxable 1799.10 × 100 / 105.
    expect(linen).toMatchObject({ unit_price: 1999, discount: 199.9, total: 1799.1, taxable_value: 1713.43 });
  });

  it('refunds a returned item what was paid for it: its price less its share of the discount, never more', async () => {
    const coupon = await addCoupon({ amount: 10 });
    const who = await shopperWithAddress(t, 'returner');
    const orderId = await paidOrderWithCoupon(who, coupon.code, BAG - 319.7);
    await markDelivered(t, orderId);
    const [tees] = await t.database.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.order_id, orderId), eq(orderItems.product_id, catalogue.products.crewTee.product_id)));
    expect(tees).toMatchObject({ price: 59900, quantity: 2, discount: 11980 });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${orderId}/return`,
      headers: who.headers,
      payload: { items: [{ order_item_id: tees!.order_item_id, quantity: 1 }], reason: 'Too tight' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().return_id as number;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${returnId}/status`,
      headers: admin,
      payload: { status: 'Accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const refund = (amount: number) =>
      postRefund(t, orderId, { amount, reason: 'Returned', return_id: returnId }, admin);
    // One tee of ₹599 less half the line's ₹119.80 share: ₹539.10.
    const tooMuch = await refund(599);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_REFUSED', details: { refundable: 539.1 } });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.order_id, orderId))).toEqual([]);
    const paid = await refund(539.1);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.order_id, orderId))).toMatchObject([
      { amount: 53910, return_id: returnId },
    ]);
  });
});

/** Places and pays an order with a coupon (the test helper's paidOrder, with the code in the payload). */
async function paidOrderWithCoupon(who: TestShopper, code: string, total: number): Promise<number> {
  const inject = t.app.inject.bind(t.app);
  const withCoupon = ((options: { url?: string; payload?: Record<string, unknown> }) =>
    inject(
      options.url === '/api/payment/order'
        ? { ...options, payload: { ...options.payload, coupon_code: code } }
        : options,
    )) as typeof t.app.inject;
  t.app.inject = withCoupon;
  try {
    return (await paidOrder(t, who, bag(), total)).orderid;
  } finally {
    t.app.inject = inject;
  }
}

// PGlite has a single connection, so nothing can race there.
describe.runIf(process.env.TEST_DB === 'postgres')('racing orders on PostgreSQL', () => {
  it('lets exactly one of several concurrent orders take the last use', async () => {
    const coupon = await addCoupon({ type: 'flat', amount: 100, total_uses: 1 });
    // A product of their own for each racer: a shared stock row would put the orders in a queue by itself.
    const racers = await Promise.all([1, 2, 3, 4].map((n) => shopperWithAddress(t, `racer${n}-`)));
    const products = await Promise.all(
      racers.map(() =>
        factory.product({
          category_id: catalogue.menShirts.category_id,
          brand_id: catalogue.loom.brand_id,
          price: 1000,
        }),
      ),
    );
    const answers = await Promise.all(
      racers.map((who, index) =>
        order(who, 900, coupon.code, [{ product_id: products[index]!.product_id, quantity: 1 }]),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().details.reason).toBe('used_up');
    }
    expect(await couponRow(coupon.coupon_id)).toMatchObject({ used_count: 1 });
    expect(await liveRedemptions(coupon.coupon_id)).toHaveLength(1);
    const discounted = await t.database.db.select().from(orders).where(eq(orders.coupon_code, coupon.code));
    expect(discounted).toHaveLength(1);
  });
});
