import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Tx } from '../db/client.ts';
import { postgresBus, redisBus, type Invalidation, type InvalidationBus } from '../lib/invalidation-bus.ts';
import { requestKey, type CachedResponse, type ComputedText } from '../lib/cached-response.ts';
import { productTag, SIZE_STOCK_TAG, type StockChange, variationTag, ResponseCache } from '../lib/response-cache.ts';

/** Raw URLs remembered for the fast path: short ones only, and 1 MB of them at most. */
const MAX_FAST_URL_LENGTH = 512;
/** Bodies shorter than this go out as they are, as the compression plugin does (plugins/security.ts). */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<string, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
};
const encodings = Object.keys(compressors);

/** The entry's body in the encoding, compressed once per entry and encoding. */
function encodedBody(entry: CachedResponse, encoding: string): Promise<Buffer> {
  entry.encoded ??= {};
  return (entry.encoded[encoding] ??= compressors[encoding]!(entry.body));
}
const FAST_URLS_BYTES = 1024 * 1024;

export interface SendCachedOptions {
  /** Tags besides the products the body shows (docs/decisions/001-catalogue-response-cache.md). */
  tags?: readonly string[];
  /** Tags read from the computed body (what it shows beyond ids: the size chart of a product's category). */
  bodyTags?: (body: unknown) => readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ResponseCache;
    /**
     * Answers a catalogue read from the response cache, computing it on a miss; sends the JSON text (or a
     * `TextBody` in its own content type) as is with an ETag, and 304 when the client already has it. Call it after validation: the key is the route,
     * its params and its parsed query.
     */
    sendCached: (
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      options?: SendCachedOptions,
    ) => Promise<void>;
    /**
     * Answers a text made outside the JSON path (a rendered store page, docs/decisions/017-server-rendering.md) from the
     * same cache, with the same ETag, compression and invalidation by tags.
     */
    sendCachedText: (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<ComputedText>,
    ) => Promise<void>;
    /**
     * The stored answer to a GET of this raw URL (its tags are what a rendered page made from it must carry; a stale
     * one is being recomputed), or undefined when that answer is not stored.
     */
    cachedOf: (url: string) => CachedResponse | undefined;
    /**
     * Runs a catalogue write in one transaction. The write names what it changed with `touch(tags)`
     * (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops); once committed, this process drops
     * the entries carrying those tags at once (read-your-writes) and every other process through the bus. A write
     * that touches nothing clears every cache (the safe default for writes that do not say).
     */
    catalogueWrite: <T>(write: (tx: Tx, touch: Touch) => Promise<T>) => Promise<T>;
    /** How invalidations reach the other processes (PostgreSQL NOTIFY, or Redis pub/sub with REDIS_URL). */
    invalidationBus: InvalidationBus;
    /** After a committed change: drops the entries carrying these tags here and in every process. Never throws. */
    invalidateTags: (tags: Iterable<string>) => Promise<void>;
    /**
     * After a committed stock change: drops the cached responses showing what changed here and in every other
     * process (a size still in stock: its product's page; a product's own stock or availability: every response
     * showing it); the rest of the cache stays. Units sold move when the sales tally is counted, which refreshes the
     * answers ordered by them (jobs/sales-tally.ts). Never throws (a failed notification is logged).
     */
    invalidateStock: (change: StockChange) => Promise<void>;
  }
}

/** Collects the tags a catalogue write changed (docs/decisions/001-catalogue-response-cache.md#tags). */
export type Touch = (...tags: Array<string | readonly string[]>) => void;

function apply(cache: ResponseCache, message: Invalidation): void {
  if (message === 'all') cache.clear();
  else cache.invalidate(message);
}

/**
 * Catalogue reads come from a response cache keyed by the validated query; a write or a stock change drops only the
 * entries tagged with what it changed, in every API process, through PostgreSQL LISTEN/NOTIFY or Redis pub/sub
 * (docs/decisions/001-catalogue-response-cache.md).
 */
export default fp(async (app) => {
  const cache = new ResponseCache(app.config.CACHE_MAX_MB * 1024 * 1024);
  app.decorate('catalogueCache', cache);
  const channel = app.config.CACHE_CHANNEL;
  const bus = app.config.REDIS_URL
    ? await redisBus(app.config.REDIS_URL, channel, app.log)
    : postgresBus(app.database, channel, app.log);
  app.decorate('invalidationBus', bus);
  app.addHook('onClose', () => bus.close());
  // A process applies its own changes when it makes them (read-your-writes); hearing them again would drop the
  // answers recomputed meanwhile for nothing.
  await bus.subscribe((message, origin) => {
    if (origin !== bus.origin) apply(cache, message);
  });

  // Raw URL -> key, filled only by requests that passed validation and reached sendCached, so a hit can be
  // answered before routing and validation run again. Bounded in bytes: URLs nobody validated never get in, and
  // a flood of new ones only evicts older ones (those then take the validated path again).
  const fastUrls = new LRUCache<string, string>({
    maxSize: FAST_URLS_BYTES,
    sizeCalculation: (key, url) => url.length + key.length,
  });

  // A hit is sent compressed from the entry (docs/decisions/001-catalogue-response-cache.md#compression): compressing
  // a listing costs more than everything else a hit does.
  const send = async (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    reply
      .status(entry.status ?? 200)
      .type(entry.type ?? 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted && entry.body.length >= COMPRESS_FROM_BYTES ? negotiate(accepted.toLowerCase(), encodings) : null;
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(await encodedBody(entry, encoding));
  };

  app.decorate(
    'sendCached',
    async (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>, options = {}) => {
      const key = requestKey(request.routeOptions.url ?? request.url, request.params, request.query);
      if (cache.enabled && request.url.length <= MAX_FAST_URL_LENGTH) fastUrls.set(request.url, key);
      await send(request, reply, await cache.getOrCompute(key, compute, options.tags, options.bodyTags));
    },
  );

  app.decorate(
    'sendCachedText',
    async (request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<ComputedText>) => {
      await send(request, reply, await cache.getOrComputeText(key, compute));
    },
  );

  app.decorate('cachedOf', (url: string) => {
    const key = fastUrls.get(url);
    return key === undefined ? undefined : cache.stored(key);
  });

  // Only public reads that passed validation once are ever mapped (a 4xx or an admin-only listing never is),
  // and the same URL always routes and validates to the same key.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || cache.size === 0) return;
    const key = fastUrls.get(request.url);
    const entry = key === undefined ? undefined : cache.peekFresh(key);
    if (entry) await send(request, reply, entry);
  });

  const publish = async (message: Invalidation) => {
    try {
      await bus.publish(message);
    } catch (error) {
      app.log.error({ err: error }, 'could not tell other processes of a catalogue change');
    }
  };

  app.decorate('catalogueWrite', async <T>(write: (tx: Tx, touch: Touch) => Promise<T>): Promise<T> => {
    const touched = new Set<string>();
    const touch: Touch = (...tags) => {
      for (const tag of tags.flat()) touched.add(tag);
    };
    const result = await app.database.db.transaction(async (tx) => {
      const value = await write(tx, touch);
      // NOTIFY is delivered only if the write commits; Redis is told after the commit below.
      if (bus.transactional) await bus.publish(touched.size > 0 ? [...touched] : 'all', tx);
      return value;
    });
    apply(cache, touched.size > 0 ? [...touched] : 'all');
    if (!bus.transactional) await publish(touched.size > 0 ? [...touched] : 'all');
    return result;
  });

  app.decorate('invalidateTags', async (tags: Iterable<string>) => {
    const unique = [...new Set(tags)];
    if (unique.length === 0) return;
    cache.invalidate(unique);
    await publish(unique);
  });

  app.decorate('invalidateStock', ({ products = [], variations = [] }: StockChange) => {
    const tags = [...new Set(products)].map(productTag);
    for (const id of new Set(variations)) tags.push(variationTag(id));
    if (products.length > 0) tags.push(SIZE_STOCK_TAG);
    if (tags.length === 0) return Promise.resolve();
    return app.invalidateTags(tags);
  });
});
