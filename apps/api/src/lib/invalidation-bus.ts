import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database, Tx } from '../db/client.ts';

/** What a process tells the others: these tags changed, or (`'all'`) everything did. */
export type Invalidation = readonly string[] | 'all';

/**
 * How cache invalidations reach every API process (docs/decisions/001-catalogue-response-cache.md#publishing):
 * PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set. Every process also hears its own messages.
 */
export interface InvalidationBus {
  readonly kind: 'postgres' | 'redis';
  /**
   * True when `publish(message, tx)` is delivered only if `tx` commits (NOTIFY); otherwise publish at once and only
   * after the commit.
   */
  readonly transactional: boolean;
  subscribe(onMessage: (message: Invalidation) => void): Promise<void>;
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
export function encodeInvalidation(message: Invalidation): { payloads: string[]; huge: boolean } {
  if (message === 'all') return { payloads: [''], huge: false };
  const payloads: string[] = [];
  let chunk: string[] = [];
  let bytes = 12; // {"tags":[]}
  for (const tag of new Set(message)) {
    const size = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (size + 12 > MAX_PAYLOAD_BYTES) return { payloads: [''], huge: true };
    if (bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ tags: chunk }));
      chunk = [];
      bytes = 12;
    }
    chunk.push(tag);
    bytes += size;
  }
  if (chunk.length > 0) payloads.push(JSON.stringify({ tags: chunk }));
  return payloads.length > MAX_CHUNKS ? { payloads: [''], huge: true } : { payloads, huge: false };
}

/** A payload as received; anything not understood clears everything (the safe side). */
export function decodeInvalidation(payload: string): Invalidation {
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
  return {
    kind: 'postgres',
    transactional: true,
    subscribe: (onMessage) => database.listen(channel, (payload) => onMessage(decodeInvalidation(payload))),
    async publish(message, tx) {
      const { payloads, huge } = encodeInvalidation(message);
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
  return {
    kind: 'redis',
    transactional: false,
    async subscribe(onMessage) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) onMessage(decodeInvalidation(payload));
      });
      // Pub/sub keeps nothing for a disconnected subscriber: after a reconnection (ioredis subscribes again) the
      // messages missed meanwhile are unknown, so everything goes.
      let connected = true;
      subscriber.on('close', () => (connected = false));
      subscriber.on('ready', () => {
        if (!connected) onMessage('all');
        connected = true;
      });
      await subscriber.subscribe(channel);
    },
    async publish(message) {
      const { payloads, huge } = encodeInvalidation(message);
      warnIfHuge(log, message, huge);
      for (const payload of payloads) await publisher.publish(channel, payload);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
