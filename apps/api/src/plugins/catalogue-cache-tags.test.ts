import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, withOtherApp, type TestApp } from '../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../test/factories.ts';
import { paidOrder, payOrder, placeOrder, shopperWithAddress } from '../../test/orders.ts';
import { ownVariation } from '../../test/variations.ts';
import { decodeInvalidation, encodeInvalidation, MAX_CHUNKS, MAX_PAYLOAD_BYTES } from '../lib/invalidation-bus.ts';

// Invalidation by tag (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops): a change drops the
// responses that show or list what changed, here and in every other process, over NOTIFY or Redis pub/sub; the
// rest stays cached. Whether a read was cached is told by the cache's hit counter (docs/product/api.md#system metrics).

/** True when the read was answered from the cache (it is computed and stored again otherwise). */
async function cached(app: FastifyInstance, url: string): Promise<boolean> {
  const hits = app.catalogueCache.hits;
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return app.catalogueCache.hits > hits;
}

/**
 * Waits until every invalidation published so far has reached this app (each bus delivers one publisher's messages
 * in order, so a marker sent now arrives after them), then empties its cache.
 */
async function emptyCacheAfterInvalidations(app: FastifyInstance): Promise<void> {
  const marker = `marker:${Math.random()}`;
  let arrived!: () => void;
  const delivered = new Promise<void>((resolve) => (arrived = resolve));
  await app.invalidationBus.subscribe((message) => {
    if (message !== 'all' && message.includes(marker)) arrived();
  });
  await app.invalidationBus.publish([marker]);
  await delivered;
  app.catalogueCache.clear();
}

type Page = { items: Array<{ product_id: number; stock: number; brand_name: string; name: string }> };
const json = async <T>(app: FastifyInstance, url: string) => (await app.inject(url)).json() as T;

const unique = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const buses: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'PostgreSQL NOTIFY', env: { CACHE_CHANNEL: `cache_${unique}` } },
  {
    name: 'Redis pub/sub',
    env: { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', CACHE_CHANNEL: `cache_${unique}` },
  },
];

describe('payloads', () => {
  it('splits many tags into payloads under the NOTIFY limit and reads them back', () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `product:${i}`);
    const { payloads, huge } = encodeInvalidation(tags);
    expect(huge).toBe(false);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap((payload) => decodeInvalidation(payload) as string[])).toEqual(tags);
  });

  it('clears everything when a change is too large to name (and reads old product payloads)', () => {
    const tags = Array.from({ length: MAX_CHUNKS * 1000 }, (_, i) => `product:${i}`);
    expect(encodeInvalidation(tags)).toEqual({ payloads: [''], huge: true });
    expect(decodeInvalidation('')).toBe('all');
    expect(decodeInvalidation('{"products":[4]}')).toEqual(['product:4', 'sales-order']);
    expect(decodeInvalidation('not json')).toBe('all');
  });
});

const SALES_WINDOW_SECONDS = 2;

describe.each(buses)('invalidation by tag over $name', ({ env }) => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
  let factory: CatalogueFactory;
  let token: string;

  beforeAll(async () => {
    // A short sales window, so the test of it waits seconds, not the default five minutes.
    t = await buildTestApp({ ...env, CACHE_SALES_WINDOW_SECONDS: String(SALES_WINDOW_SECONDS) });
    token = await t.adminToken();
    factory = new CatalogueFactory(t.app, token);
    catalogue = await smallCatalogue(factory);
  });
  afterAll(() => t?.close());

  const urls = () => {
    const { crewTee, oxford } = catalogue.products;
    return {
      crewTeePage: `/api/Product/${crewTee.product_id}`,
      oxfordPage: `/api/Product/${oxford.product_id}`,
      // Men's T-shirts: the crew tee only; its page 2 lists nothing but counts it.
      menTees: '/api/Product?categoryName=T-Shirt&parentCategory=Men',
      menTeesPage2: '/api/Product?categoryName=T-Shirt&parentCategory=Men&pageNumber=2',
      // Casual shirts: oxford (Denim Republic) and linen (Urban Loom, the crew tee's brand).
      shirts: '/api/Product?categoryName=Casual%20Shirts',
      loomListing: '/api/Product/products?brand=Urban%20Loom',
      brands: '/api/Brand',
    };
  };

  async function warm(app: FastifyInstance, list: string[]) {
    for (const url of list) await app.inject(url);
    for (const url of list) expect(await cached(app, url), url).toBe(true);
  }

  async function productPayload(id: number, changes: Record<string, unknown>) {
    const view = (await t.app.inject({ url: `/api/Product/${id}/admin`, headers: bearer(token) })).json();
    return {
      name: view.name,
      description: view.description,
      price: view.price,
      stock: view.stock,
      category_id: view.category_id,
      brand_id: view.brand_id,
      is_active: view.is_active,
      ...changes,
    };
  }

  it('uses the bus the configuration names', () => {
    expect(t.app.invalidationBus.kind).toBe('REDIS_URL' in env ? 'redis' : 'postgres');
  });

  it("a stock change of P drops P's page and the listings showing P, and keeps another category's listing and another product's page", async () => {
    const u = urls();
    const p = catalogue.products.crewTee.product_id;
    await emptyCacheAfterInvalidations(t.app);
    await warm(t.app, Object.values(u));
    const stock = (await json<{ stock: number }>(t.app, u.crewTeePage)).stock;

    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inventory/adjustments',
      headers: bearer(token),
      payload: { product_id: p, delta: -2, reason: 'damaged in the store room' },
    });
    expect(adjusted.statusCode).toBe(201);

    expect(await cached(t.app, u.crewTeePage)).toBe(false);
    expect(await cached(t.app, u.menTees)).toBe(false);
    expect(await cached(t.app, u.loomListing)).toBe(false);
    expect((await json<{ stock: number }>(t.app, u.crewTeePage)).stock).toBe(stock - 2);
    expect((await json<Page>(t.app, u.menTees)).items[0]!.stock).toBe(stock - 2);
    // Not showing P: kept.
    expect(await cached(t.app, u.shirts)).toBe(true);
    expect(await cached(t.app, u.oxfordPage)).toBe(true);
    expect(await cached(t.app, u.menTeesPage2)).toBe(true);
    expect(await cached(t.app, u.brands)).toBe(true);
  });

  it("a product edit drops its category's listings (even a page not showing it) but not another category's", async () => {
    const u = urls();
    const p = catalogue.products.crewTee.product_id;
    await emptyCacheAfterInvalidations(t.app);
    await warm(t.app, Object.values(u));

    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/${p}`,
      headers: bearer(token),
      payload: await productPayload(p, { name: 'Classic Crew Neck Tee' }),
    });
    expect(update.statusCode).toBe(200);

    expect(await cached(t.app, u.crewTeePage)).toBe(false);
    expect(await cached(t.app, u.menTees)).toBe(false);
    expect(await cached(t.app, u.menTeesPage2)).toBe(false);
    expect(await cached(t.app, u.loomListing)).toBe(false);
    expect((await json<Page>(t.app, u.menTees)).items[0]!.name).toBe('Classic Crew Neck Tee');
    expect(await cached(t.app, u.shirts)).toBe(true);
    expect(await cached(t.app, u.oxfordPage)).toBe(true);
  });

  it('a product moved to another category drops the listings of the old and the new one', async () => {
    const u = urls();
    const p = catalogue.products.crewTee.product_id;
    await emptyCacheAfterInvalidations(t.app);
    await warm(t.app, Object.values(u));

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/${p}`,
      headers: bearer(token),
      payload: await productPayload(p, { category_id: catalogue.menShirts.category_id }),
    });
    expect(moved.statusCode).toBe(200);
    expect(await cached(t.app, u.menTees)).toBe(false);
    expect(await cached(t.app, u.shirts)).toBe(false);
    expect((await json<Page>(t.app, u.shirts)).items.map((item) => item.product_id)).toContain(p);
    expect((await json<Page>(t.app, u.menTees)).items).toEqual([]);
    expect(await cached(t.app, u.oxfordPage)).toBe(true);

    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/${p}`,
      headers: bearer(token),
      payload: await productPayload(p, { category_id: catalogue.menTees.category_id }),
    });
    expect(back.statusCode).toBe(200);
  });

  it('a brand rename drops the listings and pages showing its products, and keeps the others', async () => {
    const u = urls();
    await emptyCacheAfterInvalidations(t.app);
    await warm(t.app, Object.values(u));

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/Brand/${catalogue.denim.brand_id}`,
      headers: bearer(token),
      payload: { name: 'Denim Republic Co', description: 'Denim and shirts.' },
    });
    expect(renamed.statusCode).toBe(200);

    // Oxford is Denim Republic's: its page, the shirts listing and the brand list go.
    expect(await cached(t.app, u.oxfordPage)).toBe(false);
    expect(await cached(t.app, u.shirts)).toBe(false);
    expect(await cached(t.app, u.brands)).toBe(false);
    const shirts = await json<Page>(t.app, u.shirts);
    expect(shirts.items.find((item) => item.product_id === catalogue.products.oxford.product_id)!.brand_name).toBe(
      'Denim Republic Co',
    );
    // The crew tee (Urban Loom) is on none of them.
    expect(await cached(t.app, u.crewTeePage)).toBe(true);
    expect(await cached(t.app, u.menTees)).toBe(true);
    expect(await cached(t.app, u.loomListing)).toBe(true);
  });

  it('refreshes answers ordered by units sold when the sales tally is counted, in every process, not on each sale', async () => {
    await withOtherApp(t, async (other) => {
      // Popular casual shirts, the oxford among them: a sale of it may reorder them. Its size stays in stock, so the
      // sale itself drops only the oxford's page.
      const size = await ownVariation(t, factory, catalogue.products.oxford.product_id, 10);
      const popular = '/api/Product?categoryName=Casual%20Shirts&sort=popularity';
      const stale = (app: FastifyInstance) => app.cachedOf(popular)?.stale === true;
      const shopper = await shopperWithAddress(t, 'popular');
      const buy = () => paidOrder(t, shopper, [size.line(1)], 500);
      await t.app.countSales(0);
      await emptyCacheAfterInvalidations(t.app);
      await emptyCacheAfterInvalidations(other);
      await warm(t.app, [popular]);
      await warm(other, [popular]);

      // A sale alone refreshes nothing: its units wait in the tally.
      await buy();
      expect(stale(t.app)).toBe(false);
      expect(await cached(t.app, popular)).toBe(true);
      expect(await t.app.countSales(3600)).toBe(0);
      expect(stale(t.app)).toBe(false);

      // Counted: the answers ordered by units sold are refreshed here at once and in the other process.
      expect(await t.app.countSales(0)).toBe(1);
      expect(stale(t.app)).toBe(true);
      await vi.waitFor(() => expect(stale(other)).toBe(true), { timeout: 5000 });
      // The next read is answered from the stale answer and computes the next one; the read after gets that.
      expect(await cached(t.app, popular)).toBe(true);
      await vi.waitFor(() => expect(stale(t.app)).toBe(false));
      expect(await cached(t.app, popular)).toBe(true);
      // Nothing left to count: nothing refreshed.
      expect(await other.countSales(0)).toBe(0);
      expect(stale(t.app)).toBe(false);

      // The job counts by itself once the oldest unit has waited a window.
      await buy();
      expect(stale(t.app)).toBe(false);
      await vi.waitFor(() => expect(stale(t.app)).toBe(true), { timeout: SALES_WINDOW_SECONDS * 1000 + 5_000 });
    });
  });

  it('a change in one instance drops the entries in another sharing the database and the bus', async () => {
    await withOtherApp(t, async (other) => {
      const u = urls();
      const p = catalogue.products.linen.product_id;
      const linenPage = `/api/Product/${p}`;
      await warm(other, [linenPage, u.oxfordPage, u.menTees]);
      const stock = (await json<{ stock: number }>(other, linenPage)).stock;

      const adjusted = await t.app.inject({
        method: 'POST',
        url: '/api/admin/inventory/adjustments',
        headers: bearer(token),
        payload: { product_id: p, delta: 3, reason: 'found in the back' },
      });
      expect(adjusted.statusCode).toBe(201);
      await vi.waitFor(async () => expect((await json<{ stock: number }>(other, linenPage)).stock).toBe(stock + 3), {
        timeout: 5000,
      });
      expect(await cached(other, u.oxfordPage)).toBe(true);
      expect(await cached(other, u.menTees)).toBe(true);

      // A brand write in the first drops the second's listings showing that brand.
      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/Brand/${catalogue.loom.brand_id}`,
        headers: bearer(token),
        payload: { name: 'Urban Loom Studio', description: 'Everyday cotton.' },
      });
      expect(renamed.statusCode).toBe(200);
      await vi.waitFor(
        async () => expect((await json<Page>(other, u.menTees)).items[0]!.brand_name).toBe('Urban Loom Studio'),
        { timeout: 5000 },
      );
      expect(await cached(other, u.oxfordPage)).toBe(true);
    });
  });

  // Last: it gives the crew tee a size, and the adjustments above change its own stock (refused once it has sizes).
  it("an order for a size still in stock drops only its product's page; paying keeps it; the size's last unit drops the listings too", async () => {
    const u = urls();
    const p = catalogue.products.crewTee.product_id;
    const size = await ownVariation(t, factory, p, 2);
    const shopper = await shopperWithAddress(t, 'tags');
    const sizeStock = async () => {
      const page = await json<{ variations: Array<{ productvariation_id: number; stock: number }> }>(
        t.app,
        u.crewTeePage,
      );
      return page.variations.find((variation) => variation.productvariation_id === size.id)!.stock;
    };
    await emptyCacheAfterInvalidations(t.app);
    await warm(t.app, Object.values(u));
    expect((await json<Page>(t.app, u.menTees)).items.map((item) => item.product_id)).toContain(p);

    const placed = await placeOrder(t, shopper, [size.line(1)], 500);
    // The page shows the size's stock: recomputed. Listings show no sizes and the product is still available: kept.
    expect(await cached(t.app, u.crewTeePage)).toBe(false);
    expect(await sizeStock()).toBe(1);
    expect(await cached(t.app, u.menTees)).toBe(true);
    expect(await cached(t.app, u.oxfordPage)).toBe(true);
    // Paying moves units sold only, which no page or listing shows.
    expect((await payOrder(t, shopper, placed.orderId)).statusCode).toBe(200);
    expect(await cached(t.app, u.crewTeePage)).toBe(true);
    expect(await cached(t.app, u.menTees)).toBe(true);

    // The last unit: the product may now be unavailable, so every answer showing it goes.
    await placeOrder(t, shopper, [size.line(1)], 500);
    expect(await size.stock()).toBe(0);
    expect(await cached(t.app, u.crewTeePage)).toBe(false);
    expect(await sizeStock()).toBe(0);
    expect(await cached(t.app, u.menTees)).toBe(false);
    expect(await cached(t.app, u.oxfordPage)).toBe(true);
  });
});
