import { eq } from 'drizzle-orm';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, withOtherApp, type TestApp } from '../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../test/factories.ts';
import { emptyCacheAfterNotifications } from '../../test/notifications.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

// The response cache (docs/decisions/001-catalogue-response-cache.md): keyed by the validated query, bounded in
// bytes, one computation per miss, invalidated by product here and in every other process.

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

/** Counts the SQL statements the app runs, to tell a computed response from a cached one. */
function countStatements(database: Database) {
  const db = database.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
  const original = db.execute.bind(db);
  const counter = { statements: 0, restore: () => void (db.execute = original) };
  db.execute = (...args: unknown[]) => {
    counter.statements++;
    return original(...args);
  };
  return counter;
}

type ProductBody = { product_id: number; stock: number };
const stockOf = async (app: FastifyInstance, id: number) =>
  ((await app.inject(`/api/Product/${id}`)).json() as ProductBody).stock;
const setStock = (database: Database, id: number, stock: number) =>
  database.db.update(products).set({ stock }).where(eq(products.product_id, id));

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
});
afterAll(() => t.close());

describe('cache keys', () => {
  it('answers 100 URLs that differ only in unknown parameters with one computation and one entry', async () => {
    await emptyCacheAfterNotifications(t);
    const counter = countStatements(t.database);
    try {
      const bodies = new Set<string>();
      for (let index = 0; index < 100; index++) {
        const response = await t.app.inject(`/api/Product?pageSize=3&sort=price_asc&x${index}=${index}`);
        expect(response.statusCode).toBe(200);
        bodies.add(response.body);
      }
      expect(bodies.size).toBe(1);
      // One listing computation is one statement (the page and its total, docs/decisions/016-product-cards.md).
      expect(counter.statements).toBe(1);
      expect(t.app.catalogueCache.size).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('shares one entry between spellings the schema reads alike: key case, defaults, repeated-value order', async () => {
    await emptyCacheAfterNotifications(t);
    const counter = countStatements(t.database);
    try {
      const urls = [
        '/api/Product/products?parentcategory=Men&brand=Urban%20Loom&brand=Denim%20Republic',
        '/api/product/products?BRAND=Denim%20Republic&brand=Urban%20Loom&ParentCategory=Men&pageNumber=1',
        '/api/Product/products?brand=Denim%20Republic&parentcategory=Men&brand=Urban%20Loom&pagesize=24&utm=x',
      ];
      const bodies = new Set<string>();
      for (const url of urls) bodies.add((await t.app.inject(url)).body);
      expect(bodies.size).toBe(1);
      expect(JSON.parse([...bodies][0]!).totalCount).toBe(3);
      expect(counter.statements).toBe(1);
      expect(t.app.catalogueCache.size).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('runs one computation for parallel identical misses', async () => {
    await emptyCacheAfterNotifications(t);
    const counter = countStatements(t.database);
    try {
      const responses = await Promise.all(
        Array.from({ length: 25 }, () => t.app.inject('/api/Product?pageSize=2&sort=newest')),
      );
      expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(counter.statements).toBe(1);
    } finally {
      counter.restore();
    }
  });
});

describe('compression', () => {
  it('sends a hit compressed as the client accepts, compressing each entry once per encoding', async () => {
    await emptyCacheAfterNotifications(t);
    const url = '/api/Product?pageSize=5&sort=price_asc';
    const plain = await t.app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    try {
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        for (let read = 0; read < 3; read++) {
          const response = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers.vary).toContain('accept-encoding');
          expect(response.headers.etag).toBe(plain.headers.etag);
          expect(decode(response.rawPayload).toString()).toBe(plain.body);
        }
      }
      // Three brotli reads of one entry: one compression (the plugin would have compressed each of them).
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
  });
});

describe('size bound', () => {
  it('keeps the bytes held under CACHE_MAX_MB and still answers every read', async () => {
    const small = await buildTestApp({ CACHE_MAX_MB: '0.004' });
    try {
      const shop = await smallCatalogue(new CatalogueFactory(small.app, await small.adminToken()));
      const ids = Object.values(shop.products).map((product) => product.product_id);
      for (let round = 0; round < 3; round++) {
        for (const id of ids) expect((await small.app.inject(`/api/Product/${id}`)).json().product_id).toBe(id);
        for (let size = 1; size <= 4; size++) {
          expect((await small.app.inject(`/api/Product?pageSize=${size}`)).json().items).toHaveLength(size);
        }
        expect(small.app.catalogueCache.bytes).toBeGreaterThan(0);
        expect(small.app.catalogueCache.bytes).toBeLessThanOrEqual(0.004 * 1024 * 1024);
      }
      expect(small.app.catalogueCache.size).toBeLessThan(ids.length + 4);
    } finally {
      await small.close();
    }
  });

  it('stores nothing with CACHE_MAX_MB=0', async () => {
    const off = await buildTestApp({ CACHE_MAX_MB: '0' });
    try {
      const counter = countStatements(off.database);
      for (let read = 0; read < 3; read++) expect((await off.app.inject('/api/Product')).statusCode).toBe(200);
      expect(counter.statements).toBe(3);
      expect(off.app.catalogueCache.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('invalidation by product', () => {
  it('drops the pages showing a product whose stock changed and keeps every other', async () => {
    const a = catalogue.products.crewTee.product_id;
    const b = catalogue.products.oxford.product_id;
    const teesUrl = `/api/Product?categoryName=T-Shirt&parentCategory=Men`;
    const brandsUrl = '/api/Brand';
    await emptyCacheAfterNotifications(t);
    const before = { a: await stockOf(t.app, a), b: await stockOf(t.app, b) };
    const tees = (await t.app.inject(teesUrl)).json() as { items: ProductBody[] };
    expect(tees.items.map((item) => item.product_id)).toEqual([a]);
    const brands = (await t.app.inject(brandsUrl)).body;

    // Both change in the database; only A's change is announced, as an order's stock change does.
    await setStock(t.database, a, before.a - 1);
    await setStock(t.database, b, before.b - 1);
    await t.app.invalidateStock({ products: [a] });

    expect(await stockOf(t.app, a)).toBe(before.a - 1);
    expect(((await t.app.inject(teesUrl)).json() as { items: ProductBody[] }).items[0]!.stock).toBe(before.a - 1);
    // B's page was kept: it still shows the stock it was cached with.
    expect(await stockOf(t.app, b)).toBe(before.b);
    expect((await t.app.inject(brandsUrl)).body).toBe(brands);
    await setStock(t.database, b, before.b);
  });

  it('reaches a second app on the same database, and a product write drops only that product there', async () => {
    await withOtherApp(t, async (other) => {
      const a = catalogue.products.linen.product_id;
      const b = catalogue.products.womenTee.product_id;
      const before = { a: await stockOf(other, a), b: await stockOf(other, b) };
      await setStock(t.database, a, before.a + 5);
      await setStock(t.database, b, before.b + 5);
      await t.app.invalidateStock({ products: [a] });
      await vi.waitFor(async () => expect(await stockOf(other, a)).toBe(before.a + 5), { timeout: 5000 });
      expect(await stockOf(other, b)).toBe(before.b);

      // Deactivating A through the first app: the second stops showing it at once its notification arrives.
      const listing = '/api/Product?pageSize=100';
      const shown = (body: string) => (JSON.parse(body) as { items: ProductBody[] }).items.map((i) => i.product_id);
      expect(shown((await other.inject(listing)).body)).toContain(a);
      const view = (
        await t.app.inject({ url: `/api/Product/${a}/admin`, headers: bearer(await t.adminToken()) })
      ).json();
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/Product/${a}`,
        headers: bearer(await t.adminToken()),
        payload: {
          name: view.name,
          description: view.description,
          price: view.price,
          stock: view.stock,
          category_id: view.category_id,
          brand_id: view.brand_id,
          is_active: false,
        },
      });
      expect(update.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await other.inject(`/api/Product/${a}`)).statusCode).toBe(404), {
        timeout: 5000,
      });
      expect(shown((await other.inject(listing)).body)).not.toContain(a);
      // B's stock change, never announced, still does not show: a write of A drops only what shows or lists A
      // (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
      expect(await stockOf(other, b)).toBe(before.b);
    });
  });
});
