import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
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

class Rebuilt extends Error {
  constructor(readonly differences: unknown[]) {
    super('rolled back');
  }
}

/** Cards that differ from a fresh rebuild of every card (rebuilt in a transaction that is then rolled back). */
async function staleCards(): Promise<unknown[]> {
  try {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE kept_cards ON COMMIT DROP AS SELECT * FROM product_cards`);
      await tx.execute(sql`DELETE FROM product_cards`);
      await tx.execute(sql`SELECT refresh_product_cards(ARRAY(SELECT product_id FROM products))`);
      const differences = await queryRows(
        tx,
        sql`(SELECT 'kept' AS side, * FROM kept_cards EXCEPT SELECT 'kept', * FROM product_cards)
            UNION ALL
            (SELECT 'rebuilt' AS side, * FROM product_cards EXCEPT SELECT 'rebuilt', * FROM kept_cards)`,
      );
      throw new Rebuilt(differences);
    });
  } catch (error) {
    if (error instanceof Rebuilt) return error.differences;
    throw error;
  }
  throw new Error('unreachable');
}

const cardOf = async (productId: number) =>
  (
    await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM product_cards WHERE product_id = ${productId}`,
    )
  )[0];

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
});
