import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { ownVariation } from '../../../test/variations.ts';
import { orderItems, productVariations, reviews } from '../../db/schema/index.ts';
import { LISTED_PREFIXES } from '../delivery/table-audit.ts';

// Returns, inventory, the delivery table and review moderation write one audit row per change, and a refused change
// writes none (docs/product/staff.md#audit-log).

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

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) =>
  t.app.inject({ method, url, headers, payload });

/** The audit rows `action` writes (after checking its status). */
async function rowsOf(status: number, action: () => ReturnType<typeof send>) {
  const mark = await auditMark(t);
  const response = await action();
  expect(response.statusCode, response.body).toBe(status);
  return { rows: await auditSince(t, mark), body: response.json() as Record<string, unknown> };
}

/** A delivered, paid order of two units of a variation of its own; its shopper and line. */
async function delivered(productId = catalogue.products.oxford.product_id) {
  const own = await ownVariation(t, factory, productId, 10);
  const shopper = await shopperWithAddress(t, 'returner');
  const order = await paidOrder(t, shopper, [own.line(2)], 1000);
  await markDelivered(t, order.orderid);
  const [line] = await t.database.db
    .select({ id: orderItems.order_item_id })
    .from(orderItems)
    .where(eq(orderItems.order_id, order.orderid));
  return { orderId: order.orderid, shopper, lineId: line!.id };
}

describe('returns', () => {
  it('records approve and receive; reject with its note; nothing for the shopper’s request or a refused move', async () => {
    const order = await delivered();
    const ask = { items: [{ order_item_id: order.lineId, quantity: 1 }], reason: 'Too tight' };
    const asked = await rowsOf(201, () =>
      send('POST', `/api/Order/${order.orderId}/return`, ask, order.shopper.headers),
    );
    expect(asked.rows).toEqual([]);
    const id = asked.body.return_id as number;
    const decide = (payload: object) => send('POST', `/api/admin/returns/${id}/status`, payload);
    expect((await rowsOf(400, () => decide({ status: 'Rejected' }))).rows).toEqual([]);
    const approved = await rowsOf(200, () => decide({ status: 'Accepted' }));
    expect(approved.rows).toMatchObject([{ action: 'return.approve', entity: 'return', entity_id: String(id) }]);
    expect(approved.rows[0]!.changes).toEqual({ status: { before: 'Requested', after: 'Accepted' } });
    const received = await rowsOf(200, () => decide({ status: 'Received' }));
    expect(received.rows).toMatchObject([{ action: 'return.receive' }]);
    expect(received.rows[0]!.changes).toEqual({ status: { before: 'Accepted', after: 'Received' } });
    expect((await rowsOf(409, () => decide({ status: 'Accepted' }))).rows).toEqual([]);

    const other = await delivered();
    const second = await send(
      'POST',
      `/api/Order/${other.orderId}/return`,
      { items: [{ order_item_id: other.lineId, quantity: 1 }], reason: 'Colour' },
      other.shopper.headers,
    );
    const rejected = await rowsOf(200, () =>
      send('POST', `/api/admin/returns/${second.json().return_id}/status`, { status: 'Rejected', note: 'Worn' }),
    );
    expect(rejected.rows[0]).toMatchObject({ action: 'return.reject' });
    expect(rejected.rows[0]!.changes).toEqual({
      status: { before: 'Requested', after: 'Rejected' },
      admin_note: { before: null, after: 'Worn' },
    });
  });
});

describe('inventory', () => {
  it('records a stock adjustment (exactly), and nothing when it would go below zero', async () => {
    const product = catalogue.products.linen.product_id;
    const own = await ownVariation(t, factory, product, 5);
    const adjust = (delta: number) =>
      send('POST', '/api/admin/inventory/adjustments', {
        product_id: product,
        productvariation_id: own.id,
        delta,
        reason: 'Damaged in store',
      });
    const { rows, body } = await rowsOf(201, () => adjust(-2));
    expect(rows).toMatchObject([
      { action: 'inventory.adjust', entity: 'inventory', entity_id: String(body.adjustment_id) },
    ]);
    expect(rows[0]!.changes).toEqual({
      stock: { before: 5, after: 3 },
      product_id: { before: null, after: product },
      productvariation_id: { before: null, after: own.id },
      delta: { before: null, after: -2 },
      reason: { before: null, after: 'Damaged in store' },
    });
    expect((await rowsOf(409, () => adjust(-4))).rows).toEqual([]);
    const [stock] = await t.database.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.productvariation_id, own.id));
    expect(stock!.stock).toBe(3);
  });
});

describe('the delivery table', () => {
  const upload = (csv: string) => send('PUT', '/api/admin/delivery', { csv });

  it('records a replacement: its counts, and each prefix changed with its terms before and after', async () => {
    const seeded = ((await t.app.inject({ url: '/api/admin/delivery', headers: admin })).json().rows as unknown[])
      .length;
    const many = Array.from({ length: LISTED_PREFIXES + 20 }, (_, n) => `99${String(n).padStart(4, '0')},Far,9,no`);
    const large = await rowsOf(200, () => upload(['prefix,zone,delivery_days,cod', ...many].join('\n')));
    expect(large.rows).toMatchObject([{ action: 'delivery.replace', entity: 'delivery', entity_id: null }]);
    // More prefixes changed than a row lists one by one: the counts only.
    expect(large.rows[0]!.changes).toEqual({
      rows: { before: seeded, after: LISTED_PREFIXES + 20 },
      prefixes: { before: null, after: { added: LISTED_PREFIXES + 20, removed: seeded, changed: 0 } },
    });
    await upload('prefix,zone,delivery_days,cod\n56,South,3,yes\n11,North,4,no\n');

    const edited = await rowsOf(200, () => upload('prefix,zone,delivery_days,cod\n56,South,2,yes\n40,West,5,yes\n'));
    expect(edited.rows[0]!.changes).toEqual({
      rows: { before: 2, after: 2 },
      prefixes: { before: null, after: { added: 1, removed: 1, changed: 1 } },
      'prefix 56': {
        before: { zone: 'South', delivery_days: 3, cod: true },
        after: { zone: 'South', delivery_days: 2, cod: true },
      },
      'prefix 40': { before: null, after: { zone: 'West', delivery_days: 5, cod: true } },
      'prefix 11': { before: { zone: 'North', delivery_days: 4, cod: false }, after: null },
    });
  });

  it('writes nothing for a file with a wrong line', async () => {
    expect((await rowsOf(400, () => upload('prefix,zone,delivery_days,cod\n56,South,99,yes\n'))).rows).toEqual([]);
  });
});

describe('review moderation', () => {
  it('records a review hidden and shown again (exactly), and nothing for an unknown review', async () => {
    const product = await factory.product({
      category_id: catalogue.menShirts.category_id,
      brand_id: catalogue.loom.brand_id,
    });
    const order = await delivered(product.product_id);
    const written = await send(
      'POST',
      `/api/Product/${product.product_id}/reviews`,
      { rating: 2, title: 'Meh', body: 'Thin cloth.' },
      order.shopper.headers,
    );
    expect(written.statusCode, written.body).toBe(201);
    const id = written.json().review_id as number;
    const visibility = (reviewId: number, hidden: boolean) =>
      send('PUT', `/api/admin/reviews/${reviewId}/visibility`, { hidden });
    const hidden = await rowsOf(200, () => visibility(id, true));
    expect(hidden.rows).toMatchObject([{ action: 'review.hide', entity: 'review', entity_id: String(id) }]);
    expect(hidden.rows[0]!.changes).toEqual({ is_hidden: { before: false, after: true } });
    const shown = await rowsOf(200, () => visibility(id, false));
    expect(shown.rows).toMatchObject([{ action: 'review.unhide' }]);
    expect(shown.rows[0]!.changes).toEqual({ is_hidden: { before: true, after: false } });
    expect((await rowsOf(404, () => visibility(999_999, true))).rows).toEqual([]);
    expect((await t.database.db.select().from(reviews).where(eq(reviews.review_id, id)))[0]!.is_hidden).toBe(false);
  });
});
