import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import type { TestApp } from './app.ts';

// Product cards in tests (docs/decisions/016-product-cards.md): the cards are a copy kept by the database, so a test
// compares them with a fresh rebuild from the base tables.

class Rebuilt extends Error {
  constructor(readonly differences: unknown[]) {
    super('rolled back');
  }
}

/** Cards that differ from a fresh rebuild of every card (rebuilt in a transaction that is then rolled back). */
export async function staleCards(t: TestApp): Promise<unknown[]> {
  try {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE kept_cards ON COMMIT DROP AS SELECT * FROM product_cards`);
      await tx.execute(sql`DELETE FROM product_cards`);
      await tx.execute(sql`SELECT refresh_product_cards(ARRAY(SELECT product_id FROM products))`);
      const differences = await queryRows(
        tx,
        sql`(SELECT 'kept' AS side, * FROM kept_cards EXCEPT SELECT 'kept', * FROM product_cards)
            UNION ALL
            (SELECT 'rebuilt' AS side, * FROM product_cards EXCEPT SELECT 'rebuilt', * FROM kept_cards)`,
      );
      throw new Rebuilt(differences);
    });
  } catch (error) {
    if (error instanceof Rebuilt) return error.differences;
    throw error;
  }
  throw new Error('unreachable');
}

/** The product's card as the table has it (undefined without one). */
export const cardOf = async (t: TestApp, productId: number) =>
  (
    await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM product_cards WHERE product_id = ${productId}`,
    )
  )[0];
