import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { deletedProducts } from '../../db/schema/index.ts';
import { isDeletedProduct } from './deleted-products.ts';

// Deleted products answer 410 Gone (docs/product/storefront.md#not-found-and-unauthorized): the deletion is recorded
// in the transaction that deletes the product, and only a deletion that happened counts.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: { authorization: string };

const recorded = async (id: number) =>
  t.database.db.select().from(deletedProducts).where(eq(deletedProducts.product_id, id));

const newProduct = (name: string) =>
  factory.product({ name, category_id: catalogue.menTees.category_id, brand_id: catalogue.loom.brand_id });

const deleteThroughApi = (id: number, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/Product/${id}`, headers });

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

describe('the record of deleted products', () => {
  it('records a product the admin deletes, in the same write', async () => {
    const product = await newProduct('Short-Lived Tee');
    expect(await isDeletedProduct(t.database.db, product.product_id)).toBe(false);
    expect(await recorded(product.product_id)).toEqual([]);

    expect((await deleteThroughApi(product.product_id)).statusCode).toBe(204);

    const rows = await recorded(product.product_id);
    expect(rows).toHaveLength(1);
    expect(await isDeletedProduct(t.database.db, product.product_id)).toBe(true);
    // The other products are not gone.
    expect(await isDeletedProduct(t.database.db, catalogue.products.crewTee.product_id)).toBe(false);
  });

  it('knows nothing of ids never used, nor of ids no product can have', async () => {
    for (const id of [987_654, 0, -3, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, Number.NaN]) {
      expect(await isDeletedProduct(t.database.db, id), String(id)).toBe(false);
    }
  });

  it('records nothing when the delete is refused or finds nothing', async () => {
    const product = await newProduct('Guarded Tee');
    const shopper = bearer(await t.shopperToken());
    const refused = await deleteThroughApi(product.product_id, shopper);
    expect(refused.statusCode).toBe(403);
    expect((await deleteThroughApi(product.product_id, {} as { authorization: string })).statusCode).toBe(401);
    expect(await recorded(product.product_id)).toEqual([]);
    expect(await isDeletedProduct(t.database.db, product.product_id)).toBe(false);
    expect((await t.app.inject(`/api/Product/${product.product_id}`)).statusCode).toBe(200);

    const missing = await deleteThroughApi(876_543);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Product not found.' });
    expect(await recorded(876_543)).toEqual([]);
  });

  it('is not gone while a product with that id exists again, and a second deletion keeps one record', async () => {
    const product = await newProduct('Returning Tee');
    expect((await deleteThroughApi(product.product_id)).statusCode).toBe(204);
    expect(await isDeletedProduct(t.database.db, product.product_id)).toBe(true);

    // Ids are serial, so only a hand-made row brings one back.
    await t.database.db.execute(
      sql`INSERT INTO products (product_id, name, description, price, discount_price, stock, category_id, brand_id)
          VALUES (${product.product_id}, 'Returning Tee', 'Back again.', 99900, 99900, 1,
                  ${catalogue.menTees.category_id}, ${catalogue.loom.brand_id})`,
    );
    expect(await isDeletedProduct(t.database.db, product.product_id)).toBe(false);

    expect((await deleteThroughApi(product.product_id)).statusCode).toBe(204);
    expect(await recorded(product.product_id)).toHaveLength(1);
    expect(await isDeletedProduct(t.database.db, product.product_id)).toBe(true);
  });
});
