import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, orderRow, paidOrder, placeOrder, shopperWithAddress } from '../../../test/orders.ts';
import { postRefund } from '../../../test/refunds.ts';
import { staffToken } from '../../../test/staff.ts';
import { ownVariation } from '../../../test/variations.ts';
import { notifications, orderItems, orders, refunds, storeCreditEntries } from '../../db/schema/index.ts';

// Refunds to store credit (docs/product/accounts.md#store-credit): chosen by the shopper on a return
// (`refund_destination: { store_credit: true }`) or by the admin (`to_store_credit`); processed at once, without the
// payment service, with the credit note, the message and the ledger row in one transaction.

let t: TestApp;
let factory: CatalogueFactory;
let productId: number;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_REFUND_LIMIT: '1000' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  productId = (await smallCatalogue(factory)).products.oxford.product_id;
  admin = bearer(await t.adminToken());
});
afterAll(() => t?.close());

const ledger = (userId: number) =>
  t.database.db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.user_id, userId))
    .orderBy(asc(storeCreditEntries.entry_id));

const refundRows = (orderId: number) => t.database.db.select().from(refunds).where(eq(refunds.order_id, orderId));

const ask = (headers: Record<string, string>, orderId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/return`, headers, payload });

const decide = (returnId: number, status: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/returns/${returnId}/status`, headers: admin, payload: { status } });

/** A delivered cash-on-delivery order of two ₹500 units whose cash was collected; its line's id. */
async function deliveredCashOrder() {
  const own = await ownVariation(t, factory, productId, 10);
  const buyer = await shopperWithAddress(t);
  const placed = await placeOrder(t, buyer, [own.line(2)], 1000);
  await t.database.db
    .update(orders)
    .set({ payment_status: 'Paid', status: 'Confirmed', payment_method: 'cod' })
    .where(eq(orders.order_id, placed.orderid));
  await markDelivered(t, placed.orderid);
  const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, placed.orderid));
  return { buyer, orderId: placed.orderid, lineId: line!.order_item_id };
}

describe('a return refunded to store credit', () => {
  it('is processed at once with its credit note, message and ledger row, and the balance shows it', async () => {
    const { buyer, orderId, lineId } = await deliveredCashOrder();
    const asked = await ask(buyer.headers, orderId, {
      items: [{ order_item_id: lineId, quantity: 1 }],
      reason: 'Too small',
      refund_destination: { store_credit: true },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().return_id as number;
    expect((await decide(returnId, 'Accepted')).statusCode).toBe(200);
    expect((await decide(returnId, 'Received')).statusCode).toBe(200);
    // The admin does not tick store credit: the shopper's choice on the return decides.
    const refunded = await postRefund(t, orderId, { amount: 500, reason: 'Return', return_id: returnId }, admin);
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ status: 'Processed', method: 'store_credit', amount: 500 });
    const [refund] = await refundRows(orderId);
    expect(refund).toMatchObject({ method: 'store_credit', status: 'Processed', provider_refund_id: null });
    expect(refund!.credit_note_number).toMatch(/^CN/);
    expect((await orderRow(t, orderId)).refunded_amount).toBe(50000);
    expect(await ledger(buyer.userId)).toMatchObject([
      {
        kind: 'refund',
        amount: 50000,
        order_id: orderId,
        return_id: returnId,
        refund_id: refund!.refund_id,
        expires_at: null,
      },
    ]);
    const mail = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.order_id, orderId));
    expect(mail.map((row) => row.body).join('\n')).toContain(
      '₹500 for your order #' + orderId + ' to your store credit',
    );
    const credit = (await t.app.inject({ method: 'GET', url: '/api/StoreCredit', headers: buyer.headers })).json();
    expect(credit).toMatchObject({
      balance: 500,
      items: [{ reason: 'refund', amount: 500, order_id: orderId, return_id: returnId }],
    });
  });

  it('a paid order may choose it too, and the admin sees the choice', async () => {
    const own = await ownVariation(t, factory, productId, 10);
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [own.line(1)], 500);
    await markDelivered(t, order.orderid);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, order.orderid));
    const asked = await ask(buyer.headers, order.orderid, {
      items: [{ order_item_id: line!.order_item_id, quantity: 1 }],
      reason: 'Colour',
      refund_destination: { store_credit: true },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const listed = (await t.app.inject({ url: '/api/admin/returns?status=Requested', headers: admin })).json();
    expect(listed.items.find((row: { return_id: number }) => row.return_id === asked.json().return_id)).toMatchObject({
      refund_destination: { store_credit: true },
    });
  });
});

describe('the admin refunding to store credit', () => {
  it('refunds a paid order into the shopper’s credit without asking the payment service', async () => {
    const own = await ownVariation(t, factory, productId, 10);
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [own.line(2)], 1000);
    const response = await postRefund(t, order.orderid, { amount: 300, reason: 'Late', to_store_credit: true }, admin);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'Processed', method: 'store_credit' });
    const [refund] = await refundRows(order.orderid);
    expect(refund!.provider_refund_id).toBeNull();
    expect((await ledger(buyer.userId)).map((row) => [row.kind, row.amount])).toEqual([['refund', 30000]]);
    // The rest still goes back the way it was paid.
    const rest = await postRefund(t, order.orderid, { amount: 700, reason: 'Rest' }, admin);
    expect(rest.json()).toMatchObject({ status: 'Processed', method: 'sandbox' });
    expect(await ledger(buyer.userId)).toHaveLength(1);
    expect((await orderRow(t, order.orderid)).payment_status).toBe('Refunded');
  });

  it('keeps support within SUPPORT_REFUND_LIMIT, writing no credit when refused', async () => {
    const own = await ownVariation(t, factory, productId, 10);
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [own.line(3)], 1500);
    const support = bearer(await staffToken(t, 'support'));
    const refused = await postRefund(
      t,
      order.orderid,
      { amount: 1200, reason: 'Late', to_store_credit: true },
      support,
    );
    expect(refused.statusCode).toBe(403);
    expect(await refundRows(order.orderid)).toEqual([]);
    expect(await ledger(buyer.userId)).toEqual([]);
  });
});
