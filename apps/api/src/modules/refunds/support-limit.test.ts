import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { orderRow, paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { postRefund } from '../../../test/refunds.ts';
import { staffToken } from '../../../test/staff.ts';
import { ownVariation } from '../../../test/variations.ts';
import { refunds } from '../../db/schema/index.ts';

// A support member's refunds on one order total at most SUPPORT_REFUND_LIMIT (docs/product/staff.md#roles); the
// owner is not limited.

const LIMIT_MESSAGE = 'Refunds above ₹1,000 on one order need the owner.';

let t: TestApp;
let factory: CatalogueFactory;
let productId: number;
let owner: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_REFUND_LIMIT: '1000' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  productId = (await smallCatalogue(factory)).products.oxford.product_id;
  owner = bearer(await t.adminToken());
  support = bearer(await staffToken(t, 'support'));
});
afterAll(() => t?.close());

/** A paid order of ₹1,500 (three of a ₹500 variation of its own). */
async function paid() {
  const own = await ownVariation(t, factory, productId, 10);
  return paidOrder(t, await shopperWithAddress(t), [own.line(3)], 1500);
}

const refundRows = (orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.order_id, orderId)).orderBy(asc(refunds.refund_id));

describe('the support refund limit', () => {
  it('lets support refund up to the limit in total and refuses past it, changing nothing; the owner goes on', async () => {
    const order = await paid();
    expect((await postRefund(t, order.orderid, { amount: 600, reason: 'Late' }, support)).statusCode).toBe(201);
    const refused = await postRefund(t, order.orderid, { amount: 500, reason: 'More' }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: LIMIT_MESSAGE, details: { limit: 1000 } });
    expect(await refundRows(order.orderid)).toHaveLength(1);
    expect((await orderRow(t, order.orderid)).refunded_amount).toBe(60000);
    expect((await postRefund(t, order.orderid, { amount: 400, reason: 'Rest' }, support)).statusCode).toBe(201);
    expect((await postRefund(t, order.orderid, { amount: 500, reason: 'Owner' }, owner)).statusCode).toBe(201);
    expect((await orderRow(t, order.orderid)).refunded_amount).toBe(150000);
  });

  it("counts everyone's refunds on the order, but not failed ones", async () => {
    const order = await paid();
    expect((await postRefund(t, order.orderid, { amount: 900, reason: 'Owner first' }, owner)).statusCode).toBe(201);
    const refused = await postRefund(t, order.orderid, { amount: 200, reason: 'Support' }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: LIMIT_MESSAGE });
    await t.database.db.update(refunds).set({ status: 'Failed' }).where(eq(refunds.order_id, order.orderid));
    expect((await postRefund(t, order.orderid, { amount: 200, reason: 'Support' }, support)).statusCode).toBe(201);
  });

  // Under PostgreSQL the two run at the same moment and only the order's lock keeps them from both passing.
  it('two support refunds sent at once cannot together pass the limit', async () => {
    const order = await paid();
    const answers = await Promise.all([
      postRefund(t, order.orderid, { amount: 600, reason: 'Tab one' }, support),
      postRefund(t, order.orderid, { amount: 600, reason: 'Tab two' }, support),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(await refundRows(order.orderid)).toHaveLength(1);
    expect((await orderRow(t, order.orderid)).refunded_amount).toBe(60000);
  });
});
