import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { returnStatuses } from '@store/shared/order-lifecycle';
import { users } from './accounts.ts';
import { productVariations } from './catalogue.ts';
import { at, timestamps } from './columns.ts';
import { orderItems, orders } from './orders.ts';

// What goes back after a sale: refunds, and the shopper's return and exchange requests with their items
// (docs/product/orders.md#refunds, docs/product/orders.md#returns-and-exchanges).

/**
 * Money going back to the shopper (docs/product/orders.md#refunds). Pending until the provider says processed
 * (the sandbox at once); `idempotency_key` is sent to Razorpay so a retry never refunds twice. A cash-on-delivery
 * refund is paid out by the admin to `payout` (UPI id or bank account) and recorded here.
 */
export const refunds = pgTable(
  'refunds',
  {
    refund_id: serial('refund_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id, { onDelete: 'restrict' }),
    return_id: integer('return_id').references(() => orderReturns.return_id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['Pending', 'Processed', 'Failed'] })
      .notNull()
      .default('Pending'),
    /** How it goes back: the provider, a payout to the shopper's bank or UPI id, or their store credit. */
    method: text('method', { enum: ['razorpay', 'sandbox', 'payout', 'store_credit'] }).notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    provider_refund_id: text('provider_refund_id'),
    payout: jsonb('payout'),
    /** Part of `amount` given back as the order's store credit (paise); `method` refunds the rest (docs/product/orders.md#refunds). */
    store_credit_paise: integer('store_credit_paise').notNull().default(0),
    failure_reason: text('failure_reason'),
    /** GST credit note number, given when the refund is processed (docs/product/orders.md#gst-invoices). */
    credit_note_number: text('credit_note_number'),
    created_by: integer('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    processed_at: at('processed_at'),
    ...timestamps,
  },
  (t) => [
    index('refunds_order_idx').on(t.order_id),
    uniqueIndex('refunds_idempotency_key').on(t.idempotency_key),
    uniqueIndex('refunds_provider_refund_key').on(t.provider_refund_id),
    uniqueIndex('refunds_credit_note_key').on(t.credit_note_number),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_store_credit_check', sql`${t.store_credit_paise} >= 0 AND ${t.store_credit_paise} <= ${t.amount}`),
  ],
);

/**
 * A return or exchange request of a delivered order (docs/product/orders.md#returns-and-exchanges): lines and
 * quantities in `return_items`; Requested → Accepted or Rejected → Received → Refunded or Exchanged.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    return_id: serial('return_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id, { onDelete: 'restrict' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['return', 'exchange'] }).notNull(),
    status: text('status', { enum: returnStatuses }).notNull().default('Requested'),
    reason: text('reason').notNull(),
    /** For an exchange: the other size of the same product to ship. */
    exchange_variation_id: integer('exchange_variation_id').references(() => productVariations.productvariation_id, {
      onDelete: 'set null',
    }),
    /**
     * Where the refund goes: { store_credit: true } for any order (docs/product/accounts.md#store-credit); for a
     * cash-on-delivery order otherwise { upi_id } or { account_name, account_number, ifsc }.
     */
    refund_destination: jsonb('refund_destination'),
    admin_note: text('admin_note'),
    ...timestamps,
  },
  (t) => [index('order_returns_order_idx').on(t.order_id), index('order_returns_status_idx').on(t.status)],
);

export const returnItems = pgTable(
  'return_items',
  {
    return_id: integer('return_id')
      .notNull()
      .references(() => orderReturns.return_id, { onDelete: 'cascade' }),
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => orderItems.order_item_id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.return_id, t.order_item_id] }),
    index('return_items_item_idx').on(t.order_item_id),
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
