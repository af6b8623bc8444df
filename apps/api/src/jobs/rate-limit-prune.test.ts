import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, whileLockHeld, withOtherProcess, type TestApp } from '../../test/app.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { pruneRateLimits, RATE_LIMIT_PRUNE_LOCK } from '../lib/rate-limiter.ts';

// The rate_limits table keeps only counters still counting (docs/operations.md#rate-limit-counters): expired rows go,
// in one process at a time, and the table's size is a metric.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'prune:%'));
});

/** Counters `prune:expired-N` whose window ended a minute ago and `prune:live-N` with an hour left. */
async function counters(expired: number, live: number) {
  const row = (key: string, offset: string) => ({
    key,
    count: 3,
    window_start: sql`now() - interval '2 hours'` as unknown as string,
    expires_at: sql`now() + ${sql.raw(`interval '${offset}'`)}` as unknown as string,
  });
  await t.database.db
    .insert(rateLimits)
    .values([
      ...Array.from({ length: expired }, (_, index) => row(`prune:expired-${index}`, '-1 minute')),
      ...Array.from({ length: live }, (_, index) => row(`prune:live-${index}`, '1 hour')),
    ]);
}

const keys = async (database: Database = t.database) =>
  (
    await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'prune:%'))
      .orderBy(asc(rateLimits.key))
  ).map((row) => row.key);

async function metric(name: string): Promise<number> {
  const text = (await t.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' })).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

describe('pruning the rate-limit counters', () => {
  it('the limiter writes when each counter expires: its window start plus its window', async () => {
    await t.app.rateLimiter.hit('prune:window', 5, 900);
    const [row] = await t.database.db
      .select({ seconds: sql<number>`extract(epoch FROM ${rateLimits.expires_at} - ${rateLimits.window_start})::int` })
      .from(rateLimits)
      .where(like(rateLimits.key, 'prune:window'));
    expect(row?.seconds).toBe(900);
  });

  it('removes the expired counters and keeps the live ones; the metrics show the size and the removed', async () => {
    await counters(3, 2);
    const before = await metric('rate_limit_counters');
    const prunedBefore = await metric('rate_limit_counters_pruned_total');
    await t.app.pruneRateLimits();
    expect(await keys()).toEqual(['prune:live-0', 'prune:live-1']);
    expect(await metric('rate_limit_counters')).toBe(before - 3);
    expect(await metric('rate_limit_counters_pruned_total')).toBe(prunedBefore + 3);
  });

  it('two processes pruning at once remove each expired counter once, and no live one', async () => {
    await counters(20, 4);
    await withOtherProcess(t, async (other) => {
      const results = await Promise.all([pruneRateLimits(t.database.db), pruneRateLimits(other.db)]);
      const removed = results.reduce((sum, result) => sum + result.removed, 0);
      expect(removed).toBe(20);
      expect(await keys(other)).toEqual(['prune:live-0', 'prune:live-1', 'prune:live-2', 'prune:live-3']);
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'while one process prunes, the other skips and removes nothing; its next prune does',
    async () => {
      await counters(2, 1);
      await withOtherProcess(t, async (other) => {
        await whileLockHeld(t, RATE_LIMIT_PRUNE_LOCK, async () => {
          expect(await pruneRateLimits(other.db)).toEqual({ removed: 0, skipped: true });
          expect(await keys(other)).toHaveLength(3);
        });
        expect(await pruneRateLimits(other.db)).toEqual({ removed: 2, skipped: false });
        expect(await keys(other)).toEqual(['prune:live-0']);
      });
    },
  );
});
