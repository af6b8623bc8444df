import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';
import { wishlistItems } from './shopper.ts';

/**
 * The price a shopper was last told for a product on their wishlist (docs/product/storefront.md#price-drops): the
 * lowest selling price among its sizes in stock when first seen, lowered each time a price-drop message names it. A
 * later price is a drop only when it is below this. Goes with the wishlist row.
 */
export const wishlistPriceMarks = pgTable(
  'wishlist_price_marks',
  {
    user_id: integer('user_id').notNull(),
    product_id: integer('product_id').notNull(),
    /** Paise. */
    told_price: integer('told_price').notNull(),
    told_at: at('told_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.product_id] }),
    foreignKey({
      name: 'wishlist_price_marks_item_fk',
      columns: [t.user_id, t.product_id],
      foreignColumns: [wishlistItems.user_id, wishlistItems.product_id],
    }).onDelete('cascade'),
  ],
);

/**
 * What the marketing jobs last sent an account (docs/product/storefront.md#messages-that-bring-shoppers-back): the
 * store's day (India) of the last price-drop message, and the bag version the last forgotten-bag reminder was about.
 */
export const marketingSends = pgTable('marketing_sends', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  /** `YYYY-MM-DD` in Asia/Kolkata. */
  price_drop_day: text('price_drop_day'),
  bag_version: integer('bag_version'),
  updated_at: at('updated_at').notNull().defaultNow(),
});
