import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns.ts';

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

/** The seller an invoice names (docs/product/orders.md#invoice-settings), as `orders.seller` keeps it. */
export interface SellerCopy {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  /** Two-digit GST state code: the GSTIN's first two digits. */
  stateCode: string;
}

/**
 * The owner's Store Settings (docs/product/legal.md#store-settings): one row at most (`id` 1). Every column is
 * nullable: a null field falls back to its environment default (STORE_*, else the demo seller outside production).
 * `state` and `state_code` are the GSTIN's, written with it.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    legal_name: text('legal_name'),
    address: text('address'),
    gstin: text('gstin'),
    state: text('state'),
    state_code: text('state_code'),
    care_phone: text('care_phone'),
    care_email: text('care_email'),
    care_hours: text('care_hours'),
    grievance_name: text('grievance_name'),
    grievance_designation: text('grievance_designation'),
    grievance_email: text('grievance_email'),
    grievance_phone: text('grievance_phone'),
    ...timestamps,
  },
  (t) => [
    check('store_settings_one_row', sql`${t.id} = 1`),
    check('store_settings_gstin_state', sql`(${t.gstin} IS NULL) = (${t.state_code} IS NULL)`),
  ],
);
