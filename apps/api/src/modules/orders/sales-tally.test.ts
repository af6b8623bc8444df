import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withOtherProcess, whileLockHeld, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { products, salesTally } from '../../db/schema/index.ts';
import { countSalesTally, SALES_TALLY_LOCK, tallySales } from './sales-tally.ts';

// Units sold wait in a tally and are counted into the products once a sales window, by one process at a time
// (docs/decisions/018-sales-tally.md).

let t: TestApp;
let shirt: number;
let tee: number;

beforeAll(async () => {
  t = await buildTestApp();
  const catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
  shirt = catalogue.products.oxford.product_id;
  tee = catalogue.products.crewTee.product_id;
});
afterAll(() => t.close());

const unitsOf = async (productId: number) =>
  (
    await t.database.db.select({ units: products.units_sold }).from(products).where(eq(products.product_id, productId))
  )[0]!.units;
const waiting = async () => (await t.database.db.select().from(salesTally)).length;
const tally = (lines: Array<{ product_id: number | null; quantity: number }>, sign: 1 | -1 = 1) =>
  t.database.db.transaction((tx) => tallySales(tx, lines, sign));

describe('the sales tally', () => {
  it('counts sales and take-backs into units sold only when counted, in one sum per product, never below zero', async () => {
    await countSalesTally(t.database.db, 0);
    const before = { shirt: await unitsOf(shirt), tee: await unitsOf(tee) };
    await tally([
      { product_id: shirt, quantity: 3 },
      { product_id: tee, quantity: 2 },
      // A line whose product was deleted is not tallied; one whose product goes before the count is dropped.
      { product_id: null, quantity: 4 },
      { product_id: 987_654, quantity: 1 },
    ]);
    await tally([{ product_id: shirt, quantity: 1 }], -1);
    expect(await waiting()).toBe(4);
    expect(await unitsOf(shirt)).toBe(before.shirt);

    expect(await countSalesTally(t.database.db, 0)).toEqual({ skipped: false, products: 2 });
    expect(await unitsOf(shirt)).toBe(before.shirt + 2);
    expect(await unitsOf(tee)).toBe(before.tee + 2);
    expect(await waiting()).toBe(0);

    // Taking back more than was ever counted stops at zero.
    await tally([{ product_id: tee, quantity: before.tee + 10 }], -1);
    await countSalesTally(t.database.db, 0);
    expect(await unitsOf(tee)).toBe(0);
  });

  it('leaves the tally while its oldest row is younger than the window, then counts all of it', async () => {
    const before = await unitsOf(shirt);
    await tally([{ product_id: shirt, quantity: 1 }]);
    expect(await countSalesTally(t.database.db, 3600)).toEqual({ skipped: false, products: 0 });
    expect(await waiting()).toBe(1);
    expect(await unitsOf(shirt)).toBe(before);
    // Rows younger than the oldest go with it: the window is how long the oldest unit waits.
    await t.database.db.execute(sql`UPDATE sales_tally SET recorded_at = now() - interval '2 hours'`);
    await tally([{ product_id: shirt, quantity: 2 }]);
    expect(await countSalesTally(t.database.db, 3600)).toEqual({ skipped: false, products: 1 });
    expect(await unitsOf(shirt)).toBe(before + 3);
    expect(await waiting()).toBe(0);
  });

  it('counts each unit once when two processes count at the same moment', async () => {
    await withOtherProcess(t, async (other) => {
      const before = await unitsOf(shirt);
      for (let index = 0; index < 8; index++) await tally([{ product_id: shirt, quantity: 1 }]);
      const counts = await Promise.all(
        Array.from({ length: 8 }, (_, index) => countSalesTally((index % 2 ? other : t.database).db, 0)),
      );
      expect(await unitsOf(shirt)).toBe(before + 8);
      expect(await waiting()).toBe(0);
      expect(counts.filter((count) => count.products > 0)).toHaveLength(1);
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'while one process counts, another skips and counts nothing; its next count takes it all',
    async () => {
      await withOtherProcess(t, async (other) => {
        const before = await unitsOf(shirt);
        await tally([{ product_id: shirt, quantity: 2 }]);
        // This process is counting: it holds the count's lock until its transaction ends.
        await whileLockHeld(t, SALES_TALLY_LOCK, async () => {
          expect(await countSalesTally(other.db, 0)).toEqual({ skipped: true, products: 0 });
          expect(await unitsOf(shirt)).toBe(before);
        });
        expect(await countSalesTally(other.db, 0)).toEqual({ skipped: false, products: 1 });
        expect(await unitsOf(shirt)).toBe(before + 2);
      });
    },
  );
});
