import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS } from '@store/shared/order-lifecycle';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import {
  markDelivered,
  orderRow,
  paidOrder,
  placeOrder,
  shopperWithAddress,
  type TestShopper,
} from '../../../test/orders.ts';
import { postRefund } from '../../../test/refunds.ts';
import { ownVariation } from '../../../test/variations.ts';
import {
  notifications,
  orderEvents,
  orderItems,
  orderReturns,
  orders,
  productVariations,
} from '../../db/schema/index.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);

/** A delivered, paid order of `quantity` of a variation of its own; its line's id. */
async function delivered(quantity = 2, stock = 10, daysAgo = 0) {
  const own = await variation(stock);
  const buyer = await shopperWithAddress(t);
  const order = await paidOrder(t, buyer, [own.line(quantity)], 500 * quantity);
  await markDelivered(t, order.orderid, daysAgo);
  const [line] = await t.database.db
    .select({ id: orderItems.order_item_id })
    .from(orderItems)
    .where(eq(orderItems.order_id, order.orderid));
  return { ...order, buyer, own, lineId: line!.id };
}

const ask = (who: TestShopper | { headers: Record<string, string> }, orderId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/return`, headers: who.headers, payload });

const decide = (returnId: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/returns/${returnId}/status`, headers, payload });

const returnRow = async (returnId: number) =>
  (await t.database.db.select().from(orderReturns).where(eq(orderReturns.return_id, returnId)))[0]!;

/** One unit of a delivered order's line asked back and accepted; its return id. */
async function returnOne(order: Awaited<ReturnType<typeof delivered>>, status: 'Accepted') {
  const asked = await ask(order.buyer, order.orderid, {
    items: [{ order_item_id: order.lineId, quantity: 1 }],
    reason: 'Too tight',
  });
  const id = asked.json().return_id as number;
  await decide(id, { status });
  return id;
}

describe('asking for a return (docs/product/orders.md#returns-and-exchanges)', () => {
  it('within the window: 201 with the lines, recorded in the history; the order stays Delivered', async () => {
    const order = await delivered(2, 10, RETURN_WINDOW_DAYS - 1);
    const response = await ask(order.buyer, order.orderid, {
      items: [{ order_item_id: order.lineId, quantity: 1 }],
      reason: 'Too tight',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'return',
      status: 'Requested',
      reason: 'Too tight',
      admin_note: null,
      items: [{ order_item_id: order.lineId, quantity: 1 }],
      exchange: null,
    });
    expect(response.json()).not.toHaveProperty('refund_destination');
    expect(await orderRow(t, order.orderid)).toMatchObject({ status: 'Delivered' });
    const [event] = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.orderid), eq(orderEvents.kind, 'return')));
    expect(event).toMatchObject({
      to_status: 'Requested',
      actor_role: 'shopper',
      note: `Return #${response.json().return_id} of 1 item requested: Too tight`,
    });
  });

  it('after the window: 409 naming the day it closed, nothing recorded', async () => {
    const order = await delivered(1, 10, RETURN_WINDOW_DAYS + 1);
    const { delivered_at } = await orderRow(t, order.orderid);
    const closed = new Date(new Date(delivered_at!).getTime() + RETURN_WINDOW_DAYS * 86_400_000);
    const day = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(closed);
    const response = await ask(order.buyer, order.orderid, {
      items: [{ order_item_id: order.lineId, quantity: 1 }],
      reason: 'Late',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RETURN_REFUSED',
      message: `The return window for this order closed on ${day}.`,
    });
    expect(await t.database.db.select().from(orderReturns).where(eq(orderReturns.order_id, order.orderid))).toEqual([]);
  });

  it('refuses an order not delivered yet, and answers 404 for someone else’s order', async () => {
    const own = await variation(5);
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [own.line(1)], 500);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, order.orderid));
    const early = await ask(buyer, order.orderid, {
      items: [{ order_item_id: line!.order_item_id, quantity: 1 }],
      reason: 'x',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Order #${order.orderid} has not been delivered yet; a return or exchange can be asked once it is delivered.`,
    );
    await markDelivered(t, order.orderid);
    const stranger = await shopperWithAddress(t);
    const other = await ask(stranger, order.orderid, {
      items: [{ order_item_id: line!.order_item_id, quantity: 1 }],
      reason: 'x',
    });
    expect(other.statusCode).toBe(404);
    expect((await ask({ headers: {} }, order.orderid, { items: [], reason: 'x' })).statusCode).toBe(401);
  });

  it('limits quantities to what was bought less what is already in returns; a rejected return frees them', async () => {
    const order = await delivered(2);
    const line = (quantity: number) => ({ items: [{ order_item_id: order.lineId, quantity }], reason: 'Fit' });
    const tooMany = await ask(order.buyer, order.orderid, line(3));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^You can return at most 2 of .+ \(bought 2, 0 already in a return\)\.$/);
    const first = await ask(order.buyer, order.orderid, line(1));
    expect(first.statusCode).toBe(201);
    const second = await ask(order.buyer, order.orderid, line(2));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ details: { returnable: 1 } });
    expect((await ask(order.buyer, order.orderid, line(1))).statusCode).toBe(201);
    expect((await ask(order.buyer, order.orderid, line(1))).json().message).toMatch(/is already in a return\.$/);
    expect((await decide(first.json().return_id, { status: 'Rejected', note: 'Worn and washed' })).statusCode).toBe(
      200,
    );
    expect((await ask(order.buyer, order.orderid, line(1))).statusCode).toBe(201);

    const foreign = await ask(order.buyer, order.orderid, {
      items: [{ order_item_id: 999_999, quantity: 1 }],
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Item 999999 is not part of order #${order.orderid}.`);
    const twice = await ask(order.buyer, order.orderid, {
      items: [
        { order_item_id: order.lineId, quantity: 1 },
        { order_item_id: order.lineId, quantity: 1 },
      ],
      reason: 'x',
    });
    expect(twice.statusCode).toBe(400);
  });

  it('a cash-on-delivery order needs where to send the refund', async () => {
    const own = await variation(5);
    const buyer = await shopperWithAddress(t);
    const placed = await placeOrder(t, buyer, [own.line(1)], 500);
    await t.database.db
      .update(orders)
      .set({ payment_status: 'Paid', status: 'Confirmed' })
      .where(eq(orders.order_id, placed.orderid));
    await markDelivered(t, placed.orderid);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, placed.orderid));
    const payload = { items: [{ order_item_id: line!.order_item_id, quantity: 1 }], reason: 'Colour' };
    const missing = await ask(buyer, placed.orderid, payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { refund_destination: 'Required for a cash-on-delivery order' } });
    const badUpi = await ask(buyer, placed.orderid, { ...payload, refund_destination: { upi_id: 'nope' } });
    expect(badUpi.statusCode).toBe(400);
    const given = await ask(buyer, placed.orderid, { ...payload, refund_destination: { upi_id: 'asha@okbank' } });
    expect(given.statusCode, given.body).toBe(201);
    expect((await returnRow(given.json().return_id)).refund_destination).toEqual({ upi_id: 'asha@okbank' });
    const listed = (await t.app.inject({ url: '/api/admin/returns?status=Requested', headers: admin })).json();
    expect(listed.items.find((row: { return_id: number }) => row.return_id === given.json().return_id)).toMatchObject({
      refund_destination: { upi_id: 'asha@okbank' },
      order_id: placed.orderid,
    });
  });
});

describe('exchanges (docs/product/orders.md#returns-and-exchanges)', () => {
  it('another size of the same product in stock; its stock is taken at Accepted, the returned one comes back at Received', async () => {
    const order = await delivered(1);
    const larger = await variation(2);
    await factory.value(larger.id, catalogue.size.attribute_id, 'L');
    const otherProduct = await ownVariation(t, factory, catalogue.products.crewTee.product_id, 5);
    const soldOut = await variation(0);
    const exchange = (id: number, items = [{ order_item_id: order.lineId, quantity: 1 }]) =>
      ask(order.buyer, order.orderid, { items, reason: 'Too small', exchange_variation_id: id });

    expect((await exchange(otherProduct.id)).statusCode).toBe(409);
    expect((await exchange(order.own.id)).statusCode).toBe(409);
    const none = await exchange(soldOut.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/out of stock/);

    const made = await exchange(larger.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      kind: 'exchange',
      exchange: { productvariation_id: larger.id, attributes: [{ attribute_name: 'size', value: 'L' }] },
    });
    const id = made.json().return_id;
    expect(await larger.stock()).toBe(2);
    expect((await decide(id, { status: 'Accepted' })).statusCode).toBe(200);
    expect(await larger.stock()).toBe(1);
    const ownBefore = await order.own.stock();
    expect((await decide(id, { status: 'Received' })).statusCode).toBe(200);
    expect(await order.own.stock()).toBe(ownBefore + 1);
    const shipped = await decide(id, { status: 'Exchanged' });
    expect(shipped.json()).toMatchObject({ status: 'Exchanged' });
    expect(await larger.stock()).toBe(1);
    const notes = await t.database.db
      .select({ kind: orderEvents.kind, to: orderEvents.to_status, note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.orderid), eq(orderEvents.kind, 'return')))
      .orderBy(asc(orderEvents.event_id));
    expect(notes.at(-1)).toEqual({
      kind: 'return',
      to: 'Exchanged',
      note: `Replacement for exchange #${id} shipped at no charge`,
    });
    expect(await orderRow(t, order.orderid)).toMatchObject({ status: 'Delivered', payment_status: 'Paid' });
  });

  it('only the same colour at the same price: another colour and a dearer size are refused, nothing recorded', async () => {
    const productId = catalogue.products.oxford.product_id;
    const sized = async (size: string, colour: string, price = 500) => {
      const made = await factory.variation(productId, { price, stock: 5 });
      await factory.value(made.productvariation_id, catalogue.size.attribute_id, size);
      await factory.value(made.productvariation_id, catalogue.color.attribute_id, colour);
      return made.productvariation_id;
    };
    const bought = await sized('M', 'Navy');
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [{ product_id: productId, productvariation_id: bought, quantity: 1 }], 500);
    await markDelivered(t, order.orderid);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, order.orderid));
    const exchange = (id: number) =>
      ask(buyer, order.orderid, {
        items: [{ order_item_id: line!.order_item_id, quantity: 1 }],
        reason: 'Too small',
        exchange_variation_id: id,
      });
    const stockOf = async (id: number) =>
      (
        await t.database.db
          .select({ stock: productVariations.stock })
          .from(productVariations)
          .where(eq(productVariations.productvariation_id, id))
      )[0]!.stock;

    const red = await sized('L', 'Red');
    const otherColour = await exchange(red);
    expect(otherColour.statusCode).toBe(409);
    expect(otherColour.json()).toMatchObject({
      code: 'RETURN_REFUSED',
      message: `An exchange is for another size of ${line!.product_name} in the same colour (Navy). For something else, return it and order what you want.`,
    });
    const dearer = await sized('XL', 'Navy', 700);
    const refusedPrice = await exchange(dearer);
    expect(refusedPrice.statusCode).toBe(409);
    expect(refusedPrice.json().message).toBe(
      `That size of ${line!.product_name} costs ₹700, not the ₹500 you paid; an exchange is for a size at the same price. Return it and order the size you want.`,
    );
    expect(await t.database.db.select().from(orderReturns).where(eq(orderReturns.order_id, order.orderid))).toEqual([]);
    expect([await stockOf(red), await stockOf(dearer)]).toEqual([5, 5]);

    const same = await sized('L', 'Navy');
    const made = await exchange(same);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'exchange', exchange: { productvariation_id: same } });
  });

  it('one line only, and an accept is refused when the new size sold out meanwhile', async () => {
    const own = await variation(10);
    const second = await variation(10);
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [own.line(1), second.line(1)], 1000);
    await markDelivered(t, order.orderid);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, order.orderid))
      .orderBy(asc(orderItems.order_item_id));
    const target = await variation(1);
    const two = await ask(buyer, order.orderid, {
      items: lines.map((line) => ({ order_item_id: line.order_item_id, quantity: 1 })),
      reason: 'x',
      exchange_variation_id: target.id,
    });
    expect(two.statusCode).toBe(400);
    const made = await ask(buyer, order.orderid, {
      items: [{ order_item_id: lines[0]!.order_item_id, quantity: 1 }],
      reason: 'x',
      exchange_variation_id: target.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: `/api/ProductVariation/${target.id}`,
      headers: admin,
      payload: { product_id: catalogue.products.oxford.product_id, sku: `GONE-${target.id}`, price: 500, stock: 0 },
    });
    const refused = await decide(made.json().return_id, { status: 'Accepted' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('RETURN_REFUSED');
    expect((await returnRow(made.json().return_id)).status).toBe('Requested');
  });
});

describe('the admin decides (docs/product/orders.md#returns-and-exchanges)', () => {
  it('moves through the state machine: refused moves, a note to reject, stock back once at Received, Refunded only by a refund', async () => {
    const order = await delivered(2, 10);
    const asked = await ask(order.buyer, order.orderid, {
      items: [{ order_item_id: order.lineId, quantity: 2 }],
      reason: 'Not as pictured',
    });
    const id = asked.json().return_id as number;

    const skip = await decide(id, { status: 'Received' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      code: 'RETURN_REFUSED',
      message: `Return #${id} is requested and cannot become received. From here it can become accepted or rejected.`,
    });
    const noNote = await decide(id, { status: 'Rejected' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ note: 'Required' });
    expect((await decide(id, { status: 'Accepted' }, order.buyer.headers)).statusCode).toBe(403);
    expect((await decide(id, { status: 'Accepted' }, {})).statusCode).toBe(401);
    expect((await decide(999_999, { status: 'Accepted' })).statusCode).toBe(404);

    const accepted = await decide(id, { status: 'Accepted', note: 'Pick-up on Monday' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'Accepted', admin_note: 'Pick-up on Monday' });
    const mails = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.order_id, order.orderid), eq(notifications.kind, 'return_accepted')));
    expect(mails).toHaveLength(1);
    expect(await order.own.stock()).toBe(8);

    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/status`,
      headers: admin,
      payload: { status: 'Refunded' },
    });
    expect(early.statusCode).toBe(409);

    expect((await decide(id, { status: 'Received' })).json()).toMatchObject({ status: 'Received' });
    expect(await order.own.stock()).toBe(10);
    const twice = await decide(id, { status: 'Received' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Return #${id} is already received.`);
    expect(await order.own.stock()).toBe(10);

    const direct = await decide(id, { status: 'Refunded' });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(
      `Return #${id} becomes refunded through a refund: refund it from the order page, choosing this return.`,
    );
    const refunded = await postRefund(
      t,
      order.orderid,
      { amount: 1000, reason: 'Return received', return_id: id },
      admin,
    );
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ return_id: id, status: 'Processed' });
    expect((await returnRow(id)).status).toBe('Refunded');
    expect(await orderRow(t, order.orderid)).toMatchObject({ status: 'Delivered', payment_status: 'Refunded' });
    const again = await postRefund(t, order.orderid, { amount: 1, reason: 'x', return_id: id }, admin);
    expect(again.statusCode).toBe(409);
  });

  it('a refund of the whole order closes the received return; the order page offers the return to refund first', async () => {
    const order = await delivered(3);
    const id = await returnOne(order, 'Accepted');
    await decide(id, { status: 'Received' });
    const page = async () =>
      (await t.app.inject({ url: `/api/admin/orders/${order.orderid}`, headers: admin })).json() as {
        returns: Array<{ return_id: number; status: string }>;
        returns_to_refund: Array<{ return_id: number; amount: number }>;
      };
    const openReturns = async () =>
      ((await t.app.inject({ url: '/api/admin/dashboard', headers: admin })).json() as { openReturns: number })
        .openReturns;
    // Back in the warehouse and waiting for its money: open, worth one of the three units.
    expect((await page()).returns_to_refund).toEqual([{ return_id: id, amount: 500 }]);
    const openBefore = await openReturns();

    const whole = await postRefund(t, order.orderid, { amount: 1500, reason: 'Refund everything' }, admin);
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json()).toMatchObject({ return_id: null, status: 'Processed' });
    expect((await returnRow(id)).status).toBe('Refunded');
    const after = await page();
    expect(after.returns_to_refund).toEqual([]);
    expect(after.returns.find((row) => row.return_id === id)?.status).toBe('Refunded');
    expect(await openReturns()).toBe(openBefore - 1);
    const history = await t.database.db
      .select({ to: orderEvents.to_status, note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.orderid), eq(orderEvents.kind, 'return')))
      .orderBy(asc(orderEvents.event_id));
    expect(history.at(-1)).toEqual({
      to: 'Refunded',
      note: `Return #${id} refunded (refund #${whole.json().refund_id})`,
    });
  });

  it('a return accepted on an order already refunded in full ends Refunded when its items are received', async () => {
    const order = await delivered(2);
    const id = await returnOne(order, 'Accepted');
    expect((await postRefund(t, order.orderid, { amount: 1000, reason: 'Goodwill' }, admin)).statusCode).toBe(201);
    expect((await returnRow(id)).status).toBe('Accepted');
    expect((await decide(id, { status: 'Received' })).json()).toMatchObject({ status: 'Refunded' });
  });

  it('a return refunded while Accepted becomes Refunded when its items are received', async () => {
    const order = await delivered(1);
    const asked = await ask(order.buyer, order.orderid, {
      items: [{ order_item_id: order.lineId, quantity: 1 }],
      reason: 'Changed my mind',
    });
    const id = asked.json().return_id as number;
    const requestedRefund = await postRefund(t, order.orderid, { amount: 500, reason: 'Early', return_id: id }, admin);
    expect(requestedRefund.statusCode).toBe(409);
    await decide(id, { status: 'Accepted' });
    const refunded = await postRefund(
      t,
      order.orderid,
      { amount: 500, reason: 'Refund before pick-up', return_id: id },
      admin,
    );
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect((await returnRow(id)).status).toBe('Accepted');
    expect((await decide(id, { status: 'Received' })).json()).toMatchObject({ status: 'Refunded' });
  });

  it('lists returns for the admin with their order, customer and lines; filters by status', async () => {
    const order = await delivered(1);
    const asked = await ask(order.buyer, order.orderid, {
      items: [{ order_item_id: order.lineId, quantity: 1 }],
      reason: 'List me',
    });
    const list = await t.app.inject({ url: '/api/admin/returns?status=Requested', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().items.find((item: { return_id: number }) => item.return_id === asked.json().return_id);
    expect(row).toMatchObject({
      order_id: order.orderid,
      order_status: 'Delivered',
      customer: { email: order.buyer.email, name: 'Asha Rao' },
      lines: [{ order_item_id: order.lineId, quantity: 1, price: 500 }],
      refund_destination: null,
    });
    const accepted = (await t.app.inject({ url: '/api/admin/returns?status=Exchanged', headers: admin })).json();
    expect(accepted.items.every((item: { status: string }) => item.status === 'Exchanged')).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/returns?status=Lost', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/returns', headers: order.buyer.headers })).statusCode).toBe(403);
  });
});

// PGlite has a single connection, so requests sent at once run one after the other there; these need PostgreSQL's
// real concurrency to prove the lock.
describe.runIf(process.env.TEST_DB === 'postgres')('returns at the same moment (PostgreSQL)', () => {
  it('two requests for the last returnable unit: one passes', async () => {
    const order = await delivered(1);
    const payload = { items: [{ order_item_id: order.lineId, quantity: 1 }], reason: 'Two tabs' };
    const answers = await Promise.all([
      ask(order.buyer, order.orderid, payload),
      ask(order.buyer, order.orderid, payload),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(
      await t.database.db.select().from(orderReturns).where(eq(orderReturns.order_id, order.orderid)),
    ).toHaveLength(1);
  });
});
