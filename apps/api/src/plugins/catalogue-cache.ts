import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { requestKey, ResponseCache, type CachedResponse } from '../lib/response-cache.ts';

const CHANNEL = 'catalogue_changed';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes; a longer list of products clears everything instead. */
const MAX_PAYLOAD_BYTES = 7900;
/** Raw URLs remembered for the fast path: short ones only, and 1 MB of them at most. */
const MAX_FAST_URL_LENGTH = 512;
const FAST_URLS_BYTES = 1024 * 1024;

export interface SendCachedOptions {
  /** Tags besides the products the body shows (docs/decisions/001-catalogue-response-cache.md). */
  tags?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ResponseCache;
    /**
     * Answers a catalogue read from the response cache, computing it on a miss; sends the JSON text as is
     * with an ETag, and 304 when the client already has it. Call it after validation: the key is the route,
     * its params and its parsed query.
     */
    sendCached: (
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      options?: SendCachedOptions,
    ) => Promise<void>;
    /**
     * Runs a catalogue write in one transaction that also notifies every process, and clears this process's
     * cache once it has committed (read-your-writes without waiting for the notification).
     */
    catalogueWrite: <T>(write: (tx: Tx) => Promise<T>) => Promise<T>;
    /**
     * After a committed stock or sales change: drops the cached responses showing these products here and in
     * every other process; the rest of the cache stays. Never throws (a failed notification is logged).
     */
    invalidateProducts: (productIds: Iterable<number>) => Promise<void>;
  }
}

/** A notification's payload: empty clears everything, `{"products":[…]}` names the products that changed. */
function productsPayload(productIds: number[]): string {
  const payload = JSON.stringify({ products: productIds });
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : '';
}

function applyNotification(cache: ResponseCache, payload: string): void {
  if (!payload) return cache.clear();
  try {
    const { products } = JSON.parse(payload) as { products?: unknown };
    if (Array.isArray(products) && products.every((id) => Number.isInteger(id))) {
      return cache.invalidateProducts(products as number[]);
    }
  } catch {
    // not ours: fall through to clearing everything
  }
  cache.clear();
}

/**
 * Catalogue reads come from a response cache keyed by the validated query, cleared on every catalogue write and
 * narrowed to products on stock changes, in every API process through PostgreSQL LISTEN/NOTIFY
 * (docs/decisions/001-catalogue-response-cache.md).
 */
export default fp(async (app) => {
  const cache = new ResponseCache(app.config.CACHE_MAX_MB * 1024 * 1024);
  app.decorate('catalogueCache', cache);
  await app.database.listen(CHANNEL, (payload) => applyNotification(cache, payload));

  // Raw URL -> key, filled only by requests that passed validation and reached sendCached, so a hit can be
  // answered before routing and validation run again. Bounded in bytes: URLs nobody validated never get in, and
  // a flood of new ones only evicts older ones (those then take the validated path again).
  const fastUrls = new LRUCache<string, string>({
    maxSize: FAST_URLS_BYTES,
    sizeCalculation: (key, url) => url.length + key.length,
  });

  const send = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  app.decorate(
    'sendCached',
    async (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>, options = {}) => {
      const key = requestKey(request.routeOptions.url ?? request.url, request.params, request.query);
      if (cache.enabled && request.url.length <= MAX_FAST_URL_LENGTH) fastUrls.set(request.url, key);
      await send(request, reply, await cache.getOrCompute(key, compute, options.tags));
    },
  );

  // Only public reads that passed validation once are ever mapped (a 4xx or an admin-only listing never is),
  // and the same URL always routes and validates to the same key.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || cache.size === 0) return;
    const key = fastUrls.get(request.url);
    const entry = key === undefined ? undefined : cache.peek(key);
    if (entry) await send(request, reply, entry);
  });

  app.decorate('catalogueWrite', async <T>(write: (tx: Tx) => Promise<T>): Promise<T> => {
    const result = await app.database.db.transaction(async (tx) => {
      const value = await write(tx);
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, '')`);
      return value;
    });
    cache.clear();
    return result;
  });

  app.decorate('invalidateProducts', async (productIds: Iterable<number>) => {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return;
    cache.invalidateProducts(ids);
    try {
      await app.database.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${productsPayload(ids)})`);
    } catch (error) {
      app.log.error({ err: error }, 'could not notify other processes of a stock change');
    }
  });
});
