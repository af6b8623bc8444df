import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { brands } from './schema/index.ts';
import { statement } from './statements.ts';

// One statement built once and run on whichever connection it is handed (db/statements.ts).
const brandNamed = statement('test_brand_named', (db, name) =>
  db
    .select({ id: brands.brand_id, name: brands.name })
    .from(brands)
    .where(eq(brands.name, sql.placeholder('name')))
    .prepare(name),
);

describe('statements built once', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it("runs on the transaction's own connection: it sees the transaction's uncommitted rows, and a rollback takes them", async () => {
    const { db } = test.database;
    // Built on the pool first, as a read outside any transaction may well be the first to run it.
    expect(await brandNamed(db, { name: 'Only Inside' })).toEqual([]);
    const rollback = new Error('roll back');
    let seenInside: unknown[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(brands).values({ name: 'Only Inside' });
        seenInside = await brandNamed(tx, { name: 'Only Inside' });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // Run on the pool instead, PostgreSQL would not show the uncommitted row (and PGlite would wait for the
    // transaction to end, which never comes).
    expect(seenInside).toEqual([{ id: expect.any(Number), name: 'Only Inside' }]);
    expect(await brandNamed(db, { name: 'Only Inside' })).toEqual([]);
  });

  it('fills each run with its own values, from the pool and from transactions alike', async () => {
    const { db } = test.database;
    await db.insert(brands).values([{ name: 'First Of Two' }, { name: 'Second Of Two' }]);
    expect((await brandNamed(db, { name: 'First Of Two' })).map((row) => row.name)).toEqual(['First Of Two']);
    const inside = await db.transaction((tx) => brandNamed(tx, { name: 'Second Of Two' }));
    expect(inside.map((row) => row.name)).toEqual(['Second Of Two']);
    expect(await brandNamed(db, { name: 'No Such Brand' })).toEqual([]);
  });
});
