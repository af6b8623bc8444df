import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import perfHooks from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, bearer, buildTestApp, PRODUCTION_ENV, signIn, type TestApp } from '../../test/app.ts';
import { CatalogueFactory, homeAddress, smallCatalogue } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { orders } from '../db/schema/index.ts';
import { tallySales } from '../modules/orders/sales-tally.ts';

// Prometheus metrics at GET /api/metrics (docs/product/api.md#system): per app, labelled by route pattern, guarded
// by METRICS_TOKEN in production and by the client's address in development.

const TOKEN = 'metrics-token-0123456789abcdef';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
});
afterAll(() => t.close());

/** The value of one sample in Prometheus text: the metric's line whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app = t.app): Promise<string> {
  const response = await app.inject('/api/metrics');
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const requests = (text: string, route: string, status: number, method = 'GET') =>
  sample(text, 'http_requests_total', { method, route, status: String(status) }) ?? 0;
const durations = (text: string, route: string, status: number) =>
  sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status: String(status) }) ?? 0;

describe('GET /api/metrics', () => {
  it('answers Prometheus text with the process metrics, never cached', async () => {
    const response = await t.app.inject('/api/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^# HELP /);
    expect(sample(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('samples the event-loop delay every 100 ms, so an idle process is not woken 100 times a second', async () => {
    const monitor = vi.spyOn(perfHooks, 'monitorEventLoopDelay');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await app.ready();
      expect(monitor).toHaveBeenCalledWith({ resolution: 100 });
      const text = await scrape(app);
      expect(sample(text, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0);
    } finally {
      monitor.mockRestore();
      await app.close();
    }
  });

  it('counts requests by route pattern and status, never by raw URL, and not its own scrapes', async () => {
    const { crewTee, oxford } = catalogue.products;
    const before = await scrape();
    await t.app.inject(`/api/Product/${crewTee.product_id}`);
    await t.app.inject(`/api/product/${oxford.product_id}`);
    await t.app.inject('/api/Product/987654');
    await t.app.inject('/api/Product/not-a-number');
    await t.app.inject('/api/no-such-route/1');
    await t.app.inject('/api/no-such-route/2');
    await t.app.inject({ method: 'POST', url: '/api/Brand', payload: { brand_name: 'Nobody' } });
    const after = await scrape();

    const route = '/api/Product/:id';
    expect(requests(after, route, 200) - requests(before, route, 200)).toBe(2);
    expect(requests(after, route, 404) - requests(before, route, 404)).toBe(1);
    expect(requests(after, route, 400) - requests(before, route, 400)).toBe(1);
    expect(requests(after, 'unmatched', 404) - requests(before, 'unmatched', 404)).toBe(2);
    expect(requests(after, '/api/Brand', 401, 'POST') - requests(before, '/api/Brand', 401, 'POST')).toBe(1);
    expect(durations(after, route, 200) - durations(before, route, 200)).toBe(2);
    expect(after).not.toContain(`/api/Product/${crewTee.product_id}`);
    expect(after).not.toContain('no-such-route');
    expect(after).not.toContain('/api/metrics');
  });

  it('counts catalogue cache misses, then hits, and the bytes the cache holds', async () => {
    t.app.catalogueCache.clear();
    const before = await scrape();
    expect(sample(before, 'catalogue_cache_bytes')).toBe(0);
    expect((await t.app.inject('/api/Brand')).statusCode).toBe(200);
    const afterMiss = await scrape();
    expect(sample(afterMiss, 'catalogue_cache_misses_total')).toBe(sample(before, 'catalogue_cache_misses_total')! + 1);
    expect(sample(afterMiss, 'catalogue_cache_hits_total')).toBe(sample(before, 'catalogue_cache_hits_total'));
    expect(sample(afterMiss, 'catalogue_cache_bytes')).toBe(t.app.catalogueCache.bytes);
    expect(t.app.catalogueCache.bytes).toBeGreaterThan(0);
    expect(sample(afterMiss, 'catalogue_cache_entries')).toBe(1);

    expect((await t.app.inject('/api/Brand')).statusCode).toBe(200);
    expect((await t.app.inject('/api/brand')).statusCode).toBe(200);
    const afterHits = await scrape();
    expect(sample(afterHits, 'catalogue_cache_hits_total')).toBe(sample(afterMiss, 'catalogue_cache_hits_total')! + 2);
    expect(sample(afterHits, 'catalogue_cache_misses_total')).toBe(sample(afterMiss, 'catalogue_cache_misses_total'));

    // Dropped responses are counted by why: a product's change, then a clear.
    const { crewTee } = catalogue.products;
    expect((await t.app.inject(`/api/Product/${crewTee.product_id}`)).statusCode).toBe(200);
    await t.app.invalidateTags([`product:${crewTee.product_id}`]);
    t.app.catalogueCache.clear();
    const afterDrops = await scrape();
    const dropped = (reason: string, text: string) => sample(text, 'catalogue_cache_dropped_total', { reason }) ?? 0;
    expect(dropped('product', afterDrops) - dropped('product', afterHits)).toBe(1);
    // The brands' answer was still held at the clear.
    expect(dropped('cleared', afterDrops) - dropped('cleared', afterHits)).toBe(1);
  });

  it('shows the PostgreSQL pool when the store runs on PostgreSQL, and no pool on PGlite', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(sample(text, 'db_pool_connections')).toBeUndefined();
    }
  });

  it('counts the orders the unpaid-order sweep released', async () => {
    const { crewTee } = catalogue.products;
    const factory = new CatalogueFactory(t.app, await t.adminToken());
    const variation = await factory.variation(crewTee.product_id, { sku: 'METRICS-TEE', price: 599, stock: 5 });
    const headers = bearer(await t.shopperToken('metrics@example.com'));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: homeAddress })).statusCode,
    ).toBe(201);
    const placed: LightMyRequestResponse = await t.app.inject({
      method: 'POST',
      url: '/api/payment/order',
      headers,
      payload: {
        total_amount: 599,
        items: [{ product_id: crewTee.product_id, productvariation_id: variation.productvariation_id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderid as number;
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(orders.order_id, orderId));
    expect(sample(await scrape(), 'unpaid_orders_released_total')).toBe(0);

    // A second process on the same database sweeps when it is ready; it counts in its own registry.
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await second.ready();
      const [row] = await t.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.order_id, orderId));
      expect(row!.status).toBe('Expired');
      expect(sample(await scrape(second), 'unpaid_orders_released_total')).toBe(1);
      expect(sample(await scrape(), 'unpaid_orders_released_total')).toBe(0);

      // Units sold of two products counted by the second process: counted there, once.
      await t.database.db.transaction((tx) =>
        tallySales(
          tx,
          [catalogue.products.crewTee, catalogue.products.oxford].map(({ product_id }) => ({
            product_id,
            quantity: 1,
          })),
          1,
        ),
      );
      expect(sample(await scrape(second), 'sales_tally_products_counted_total')).toBe(0);
      expect(await second.countSales(0)).toBe(2);
      expect(sample(await scrape(second), 'sales_tally_products_counted_total')).toBe(2);
      expect(sample(await scrape(), 'sales_tally_products_counted_total')).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('who may read the metrics', () => {
  it('in production: only with the METRICS_TOKEN bearer token', async () => {
    const production = await buildTestApp({ ...PRODUCTION_ENV, METRICS_TOKEN: TOKEN });
    try {
      for (const headers of [
        {},
        bearer('wrong-token-0123456789abcdef'),
        bearer(`${TOKEN}x`),
        { authorization: TOKEN },
      ]) {
        const refused = await production.app.inject({ url: '/api/metrics', headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED', request_id: refused.headers['x-request-id'] });
        expect(refused.body).not.toContain('http_requests_total');
      }
      // The admin's sign-in token is not enough either.
      const adminToken = await signIn(production.app, ADMIN.email, PRODUCTION_ENV.ADMIN_PASSWORD);
      const admin = await production.app.inject({ url: '/api/metrics', headers: bearer(adminToken) });
      expect(admin.statusCode).toBe(401);

      const allowed = await production.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
      expect(allowed.statusCode).toBe(200);
      expect(sample(allowed.body, 'http_requests_total', { route: '/api/User', method: 'POST' })).toBeGreaterThan(0);
    } finally {
      await production.close();
    }
  });

  it('in production without METRICS_TOKEN: 404, as if there were no such route', async () => {
    const production = await buildTestApp(PRODUCTION_ENV);
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const response = await production.app.inject({ url: '/api/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such API route.' });
        expect(response.body).not.toContain('http_requests_total');
      }
    } finally {
      await production.close();
    }
  });

  it('in development: clients on this machine, others only with METRICS_TOKEN when it is set', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ url: '/api/metrics', remoteAddress })).statusCode).toBe(200);
    }
    for (const remoteAddress of ['203.0.113.9', '192.168.1.20', '2001:db8::1']) {
      const refused = await t.app.inject({ url: '/api/metrics', remoteAddress });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(refused.body).not.toContain('http_requests_total');
    }
    // A token means nothing when none is configured.
    expect(
      (await t.app.inject({ url: '/api/metrics', remoteAddress: '203.0.113.9', headers: bearer(TOKEN) })).statusCode,
    ).toBe(403);

    const withToken = await buildTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const remote = { url: '/api/metrics', remoteAddress: '203.0.113.9' };
      expect((await withToken.app.inject(remote)).statusCode).toBe(403);
      expect(
        (await withToken.app.inject({ ...remote, headers: bearer('wrong-token-0123456789abcdef') })).statusCode,
      ).toBe(403);
      expect((await withToken.app.inject({ ...remote, headers: bearer(TOKEN) })).statusCode).toBe(200);
    } finally {
      await withToken.close();
    }
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters, and reads an empty one as unset', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });
});
