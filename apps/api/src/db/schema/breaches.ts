import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { breachDataKinds } from '@store/shared/schemas/breaches';
import { users } from './accounts.ts';
import { at, timestamps } from './columns.ts';

/**
 * The owner's register of personal data breaches (docs/product/privacy.md#breach-register): what happened, when it
 * happened and was found, what data and how many shoppers it touched, what was done, and when CERT-In, the Data
 * Protection Board and the shoppers were told. The deadlines are counted from `discovered_at` when read.
 */
export const breaches = pgTable(
  'breaches',
  {
    breach_id: serial('breach_id').primaryKey(),
    title: text('title').notNull(),
    /** Null: not known. */
    occurred_at: at('occurred_at'),
    discovered_at: at('discovered_at').notNull(),
    data_kinds: text('data_kinds', { enum: breachDataKinds }).array().notNull(),
    affected_count: integer('affected_count').notNull(),
    description: text('description').notNull(),
    actions: text('actions'),
    cert_in_reported_at: at('cert_in_reported_at'),
    board_reported_at: at('board_reported_at'),
    shoppers_notified_at: at('shoppers_notified_at'),
    created_by: integer('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('breaches_discovered_idx').on(t.discovered_at),
    check('breaches_affected_check', sql`${t.affected_count} >= 0`),
    check('breaches_occurred_check', sql`${t.occurred_at} IS NULL OR ${t.occurred_at} <= ${t.discovered_at}`),
  ],
);
