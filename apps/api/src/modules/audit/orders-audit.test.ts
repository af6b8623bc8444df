import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince, ownerId } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { postRefund } from '../../../test/refunds.ts';
import { ownVariation } from '../../../test/variations.ts';
import { orders } from '../../db/schema/index.ts';

// Orders and their actions, refunds, cash collection and shortfalls write one audit row each, in the change's
// transaction; a refused action and a shopper's own actions write none (docs/product/staff.md#audit-log).

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
  adminId = await ownerId(t);
});
afterAll(() => t.close());

/** A paid order (₹1,000) of a variation of its own, and its shopper. */
async function paid() {
  const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 10);
  const shopper = await shopperWithAddress(t, 'audited');
  const order = await paidOrder(t, shopper, [own.line(2)], 1000);
  return { id: order.orderid, shopper };
}

const move = (orderId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: admin, payload });
const post = (url: string, payload?: object, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** The audit rows `action` writes (after checking its status). */
async function rowsOf(status: number, action: () => ReturnType<typeof post>) {
  const mark = await auditMark(t);
  const response = await action();
  expect(response.statusCode, response.body).toBe(status);
  return auditSince(t, mark);
}

describe('order actions', () => {
  it('records pack, ship with the carrier and tracking number (exactly), and deliver', async () => {
    const order = await paid();
    const status = (await t.database.db.select().from(orders).where(eq(orders.order_id, order.id)))[0]!.status;
    const packed = await rowsOf(200, () => move(order.id, { status: 'Packed', note: 'Boxed' }));
    expect(packed).toMatchObject([{ action: 'order.pack', entity: 'order', entity_id: String(order.id) }]);
    expect(packed[0]!.changes).toEqual({
      status: { before: status, after: 'Packed' },
      note: { before: null, after: 'Boxed' },
    });
    const shipped = await rowsOf(200, () =>
      move(order.id, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL123456' }),
    );
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({ action: 'order.ship', actor_id: adminId, actor_role: 'admin' });
    expect(shipped[0]!.changes).toEqual({
      status: { before: 'Packed', after: 'Shipped' },
      carrier: { before: null, after: 'Delhivery' },
      tracking_number: { before: null, after: 'DL123456' },
    });
    const delivered = await rowsOf(200, () => move(order.id, { status: 'Delivered' }));
    expect(delivered).toMatchObject([{ action: 'order.deliver' }]);
    expect(delivered[0]!.changes).toEqual({ status: { before: 'Shipped', after: 'Delivered' } });
  });

  it('writes nothing for a refused move: shipping without tracking (400), skipping a step (409)', async () => {
    const order = await paid();
    expect(await rowsOf(409, () => move(order.id, { status: 'Delivered' }))).toEqual([]);
    await move(order.id, { status: 'Packed' });
    expect(await rowsOf(400, () => move(order.id, { status: 'Shipped', carrier: 'Delhivery' }))).toEqual([]);
    expect((await t.database.db.select().from(orders).where(eq(orders.order_id, order.id)))[0]!.status).toBe('Packed');
  });

  it('records the admin’s cancel and the refund it starts, and nothing for a shopper cancelling their own', async () => {
    const order = await paid();
    const rows = await rowsOf(200, () => move(order.id, { status: 'Cancelled', note: 'Out of stock' }));
    expect(rows.map((row) => row.action)).toEqual(['order.cancel', 'refund.create']);
    expect(rows[0]!.changes).toMatchObject({ status: { after: 'Cancelled' }, note: { after: 'Out of stock' } });
    expect(rows[1]!.changes).toMatchObject({ order_id: { before: null, after: order.id }, amount: { after: 100_000 } });

    const own = await paid();
    expect(await rowsOf(200, () => post(`/api/Order/${own.id}/cancel`, undefined, own.shopper.headers))).toEqual([]);
  });

  it('records the cash collected on a delivered cash-on-delivery order, and nothing when there is none due', async () => {
    const order = await paid();
    await t.database.db
      .update(orders)
      .set({ status: 'Delivered', payment_status: 'CashDue' })
      .where(eq(orders.order_id, order.id));
    const rows = await rowsOf(200, () => post(`/api/admin/orders/${order.id}/cash-collected`));
    expect(rows).toMatchObject([{ action: 'order.collect_cash', entity_id: String(order.id) }]);
    expect(rows[0]!.changes).toEqual({
      payment_status: { before: 'CashDue', after: 'Paid' },
      cash_collected_at: { before: null, after: expect.any(String) },
    });
    expect(await rowsOf(409, () => post(`/api/admin/orders/${order.id}/cash-collected`))).toEqual([]);
  });

  it('records a stock shortfall resolved with its note, and nothing for an order without one', async () => {
    const order = await paid();
    await t.database.db.update(orders).set({ stock_shortfall: true }).where(eq(orders.order_id, order.id));
    const rows = await rowsOf(200, () => post(`/api/admin/orders/${order.id}/shortfall`, { note: 'Found 2 in back' }));
    expect(rows).toMatchObject([{ action: 'order.resolve_shortfall' }]);
    expect(rows[0]!.changes).toEqual({
      shortfall_resolved_at: { before: null, after: expect.any(String) },
      note: { before: null, after: 'Found 2 in back' },
    });
    expect(await rowsOf(409, () => post(`/api/admin/orders/${order.id}/shortfall`, { note: 'Again' }))).toEqual([]);
  });
});

describe('refunds', () => {
  it('records the refund’s amount (exactly), and nothing for one above what is refundable', async () => {
    const order = await paid();
    const rows = await rowsOf(201, () => postRefund(t, order.id, { amount: 250, reason: 'Late delivery' }, admin));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'refund.create', entity: 'refund', actor_id: adminId });
    expect(rows[0]!.changes).toEqual({
      order_id: { before: null, after: order.id },
      amount: { before: null, after: 25_000 },
      reason: { before: null, after: 'Late delivery' },
      method: { before: null, after: expect.any(String) },
      status: { before: null, after: 'Pending' },
    });
    expect(await rowsOf(409, () => postRefund(t, order.id, { amount: 900, reason: 'Too much' }, admin))).toEqual([]);
  });
});
