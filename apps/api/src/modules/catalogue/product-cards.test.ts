import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { cardOf as cardOfProduct, staleCards as staleCardsOf } from '../../../test/cards.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { png, postProductImages } from '../../../test/uploads.ts';
import { queryRows } from '../../db/client.ts';

// Product cards are a copy kept by database triggers (docs/decisions/016-product-cards.md). After every kind of
// write the cards must equal a rebuild from the base tables: a missing trigger leaves a stale card and fails here.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: { authorization: string };

const staleCards = () => staleCardsOf(t);
const cardOf = (productId: number) => cardOfProduct(t, productId);

async function send(method: 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, payload, headers: admin });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

describe('product cards follow every write', () => {
  it('are built for new products and equal a rebuild', async () => {
    const card = await cardOf(catalogue.products.crewTee.product_id);
    expect(card).toMatchObject({ name: 'Classic Crew Neck T-Shirt', parent_key: 'men', category_slug: 't-shirt' });
    expect(await staleCards()).toEqual([]);
  });

  it('follow image uploads, moves and deletions', async () => {
    const productId = catalogue.products.oxford.product_id;
    const uploaded = await postProductImages(t, productId, [await png(64, 64), await png(64, 64)]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [first] = uploaded.json() as Array<{ image_id: number }>;
    expect(((await cardOf(productId))?.images as unknown[]).length).toBe(2);
    expect(await staleCards()).toEqual([]);

    await send('PUT', `/api/Image/${first!.image_id}`, { sort_order: 5 });
    expect(await staleCards()).toEqual([]);
    await send('DELETE', `/api/Image/${first!.image_id}`);
    expect(((await cardOf(productId))?.images as unknown[]).length).toBe(1);
    expect(await staleCards()).toEqual([]);
  });

  it('follow renamed brands, categories and collections, and a category moved to another collection', async () => {
    await send('PUT', `/api/Brand/${catalogue.loom.brand_id}`, { name: 'Urban Loom Studio', description: 'Renamed' });
    expect(await cardOf(catalogue.products.crewTee.product_id)).toMatchObject({
      brand_name: 'Urban Loom Studio',
      brand_key: 'urban loom studio',
    });
    await send('PUT', `/api/Category/${catalogue.menShirts.category_id}`, {
      name: 'Smart Shirts',
      description: 'Renamed',
      parentcategory_id: catalogue.women.parentcategory_id,
    });
    expect(await cardOf(catalogue.products.oxford.product_id)).toMatchObject({
      category_name: 'Smart Shirts',
      category_slug: 'smart-shirts',
      parent_key: 'women',
    });
    await send('PUT', `/api/ParentCategory/${catalogue.men.parentcategory_id}`, {
      name: 'Menswear',
      description: 'Renamed',
    });
    expect(await cardOf(catalogue.products.crewTee.product_id)).toMatchObject({ parentcategory_name: 'Menswear' });
    expect(await staleCards()).toEqual([]);

    // Written straight to the tables (no search-vector refresh touching the products): the triggers alone follow.
    await t.database.db.execute(sql`UPDATE brands SET name = 'Loom & Co' WHERE brand_id = ${catalogue.loom.brand_id}`);
    await t.database.db.execute(
      sql`UPDATE categories SET name = 'Tees' WHERE category_id = ${catalogue.menTees.category_id}`,
    );
    await t.database.db.execute(
      sql`UPDATE parent_categories SET name = 'Gents' WHERE parentcategory_id = ${catalogue.men.parentcategory_id}`,
    );
    expect(await cardOf(catalogue.products.crewTee.product_id)).toMatchObject({
      brand_name: 'Loom & Co',
      category_slug: 'tees',
      parent_key: 'gents',
    });
    expect(await staleCards()).toEqual([]);

    // What shoppers see: the listing filters by the new names at once.
    const listing = await t.app.inject({
      url: '/api/Product/products?parentcategory=Women&subcategories=smart-shirts',
    });
    expect(listing.json().items.map((item: { name: string }) => item.name)).toContain('Oxford Casual Shirt');
  });

  it('follow variations and their values: sizes in stock, colours, the admin family, the percent off', async () => {
    const productId = catalogue.products.oxford.product_id;
    const variation = await factory.variation(productId, { price: 1499, stock: 3 });
    const size = await factory.value(variation.productvariation_id, catalogue.size.attribute_id, 'M');
    const colour = await factory.value(variation.productvariation_id, catalogue.color.attribute_id, 'Sunset Glow');
    expect(await cardOf(productId)).toMatchObject({ sizes: ['M'], colors: ['sunset glow'], discount: 20 });
    expect(await staleCards()).toEqual([]);

    await send('PUT', `/api/VariationAttributeValue/${colour.attributevalue_id}`, {
      attribute_id: catalogue.color.attribute_id,
      value: 'Sunset Glow',
      color_family: 'orange',
    });
    expect(await cardOf(productId)).toMatchObject({ colors: ['orange'] });
    await send('PUT', `/api/ProductVariation/${variation.productvariation_id}`, {
      sku: variation.sku,
      price: 1499,
      stock: 0,
    });
    expect(await cardOf(productId)).toMatchObject({ sizes: [] });
    expect(await staleCards()).toEqual([]);
    await send('DELETE', `/api/VariationAttributeValue/${size.attributevalue_id}`);
    await send('DELETE', `/api/ProductVariation/${variation.productvariation_id}`);
    expect(await cardOf(productId)).toMatchObject({ sizes: [], colors: [] });
    expect(await staleCards()).toEqual([]);
  });

  it('follow product edits, deactivation, sales and deletion', async () => {
    const productId = catalogue.products.linen.product_id;
    const view = (await t.app.inject({ url: `/api/Product/${productId}/admin`, headers: admin })).json();
    await send('PUT', `/api/Product/${productId}`, {
      name: 'Linen Summer Shirt',
      description: view.description,
      price: 1899,
      stock: view.stock,
      category_id: view.category_id,
      brand_id: view.brand_id,
      is_active: false,
    });
    expect(await cardOf(productId)).toMatchObject({ name: 'Linen Summer Shirt', price: 189900, is_active: false });
    expect(await staleCards()).toEqual([]);

    const crewTee = catalogue.products.crewTee.product_id;
    const before = await cardOf(crewTee);
    const shopper = await shopperWithAddress(t);
    await paidOrder(t, shopper, [{ product_id: crewTee, quantity: 2 }], 1198);
    // Units sold reach the product, and its card, when the sales tally is counted.
    expect(await cardOf(crewTee)).toMatchObject({
      stock: (before!.stock as number) - 2,
      units_sold: before!.units_sold,
    });
    await t.app.countSales(0);
    expect(await cardOf(crewTee)).toMatchObject({
      stock: (before!.stock as number) - 2,
      units_sold: (before!.units_sold as number) + 2,
    });
    expect(await staleCards()).toEqual([]);

    const doomed = await factory.product({
      category_id: catalogue.womenTees.category_id,
      brand_id: catalogue.denim.brand_id,
    });
    expect(await cardOf(doomed.product_id)).toBeDefined();
    await send('DELETE', `/api/Product/${doomed.product_id}`);
    expect(await cardOf(doomed.product_id)).toBeUndefined();
    expect(await staleCards()).toEqual([]);
  });

  it("show what the product can sell: its own stock without variations, its variations' sum with them", async () => {
    const product = await factory.product({
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
      stock: 9,
    });
    const productId = product.product_id;
    expect(await cardOf(productId)).toMatchObject({ stock: 9 });
    // Imported products have no stock of their own: the card showed "Out of stock" for them.
    const small = await factory.variation(productId, { stock: 3 });
    expect(await cardOf(productId)).toMatchObject({ stock: 3 });
    await factory.variation(productId, { stock: 4 });
    expect(await cardOf(productId)).toMatchObject({ stock: 7 });
    await send('PUT', `/api/ProductVariation/${small.productvariation_id}`, { sku: small.sku, price: 999, stock: 0 });
    expect(await cardOf(productId)).toMatchObject({ stock: 4 });
    expect(await staleCards()).toEqual([]);
    await t.database.db.execute(sql`DELETE FROM product_variations WHERE product_id = ${productId}`);
    expect(await cardOf(productId)).toMatchObject({ stock: 9 });
    expect(await staleCards()).toEqual([]);
  });
});

describe('a transaction that refreshes the cards itself', () => {
  it('writes without refreshing them until it does; without the setting every write refreshes them', async () => {
    const productId = catalogue.products.womenTee.product_id;
    const before = await cardOf(productId);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('store.defer_card_refresh', 'on', true)`);
      await tx.execute(sql`UPDATE products SET name = 'Deferred Tee' WHERE product_id = ${productId}`);
      await tx.execute(sql`INSERT INTO product_variations (product_id, sku, price, discount_price, stock)
        VALUES (${productId}, 'DEFERRED-1', 50000, 50000, 6)`);
      const [waiting] = await queryRows(tx, sql`SELECT name, stock FROM product_cards WHERE product_id = ${productId}`);
      expect(waiting).toEqual({ name: before!.name, stock: before!.stock });
      await tx.execute(sql`SELECT refresh_product_cards(ARRAY[${productId}]::int[])`);
    });
    expect(await cardOf(productId)).toMatchObject({ name: 'Deferred Tee', stock: 6 });
    expect(await staleCards()).toEqual([]);

    // The setting ends with its transaction: the next write refreshes the card at once, as every write does.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE product_variations SET stock = 2 WHERE sku = 'DEFERRED-1'`);
      const [card] = await queryRows(tx, sql`SELECT stock FROM product_cards WHERE product_id = ${productId}`);
      expect(card).toEqual({ stock: 2 });
    });
    expect(await staleCards()).toEqual([]);
  });
});
