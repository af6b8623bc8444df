import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter.ts';

let t: TestApp;
let redis: Redis;

beforeAll(async () => {
  t = await buildTestApp();
  redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  await redis.connect();
});
afterAll(async () => {
  await redis.quit();
  await t.close();
});

const limiters: Array<[string, () => RateLimiter]> = [
  ['database', () => databaseRateLimiter(t.database.db)],
  ['redis', () => redisRateLimiter(redis, `store:test:${randomUUID()}:`)],
];

describe.each(limiters)('%s rate limiter', (_name, make) => {
  it('allows up to the limit in a window, then refuses with the wait', async () => {
    const limiter = make();
    for (let index = 0; index < 3; index++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
    const refused = await limiter.hit('k', 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.hit('other', 3, 60)).allowed).toBe(true);
  });

  it('counts several counters at once, each against its own limit, answering in the order asked', async () => {
    const limiter = make();
    await limiter.hit('b-user', 3, 60);
    // Asked out of key order: each answer must still be its own counter's.
    const first = await limiter.hitAll(
      [
        { key: 'z-address', limit: 1 },
        { key: 'b-user', limit: 2 },
      ],
      60,
    );
    expect(first.map((result) => result.allowed)).toEqual([true, true]);
    const second = await limiter.hitAll(
      [
        { key: 'z-address', limit: 1 },
        { key: 'b-user', limit: 5 },
      ],
      60,
    );
    expect(second.map((result) => result.allowed)).toEqual([false, true]);
    expect(second[0]!.retryAfter).toBeGreaterThan(0);
    // Counted once per call: b-user at 3, z-address at 2.
    expect((await limiter.peek('b-user', 3, 60)).allowed).toBe(false);
    expect((await limiter.peek('b-user', 4, 60)).allowed).toBe(true);
    expect((await limiter.peek('z-address', 3, 60)).allowed).toBe(true);
    expect((await limiter.peek('z-address', 2, 60)).allowed).toBe(false);
  });

  it('peeks without counting and resets', async () => {
    const limiter = make();
    expect((await limiter.peek('p', 2, 60)).allowed).toBe(true);
    await limiter.hit('p', 2, 60);
    await limiter.hit('p', 2, 60);
    expect((await limiter.peek('p', 2, 60)).allowed).toBe(false);
    await limiter.reset('p');
    expect((await limiter.peek('p', 2, 60)).allowed).toBe(true);
  });

  it('releases one hit without going below zero or creating a counter', async () => {
    const limiter = make();
    await limiter.hit('r', 2, 60);
    await limiter.hit('r', 2, 60);
    expect((await limiter.peek('r', 2, 60)).allowed).toBe(false);
    await limiter.release('r');
    expect((await limiter.peek('r', 2, 60)).allowed).toBe(true);
    await limiter.release('r');
    await limiter.release('r');
    await limiter.hit('r', 2, 60);
    await limiter.hit('r', 2, 60);
    expect((await limiter.hit('r', 2, 60)).allowed).toBe(false);
    await limiter.release('never-hit');
    expect((await limiter.peek('never-hit', 1, 60)).allowed).toBe(true);
  });

  it('starts a new window when the old one has passed', async () => {
    const limiter = make();
    expect((await limiter.hit('w', 1, 1)).allowed).toBe(true);
    expect((await limiter.hit('w', 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await limiter.hit('w', 1, 1)).allowed).toBe(true);
  });
});

describe('REDIS_URL', () => {
  it('puts the sign-in limits in Redis, shared by every process', async () => {
    // Under the store's REDIS_PREFIX, so stores sharing one Redis keep counters of their own.
    const prefix = `store-${randomUUID()}:`;
    const withRedis = await buildTestApp({
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix,
    });
    try {
      const email = `redis-${randomUUID()}@example.com`;
      await withRedis.app.inject({ method: 'POST', url: '/api/User', payload: { email, password: 'wrong' } });
      expect(await redis.get(`${prefix}rl:login:account:${email}`)).toBe('1');
      await redis.del(`${prefix}rl:login:account:${email}`);
    } finally {
      await withRedis.close();
    }
  });
});
