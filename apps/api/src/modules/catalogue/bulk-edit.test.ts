import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkAction } from '@store/shared/schemas/bulk-edit';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { staffToken } from '../../../test/staff.ts';
import { productVariations, products, stockAdjustments } from '../../db/schema/index.ts';
import { BULK_BATCH } from './bulk-edit.ts';

// POST /api/admin/products/bulk (docs/product/admin.md#bulk-edits): each action's effect on the stored data (paise,
// stock, is_active, category), its refusals, preview, the filter selection, permissions, audit rows and the cache.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

type Selection = { ids: number[] } | { filter: Record<string, unknown> };

const bulk = (
  action: BulkAction,
  selection: Selection,
  options: { preview?: boolean; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk',
    headers: options.headers ?? admin,
    payload: { selection, action, ...(options.preview ? { preview: true } : {}) },
  });

async function bulkOk(action: BulkAction, selection: Selection, preview = false) {
  const response = await bulk(action, selection, { preview });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { products: number; variations: number };
}

let made = 0;
/** A product of its own (Men's T-Shirt, Urban Loom), with variations of these prices (rupees) and stock. */
async function product(fields: Record<string, unknown> = {}, variations: Array<{ price: number; stock: number }> = []) {
  made++;
  const created = await factory.product({
    name: `Bulk Item ${made}`,
    category_id: catalogue.menTees.category_id,
    brand_id: catalogue.loom.brand_id,
    ...fields,
  });
  const variationIds: number[] = [];
  for (const variation of variations) {
    variationIds.push((await factory.variation(created.product_id, variation)).productvariation_id);
  }
  return { id: created.product_id, variationIds };
}

const productRows = (ids: number[]) =>
  t.database.db.select().from(products).where(inArray(products.product_id, ids)).orderBy(products.product_id);
const variationRows = (ids: number[]) =>
  t.database.db
    .select()
    .from(productVariations)
    .where(inArray(productVariations.productvariation_id, ids))
    .orderBy(productVariations.productvariation_id);

describe('activate and deactivate', () => {
  it('hides the products from the store listing at once (the cached listing drops) and shows them again', async () => {
    const [a, b, other] = [await product(), await product(), await product()];
    const listing = async () => {
      const response = await t.app.inject({ url: '/api/Product/products?pageSize=100' });
      return (response.json() as { items: Array<{ product_id: number }> }).items.map((item) => item.product_id);
    };
    expect(await listing()).toEqual(expect.arrayContaining([a.id, b.id, other.id]));

    expect(await bulkOk({ type: 'deactivate' }, { ids: [a.id, b.id] })).toEqual({ products: 2, variations: 0 });
    expect((await productRows([a.id, b.id, other.id])).map((row) => row.is_active)).toEqual([false, false, true]);
    const after = await listing();
    expect(after).not.toContain(a.id);
    expect(after).not.toContain(b.id);
    expect(after).toContain(other.id);
    const page = await t.app.inject({ url: `/api/Product/${a.id}` });
    expect(page.statusCode).toBe(404);

    // Deactivating again changes nothing; activating brings them back.
    expect(await bulkOk({ type: 'deactivate' }, { ids: [a.id, b.id] })).toEqual({ products: 0, variations: 0 });
    expect(await bulkOk({ type: 'activate' }, { ids: [a.id, b.id, other.id] })).toEqual({
      products: 2,
      variations: 0,
    });
    expect(await listing()).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('prices', () => {
  it('sets the discount by percent on the product and every variation, to the paisa', async () => {
    const item = await product({ price: 999 }, [
      { price: 500, stock: 1 },
      { price: 333.33, stock: 1 },
    ]);
    expect(await bulkOk({ type: 'discount_percent', percent: 15 }, { ids: [item.id] })).toEqual({
      products: 1,
      variations: 2,
    });
    const [own] = await productRows([item.id]);
    expect(own).toMatchObject({ price: 99_900, discount_price: 84_915 });
    expect((await variationRows(item.variationIds)).map((row) => [row.price, row.discount_price])).toEqual([
      [50_000, 42_500],
      [33_333, 28_333],
    ]);
    // The product page shows the percent computed from the stored prices.
    const view = (await t.app.inject({ url: `/api/Product/${item.id}` })).json() as { discount: number };
    expect(view.discount).toBe(15);
  });

  it('sets one discount price, and refuses one above any selected price with nothing changed', async () => {
    const cheap = await product({ price: 450 });
    const dear = await product({ price: 999 }, [{ price: 800, stock: 2 }]);
    const refused = await bulk({ type: 'discount_price', amount: 500 }, { ids: [cheap.id, dear.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^1 product would have a discount price above the price/);
    expect((await productRows([cheap.id, dear.id])).map((row) => row.discount_price)).toEqual([45_000, 99_900]);

    expect(await bulkOk({ type: 'discount_price', amount: 399.5 }, { ids: [cheap.id, dear.id] })).toEqual({
      products: 2,
      variations: 1,
    });
    expect((await productRows([cheap.id, dear.id])).map((row) => row.discount_price)).toEqual([39_950, 39_950]);
    expect((await variationRows(dear.variationIds))[0]!.discount_price).toBe(39_950);
  });

  it('raises prices by a percent, the discount price with them, and shows them on the product page', async () => {
    const item = await product({ price: 1000, discount_price: 800 }, [{ price: 500, stock: 1 }]);
    expect(await bulkOk({ type: 'price_change', by: 'percent', value: 10 }, { ids: [item.id] })).toEqual({
      products: 1,
      variations: 1,
    });
    expect(await productRows([item.id])).toMatchObject([{ price: 110_000, discount_price: 88_000 }]);
    expect(await variationRows(item.variationIds)).toMatchObject([{ price: 55_000, discount_price: 55_000 }]);
    const view = (await t.app.inject({ url: `/api/Product/${item.id}` })).json() as { price: number };
    expect(view.price).toBe(1100);
  });

  it('lowers prices by an amount, never under ₹1: a change that would go under is refused whole', async () => {
    const small = await product({ price: 60, discount_price: 40 });
    const large = await product({ price: 2000 });
    const refused = await bulk({ type: 'price_change', by: 'amount', value: -39.5 }, { ids: [small.id, large.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^1 product would have a price or discount price under ₹1/);
    expect((await productRows([small.id, large.id])).map((row) => row.price)).toEqual([6_000, 200_000]);

    await bulkOk({ type: 'price_change', by: 'amount', value: -39 }, { ids: [small.id, large.id] });
    expect((await productRows([small.id, large.id])).map((row) => [row.price, row.discount_price])).toEqual([
      [2_100, 100],
      [196_100, 196_100],
    ]);
    const percent = await bulk({ type: 'price_change', by: 'percent', value: -100 }, { ids: [large.id] });
    expect(percent.statusCode).toBe(400);
  });
});

describe('stock', () => {
  it("sets the variations' stock, or the product's own when it has none, recorded as stock adjustments", async () => {
    const sized = await product({ stock: 7 }, [
      { price: 500, stock: 1 },
      { price: 500, stock: 4 },
    ]);
    const plain = await product({ stock: 3 });
    expect(await bulkOk({ type: 'set_stock', stock: 4 }, { ids: [sized.id, plain.id] })).toEqual({
      products: 2,
      variations: 1,
    });
    expect((await variationRows(sized.variationIds)).map((row) => row.stock)).toEqual([4, 4]);
    // The product's own stock is not used when it has variations, so it stays.
    expect((await productRows([sized.id, plain.id])).map((row) => row.stock)).toEqual([7, 4]);
    const adjustments = await t.database.db
      .select()
      .from(stockAdjustments)
      .where(inArray(stockAdjustments.product_id, [sized.id, plain.id]))
      .orderBy(stockAdjustments.adjustment_id);
    expect(adjustments.map((row) => [row.productvariation_id, row.delta, row.stock_after, row.reason])).toEqual([
      [null, 1, 4, 'Bulk edit: stock set to 4'],
      [sized.variationIds[0], 3, 4, 'Bulk edit: stock set to 4'],
    ]);
  });

  it('adds to stock, and refuses to take away more than a figure holds', async () => {
    const sized = await product({ stock: 0 }, [
      { price: 500, stock: 2 },
      { price: 500, stock: 9 },
    ]);
    const plain = await product({ stock: 5 });
    const refused = await bulk({ type: 'add_stock', amount: -3 }, { ids: [sized.id, plain.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^1 product would have less than no stock/);
    expect((await variationRows(sized.variationIds)).map((row) => row.stock)).toEqual([2, 9]);
    expect((await productRows([plain.id]))[0]!.stock).toBe(5);

    expect(await bulkOk({ type: 'add_stock', amount: -2 }, { ids: [sized.id, plain.id] })).toEqual({
      products: 2,
      variations: 2,
    });
    expect((await variationRows(sized.variationIds)).map((row) => row.stock)).toEqual([0, 7]);
    expect((await productRows([sized.id, plain.id])).map((row) => row.stock)).toEqual([0, 3]);
  });
});

describe('moving', () => {
  it('moves products to a category and a brand; the cached listings of both places follow', async () => {
    const item = await product({ name: 'Mover Polo' });
    const inCategory = async (name: string) => {
      const response = await t.app.inject({ url: `/api/Product/products?subcategories=${name}&pageSize=100` });
      return (response.json() as { items: Array<{ product_id: number }> }).items.map((row) => row.product_id);
    };
    expect(await inCategory('T-Shirt')).toContain(item.id);
    expect(await inCategory('Casual Shirts')).not.toContain(item.id);

    await bulkOk({ type: 'move_category', category_id: catalogue.menShirts.category_id }, { ids: [item.id] });
    expect((await productRows([item.id]))[0]!.category_id).toBe(catalogue.menShirts.category_id);
    expect(await inCategory('T-Shirt')).not.toContain(item.id);
    expect(await inCategory('Casual Shirts')).toContain(item.id);

    await bulkOk({ type: 'move_brand', brand_id: catalogue.denim.brand_id }, { ids: [item.id] });
    expect((await productRows([item.id]))[0]!.brand_id).toBe(catalogue.denim.brand_id);
    // Search finds it by its new brand's words.
    const search = await t.app.inject({ url: '/api/Product/search?rawQuery=mover%20republic' });
    expect(search.statusCode, search.body).toBe(200);
    expect((search.json() as { items: Array<{ product_id: number }> }).items.map((row) => row.product_id)).toEqual([
      item.id,
    ]);

    const unknown = await bulk({ type: 'move_category', category_id: 999_999 }, { ids: [item.id] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('category_id: Category not found');
  });
});

describe('preview, selection by filter, batches', () => {
  it('counts without writing anything', async () => {
    const item = await product({ price: 999 }, [{ price: 500, stock: 3 }]);
    const mark = await auditMark(t);
    expect(await bulkOk({ type: 'add_stock', amount: 5 }, { ids: [item.id] }, true)).toEqual({
      products: 1,
      variations: 1,
    });
    expect(await bulkOk({ type: 'price_change', by: 'percent', value: 10 }, { ids: [item.id] }, true)).toEqual({
      products: 1,
      variations: 1,
    });
    expect((await variationRows(item.variationIds))[0]).toMatchObject({ stock: 3, price: 50_000 });
    expect((await productRows([item.id]))[0]).toMatchObject({ price: 99_900 });
    expect(await auditSince(t, mark)).toEqual([]);
  });

  it('selects by filter exactly the products the Products table lists under that filter', async () => {
    const names = ['Filterzz Alpha Tee', 'Filterzz Beta Tee', 'filterzz gamma shirt'];
    const ids: number[] = [];
    for (const name of names) ids.push((await product({ name, is_active: name.includes('Beta') ? false : true })).id);
    await product({ name: 'Filterzz Other', category_id: catalogue.womenTees.category_id });
    const table = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/Product?includeInactive=true&pageSize=100&${query}`,
        headers: admin,
      });
      return (response.json() as { items: Array<{ product_id: number }> }).items.map((row) => row.product_id).sort();
    };
    const filter = { name: 'FILTERZZ', parentcategory: 'Men', categoryname: 'T-Shirt' };
    const listed = await table('name=FILTERZZ&parentcategory=Men&categoryname=T-Shirt');
    expect(listed).toEqual(ids.sort((a, b) => a - b));

    const newBrand = await factory.brand('Filterzz Label');
    const done = await bulkOk({ type: 'move_brand', brand_id: newBrand.brand_id }, { filter });
    expect(done.products).toBe(listed.length);
    const moved = await t.database.db
      .select({ id: products.product_id })
      .from(products)
      .where(sql`${products.brand_id} = ${newBrand.brand_id}`);
    expect(moved.map((row) => row.id).sort((a, b) => a - b)).toEqual(listed);
  });

  it('writes a batch of products per transaction with one audit row each, naming the products and changes', async () => {
    const categoryId = catalogue.womenTees.category_id;
    await t.database.db.execute(sql`
      INSERT INTO products (name, description, price, discount_price, stock, category_id, brand_id)
      SELECT 'Batchy ' || g, 'Many of them', 10000, 10000, 1, ${categoryId}, ${catalogue.denim.brand_id}
      FROM generate_series(1, ${BULK_BATCH + 5}) g`);
    const mark = await auditMark(t);
    expect(await bulkOk({ type: 'deactivate' }, { filter: { name: 'Batchy' } })).toEqual({
      products: BULK_BATCH + 5,
      variations: 0,
    });
    const rows = await auditSince(t, mark);
    expect(rows.map((row) => [row.action, row.entity, row.entity_id])).toEqual([
      ['product.bulk_deactivate', 'product', null],
      ['product.bulk_deactivate', 'product', null],
    ]);
    const changes = rows.map((row) => row.changes as Record<string, { before: unknown; after: unknown }>);
    expect((changes[0]!.products!.after as number[]).length).toBe(BULK_BATCH);
    expect((changes[1]!.products!.after as number[]).length).toBe(5);
    expect(changes[0]!.action!.after).toEqual({ type: 'deactivate' });
    const first = (changes[0]!.products!.after as number[])[0]!;
    expect(changes[0]![`product ${first}`]).toEqual({ before: { is_active: true }, after: { is_active: false } });
    const left = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM product_cards WHERE name LIKE 'Batchy %' AND is_active`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});

describe('a refusal over several batches', () => {
  it('is decided over the whole selection before the first batch is written', async () => {
    await t.database.db.execute(sql`
      INSERT INTO products (name, description, price, discount_price, stock, category_id, brand_id)
      SELECT 'Wholly ' || g, 'Many of them', CASE WHEN g = ${BULK_BATCH + 3} THEN 150 ELSE 10000 END,
        CASE WHEN g = ${BULK_BATCH + 3} THEN 150 ELSE 10000 END, 1, ${catalogue.menShirts.category_id},
        ${catalogue.loom.brand_id}
      FROM generate_series(1, ${BULK_BATCH + 3}) g`);
    const mark = await auditMark(t);
    // The one product at ₹1.50 is in the second batch: lowering every price by ₹1 would take it under ₹1.
    const refused = await bulk({ type: 'price_change', by: 'amount', value: -1 }, { filter: { name: 'Wholly' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^1 product would have a price or discount price under ₹1/);
    const changed = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM products WHERE name LIKE 'Wholly %' AND price NOT IN (10000, 150)`,
    );
    expect((changed as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    expect(await auditSince(t, mark)).toEqual([]);
  });
});

describe('who may', () => {
  it('refuses shoppers and the fulfilment role with nothing changed; the catalogue role may', async () => {
    const item = await product({ stock: 4 });
    const shopper = bearer(await t.shopperToken());
    const fulfilment = bearer(await staffToken(t, 'fulfilment'));
    for (const headers of [shopper, fulfilment]) {
      const response = await bulk({ type: 'set_stock', stock: 40 }, { ids: [item.id] }, { headers });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      payload: { selection: { ids: [item.id] }, action: { type: 'deactivate' } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await productRows([item.id]))[0]).toMatchObject({ stock: 4, is_active: true });

    const catalogueRole = bearer(await staffToken(t, 'catalogue'));
    const response = await bulk({ type: 'set_stock', stock: 40 }, { ids: [item.id] }, { headers: catalogueRole });
    expect(response.statusCode, response.body).toBe(200);
    expect((await productRows([item.id]))[0]!.stock).toBe(40);
  });

  it('refuses an action it does not know or a bad value', async () => {
    const item = await product();
    for (const action of [
      { type: 'delete' },
      { type: 'discount_percent', percent: 120 },
      { type: 'set_stock', stock: -1 },
      { type: 'price_change', by: 'amount', value: 0 },
    ]) {
      const response = await bulk(action as BulkAction, { ids: [item.id] });
      expect(response.statusCode, JSON.stringify(action)).toBe(400);
    }
  });
});

describe("the Products table's stock", () => {
  it("lists a product with variations with their stock summed, one without with null, shoppers' cards with neither", async () => {
    await product({ name: 'Stocksum Sized', stock: 99 }, [
      { price: 500, stock: 3 },
      { price: 500, stock: 4 },
    ]);
    await product({ name: 'Stocksum Plain', stock: 6 });
    const response = await t.app.inject({
      url: '/api/Product?includeInactive=true&name=stocksum&sort=name_asc',
      headers: admin,
    });
    const items = (response.json() as { items: Array<{ name: string; stock: number; variation_stock: unknown }> })
      .items;
    // A listing's stock is what the product sells (docs/decisions/016-product-cards.md): the variations' sum when it
    // has them, not its own unused figure (99).
    expect(items.map((item) => [item.name, item.stock, item.variation_stock])).toEqual([
      ['Stocksum Plain', 6, null],
      ['Stocksum Sized', 7, 7],
    ]);
    const cards = (await t.app.inject({ url: '/api/Product/products?pageSize=100' })).json() as {
      items: Array<Record<string, unknown>>;
    };
    expect(cards.items.every((item) => !('variation_stock' in item))).toBe(true);
  });
});
