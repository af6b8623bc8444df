import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@store/shared/schemas/merchant';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { buyer, orderNumber, placeOrder } from '../../../test/orders.ts';
import { orderReturns, orders } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
let dashboard: AdminDashboard;
let lowVariation: number;

/** A day of the store's time zone (Asia/Kolkata, +05:30 all year), `daysAgo` days back. */
const storeDay = (daysAgo: number) =>
  new Date(Date.now() + 330 * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Moves an order's payment (and placing) `daysAgo` days back and sets what else the case needs. */
async function setOrder(orderId: number, daysAgo: number, fields: Partial<typeof orders.$inferInsert> = {}) {
  const at = sql`now() - make_interval(days => ${daysAgo})` as unknown as string;
  await t.database.db
    .update(orders)
    .set({ paid_at: at, order_date: at, ...fields })
    .where(eq(orders.order_id, orderId));
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  const { crewTee, linen, oxford } = catalogue.products;
  lowVariation = (await factory.variation(oxford.product_id, { sku: 'OXF-LOW', stock: 0 })).productvariation_id;
  await factory.variation(oxford.product_id, { sku: 'OXF-OK', stock: 50 });
  await factory.product({
    name: 'Retired Cap',
    category_id: catalogue.menTees.category_id,
    brand_id: catalogue.loom.brand_id,
    stock: 0,
    is_active: false,
  });
  const asha = await buyer(t, 'asha@example.com');
  const ravi = await buyer(t, 'ravi@example.com');
  const tee = (quantity: number) => [{ product_id: crewTee.product_id, quantity }];
  const shirt = [{ product_id: linen.product_id, quantity: 1 }];

  // Today: ₹1,999 paid, ₹500 refunded → ₹1,499; a return asked.
  const today = await orderNumber(t, asha, shirt, 1999);
  await setOrder(today, 0, { refunded_amount: 50_000, payment_status: 'PartiallyRefunded' });
  // Three days ago: ₹1,198; a shortfall still open, a return accepted and one rejected.
  const threeDays = await orderNumber(t, ravi, tee(2), 1198);
  await setOrder(threeDays, 3, { stock_shortfall: true });
  // Ten days ago: cancelled after payment and refunded in full (counts nothing), and cancelled with ₹999 refunded
  // of ₹1,999 (counts ₹1,000).
  const refunded = await orderNumber(t, asha, shirt, 1999);
  await setOrder(refunded, 10, { status: 'Cancelled', refunded_amount: 199_900, payment_status: 'Refunded' });
  const partly = await orderNumber(t, ravi, shirt, 1999);
  await setOrder(partly, 10, { status: 'Cancelled', refunded_amount: 99_900, payment_status: 'PartiallyRefunded' });
  // Forty days ago: outside every window; its shortfall was resolved.
  const old = await orderNumber(t, asha, tee(1), 599);
  await setOrder(old, 40, { stock_shortfall: true, shortfall_resolved_at: sql`now()` as unknown as string });
  // Placed today, not paid: not a sale.
  await placeOrder(t, ravi, tee(1), 599);

  await t.database.db.insert(orderReturns).values([
    { order_id: today, user_id: asha.userId, kind: 'return', status: 'Requested', reason: 'Too big' },
    { order_id: threeDays, user_id: ravi.userId, kind: 'return', status: 'Accepted', reason: 'Too small' },
    { order_id: threeDays, user_id: ravi.userId, kind: 'exchange', status: 'Rejected', reason: 'Colour' },
    // Received: back in the warehouse, still waiting for its refund; Refunded: done.
    { order_id: threeDays, user_id: ravi.userId, kind: 'return', status: 'Received', reason: 'Too long' },
    { order_id: today, user_id: asha.userId, kind: 'return', status: 'Refunded', reason: 'Faded' },
  ]);

  const response = await t.app.inject({ url: '/api/admin/dashboard', headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  dashboard = response.json();
});
afterAll(() => t.close());

describe('the admin dashboard', () => {
  it('adds up sales by store day: paid less refunded, a cancelled paid order only what was kept', () => {
    expect(dashboard.sales).toEqual({ today: 1499, last7Days: 1499 + 1198, last30Days: 1499 + 1198 + 0 + 1000 });
    expect(dashboard.ordersToday).toBe(1);
  });

  it('counts orders by status, shoppers, open shortfalls and open returns', () => {
    expect(dashboard.ordersByStatus).toEqual({ Confirmed: 3, Cancelled: 2, New: 1 });
    expect(dashboard.customers).toBe(2);
    expect(dashboard.needsAttention).toBe(1);
    expect(dashboard.openReturns).toBe(3);
  });

  it('gives 30 days of sales, oldest first, with the empty days as zero', () => {
    expect(dashboard.salesByDay).toHaveLength(30);
    expect(dashboard.salesByDay[0]!.date).toBe(storeDay(29));
    expect(dashboard.salesByDay.at(-1)).toEqual({ date: storeDay(0), sales: 1499, orders: 1 });
    const byDate = new Map(dashboard.salesByDay.map((day) => [day.date, day]));
    expect(byDate.get(storeDay(3))).toEqual({ date: storeDay(3), sales: 1198, orders: 1 });
    expect(byDate.get(storeDay(10))).toEqual({ date: storeDay(10), sales: 1000, orders: 2 });
    expect(dashboard.salesByDay.filter((day) => day.sales === 0 && day.orders === 0)).toHaveLength(27);
    expect(dashboard.salesByDay.reduce((sum, day) => sum + day.sales, 0)).toBe(dashboard.sales.last30Days);
  });

  it('ranks the 30 days’ products by units, leaving cancelled orders out', () => {
    expect(dashboard.topProducts).toEqual([
      {
        product_id: expect.any(Number),
        name: 'Classic Crew Neck T-Shirt',
        brand_name: 'Urban Loom',
        units: 2,
        sales: 1198,
      },
      { product_id: expect.any(Number), name: 'Linen Casual Shirt', brand_name: 'Urban Loom', units: 1, sales: 1999 },
    ]);
  });

  it('lists active stock at 5 or under, lowest first', () => {
    expect(dashboard.lowStock.map((row) => [row.productvariation_id, row.stock])).toEqual([[lowVariation, 0]]);
  });

  it('is for the admin only', async () => {
    const shopper = bearer(await t.shopperToken('nosy@example.com'));
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: shopper })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
