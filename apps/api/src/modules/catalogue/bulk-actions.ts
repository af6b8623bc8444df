import { sql, type SQL } from 'drizzle-orm';
import type { BulkAction } from '@store/shared/schemas/bulk-edit';
import { formatRupees, toPaise } from '@store/shared/money';
import { productDetailMessages } from '@store/shared/product-details';

// What each bulk edit writes (docs/product/admin.md#bulk-edits), as SQL over the row `t` of `products` or
// `product_variations`: the same plan counts the preview and makes the change, so the two cannot disagree.

/** The columns a bulk edit may write. */
export type BulkColumn = 'is_active' | 'price' | 'discount_price' | 'stock' | 'category_id' | 'brand_id';

/** One table's part of an edit: its new values, and which selected rows it applies to (all when absent). */
export interface RowUpdate {
  set: Partial<Record<BulkColumn, SQL>>;
  where?: SQL;
}

export interface BulkPlan {
  product?: RowUpdate;
  variation?: RowUpdate;
  /** Rows that would break a rule: when any selected product has one, nothing is written (400). */
  refuse?: { bad: SQL; message: (products: number) => string };
  /** A stock edit: each changed figure is also a stock adjustment with this reason (docs/product/admin.md#inventory). */
  stockReason?: string;
}

/** A product's own stock is what sells only when it has no variations (docs/product/admin.md#inventory). */
const withoutVariations = sql`NOT EXISTS (SELECT 1 FROM product_variations s WHERE s.product_id = t.product_id)`;

const ONE_RUPEE = 100;
const products = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/** A price column moved by a percent (rounded to the paisa) or by an amount of rupees. */
function moved(column: SQL, by: 'percent' | 'amount', value: number): SQL {
  return by === 'percent'
    ? sql`round(${column} * (100 + ${value}::numeric) / 100)::int`
    : sql`(${column} + ${toPaise(value)}::int)`;
}

/** The plan of one action; the category or brand of a move must exist (the caller checks). */
export function bulkPlan(action: BulkAction): BulkPlan {
  switch (action.type) {
    case 'activate':
      return {
        product: { set: { is_active: sql`true` } },
        // Not without a country of origin (docs/product/admin.md#products); active ones stay as they are.
        refuse: {
          bad: sql`NOT t.is_active AND t.country_of_origin IS NULL`,
          message: productDetailMessages.bulkActivationNeedsCountry,
        },
      };
    case 'deactivate':
      return { product: { set: { is_active: sql`false` } } };
    case 'discount_percent': {
      const set = { discount_price: sql`round(t.price * (100 - ${action.percent}::numeric) / 100)::int` };
      return { product: { set }, variation: { set } };
    }
    case 'discount_price': {
      const amount = toPaise(action.amount);
      const set = { discount_price: sql`${amount}::int` };
      return {
        product: { set },
        variation: { set },
        refuse: {
          bad: sql`t.price < ${amount}::int`,
          message: (count) =>
            `${products(count)} would have a discount price above the price (${formatRupees(action.amount)} is more than what they cost). Nothing changed: choose a lower discount price, or leave those products out.`,
        },
      };
    }
    case 'price_change': {
      const price = moved(sql`t.price`, action.by, action.value);
      const discount = moved(sql`t.discount_price`, action.by, action.value);
      const set = { price, discount_price: discount };
      return {
        product: { set },
        variation: { set },
        refuse: {
          bad: sql`(${price} < ${ONE_RUPEE} OR ${discount} < ${ONE_RUPEE})`,
          message: (count) =>
            `${products(count)} would have a price or discount price under ₹1. Nothing changed: choose a smaller change, or leave those products out.`,
        },
      };
    }
    case 'set_stock': {
      const set = { stock: sql`${action.stock}::int` };
      return {
        product: { set, where: withoutVariations },
        variation: { set },
        stockReason: `Bulk edit: stock set to ${action.stock}`,
      };
    }
    case 'add_stock': {
      const set = { stock: sql`(t.stock + ${action.amount}::int)` };
      return {
        product: { set, where: withoutVariations },
        variation: { set },
        refuse: {
          bad: sql`t.stock + ${action.amount}::int < 0`,
          message: (count) =>
            `${products(count)} would have less than no stock (${-action.amount} is more than they have). Nothing changed.`,
        },
        stockReason:
          action.amount > 0 ? `Bulk edit: ${action.amount} added` : `Bulk edit: ${-action.amount} taken away`,
      };
    }
    case 'move_category':
      return { product: { set: { category_id: sql`${action.category_id}::int` } } };
    case 'move_brand':
      return { product: { set: { brand_id: sql`${action.brand_id}::int` } } };
  }
}

/** Rows of a table that the update would change: one of its columns gets a different value. */
export function changes(update: RowUpdate): SQL {
  const differs = Object.entries(update.set).map(
    ([column, value]) => sql`t.${sql.raw(column)} IS DISTINCT FROM ${value}`,
  );
  return sql`(${update.where ?? sql`true`}) AND (${sql.join(differs, sql` OR `)})`;
}
