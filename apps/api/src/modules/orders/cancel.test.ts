import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { orderRow, paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { ownVariation } from '../../../test/variations.ts';
import { notifications, orderEvents, orders, products, refunds } from '../../db/schema/index.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

const cancel = (headers: Record<string, string>, orderId: number) =>
  t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/cancel`, headers });

/** Units sold once the sales tally is counted (docs/decisions/018-sales-tally.md). */
const unitsSold = async () => {
  await t.app.countSales(0);
  return (
    await t.database.db
      .select({ units: products.units_sold })
      .from(products)
      .where(eq(products.product_id, catalogue.products.oxford.product_id))
  )[0]!.units;
};

describe('the shopper cancels a paid order before it ships (docs/product/orders.md#lifecycle)', () => {
  it('a Confirmed order: Cancelled, stock and units sold back, everything refunded, history and messages', async () => {
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 6);
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [own.line(2)], 1000);
    expect(await own.stock()).toBe(4);
    const soldBefore = await unitsSold();
    const invalidate = vi.spyOn(t.app, 'invalidateStock');
    try {
      const response = await cancel(buyer.headers, order.orderid);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        orderid: order.orderid,
        status: 'Cancelled',
        refund: { amount: 1000, status: 'Processed', refund_id: expect.any(Number) },
      });
      expect(invalidate).toHaveBeenCalledWith({ products: [catalogue.products.oxford.product_id], variations: [] });
    } finally {
      invalidate.mockRestore();
    }
    expect(await own.stock()).toBe(6);
    expect(await unitsSold()).toBe(soldBefore - 2);
    expect(await orderRow(t, order.orderid)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      refunded_amount: 100000,
    });
    expect(
      await t.database.db
        .select({ amount: refunds.amount, status: refunds.status, reason: refunds.reason })
        .from(refunds)
        .where(eq(refunds.order_id, order.orderid)),
    ).toEqual([{ amount: 100000, status: 'Processed', reason: 'Order cancelled by the shopper' }]);
    const history = await t.database.db
      .select({
        kind: orderEvents.kind,
        from: orderEvents.from_status,
        to: orderEvents.to_status,
        actor: orderEvents.actor_role,
      })
      .from(orderEvents)
      .where(eq(orderEvents.order_id, order.orderid))
      .orderBy(asc(orderEvents.event_id));
    expect(history.slice(-2)).toEqual([
      { kind: 'status', from: 'Confirmed', to: 'Cancelled', actor: 'shopper' },
      { kind: 'refund', from: 'Paid', to: 'Refunded', actor: 'shopper' },
    ]);
    const messages = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.order_id, order.orderid), eq(notifications.channel, 'email')))
      .orderBy(asc(notifications.notification_id));
    expect(messages.map((message) => message.kind)).toEqual(['order_placed', 'order_cancelled', 'refund_processed']);

    const again = await cancel(buyer.headers, order.orderid);
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.order_id, order.orderid))).toHaveLength(1);
  });

  it('a Packed order cancels too; Shipped and Delivered are refused with 409, changing nothing', async () => {
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 6);
    const buyer = await shopperWithAddress(t);
    const packed = await paidOrder(t, buyer, [own.line(1)], 500);
    await t.database.db.update(orders).set({ status: 'Packed' }).where(eq(orders.order_id, packed.orderid));
    expect((await cancel(buyer.headers, packed.orderid)).json()).toMatchObject({ status: 'Cancelled' });

    const shipped = await paidOrder(t, buyer, [own.line(1)], 500);
    await t.database.db
      .update(orders)
      .set({ status: 'Shipped', shipped_at: sql`now()` })
      .where(eq(orders.order_id, shipped.orderid));
    const refused = await cancel(buyer.headers, shipped.orderid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: `Order #${shipped.orderid} has shipped, so it can no longer be cancelled. Once it is delivered you can ask for a return within 14 days.`,
      details: { status: 'Shipped' },
    });
    await t.database.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.order_id, shipped.orderid));
    expect((await cancel(buyer.headers, shipped.orderid)).json().message).toBe(
      `Order #${shipped.orderid} was delivered, so it can no longer be cancelled. You can ask for a return within 14 days of delivery.`,
    );
    expect(await orderRow(t, shipped.orderid)).toMatchObject({ payment_status: 'Paid', refunded_amount: 0 });
    expect(await own.stock()).toBe(5);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.order_id, shipped.orderid))).toEqual([]);
  });

  it("answers 404 for someone else's paid order and refunds nothing", async () => {
    const own = await ownVariation(t, factory, catalogue.products.oxford.product_id, 3);
    const owner = await shopperWithAddress(t);
    const intruder = await shopperWithAddress(t);
    const order = await paidOrder(t, owner, [own.line(1)], 500);
    expect((await cancel(intruder.headers, order.orderid)).statusCode).toBe(404);
    expect(await orderRow(t, order.orderid)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' });
  });
});
