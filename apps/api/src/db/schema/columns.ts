import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at on every table that has them (docs/product/api.md#conventions). */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};
