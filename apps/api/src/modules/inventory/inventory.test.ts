import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryRow } from '@store/shared/schemas/inventory';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { productVariations, products, stockAdjustments, users } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let oxford: number;
let small: number;
let none: number;
let retired: number;

const get = (url: string, headers = admin) => t.app.inject({ url, headers });
const adjust = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/inventory/adjustments', headers, payload });
const variationStock = async (id: number) =>
  (
    await t.database.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.productvariation_id, id))
  )[0]!.stock;
const adjustmentCount = async () => (await t.database.db.select().from(stockAdjustments)).length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  shopper = bearer(await t.shopperToken('asha@example.com'));
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  oxford = catalogue.products.oxford.product_id;
  small = (await factory.variation(oxford, { sku: 'OXF-S', stock: 2 })).productvariation_id;
  none = (await factory.variation(oxford, { sku: 'OXF-M', stock: 0 })).productvariation_id;
  await factory.value(small, catalogue.size.attribute_id, 'S');
  await factory.value(none, catalogue.size.attribute_id, 'M');
  retired = (
    await factory.product({
      name: 'Retired Scarf',
      category_id: catalogue.menShirts.category_id,
      brand_id: catalogue.denim.brand_id,
      stock: 1,
      sku: 'SCARF-1',
      is_active: false,
    })
  ).product_id;
});
afterAll(() => t.close());

describe('the inventory list', () => {
  it('lists variations and products without variations at or under the threshold, lowest first, inactive too', async () => {
    const response = await get('/api/admin/inventory');
    expect(response.statusCode, response.body).toBe(200);
    const { items, totalCount } = response.json() as { items: InventoryRow[]; totalCount: number };
    expect(totalCount).toBe(3);
    expect(items.map((row) => [row.product_name, row.sku, row.stock])).toEqual([
      ['Oxford Casual Shirt', 'OXF-M', 0],
      ['Retired Scarf', 'SCARF-1', 1],
      ['Oxford Casual Shirt', 'OXF-S', 2],
    ]);
    expect(items[0]).toMatchObject({
      product_id: oxford,
      productvariation_id: none,
      brand_name: 'Denim Republic',
      attributes: [{ attribute_name: 'size', value: 'M' }],
      image: null,
    });
    expect(items[1]).toMatchObject({ product_id: retired, productvariation_id: null, attributes: [] });
  });

  it('takes a threshold, a search and a page (20 a page)', async () => {
    const all = (await get('/api/admin/inventory?threshold=10')).json();
    // The Oxford shirt has variations, so only its variations count; the other three products have 10 each.
    expect(all.totalCount).toBe(6);
    const found = (await get('/api/admin/inventory?threshold=10&q=oxf-s')).json();
    expect(found.items.map((row: InventoryRow) => row.productvariation_id)).toEqual([small]);
    expect((await get('/api/admin/inventory?threshold=10&q=urban loom')).json().totalCount).toBe(2);
    const beyond = (await get('/api/admin/inventory?threshold=10&pageNumber=2')).json();
    expect(beyond).toEqual({ items: [], totalCount: 6 });
    expect((await get('/api/admin/inventory?threshold=-1')).statusCode).toBe(400);
  });

  it('is for the admin only', async () => {
    expect((await get('/api/admin/inventory', shopper)).statusCode).toBe(403);
    expect((await get('/api/admin/inventory', {})).statusCode).toBe(401);
  });
});

describe('stock adjustments', () => {
  it('changes the stock, records who and why with the stock after, and the cached product page shows it', async () => {
    // Cache the public product page first.
    expect((await get(`/api/Product/${oxford}`, {})).json().variations.map((v: { stock: number }) => v.stock)).toEqual([
      2, 0,
    ]);
    const response = await adjust({ product_id: oxford, productvariation_id: small, delta: 5, reason: 'Restock' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      product_id: oxford,
      productvariation_id: small,
      product_name: 'Oxford Casual Shirt',
      delta: 5,
      stock_after: 7,
      reason: 'Restock',
    });
    expect(await variationStock(small)).toBe(7);
    const [row] = await t.database.db
      .select({ created_by: stockAdjustments.created_by, email: users.email })
      .from(stockAdjustments)
      .innerJoin(users, eq(users.user_id, stockAdjustments.created_by))
      .where(eq(stockAdjustments.adjustment_id, response.json().adjustment_id));
    expect(row!.email).toBe(ADMIN.email);
    expect((await get(`/api/Product/${oxford}`, {})).json().variations.map((v: { stock: number }) => v.stock)).toEqual([
      7, 0,
    ]);
  });

  it('refuses to go below zero (409 with the stock in the message) and changes nothing', async () => {
    const before = await adjustmentCount();
    const response = await adjust({ product_id: oxford, productvariation_id: small, delta: -8, reason: 'Damaged' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 7 of Oxford Casual Shirt (OXF-S) in stock: you cannot take away 8.');
    expect(response.json().details).toEqual({ stock: 7 });
    expect(await variationStock(small)).toBe(7);
    expect(await adjustmentCount()).toBe(before);
    const exact = await adjust({ product_id: oxford, productvariation_id: small, delta: -7, reason: 'Damaged' });
    expect(exact.json().stock_after).toBe(0);
  });

  it('adjusts a product without variations on the product itself', async () => {
    const linen = catalogue.products.linen.product_id;
    const response = await adjust({ product_id: linen, delta: -3, reason: 'Counted' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ productvariation_id: null, stock_after: 7 });
    const [row] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.product_id, linen));
    expect(row!.stock).toBe(7);
  });

  it('refuses a variation of another product (400), unknown ones (404), a missing variation and bad input (400)', async () => {
    const before = await adjustmentCount();
    const linen = catalogue.products.linen.product_id;
    const other = await adjust({ product_id: linen, productvariation_id: small, delta: 1, reason: 'x' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ productvariation_id: 'Not a variation of this product' });
    expect((await adjust({ product_id: oxford, productvariation_id: 999999, delta: 1, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await adjust({ product_id: 999999, delta: 1, reason: 'x' })).statusCode).toBe(404);
    expect((await adjust({ product_id: oxford, delta: 1, reason: 'x' })).statusCode).toBe(400);
    expect((await adjust({ product_id: linen, delta: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await adjust({ product_id: linen, delta: 1.5, reason: 'x' })).statusCode).toBe(400);
    expect((await adjust({ product_id: linen, delta: 1, reason: ' ' })).statusCode).toBe(400);
    expect((await adjust({ product_id: linen, delta: 1, reason: 'x' }, shopper)).statusCode).toBe(403);
    expect(await adjustmentCount()).toBe(before);
  });

  it('lists the history newest first, one product’s or all', async () => {
    const mine = (await get(`/api/admin/inventory/adjustments?product_id=${oxford}`)).json();
    expect(mine.totalCount).toBe(2);
    expect(mine.items.map((row: { delta: number; reason: string }) => [row.delta, row.reason])).toEqual([
      [-7, 'Damaged'],
      [5, 'Restock'],
    ]);
    const all = (await get('/api/admin/inventory/adjustments?pageNumber=1')).json();
    expect(all.totalCount).toBe(3);
    expect(all.items[0]).toMatchObject({ product_name: 'Linen Casual Shirt', delta: -3, stock_after: 7 });
    expect((await get('/api/admin/inventory/adjustments', shopper)).statusCode).toBe(403);
  });
});
