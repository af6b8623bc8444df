import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, withOtherProcess, whileLockHeld, type TestApp } from '../../test/app.ts';
import { CatalogueFactory, smallCatalogue, homeAddress as home } from '../../test/factories.ts';
import type { Database } from '../db/client.ts';
import { orders, productVariations } from '../db/schema/index.ts';
import { releaseExpiredOrders, UNPAID_ORDERS_SWEEP_LOCK } from '../modules/orders/service.ts';
import type { StockChange } from '../lib/response-cache.ts';
import unpaidOrdersJob from './unpaid-orders.ts';

let t: TestApp;
let headers: Record<string, string>;
let productId: number;
let variationId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  productId = catalogue.products.crewTee.product_id;
  variationId = (await factory.variation(productId, { sku: 'TEE-M', price: 599, stock: 10 })).productvariation_id;
  headers = bearer(await t.shopperToken('asha@example.com'));
  expect((await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: home })).statusCode).toBe(
    201,
  );
});
afterAll(() => t.close());

const stock = async () => {
  const [row] = await t.database.db
    .select({ stock: productVariations.stock })
    .from(productVariations)
    .where(eq(productVariations.productvariation_id, variationId));
  return row!.stock;
};

const statusOf = async (orderId: number) => {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.order_id, orderId));
  return row!.status;
};

/** Places an order of one item through the app; with `expired` its time has already run out. */
async function placeOrder(expired: boolean): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers,
    payload: { total_amount: 599, items: [{ product_id: productId, productvariation_id: variationId, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const orderId = response.json().orderid as number;
  if (expired) {
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(orders.order_id, orderId));
  }
  return orderId;
}

/** The job alone on a bare Fastify, over the test app's database, counting cache invalidations and keeping its logs. */
async function jobApp(options: { intervalMs: number; database?: Database }) {
  const logs: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app: FastifyInstance = Fastify({ logger: { level: 'warn', stream } });
  const invalidated: number[][] = [];
  app.decorate('database', options.database ?? t.database);
  app.decorate('invalidateStock', async ({ products = [] }: StockChange) => {
    invalidated.push([...products]);
  });
  await app.register(unpaidOrdersJob, { intervalMs: options.intervalMs });
  return { app, logs, clears: () => invalidated.length, invalidated };
}

const waitUntil = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the unpaid-order sweep', () => {
  it('runs once when the app is ready: expired orders give their stock back and their products leave the cache', async () => {
    const before = await stock();
    const expired = await placeOrder(true);
    const current = await placeOrder(false);
    expect(await stock()).toBe(before - 2);

    const job = await jobApp({ intervalMs: 3_600_000 });
    await job.app.ready();
    expect(await statusOf(expired)).toBe('Expired');
    expect(await statusOf(current)).toBe('New');
    expect(await stock()).toBe(before - 1);
    expect(job.clears()).toBe(1);
    expect(job.invalidated).toEqual([[productId]]);
    await job.app.close();
  });

  it('runs again every interval, invalidates the cache only when it released something, and stops on close', async () => {
    const job = await jobApp({ intervalMs: 50 });
    await job.app.ready();
    const clearsAtReady = job.clears();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(job.clears()).toBe(clearsAtReady);

    const before = await stock();
    const expired = await placeOrder(true);
    await waitUntil(async () => (await statusOf(expired)) === 'Expired');
    expect(await stock()).toBe(before);
    expect(job.clears()).toBe(clearsAtReady + 1);

    await job.app.close();
    const afterClose = await placeOrder(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(afterClose)).toBe('New');
    // Leave nothing expired behind for the next test.
    await jobApp({ intervalMs: 3_600_000 }).then(async (cleanup) => {
      await cleanup.app.ready();
      await cleanup.app.close();
    });
    expect(await statusOf(afterClose)).toBe('Expired');
  });

  it('logs a failed sweep and keeps the app running', async () => {
    const broken = {
      ...t.database,
      db: {
        transaction: async () => {
          throw new Error('database is away');
        },
      },
    } as unknown as Database;
    const job = await jobApp({ intervalMs: 3_600_000, database: broken });
    await job.app.ready();
    expect(job.logs).toEqual([expect.objectContaining({ msg: 'releasing unpaid orders failed' })]);
    expect(job.logs[0]).toMatchObject({ err: { message: 'database is away' } });
    expect(job.clears()).toBe(0);
    await job.app.close();
  });
});

describe('the sweep in several processes on one database (docs/product/checkout.md#unpaid-orders)', () => {
  it('two processes sweeping at the same moment release each expired order once and give its stock back once', async () => {
    await withOtherProcess(t, async (other) => {
      const before = await stock();
      const expired = [];
      for (let index = 0; index < 4; index++) expired.push(await placeOrder(true));
      expect(await stock()).toBe(before - 4);

      const sweeps = await Promise.all(
        Array.from({ length: 8 }, (_, index) => releaseExpiredOrders((index % 2 ? other : t.database).db)),
      );
      expect(sweeps.reduce((sum, sweep) => sum + sweep.orders, 0)).toBe(4);
      for (const orderId of expired) expect(await statusOf(orderId)).toBe('Expired');
      expect(await stock()).toBe(before);
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'while one process holds the sweep, the other skips its tick and releases nothing; its next tick releases',
    async () => {
      await withOtherProcess(t, async (other) => {
        const before = await stock();
        const expired = await placeOrder(true);
        // This process is sweeping: it holds the sweep's lock until its transaction ends.
        await whileLockHeld(t, UNPAID_ORDERS_SWEEP_LOCK, async () => {
          expect(await releaseExpiredOrders(other.db)).toEqual({ orders: 0, productIds: [], skipped: true });
          const job = await jobApp({ intervalMs: 3_600_000, database: other });
          await job.app.ready();
          expect(job.clears()).toBe(0);
          expect(job.logs).toEqual([]);
          await job.app.close();
          expect(await statusOf(expired)).toBe('New');
          expect(await stock()).toBe(before - 1);
        });
        expect(await releaseExpiredOrders(other.db)).toEqual({
          orders: 1,
          productIds: [productId],
          skipped: false,
        });
        expect(await statusOf(expired)).toBe('Expired');
        expect(await stock()).toBe(before);
      });
    },
  );
});
