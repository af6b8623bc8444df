import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_QUANTITY } from '@store/shared/cart';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue, homeAddress as home } from '../../../test/factories.ts';
import { ownVariation } from '../../../test/variations.ts';
import { emptyCacheAfterNotifications } from '../../../test/notifications.ts';
import { orders, productVariations, products, rateLimits } from '../../db/schema/index.ts';
import { CHECKOUT_RULES } from '../payments/checkout-limits.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;
let people = 0;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

/** A shopper with a delivery address, checking out from an address of their own. */
async function shopper() {
  const email = `buyer${++people}@example.com`;
  const headers = bearer(await t.shopperToken(email));
  expect((await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: home })).statusCode).toBe(
    201,
  );
  const [row] = await t.database.db
    .execute(sql`SELECT user_id FROM users WHERE email = ${email}`)
    .then((result) => (result as unknown as { rows: Array<{ user_id: number }> }).rows);
  return { email, headers, userId: row!.user_id, remoteAddress: `10.30.0.${people}` };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);

const checkout = (who: Shopper, items: object[], total: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items },
  });

const ordersOf = async (who: Shopper) =>
  t.database.db
    .select({ order_id: orders.order_id, status: orders.status })
    .from(orders)
    .where(eq(orders.user_id, who.userId))
    .orderBy(orders.order_id);

const cancel = (who: { headers: Record<string, string> }, orderId: number) =>
  t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/cancel`, headers: who.headers });

describe('order lines (docs/product/checkout.md#stock)', () => {
  it(`refuses a quantity above ${MAX_QUANTITY} with 400, creating no order and taking no stock`, async () => {
    const buyer = await shopper();
    const own = await variation(20);
    const response = await checkout(buyer, [own.line(MAX_QUANTITY + 1)], 500 * (MAX_QUANTITY + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'items.0.quantity: At most 5 of one item',
    });
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await own.stock()).toBe(20);
    const five = await checkout(buyer, [own.line(MAX_QUANTITY)], 500 * MAX_QUANTITY);
    expect(five.statusCode, five.body).toBe(200);
    expect(await own.stock()).toBe(20 - MAX_QUANTITY);
  });

  it('refuses a variation that appears twice (not merged), and a product without variations twice', async () => {
    const buyer = await shopper();
    const own = await variation(20);
    const twice = await checkout(buyer, [own.line(5), own.line(5)], 5000);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(
      'items.1: The same item appears twice in your bag. Change its quantity on one line instead.',
    );
    const linen = { product_id: catalogue.products.linen.product_id, quantity: 1 };
    const linenTwice = await checkout(buyer, [linen, { ...linen, productvariation_id: null }], 1999 * 2);
    expect(linenTwice.statusCode).toBe(400);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await own.stock()).toBe(20);
    const [linenRow] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.product_id, linen.product_id));
    expect(linenRow!.stock).toBe(10);
  });

  it('refuses more than 20 lines', async () => {
    const buyer = await shopper();
    const lines = Array.from({ length: 21 }, (_, index) => ({
      product_id: catalogue.products.oxford.product_id,
      productvariation_id: 100_000 + index,
      quantity: 1,
    }));
    const response = await checkout(buyer, lines, 21 * 500);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('items: At most 20 lines in one order');
    expect(await ordersOf(buyer)).toEqual([]);
  });
});

describe('unpaid orders (docs/product/checkout.md#unpaid-orders)', () => {
  it('answers the order’s expires_at, ORDER_PAYMENT_TIMEOUT_MINUTES from now', async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const before = Date.now();
    const response = await checkout(buyer, [own.line(1)], 500);
    expect(response.statusCode, response.body).toBe(200);
    const expiresAt = new Date(response.json().expires_at).getTime();
    const minutes = t.config.ORDER_PAYMENT_TIMEOUT_MINUTES;
    expect(minutes).toBe(15);
    expect(expiresAt).toBeGreaterThanOrEqual(before + minutes * 60_000 - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + minutes * 60_000 + 5_000);
  });

  it('refuses a third unpaid order with 409 UNPAID_ORDERS_LIMIT listing the two, with no third order and no stock taken', async () => {
    const buyer = await shopper();
    const own = await variation(10);
    const first = (await checkout(buyer, [own.line(1)], 500)).json();
    const second = (await checkout(buyer, [own.line(2)], 1000)).json();
    expect(await own.stock()).toBe(7);

    const third = await checkout(buyer, [own.line(3)], 1500);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      code: 'UNPAID_ORDERS_LIMIT',
      message: 'You already have 2 orders waiting for payment. Pay for one or cancel it before placing another.',
      details: {
        orders: [
          { orderid: first.orderid, orderId: first.orderId, total_amount: 500, expires_at: first.expires_at },
          { orderid: second.orderid, orderId: second.orderId, total_amount: 1000, expires_at: second.expires_at },
        ],
      },
      request_id: expect.any(String),
    });
    expect((await ordersOf(buyer)).map((order) => order.order_id)).toEqual([first.orderid, second.orderid]);
    expect(await own.stock()).toBe(7);

    // Another shopper is not held back by this one's orders.
    const other = await shopper();
    expect((await checkout(other, [own.line(1)], 500)).statusCode).toBe(200);
  });

  it('counts only orders still waiting: a paid one, or one past its time, makes room', async () => {
    const buyer = await shopper();
    const own = await variation(10);
    const first = (await checkout(buyer, [own.line(1)], 500)).json();
    const second = (await checkout(buyer, [own.line(1)], 500)).json();
    expect((await checkout(buyer, [own.line(1)], 500)).statusCode).toBe(409);

    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(orders.order_id, first.orderid));
    const third = await checkout(buyer, [own.line(1)], 500);
    expect(third.statusCode, third.body).toBe(200);

    const paid = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/pay',
        headers: buyer.headers,
        payload: { orderId: second.orderId, card_number: '4111111111111111' },
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payment/verify', headers: buyer.headers, payload: paid }))
        .statusCode,
    ).toBe(200);
    expect((await checkout(buyer, [own.line(1)], 500)).statusCode).toBe(200);
    expect((await ordersOf(buyer)).map((order) => order.status)).toEqual(['New', 'Confirmed', 'New', 'New']);
  });

  it('lets only one of two checkouts sent at once pass when one order is already waiting', async () => {
    const buyer = await shopper();
    const own = await variation(10);
    expect((await checkout(buyer, [own.line(1)], 500)).statusCode).toBe(200);
    const answers = await Promise.all([
      checkout(buyer, [own.line(1)], 500),
      checkout(buyer, [own.line(1)], 500),
      checkout(buyer, [own.line(1)], 500),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual([
      'UNPAID_ORDERS_LIMIT',
      'UNPAID_ORDERS_LIMIT',
    ]);
    expect(await ordersOf(buyer)).toHaveLength(2);
    expect(await own.stock()).toBe(8);
  });

  it('lists unpaid orders first with expires_at, then paid ones; cancelled and expired orders are not listed', async () => {
    const buyer = await shopper();
    const own = await variation(10);
    const paid = (await checkout(buyer, [own.line(1)], 500)).json();
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/pay',
        headers: buyer.headers,
        payload: { orderId: paid.orderId, card_number: '4111111111111111' },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: '/api/payment/verify', headers: buyer.headers, payload: signed });
    const cancelled = (await checkout(buyer, [own.line(1)], 500)).json();
    expect((await cancel(buyer, cancelled.orderid)).statusCode).toBe(200);
    const expired = (await checkout(buyer, [own.line(1)], 500)).json();
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(orders.order_id, expired.orderid));
    const waiting = (await checkout(buyer, [own.line(2)], 1000)).json();

    const listed = (await t.app.inject({ url: `/api/Order/${buyer.email}`, headers: buyer.headers })).json();
    expect(listed.map((order: { order_id: number; status: string; expires_at: string | null }) => order)).toEqual([
      expect.objectContaining({ order_id: waiting.orderid, status: 'New', expires_at: waiting.expires_at }),
      expect.objectContaining({ order_id: paid.orderid, status: 'Confirmed', expires_at: null }),
    ]);
    expect(listed[0]).not.toHaveProperty('stock_shortfall');
    const asAdmin = (await t.app.inject({ url: `/api/Order/${buyer.email}`, headers: admin })).json();
    expect(asAdmin.map((order: { stock_shortfall: boolean }) => order.stock_shortfall)).toEqual([false, false]);
  });
});

describe('cancelling an unpaid order (docs/product/checkout.md#unpaid-orders)', () => {
  it('cancels the owner’s New order: status Cancelled, cancelled_at, and every line’s stock back at once', async () => {
    const buyer = await shopper();
    const own = await variation(6);
    const linenId = catalogue.products.linen.product_id;
    const linenStock = async () =>
      (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.product_id, linenId)))[0]!
        .stock;
    const linenBefore = await linenStock();
    const placed = (await checkout(buyer, [own.line(4), { product_id: linenId, quantity: 2 }], 2000 + 3998)).json();
    expect(await own.stock()).toBe(2);
    expect(await linenStock()).toBe(linenBefore - 2);

    const response = await cancel(buyer, placed.orderid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ orderid: placed.orderid, status: 'Cancelled' });
    expect(await own.stock()).toBe(6);
    expect(await linenStock()).toBe(linenBefore);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.order_id, placed.orderid));
    expect(row!.status).toBe('Cancelled');
    expect(new Date(row!.cancelled_at!).toISOString()).toBe(response.json().cancelled_at);

    // Cancelling again gives nothing back twice.
    const again = await cancel(buyer, placed.orderid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: `Order #${placed.orderid} is already cancelled.`,
    });
    expect(await own.stock()).toBe(6);
  });

  it("answers 404 for someone else's order and leaves it and its stock unchanged; the admin may cancel it", async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const own = await variation(5);
    const placed = (await checkout(owner, [own.line(2)], 1000)).json();
    const response = await cancel(intruder, placed.orderid);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Order not found.', code: 'NOT_FOUND', request_id: expect.any(String) });
    expect(await ordersOf(owner)).toEqual([{ order_id: placed.orderid, status: 'New' }]);
    expect(await own.stock()).toBe(3);
    expect((await cancel(intruder, 999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/Order/${placed.orderid}/cancel` })).statusCode).toBe(401);

    expect((await cancel({ headers: admin }, placed.orderid)).statusCode).toBe(200);
    expect(await ordersOf(owner)).toEqual([{ order_id: placed.orderid, status: 'Cancelled' }]);
    expect(await own.stock()).toBe(5);
  });

  it('refuses to cancel a shipped or expired order with 409 ORDER_NOT_CANCELLABLE, changing nothing', async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const paid = (await checkout(buyer, [own.line(1)], 500)).json();
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/pay',
        headers: buyer.headers,
        payload: { orderId: paid.orderId, card_number: '4111111111111111' },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: '/api/payment/verify', headers: buyer.headers, payload: signed });
    // A paid order cancels until it ships (docs/product/orders.md#lifecycle); once shipped it is refused.
    await t.database.db
      .update(orders)
      .set({ status: 'Shipped', shipped_at: sql`now()` })
      .where(eq(orders.order_id, paid.orderid));
    const refusedPaid = await cancel(buyer, paid.orderid);
    expect(refusedPaid.statusCode).toBe(409);
    expect(refusedPaid.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: `Order #${paid.orderid} has shipped, so it can no longer be cancelled. Once it is delivered you can ask for a return within 14 days.`,
    });

    const expired = (await checkout(buyer, [own.line(1)], 500)).json();
    await t.database.db.update(orders).set({ status: 'Expired' }).where(eq(orders.order_id, expired.orderid));
    await t.database.db
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + 1` })
      .where(eq(productVariations.productvariation_id, own.id));
    expect((await cancel(buyer, expired.orderid)).json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await ordersOf(buyer)).toEqual([
      { order_id: paid.orderid, status: 'Shipped' },
      { order_id: expired.orderid, status: 'Expired' },
    ]);
    expect(await own.stock()).toBe(4);
  });

  it('resumes paying a waiting order by its number, and refuses one cancelled or another shopper’s', async () => {
    const buyer = await shopper();
    const other = await shopper();
    const own = await variation(5);
    const placed = (await checkout(buyer, [own.line(1)], 500)).json();
    const resumed = await t.app.inject({ url: `/api/payment/order/${placed.orderid}`, headers: buyer.headers });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual(placed);
    expect(
      (await t.app.inject({ url: `/api/payment/order/${placed.orderid}`, headers: other.headers })).statusCode,
    ).toBe(404);
    await cancel(buyer, placed.orderid);
    const gone = await t.app.inject({ url: `/api/payment/order/${placed.orderid}`, headers: buyer.headers });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      `Order #${placed.orderid} is no longer waiting for payment. Please place the order again.`,
    );
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: buyer.headers,
      payload: { orderId: placed.orderId, card_number: '4111111111111111' },
    });
    expect(sandbox.statusCode).toBe(409);
  });
});

describe('stock changes and the response cache (docs/product/checkout.md#stock)', () => {
  it('names what moved, and nothing when nothing did: a size still in stock, then its product; a refused checkout or cancel invalidates nothing', async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const oxford = catalogue.products.oxford.product_id;
    const invalidate = vi.spyOn(t.app, 'invalidateStock');
    try {
      const placed = (await checkout(buyer, [own.line(1)], 500)).json();
      expect(invalidate).toHaveBeenCalledTimes(1);
      // Four left: only the pages showing this size (its product's page) change; no units sold yet.
      expect(invalidate).toHaveBeenLastCalledWith({ products: [], variations: [own.id] });
      await checkout(buyer, [own.line(1)], 500);
      expect((await checkout(buyer, [own.line(1)], 500)).statusCode).toBe(409);
      expect((await checkout(buyer, [own.line(6)], 3000)).statusCode).toBe(400);
      expect(invalidate).toHaveBeenCalledTimes(2);
      expect((await cancel(buyer, placed.orderid)).statusCode).toBe(200);
      expect(invalidate).toHaveBeenCalledTimes(3);
      expect(invalidate).toHaveBeenLastCalledWith({ products: [oxford], variations: [] });
      expect((await cancel(buyer, placed.orderid)).statusCode).toBe(409);
      expect(invalidate).toHaveBeenCalledTimes(3);
    } finally {
      invalidate.mockRestore();
    }
  });

  it('keeps the cached pages of other products when an order takes stock', async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const otherUrl = `/api/Product/${catalogue.products.linen.product_id}`;
    // The variation just made is a catalogue write: its clear must arrive before the page is cached.
    await emptyCacheAfterNotifications(t);
    const first = await t.app.inject(otherUrl);
    expect(first.statusCode).toBe(200);
    const compute = vi.spyOn(t.app.catalogueCache, 'getOrCompute');
    try {
      expect((await checkout(buyer, [own.line(1)], 500)).statusCode).toBe(200);
      const again = await t.app.inject(otherUrl);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(compute).not.toHaveBeenCalled();
    } finally {
      compute.mockRestore();
    }
  });
});

describe('checkout rate limit (docs/product/checkout.md#unpaid-orders)', () => {
  const attempts = async (who: Shopper) => {
    const [row] = await t.database.db
      .select({ count: count() })
      .from(orders)
      .where(and(eq(orders.user_id, who.userId)));
    return row!.count;
  };

  it(`stops a shopper after ${CHECKOUT_RULES.perUser} checkouts in ${CHECKOUT_RULES.windowSeconds / 60} minutes with 429 RETRY_AFTER`, async () => {
    const buyer = await shopper();
    const own = await variation(50);
    // Place and cancel in a loop: the unpaid-order limit alone would never stop this.
    for (let index = 0; index < CHECKOUT_RULES.perUser; index++) {
      const placed = await checkout(buyer, [own.line(5)], 2500);
      expect(placed.statusCode, placed.body).toBe(200);
      expect((await cancel(buyer, placed.json().orderid)).statusCode).toBe(200);
    }
    const refused = await checkout(buyer, [own.line(5)], 2500);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RETRY_AFTER', details: { retry_after: expect.any(Number) } });
    expect(refused.json().message).toMatch(
      /^Too many orders placed in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await attempts(buyer)).toBe(CHECKOUT_RULES.perUser);
    expect(await own.stock()).toBe(50);
  });

  it(`stops one client address after ${CHECKOUT_RULES.perAddress} checkouts, whatever the account`, async () => {
    const own = await variation(10);
    const address = '203.0.113.7';
    // The earlier attempts from this address, counted without placing orders.
    await t.database.db
      .insert(rateLimits)
      .values({ key: `checkout:ip:${address}`, window_start: sql`now()`, count: CHECKOUT_RULES.perAddress - 1 });
    const first = await shopper();
    const second = await shopper();
    const allowed = await checkout({ ...first, remoteAddress: address }, [own.line(1)], 500);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const refused = await checkout({ ...second, remoteAddress: address }, [own.line(1)], 500);
    expect(refused.statusCode).toBe(429);
    expect(await attempts(second)).toBe(0);
    expect(await own.stock()).toBe(9);
    // An IPv6 client is counted by its /64: another address in the same /64 is the same client.
    await t.database.db.insert(rateLimits).values({
      key: 'checkout:ip:2001:db8:1:2::/64',
      window_start: sql`now()`,
      count: CHECKOUT_RULES.perAddress,
    });
    const v6 = await checkout({ ...second, remoteAddress: '2001:db8:1:2::99' }, [own.line(1)], 500);
    expect(v6.statusCode).toBe(429);
    expect(await attempts(second)).toBe(0);
  });
});
