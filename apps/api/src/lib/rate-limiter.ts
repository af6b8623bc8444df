import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { queryRows, tryTransactionLock, type Db } from '../db/client.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (when not allowed). */
  retryAfter: number;
}

/**
 * Fixed-window counters shared by every API process: in PostgreSQL by default, in Redis when REDIS_URL is
 * set: no process keeps a count another would need (docs/decisions/007-one-time-codes.md).
 */
/** One counter a request counts against, and how many it allows in the window. */
export interface RateLimitHit {
  key: string;
  limit: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /**
   * Counts one request against several counters of the same window at once (one statement, or one Redis
   * transaction): the results in the order of `hits`, whose keys must differ.
   */
  hitAll(hits: RateLimitHit[], windowSeconds: number): Promise<RateLimitResult[]>;
  /** Counts without refusing, for limits that only count failures. */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** Takes one hit back (never below zero), e.g. an attempt counted up front that turned out to be fine. */
  release(key: string): Promise<void>;
  /**
   * Removes every counter whose key holds one of `fragments` (an erased shopper's email or phone,
   * docs/product/privacy.md#deleting-the-account).
   */
  forget(fragments: string[]): Promise<void>;
}

/** `hit` as the one-counter case of a store's `hitAll`. */
const oneOf =
  (hitAll: RateLimiter['hitAll']): RateLimiter['hit'] =>
  async (key, limit, windowSeconds) =>
    (await hitAll([{ key, limit }], windowSeconds))[0]!;

export function databaseRateLimiter(db: Db): RateLimiter {
  const hitAll: RateLimiter['hitAll'] = async (hits, windowSeconds) => {
    // Rows in key order, so two requests counting the same counters lock them in the same order.
    const keys = hits.map((hit) => hit.key).sort();
    const rows = await queryRows<{ key: string; count: number; retry_after: number }>(
      db,
      sql`
      INSERT INTO rate_limits AS r (key, window_start, count, expires_at)
      VALUES ${sql.join(
        keys.map((key) => sql`(${key}, now(), 1, now() + make_interval(secs => ${windowSeconds}))`),
        sql`, `,
      )}
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start + make_interval(secs => ${windowSeconds}) <= now() THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start + make_interval(secs => ${windowSeconds}) <= now() THEN now() ELSE r.window_start END,
        expires_at = CASE WHEN r.window_start + make_interval(secs => ${windowSeconds}) <= now() THEN now() ELSE r.window_start END
          + make_interval(secs => ${windowSeconds})
      RETURNING key, count, ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after`,
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return hits.map(({ key, limit }) => {
      const row = byKey.get(key)!;
      return { allowed: row.count <= limit, retryAfter: Math.max(1, row.retry_after) };
    });
  };
  return {
    hit: oneOf(hitAll),
    hitAll,
    async peek(key, limit, windowSeconds) {
      const [row] = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`
        SELECT count, ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after
        FROM rate_limits WHERE key = ${key} AND window_start + make_interval(secs => ${windowSeconds}) > now()`,
      );
      return { allowed: !row || row.count < limit, retryAfter: Math.max(1, row?.retry_after ?? 1) };
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
    async release(key) {
      await db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
    },
    async forget(fragments) {
      for (const fragment of fragments) {
        await db.execute(sql`DELETE FROM rate_limits WHERE strpos(lower(key), ${fragment.toLowerCase()}) > 0`);
      }
    },
  };
}

/** An advisory-lock key of its own ("rlprune"): one process prunes the counters at a time. */
export const RATE_LIMIT_PRUNE_LOCK = 0x726c7072756e;

/**
 * Removes the database counters whose window has ended (docs/operations.md#rate-limit-counters): they count nothing
 * any more, and without this the table grows with every client address. Runs in one process at a time; another
 * finding it running skips (`skipped`).
 */
export async function pruneRateLimits(db: Db): Promise<{ removed: number; skipped: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, RATE_LIMIT_PRUNE_LOCK))) return { removed: 0, skipped: true };
    const removed = await queryRows<{ key: string }>(
      tx,
      sql`DELETE FROM rate_limits WHERE expires_at <= now() RETURNING key`,
    );
    return { removed: removed.length, skipped: false };
  });
}

/** How many counters the database holds, for the `rate_limit_counters` gauge. */
export async function countRateLimits(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM rate_limits`);
  return row?.n ?? 0;
}

export function redisRateLimiter(redis: Redis, prefix = 'store:rl:'): RateLimiter {
  const hitAll: RateLimiter['hitAll'] = async (hits, windowSeconds) => {
    const multi = redis.multi();
    for (const { key } of hits)
      multi
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .ttl(prefix + key);
    const results = await multi.exec();
    // Three answers per counter: its count, the expiry set (or not), its time to live.
    return hits.map(({ limit }, index) => {
      const count = Number(results?.[index * 3]?.[1] ?? 0);
      const ttl = Number(results?.[index * 3 + 2]?.[1] ?? windowSeconds);
      return { allowed: count <= limit, retryAfter: Math.max(1, ttl) };
    });
  };
  return {
    hit: oneOf(hitAll),
    hitAll,
    async peek(key, limit, _windowSeconds) {
      const name = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(name), redis.ttl(name)]);
      return { allowed: Number(count ?? 0) < limit, retryAfter: Math.max(1, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async release(key) {
      // Only an existing counter is decremented, so a release never creates a key without an expiry.
      await redis.eval(
        "if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async forget(fragments) {
      for (const fragment of fragments) {
        // Glob characters in the fragment are escaped, so an email with `*` or `[` matches only itself.
        const match = `${prefix}*${fragment.toLowerCase().replace(/[*?[\]\\]/g, '\\$&')}*`;
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      }
    },
  };
}
