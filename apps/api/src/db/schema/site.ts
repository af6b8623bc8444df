import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Products deleted outright (docs/product/storefront.md#not-found-and-unauthorized): their pages answer 410 Gone
 * rather than 404, so search engines drop them. Written in the transaction that deletes the product.
 */
export const deletedProducts = pgTable('deleted_products', {
  product_id: integer('product_id').primaryKey(),
  deleted_at: at('deleted_at').notNull().defaultNow(),
});

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const vitalPageTypes = ['home', 'landing', 'listing', 'search', 'product', 'other'] as const;

/**
 * Core Web Vitals reported by real visits (docs/product/api.md#system): the page type, the metric and its value
 * only; no user, address or URL is kept.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    page_type: text('page_type', { enum: vitalPageTypes }).notNull(),
    metric: text('metric', { enum: vitalMetrics }).notNull(),
    value: real('value').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('web_vitals_recent_idx').on(t.created_at, t.page_type, t.metric),
    check('web_vitals_value_check', sql`${t.value} >= 0`),
  ],
);
