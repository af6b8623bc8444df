import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, categories } from './catalogue.ts';
import { timestamps } from './columns.ts';

/**
 * Size charts (docs/product/admin.md#size-charts): a brand's chart for one category (`brand_id` set) or the category's
 * default (`brand_id` null), at most one of each. `measurements` names the columns (chest, waist, hip, length,
 * foot_length), `rows` holds one `{ size, values: { chest: 96.5, … } }` per size in centimetres, in the order shown.
 * A chart goes with its category or brand.
 */
export const sizeCharts = pgTable(
  'size_charts',
  {
    size_chart_id: serial('size_chart_id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.category_id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id').references(() => brands.brand_id, { onDelete: 'cascade' }),
    measurements: text('measurements').array().notNull(),
    rows: jsonb('rows').$type<Array<{ size: string; values: Record<string, number> }>>().notNull(),
    ...timestamps,
  },
  (t) => [
    // One default (brand 0) and one chart per brand in a category.
    uniqueIndex('size_charts_category_brand_key').on(t.category_id, sql`coalesce(${t.brand_id}, 0)`),
    index('size_charts_brand_idx').on(t.brand_id),
  ],
);
