import { sql } from 'drizzle-orm';
import { queryRows, tryTransactionLock, type DbOrTx, type Tx } from '../../db/client.ts';
import { salesTally } from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';

/** The advisory lock key of counting the tally: one number for the whole database ('tally' in ASCII). */
export const SALES_TALLY_LOCK = 0x74616c6c79;

const recordTally = statement('record_sales_tally', (db, name) =>
  db
    .insert(salesTally)
    .select(
      sql`SELECT product_id, quantity, now()
          FROM unnest(${sql.placeholder('productIds')}::int[], ${sql.placeholder('quantities')}::int[]) AS t(product_id, quantity)`,
    )
    .prepare(name),
);

/**
 * Records units sold (`sign` 1: an order confirmed) or taken back (-1: a paid order cancelled, a return received)
 * for order lines, inside the caller's transaction: one append to the tally, whatever the number of lines, counted
 * into the products later by countSalesTally (docs/decisions/018-sales-tally.md). Lines whose product was deleted
 * are skipped.
 */
export async function tallySales(
  tx: Tx,
  lines: ReadonlyArray<{ product_id: number | null; quantity: number }>,
  sign: 1 | -1,
): Promise<void> {
  const counted = lines.filter((line): line is { product_id: number; quantity: number } => line.product_id !== null);
  if (counted.length === 0) return;
  await recordTally(tx, {
    productIds: counted.map((line) => line.product_id),
    quantities: counted.map((line) => sign * line.quantity),
  });
}

/** What one count did: `skipped` when another process was counting; `products` whose units sold moved. */
export interface TallyCount {
  skipped: boolean;
  products: number;
}

/**
 * Counts the tally into `products.units_sold` (never below zero) and empties it, once its oldest row has waited
 * `afterSeconds` (0: whatever is there), in one statement: the products' cards follow by their trigger. One count at
 * a time across every process: a process that finds another counting skips (an advisory lock held to commit), so
 * each unit is counted once.
 */
export async function countSalesTally(db: DbOrTx, afterSeconds: number): Promise<TallyCount> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, SALES_TALLY_LOCK))) return { skipped: true, products: 0 };
    const counted = await queryRows<{ product_id: number }>(
      tx,
      sql`WITH due AS (
            SELECT 1 FROM sales_tally HAVING min(recorded_at) <= now() - make_interval(secs => ${afterSeconds})
          ), taken AS (
            DELETE FROM sales_tally WHERE EXISTS (SELECT 1 FROM due) RETURNING product_id, quantity
          ), sold AS (
            SELECT product_id, sum(quantity)::int AS quantity FROM taken GROUP BY product_id HAVING sum(quantity) <> 0
          )
          UPDATE products p SET units_sold = greatest(p.units_sold + sold.quantity, 0)
          FROM sold WHERE p.product_id = sold.product_id
          RETURNING p.product_id`,
    );
    return { skipped: false, products: counted.length };
  });
}
