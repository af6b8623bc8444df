import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { orderReturns, refunds } from './returns.ts';
import { at } from './columns.ts';

/** Why a store-credit row was written (docs/product/accounts.md#store-credit). */
export const storeCreditKinds = ['refund', 'goodwill', 'order_payment', 'order_payment_returned', 'expiry'] as const;
export type StoreCreditKind = (typeof storeCreditKinds)[number];

/**
 * The store-credit ledger (docs/decisions/020-store-credit.md): one row per credit (amount above 0) or debit
 * (below 0), in paise; a shopper's balance is the sum of their rows. Rows are only ever appended: a trigger refuses
 * UPDATE, DELETE and TRUNCATE, and refuses an insert that would take the shopper's sum below zero.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    entry_id: serial('entry_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: storeCreditKinds }).notNull(),
    /** The order a payment, a payment given back or a refund belongs to. */
    order_id: integer('order_id').references(() => orders.order_id, { onDelete: 'restrict' }),
    return_id: integer('return_id').references(() => orderReturns.return_id, { onDelete: 'restrict' }),
    refund_id: integer('refund_id').references(() => refunds.refund_id, { onDelete: 'restrict' }),
    /** An expiry row: the credit row whose unspent rest it takes away (once). */
    expired_entry_id: integer('expired_entry_id'),
    /** The admin's reason for goodwill credit; null otherwise. */
    note: text('note'),
    /** The staff member who gave it (the audit log has the rest); null for the shopper's own spend and the store's. */
    created_by: integer('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
    /** Goodwill credit only: when its unspent rest leaves the balance (STORE_CREDIT_EXPIRY_DAYS); null never. */
    expires_at: at('expires_at'),
  },
  (t) => [
    index('store_credit_entries_user_idx').on(t.user_id, t.entry_id),
    index('store_credit_entries_order_idx').on(t.order_id),
    uniqueIndex('store_credit_entries_expired_key').on(t.expired_entry_id),
    check('store_credit_entries_amount_check', sql`${t.amount} <> 0`),
    check(
      'store_credit_entries_sign_check',
      sql`(${t.kind} IN ('refund', 'goodwill', 'order_payment_returned')) = (${t.amount} > 0)`,
    ),
    check('store_credit_entries_expiry_check', sql`(${t.kind} = 'expiry') = (${t.expired_entry_id} IS NOT NULL)`),
  ],
);
