import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productVariations, products } from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import { conflict } from '../../lib/http-error.ts';
import type { StockChange } from '../../lib/response-cache.ts';
import type { PricedLine } from './priced-line.ts';

// Every order takes stock: built once (db/statements.ts). Never below zero: no row when there is not enough.
const takeProductStock = statement('take_product_stock', (db, name) =>
  db
    .update(products)
    .set({ stock: sql`${products.stock} - ${sql.placeholder('quantity')}::int` })
    .where(
      and(
        eq(products.product_id, sql.placeholder('id')),
        sql`${products.stock} >= ${sql.placeholder('quantity')}::int`,
      ),
    )
    .returning({ stock: products.stock })
    .prepare(name),
);
const takeVariationStock = statement('take_variation_stock', (db, name) =>
  db
    .update(productVariations)
    .set({ stock: sql`${productVariations.stock} - ${sql.placeholder('quantity')}::int` })
    .where(
      and(
        eq(productVariations.productvariation_id, sql.placeholder('id')),
        sql`${productVariations.stock} >= ${sql.placeholder('quantity')}::int`,
      ),
    )
    .returning({ stock: productVariations.stock })
    .prepare(name),
);

/**
 * Step 3: take stock atomically, never below zero. A line that ran out fails the whole transaction (409
 * naming it), so nothing is taken. Lines go in id order so concurrent checkouts cannot deadlock.
 */
export async function takeStock(tx: Tx, lines: PricedLine[]): Promise<StockChange> {
  const ordered = [...lines].sort(
    (a, b) => (a.productvariation_id ?? -a.product_id) - (b.productvariation_id ?? -b.product_id),
  );
  const change = { products: [] as number[], variations: [] as number[] };
  for (const line of ordered) {
    const [taken] =
      line.productvariation_id == null
        ? await takeProductStock(tx, { id: line.product_id, quantity: line.quantity })
        : await takeVariationStock(tx, { id: line.productvariation_id, quantity: line.quantity });
    if (!taken) throw conflict(`${line.label} is out of stock in the quantity you chose.`, 'OUT_OF_STOCK');
    // A size that still has stock shows its change on its product's page only; a product's own stock is on its
    // cards too, and a size running out may make the product unavailable (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
    if (line.productvariation_id != null && taken.stock > 0) change.variations.push(line.productvariation_id);
    else change.products.push(line.product_id);
  }
  return change;
}
