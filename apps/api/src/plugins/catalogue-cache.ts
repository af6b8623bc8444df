import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { normaliseRequestKey, ResponseCache, type CachedResponse } from '../lib/response-cache.ts';

const CHANNEL = 'catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ResponseCache;
    /**
     * Answers a catalogue read from the response cache, computing it on a miss; sends the JSON text as is
     * with an ETag, and 304 when the client already has it.
     */
    sendCached: (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) => Promise<void>;
    /**
     * Runs a catalogue write in one transaction that also notifies every process, and clears this process's
     * cache once it has committed (read-your-writes without waiting for the notification).
     */
    catalogueWrite: <T>(write: (tx: Tx) => Promise<T>) => Promise<T>;
  }
}

/**
 * Catalogue reads come from a response cache keyed by the normalised query, cleared on every catalogue write in
 * every API process through PostgreSQL LISTEN/NOTIFY (docs/decisions/001-catalogue-response-cache.md).
 */
export default fp(async (app) => {
  const cache = new ResponseCache(app.config.CACHE_ENTRIES);
  app.decorate('catalogueCache', cache);
  await app.database.listen(CHANNEL, () => cache.clear());

  const send = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  app.decorate('sendCached', async (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) => {
    await send(request, reply, await cache.getOrCompute(normaliseRequestKey(request.url), compute));
  });

  // A hit is answered before validation and the route's handler run: only public reads that passed them once
  // are ever stored (a 4xx or an admin-only listing never is), so the same URL needs no second check.
  app.addHook('onRequest', async (request, reply) => {
    // Image files (the most frequent GETs) are static files, never in this cache.
    if (
      request.method !== 'GET' ||
      cache.size === 0 ||
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/images/')
    )
      return;
    const entry = cache.peek(normaliseRequestKey(request.url));
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
});
