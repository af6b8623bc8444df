import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database, Tx } from '../db/client.ts';

/** What a process tells the others: these tags changed, or (`'all'`) everything did. */
export type Invalidation = readonly string[] | 'all';

/**
 * How cache invalidations reach every API process (docs/decisions/001-catalogue-response-cache.md#publishing):
 * PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set. Every process also hears its own messages; they
 * carry its `origin` so it can skip them.
 */
export interface InvalidationBus {
  readonly kind: 'postgres' | 'redis';
  /** This process's id on the bus: its messages carry it, so it can skip the ones it already applied. */
  readonly origin: string;
  /**
   * True when `publish(message, tx)` is delivered only if `tx` commits (NOTIFY); otherwise publish at once and only
   * after the commit.
   */
  readonly transactional: boolean;
  subscribe(onMessage: (message: Invalidation, origin: string | undefined) => void): Promise<void>;
  publish(message: Invalidation, tx?: Tx): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads from 8000 bytes: tags go in chunks below that. */
export const MAX_PAYLOAD_BYTES = 7900;
/** Past this many chunks a change is called huge and clears everything instead (one message). */
export const MAX_CHUNKS = 16;

/**
 * The payloads of one message: `''` clears everything, `{"tags":[…]}` names tags. Tags are split over several
 * payloads when they do not fit in one; a change needing more than MAX_CHUNKS becomes a clear (`huge` says so).
 */
export function encodeInvalidation(message: Invalidation, origin?: string): { payloads: string[]; huge: boolean } {
  if (message === 'all') return { payloads: [''], huge: false };
  const payloadOf = (tags: string[]) => JSON.stringify(origin ? { tags, from: origin } : { tags });
  const payloads: string[] = [];
  let chunk: string[] = [];
  const empty = Buffer.byteLength(payloadOf([]));
  let bytes = empty;
  for (const tag of new Set(message)) {
    const size = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (size + empty > MAX_PAYLOAD_BYTES) return { payloads: [''], huge: true };
    if (bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(payloadOf(chunk));
      chunk = [];
      bytes = empty;
    }
    chunk.push(tag);
    bytes += size;
  }
  if (chunk.length > 0) payloads.push(payloadOf(chunk));
  return payloads.length > MAX_CHUNKS ? { payloads: [''], huge: true } : { payloads, huge: false };
}

/** A payload as received; anything not understood clears everything (the safe side). */
export function decodeInvalidation(payload: string): Invalidation {
  return decodeMessage(payload).message;
}

/** A payload's invalidation and the process that sent it (when it says). */
export function decodeMessage(payload: string): { message: Invalidation; origin?: string } {
  const message = decodeTags(payload);
  if (message === 'all') return { message };
  const { from } = JSON.parse(payload) as { from?: unknown };
  return typeof from === 'string' ? { message, origin: from } : { message };
}

function decodeTags(payload: string): Invalidation {
  if (!payload) return 'all';
  try {
    const { tags, products } = JSON.parse(payload) as { tags?: unknown; products?: unknown };
    if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')) return tags as string[];
    // Processes of the previous release name products only.
    if (Array.isArray(products) && products.every((id) => Number.isInteger(id))) {
      return (products as number[]).map((id) => `product:${id}`).concat('sales-order');
    }
  } catch {
    // not ours
  }
  return 'all';
}

type Log = { warn: (object: object, message: string) => void };

function warnIfHuge(log: Log, message: Invalidation, huge: boolean) {
  if (huge && message !== 'all') {
    log.warn({ tags: message.length }, 'cache invalidation too large to publish by tag; clearing every cache');
  }
}

/** NOTIFY on `channel` of the store's database; within the writer's transaction when given one. */
export function postgresBus(database: Database, channel: string, log: Log): InvalidationBus {
  const origin = randomUUID();
  return {
    kind: 'postgres',
    origin,
    transactional: true,
    subscribe: (onMessage) =>
      database.listen(channel, (payload) => {
        const { message, origin: from } = decodeMessage(payload);
        onMessage(message, from);
      }),
    async publish(message, tx) {
      const { payloads, huge } = encodeInvalidation(message, origin);
      warnIfHuge(log, message, huge);
      const runner = tx ?? database.db;
      for (const payload of payloads) await runner.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    async close() {},
  };
}

/** Redis pub/sub on `channel`: one publishing and one subscribing connection per process. */
export async function redisBus(url: string, channel: string, log: Log): Promise<InvalidationBus> {
  const options = { maxRetriesPerRequest: 2, lazyConnect: true } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) => log.warn({ err: error }, 'redis error (cache invalidation)'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const origin = randomUUID();
  return {
    kind: 'redis',
    origin,
    transactional: false,
    async subscribe(onMessage) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from !== channel) return;
        const decoded = decodeMessage(payload);
        onMessage(decoded.message, decoded.origin);
      });
      // Pub/sub keeps nothing for a disconnected subscriber: after a reconnection (ioredis subscribes again) the
      // messages missed meanwhile are unknown, so everything goes.
      let connected = true;
      subscriber.on('close', () => (connected = false));
      subscriber.on('ready', () => {
        if (!connected) onMessage('all', undefined);
        connected = true;
      });
      await subscriber.subscribe(channel);
    },
    async publish(message) {
      const { payloads, huge } = encodeInvalidation(message, origin);
      warnIfHuge(log, message, huge);
      for (const payload of payloads) await publisher.publish(channel, payload);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
