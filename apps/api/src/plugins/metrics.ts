import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isLocalRequest } from '../lib/client-address.ts';
import { HttpError } from '../lib/http-error.ts';

/** The path of the metrics themselves; scrapes are not counted in the request metrics. */
export const METRICS_PATH = '/api/metrics';
/** The route label of a request no route matched (unknown paths, the web app's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface StoreMetrics {
  /** This app's own registry: tests build many apps in one process, so never the global default one. */
  registry: Registry;
  /** Orders the unpaid-order sweep released (docs/product/checkout.md#unpaid-orders). */
  releasedOrders: Counter;
  /** Products whose units sold this process's counts of the sales tally moved (docs/decisions/018-sales-tally.md). */
  salesCounted: Counter;
  /** Notifications the outbox worker sent, by channel (docs/product/orders.md#delivery-and-retries). */
  notificationsSent: Counter<'channel'>;
  /** Notifications the outbox worker gave up on (Failed), by channel. */
  notificationsFailed: Counter<'channel'>;
  /** Claims of the outbox worker that took at least one notification (sent ÷ batches is the mean batch). */
  notificationBatches: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: StoreMetrics;
  }
}

/** What `pg.Pool` tells about its connections. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** How often the event-loop delay is sampled (nodejs_eventloop_lag_* metrics), in ms. */
const EVENT_LOOP_SAMPLE_MS = 100;

/**
 * Prometheus metrics of this process (docs/product/api.md#system): Node's process metrics, requests by method,
 * route pattern and status, the catalogue response cache, the PostgreSQL pool, the unpaid-order sweep, the sales tally and
 * the outbox.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    // The event-loop delay is sampled every 100 ms, not prom-client's default 10 ms: its timer woke an idle process a
    // hundred times a second, about 1% of a core per process for nothing; a stall longer than that is still caught.
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
    countRequests(app, registry);
    watchCatalogueCache(app, registry);
    if (app.database.kind === 'postgres') watchPool(registry, app.database.db as unknown as { $client: PoolCounts });
    const releasedOrders = new Counter({
      name: 'unpaid_orders_released_total',
      help: 'Orders left unpaid past their time that the sweep released, giving their stock back.',
      registers: [registry],
    });
    const salesCounted = new Counter({
      name: 'sales_tally_products_counted_total',
      help: 'Products whose units sold this process moved when it counted the sales tally.',
      registers: [registry],
    });
    const notificationsSent = new Counter({
      name: 'notifications_sent_total',
      help: 'Order messages the outbox worker delivered, by channel (email, sms).',
      labelNames: ['channel'] as const,
      registers: [registry],
    });
    const notificationsFailed = new Counter({
      name: 'notifications_failed_total',
      help: 'Order messages the outbox worker gave up on (status Failed), by channel (email, sms).',
      labelNames: ['channel'] as const,
      registers: [registry],
    });
    const notificationBatches = new Counter({
      name: 'notification_batches_total',
      help: 'Claims of the outbox worker that took at least one order message (messages committed close together share one).',
      registers: [registry],
    });
    app.decorate('metrics', {
      registry,
      releasedOrders,
      salesCounted,
      notificationsSent,
      notificationsFailed,
      notificationBatches,
    });
  },
  { name: 'metrics' },
);

/** Requests by method, route pattern (never the raw URL, so the labels stay few) and status. */
function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Hits, misses and bytes of the catalogue response cache, read when scraped. */
function watchCatalogueCache(app: FastifyInstance, registry: Registry): void {
  const cache = app.catalogueCache;
  new Counter({
    name: 'catalogue_cache_hits_total',
    help: 'Catalogue reads answered from a stored response.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.hits);
    },
  });
  new Counter({
    name: 'catalogue_cache_misses_total',
    help: 'Catalogue reads that found no stored response (computed, or waiting for the same computation).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.misses);
    },
  });
  new Counter({
    name: 'catalogue_cache_dropped_total',
    help: 'Stored responses dropped, by reason: the kind of tag a change named (product, variation, sales-order, category, …), cleared or evicted.',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, count] of cache.dropped) this.inc({ reason }, count);
    },
  });
  new Gauge({
    name: 'catalogue_cache_bytes',
    help: 'Bytes the catalogue response cache holds, as counted against CACHE_MAX_MB.',
    registers: [registry],
    collect() {
      this.set(cache.bytes);
    },
  });
  new Gauge({
    name: 'catalogue_cache_entries',
    help: 'Responses the catalogue response cache holds.',
    registers: [registry],
    collect() {
      this.set(cache.size);
    },
  });
}

/** Connections of the PostgreSQL pool (the node-postgres pool Drizzle holds as `$client`), read when scraped. */
function watchPool(registry: Registry, db: { $client: PoolCounts }): void {
  const gauges: Array<[string, string, (pool: PoolCounts) => number]> = [
    ['db_pool_connections', 'Connections the PostgreSQL pool holds.', (pool) => pool.totalCount],
    ['db_pool_idle_connections', 'Connections of the PostgreSQL pool waiting for a query.', (pool) => pool.idleCount],
    ['db_pool_waiting_queries', 'Queries waiting for a free connection of the pool.', (pool) => pool.waitingCount],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(db.$client));
      },
    });
  }
}

/**
 * Adds the orders a sweep released to `unpaid_orders_released_total` and answers them unchanged. An app without
 * metrics (the sweep's own test runs it on a bare app) counts nothing.
 */
export function countReleasedOrders<T extends { orders: number }>(app: FastifyInstance, released: T): T {
  if (app.hasDecorator('metrics')) app.metrics.releasedOrders.inc(released.orders);
  return released;
}

/** Counts a batch of the outbox worker: the batch itself when it claimed anything, sent and given-up rows by channel. */
export function countNotifications(
  app: FastifyInstance,
  batch: { claimed: number; sent: ReadonlyArray<'email' | 'sms'>; failed: ReadonlyArray<'email' | 'sms'> },
): void {
  if (!app.hasDecorator('metrics')) return;
  if (batch.claimed > 0) app.metrics.notificationBatches.inc();
  for (const channel of batch.sent) app.metrics.notificationsSent.inc({ channel });
  for (const channel of batch.failed) app.metrics.notificationsFailed.inc({ channel });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasBearer(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Who may read the metrics (docs/product/api.md#system): in production only with METRICS_TOKEN as a bearer token,
 * and nobody (404, as an unknown route) when METRICS_TOKEN is unset; in development a client on this machine, or
 * one with the token when it is set.
 */
export function checkMetricsAccess(app: FastifyInstance, request: FastifyRequest): void {
  const token = app.config.METRICS_TOKEN;
  if (app.config.isProduction) {
    if (!token) throw new HttpError(404, 'No such API route.');
    if (!hasBearer(request, token)) {
      throw new HttpError(401, 'The metrics need the METRICS_TOKEN bearer token.', { code: 'UNAUTHENTICATED' });
    }
    return;
  }
  if (isLocalRequest(request) || (token !== undefined && hasBearer(request, token))) return;
  throw new HttpError(403, 'In development the metrics are served only to this machine.', { code: 'FORBIDDEN' });
}
