import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './accounts.ts';
import { productOf, sizeOf } from './catalogue.ts';

/**
 * A shopper's back-in-stock alert (docs/product/storefront.md#back-in-stock-alerts): one size of a product
 * (`productvariation_id`), or a product without sizes (null). Open while `notified_at` is null.
 *
 * `restocks` counts the times the stock went from 0 to above 0 while the alert was open, and `due_at` is set by the
 * same trigger (migration 0031_stock_alerts, on products.stock and product_variations.stock, so every path that
 * restocks is caught: an admin edit, Inventory, a bulk edit, an import, a cancelled or returned order). The alert
 * job sends one message per alert and restock (its dedupe key names both) and ends the alert in the same transaction.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    alert_id: serial('alert_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    product_id: productOf(),
    productvariation_id: sizeOf(),
    restocks: integer('restocks').notNull().default(0),
    due_at: at('due_at'),
    notified_at: at('notified_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One open alert per shopper and size (or product without sizes).
    uniqueIndex('stock_alerts_open_key')
      .on(t.user_id, t.product_id, sql`coalesce(${t.productvariation_id}, 0)`)
      .where(sql`${t.notified_at} IS NULL`),
    index('stock_alerts_variation_idx')
      .on(t.productvariation_id)
      .where(sql`${t.notified_at} IS NULL`),
    index('stock_alerts_product_idx')
      .on(t.product_id)
      .where(sql`${t.notified_at} IS NULL AND ${t.productvariation_id} IS NULL`),
    index('stock_alerts_due_idx')
      .on(t.due_at)
      .where(sql`${t.due_at} IS NOT NULL AND ${t.notified_at} IS NULL`),
  ],
);
