import { and, eq, like, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_ALERT_LIMIT } from '@store/shared/stock-alerts';
import { buildApp } from '../../app.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { applied, checked, csvOf, exportedCsv } from '../../../test/imports.ts';
import { markDelivered, paidOrder, placeOrder, shopperWithAddress } from '../../../test/orders.ts';
import { openDatabase } from '../../db/client.ts';
import { notifications, orderItems, productVariations, stockAlerts, users } from '../../db/schema/index.ts';
import { setConsent } from '../consents/service.ts';
import { storeLinks } from '../notifications/outbox.ts';
import { sendDueStockAlerts } from './send.ts';

// Back-in-stock alerts (docs/product/storefront.md#back-in-stock-alerts): the routes' rules, every path that raises
// a stock from 0, one message per subscriber and restock, also with two processes on one database.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;
let people = 0;

beforeAll(async () => {
  // The job does not run on its own here: each test runs it when it wants (one test checks the wake-up).
  t = await buildTestApp({ STOCK_ALERT_POLL_MS: '0', OUTBOX_POLL_MS: '0', PUBLIC_URL: 'https://shop.example.com' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

async function shopper() {
  const email = `waiter${++people}-${process.pid}@example.com`;
  const headers = bearer(await t.shopperToken(email));
  const [row] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  return { email, headers, userId: row!.user_id };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

/** A product of its own in Men's T-shirts with one size `L` (Navy) of `stock` and one size `M` in stock. */
async function sizedProduct(stock = 0) {
  const product = await factory.product({
    name: `Alert Tee ${people}-${Math.random().toString(36).slice(2, 7)}`,
    category_id: catalogue.menTees.category_id,
    brand_id: catalogue.loom.brand_id,
    price: 500,
  });
  const large = await factory.variation(product.product_id, { price: 500, stock });
  await factory.value(large.productvariation_id, catalogue.size.attribute_id, 'L');
  await factory.value(large.productvariation_id, catalogue.color.attribute_id, 'Navy');
  const medium = await factory.variation(product.product_id, { price: 500, stock: 4 });
  await factory.value(medium.productvariation_id, catalogue.size.attribute_id, 'M');
  return { ...product, variationId: large.productvariation_id, inStockId: medium.productvariation_id };
}

const put = (who: Pick<Shopper, 'headers'>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/stock-alerts', headers: who.headers, payload });
const list = (who: Shopper) => t.app.inject({ url: '/api/stock-alerts', headers: who.headers });
const cancel = (who: Shopper, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${id}`, headers: who.headers });

async function subscribed(who: Shopper, payload: object): Promise<number> {
  const response = await put(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().alert_id as number;
}

const alertRow = async (id: number) =>
  (await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.alert_id, id)))[0];
const messagesOf = (id: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(like(notifications.dedupe_key, `back_in_stock:${id}:%`))
    .orderBy(notifications.notification_id);

const setVariationStock = (id: number, stock: number) =>
  t.database.db.update(productVariations).set({ stock }).where(eq(productVariations.productvariation_id, id));

const adjust = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/inventory/adjustments',
    headers: admin,
    payload: { reason: 'Stock count', ...payload },
  });

/** Runs the job, then checks the alert ended with exactly one email (subject, size, product link). */
async function expectOneMessage(alertId: number, productName: string, size: string | null) {
  await t.app.stockAlerts.run();
  await t.app.stockAlerts.run();
  const rows = await messagesOf(alertId);
  expect(rows.map((row) => row.channel)).toEqual(['email']);
  expect(rows[0]!.subject).toBe(`Back in stock: ${productName}`);
  if (size) expect(rows[0]!.body).toContain(`size ${size}`);
  expect(rows[0]!.body).toMatch(new RegExp(`https://shop\\.example\\.com/t-shirt/urban-loom/[a-z0-9-]+/\\d+`));
  expect((await alertRow(alertId))!.notified_at).not.toBeNull();
  return rows[0]!;
}

describe('subscribing (docs/product/api.md#stock-alerts)', () => {
  it('PUT is idempotent per shopper, product and size; GET lists it with its size and colour', async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const body = { product_id: product.product_id, productvariation_id: product.variationId };
    const first = await put(who, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await put(who, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().alert_id).toBe(first.json().alert_id);
    const rows = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.user_id, who.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productvariation_id: product.variationId, notified_at: null, due_at: null });
    const listed = (await list(who)).json();
    expect(listed).toMatchObject({
      limit: STOCK_ALERT_LIMIT,
      items: [
        {
          alert_id: first.json().alert_id,
          product_id: product.product_id,
          productvariation_id: product.variationId,
          product_name: product.name,
          brand_name: 'Urban Loom',
          size: 'L',
          colour: 'Navy',
        },
      ],
    });
    // Another shopper's alert for the same size is theirs alone.
    const other = await shopper();
    expect((await put(other, body)).statusCode).toBe(201);
    expect((await list(who)).json().items).toHaveLength(1);
  });

  it('refuses what cannot be waited for, with a clear message, and stores nothing', async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const other = await sizedProduct();
    const cases: Array<[object, number, string]> = [
      [{ product_id: 2_000_000 }, 404, 'Product not found.'],
      [{ product_id: product.product_id, productvariation_id: 2_000_000 }, 404, 'Size not found.'],
      [
        { product_id: product.product_id, productvariation_id: other.variationId },
        400,
        'productvariation_id: This size belongs to another product.',
      ],
      [{ product_id: product.product_id }, 400, 'productvariation_id: Choose a size to be notified about.'],
      [
        { product_id: product.product_id, productvariation_id: product.inStockId },
        409,
        'This is in stock now: add it to your bag instead.',
      ],
      [{ product_id: catalogue.products.crewTee.product_id }, 409, 'This is in stock now: add it to your bag instead.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await put(who, payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    const invalid = await put(who, { product_id: 'x' });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { product_id: expect.any(String) } });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/stock-alerts', payload: { product_id: 1 } })).statusCode,
    ).toBe(401);
    const stored = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.user_id, who.userId));
    expect(stored).toEqual([]);
  });

  it('only the owner cancels an alert; an ended or unknown one is 404', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const product = await sizedProduct();
    const id = await subscribed(owner, { product_id: product.product_id, productvariation_id: product.variationId });
    const taken = await cancel(stranger, id);
    expect([taken.statusCode, taken.json().message]).toEqual([404, 'Alert not found.']);
    expect(await alertRow(id)).toBeDefined();
    expect((await cancel(owner, id)).statusCode).toBe(204);
    expect(await alertRow(id)).toBeUndefined();
    expect((await cancel(owner, id)).statusCode).toBe(404);
  });

  it(`holds at most ${STOCK_ALERT_LIMIT} open alerts per account`, async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const sizes = await t.database.db
      .insert(productVariations)
      .values(
        Array.from({ length: STOCK_ALERT_LIMIT + 1 }, (_, index) => ({
          product_id: product.product_id,
          sku: `LIMIT-${people}-${index}`,
          price: 50_000,
          discount_price: 50_000,
          stock: 0,
        })),
      )
      .returning({ id: productVariations.productvariation_id });
    await t.database.db
      .insert(stockAlerts)
      .values(
        sizes
          .slice(1)
          .map((size) => ({ user_id: who.userId, product_id: product.product_id, productvariation_id: size.id })),
      );
    const refused = await put(who, { product_id: product.product_id, productvariation_id: sizes[0]!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `You have ${STOCK_ALERT_LIMIT} open stock alerts. Cancel one to add another.`,
      details: { limit: STOCK_ALERT_LIMIT },
    });
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockAlerts)
      .where(eq(stockAlerts.user_id, who.userId));
    expect(count!.n).toBe(STOCK_ALERT_LIMIT);
    // A repeat of an open one is still answered.
    expect((await put(who, { product_id: product.product_id, productvariation_id: sizes[1]!.id })).statusCode).toBe(
      200,
    );
  });
});

describe('every restock sends once (docs/product/storefront.md#back-in-stock-alerts)', () => {
  it('the variation form', async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const id = await subscribed(who, { product_id: product.product_id, productvariation_id: product.variationId });
    await t.app.stockAlerts.run();
    expect(await messagesOf(id)).toEqual([]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/ProductVariation/${product.variationId}`,
      headers: admin,
      payload: { product_id: product.product_id, sku: `EDIT-${id}`, price: 500, stock: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const mail = await expectOneMessage(id, product.name, 'L');
    expect(mail.recipient).toBe(who.email);
    expect(mail.body).toContain(`Navy`);
    expect(mail.body).toContain(`/${product.product_id}`);
    expect((await list(who)).json().items).toEqual([]);
    // A later sell-out and restock sends nothing more: the alert has ended.
    await setVariationStock(product.variationId, 0);
    await setVariationStock(product.variationId, 2);
    await t.app.stockAlerts.run();
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it('Inventory, and a bulk edit', async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const id = await subscribed(who, { product_id: product.product_id, productvariation_id: product.variationId });
    const adjusted = await adjust({
      product_id: product.product_id,
      productvariation_id: product.variationId,
      delta: 5,
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    await expectOneMessage(id, product.name, 'L');

    const bulkProduct = await factory.product({
      name: `Bulk Alert Tee ${id}`,
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
      stock: 0,
    });
    const bulkId = await subscribed(who, { product_id: bulkProduct.product_id });
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: admin,
      payload: { selection: { ids: [bulkProduct.product_id] }, action: { type: 'set_stock', stock: 4 } },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await expectOneMessage(bulkId, bulkProduct.name, null);
  });

  it('a product without sizes edited on its form', async () => {
    const who = await shopper();
    const product = await factory.product({
      name: `Plain Alert Tee ${people}`,
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
      stock: 0,
    });
    const id = await subscribed(who, { product_id: product.product_id });
    await factory.editProduct(product.product_id, { stock: 2 });
    await expectOneMessage(id, product.name, null);
  });

  it('a cancelled order, and a returned one', async () => {
    const product = await sizedProduct(1);
    const buyer = await shopperWithAddress(t, 'alertbuyer');
    const placed = await placeOrder(
      t,
      buyer,
      [{ product_id: product.product_id, productvariation_id: product.variationId, quantity: 1 }],
      500,
    );
    const who = await shopper();
    const id = await subscribed(who, { product_id: product.product_id, productvariation_id: product.variationId });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${placed.orderid}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectOneMessage(id, product.name, 'L');

    const returned = await sizedProduct(1);
    const order = await paidOrder(
      t,
      buyer,
      [{ product_id: returned.product_id, productvariation_id: returned.variationId, quantity: 1 }],
      500,
    );
    const returnAlert = await subscribed(who, {
      product_id: returned.product_id,
      productvariation_id: returned.variationId,
    });
    await markDelivered(t, order.orderid);
    const [line] = await t.database.db
      .select({ id: orderItems.order_item_id })
      .from(orderItems)
      .where(eq(orderItems.order_id, order.orderid));
    const lineId = line!.id;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.orderid}/return`,
      headers: buyer.headers,
      payload: { items: [{ order_item_id: lineId, quantity: 1 }], reason: 'Too tight' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().return_id as number;
    for (const status of ['Accepted', 'Received']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${returnId}/status`,
        headers: admin,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await expectOneMessage(returnAlert, returned.name, 'L');
  });

  it('a catalogue import', async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const id = await subscribed(who, { product_id: product.product_id, productvariation_id: product.variationId });
    const token = await t.adminToken();
    const records = parse((await exportedCsv(t, token)).slice(1)) as string[][];
    const header = records[0]!;
    const sku = (
      await t.database.db
        .select({ sku: productVariations.sku })
        .from(productVariations)
        .where(eq(productVariations.productvariation_id, product.variationId))
    )[0]!.sku;
    const target = records.find((record) => record[header.indexOf('sku')] === sku)!;
    target[header.indexOf('stock')] = '6';
    const file = csvOf(records.slice(1).map((record) => Object.fromEntries(header.map((h, i) => [h, record[i]!]))));
    const job = await checked(t, token, file);
    expect(job.report!.errors).toEqual([]);
    await applied(t, token, job.id);
    await expectOneMessage(id, product.name, 'L');
  });
});

describe('what is sent (docs/product/storefront.md#back-in-stock-alerts)', () => {
  it('sold out again before the message went: nothing is sent and the alert waits for the next restock', async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const id = await subscribed(who, { product_id: product.product_id, productvariation_id: product.variationId });
    const where = { product_id: product.product_id, productvariation_id: product.variationId };
    expect((await adjust({ ...where, delta: 1 })).statusCode).toBe(201);
    expect((await adjust({ ...where, delta: -1 })).statusCode).toBe(201);
    await t.app.stockAlerts.run();
    expect(await messagesOf(id)).toEqual([]);
    expect(await alertRow(id)).toMatchObject({ notified_at: null, due_at: null, restocks: 1 });
    expect((await list(who)).json().items).toHaveLength(1);
    expect((await adjust({ ...where, delta: 2 })).statusCode).toBe(201);
    const mail = await expectOneMessage(id, product.name, 'L');
    expect(mail.dedupe_key).toBe(`back_in_stock:${id}:2:email`);
  });

  it('an SMS only where the shopper allowed SMS and has a proven number', async () => {
    const product = await sizedProduct();
    const allowed = await shopper();
    const notAllowed = await shopper();
    const noPhone = await shopper();
    const numbers: Record<number, string | null> = {
      [allowed.userId]: '9876500001',
      [notAllowed.userId]: '9876500002',
      [noPhone.userId]: null,
    };
    for (const [userId, phone] of Object.entries(numbers)) {
      await t.database.db
        .update(users)
        .set({ phone, phone_claim: null })
        .where(eq(users.user_id, Number(userId)));
    }
    await t.database.db.transaction((tx) => setConsent(tx, allowed.userId, { sms: true }, 'profile'));
    await t.database.db.transaction((tx) => setConsent(tx, noPhone.userId, { sms: true }, 'profile'));
    const body = { product_id: product.product_id, productvariation_id: product.variationId };
    const ids = [await subscribed(allowed, body), await subscribed(notAllowed, body), await subscribed(noPhone, body)];
    await setVariationStock(product.variationId, 3);
    await t.app.stockAlerts.run();
    const channels = await Promise.all(ids.map(async (id) => (await messagesOf(id)).map((row) => row.channel)));
    expect(channels).toEqual([['email', 'sms'], ['email'], ['email']]);
    const [, sms] = await messagesOf(ids[0]!);
    expect(sms).toMatchObject({ recipient: '9876500001' });
    expect(sms!.body).toMatch(/^Store: .+ in L is back in stock\. https:\/\/shop\.example\.com\/.+\/\d+$/);
  });

  it('a product taken off sale is not announced; its alert stays open', async () => {
    const who = await shopper();
    const product = await sizedProduct();
    const id = await subscribed(who, { product_id: product.product_id, productvariation_id: product.variationId });
    await factory.editProduct(product.product_id, { is_active: false });
    await setVariationStock(product.variationId, 3);
    await t.app.stockAlerts.run();
    expect(await messagesOf(id)).toEqual([]);
    expect(await alertRow(id)).toMatchObject({ notified_at: null, due_at: null });
  });

  it('the job wakes on the restock’s commit, without waiting for its timer', async () => {
    const awake = await buildTestApp({ STOCK_ALERT_POLL_MS: '3600000', OUTBOX_POLL_MS: '0' });
    try {
      const shopperHeaders = bearer(await awake.shopperToken('awake@example.com'));
      const f = new CatalogueFactory(awake.app, await awake.adminToken());
      const place = await smallCatalogue(f);
      const product = await f.product({
        category_id: place.menTees.category_id,
        brand_id: place.loom.brand_id,
        stock: 0,
      });
      const answer = await awake.app.inject({
        method: 'PUT',
        url: '/api/stock-alerts',
        headers: shopperHeaders,
        payload: { product_id: product.product_id },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      await f.editProduct(product.product_id, { stock: 1 });
      await expect
        .poll(
          async () =>
            (await awake.database.db.select().from(notifications).where(eq(notifications.kind, 'back_in_stock')))
              .length,
          { timeout: 10_000, interval: 50 },
        )
        .toBe(1);
    } finally {
      await awake.close();
    }
  });
});

// Two app instances on one database need two connections; PGlite is one in-process database.
describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one PostgreSQL database', () => {
  it('running the job at once sends one message per subscriber', async () => {
    const product = await sizedProduct();
    const who = await Promise.all(Array.from({ length: 12 }, () => shopper()));
    const body = { product_id: product.product_id, productvariation_id: product.variationId };
    const ids = await Promise.all(who.map((one) => subscribed(one, body)));
    const database = await openDatabase({ url: t.databaseUrl, poolSize: 3 });
    const second = await buildApp({ config: t.config, database, logger: false });
    await second.ready();
    try {
      await setVariationStock(product.variationId, 2);
      // Small batches from both at once, so their claims interleave; then each app's own job.
      const links = storeLinks(t.config);
      const drain = async (db: typeof t.database.db) => {
        while ((await sendDueStockAlerts(db, links, 2)).claimed > 0);
      };
      await Promise.all([drain(t.database.db), drain(database.db), t.app.stockAlerts.run(), second.stockAlerts.run()]);
      const all = await t.database.db
        .select({ recipient: notifications.recipient, key: notifications.dedupe_key })
        .from(notifications)
        .where(eq(notifications.kind, 'back_in_stock'));
      const rows = all.filter((row) => ids.includes(Number(row.key.split(':')[1])));
      expect(rows.map((row) => row.recipient).sort()).toEqual(who.map((one) => one.email).sort());
      const ended = await t.database.db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.productvariation_id, product.variationId), sql`notified_at IS NOT NULL`));
      expect(ended).toHaveLength(12);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
