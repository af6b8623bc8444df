import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { grievanceCategories, grievanceStatuses } from '@store/shared/schemas/grievances';
import { users } from './accounts.ts';
import { at, photoColumns } from './columns.ts';
import { orders } from './orders.ts';

/**
 * A shopper's complaint (docs/product/legal.md#grievances). `reference` (GRV-{year}-{number}) is what the shopper
 * quotes; reading it also needs the account or `email`. `acknowledge_by` and `resolve_by` are the law's deadlines,
 * fixed when it is filed.
 */
export const grievances = pgTable(
  'grievances',
  {
    grievance_id: serial('grievance_id').primaryKey(),
    reference: text('reference').notNull(),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    order_id: integer('order_id').references(() => orders.order_id, { onDelete: 'set null' }),
    /** Where the acknowledgement and the replies go, and what a guest proves to read it; lower case. */
    email: text('email').notNull(),
    category: text('category', { enum: grievanceCategories }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: grievanceStatuses }).notNull().default('Open'),
    acknowledge_by: at('acknowledge_by').notNull(),
    resolve_by: at('resolve_by').notNull(),
    acknowledged_at: at('acknowledged_at'),
    closed_at: at('closed_at'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grievances_reference').on(t.reference),
    index('grievances_user_idx').on(t.user_id),
    index('grievances_status_idx').on(t.status, t.created_at),
    check('grievances_deadlines_check', sql`${t.resolve_by} >= ${t.acknowledge_by}`),
  ],
);

/** The thread: the shopper's follow-ups and support's replies, oldest first. */
export const grievanceMessages = pgTable(
  'grievance_messages',
  {
    message_id: serial('message_id').primaryKey(),
    grievance_id: integer('grievance_id')
      .notNull()
      .references(() => grievances.grievance_id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['shopper', 'store'] }).notNull(),
    author_id: integer('author_id').references(() => users.user_id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('grievance_messages_grievance_idx').on(t.grievance_id, t.message_id)],
);

/** Photos filed with a grievance, checked and re-encoded as review photos are (docs/product/storefront.md#reviews). */
export const grievancePhotos = pgTable(
  'grievance_photos',
  {
    photo_id: serial('photo_id').primaryKey(),
    grievance_id: integer('grievance_id')
      .notNull()
      .references(() => grievances.grievance_id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (t) => [index('grievance_photos_grievance_idx').on(t.grievance_id, t.sort_order)],
);
