import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A moment with its time zone, read as an ISO string (docs/product/api.md#conventions). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** created_at and updated_at on every table that has them (docs/product/api.md#conventions). */
export const timestamps = {
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
};

/**
 * An uploaded photo's columns (review and grievance photos): the stored file's key and widths, its size as uploaded,
 * its place among its owner's photos (docs/decisions/010-uploads-checked.md).
 */
export const photoColumns = () => ({
  file_key: text('file_key').notNull(),
  widths: integer('widths').array().notNull(),
  bytes: integer('bytes').notNull().default(0),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
});
