import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';

/**
 * Waits until every notification sent so far has reached this process: PostgreSQL delivers them to a listener in
 * commit order, so a marker sent now arrives after the catalogue writes' clears
 * (docs/decisions/001-catalogue-response-cache.md). Then the cache starts empty.
 */
export async function emptyCacheAfterNotifications(t: Pick<TestApp, 'app' | 'database'>): Promise<void> {
  const marker = `marker-${Math.random()}`;
  let arrived!: () => void;
  const delivered = new Promise<void>((resolve) => (arrived = resolve));
  await t.database.listen('test_marker', (payload) => {
    if (payload === marker) arrived();
  });
  await t.database.db.execute(sql`SELECT pg_notify('test_marker', ${marker})`);
  await delivered;
  t.app.catalogueCache.clear();
}
