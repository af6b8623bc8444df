import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { queryRows, type Db } from '../db/client.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (when not allowed). */
  retryAfter: number;
}

/**
 * Fixed-window counters shared by every API process: in PostgreSQL by default, in Redis when REDIS_URL is
 * set: no process keeps a count another would need (docs/decisions/007-one-time-codes.md).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Counts without refusing, for limits that only count failures. */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** Takes one hit back (never below zero), e.g. an attempt counted up front that turned out to be fine. */
  release(key: string): Promise<void>;
}

export function databaseRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const [row] = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`
        INSERT INTO rate_limits AS r (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.window_start + make_interval(secs => ${windowSeconds}) <= now() THEN 1 ELSE r.count + 1 END,
          window_start = CASE WHEN r.window_start + make_interval(secs => ${windowSeconds}) <= now() THEN now() ELSE r.window_start END
        RETURNING count, ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after`,
      );
      return { allowed: row!.count <= limit, retryAfter: Math.max(1, row!.retry_after) };
    },
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
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'store:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const name = prefix + key;
      const results = await redis.multi().incr(name).expire(name, windowSeconds, 'NX').ttl(name).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { allowed: count <= limit, retryAfter: Math.max(1, ttl) };
    },
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
  };
}
