import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

/** Raw bytes, as a Buffer in both drivers (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const importStatuses = ['checking', 'checked', 'applying', 'done', 'failed', 'cancelled'] as const;

/**
 * Catalogue imports (docs/product/catalogue-import.md#import): one row per uploaded file, worked by one process at a
 * time (`lease_owner` until `lease_until`, renewed as it works; a lapsed lease is taken over by any process).
 * `cursor` counts the products already applied, so an interrupted apply continues after them. At most one import
 * is `applying` at a time, held by the partial unique index.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: importStatuses }).notNull().default('checking'),
    file_name: text('file_name').notNull(),
    images_name: text('images_name'),
    /** The stored upload's parts (catalogue_import_files). */
    upload_id: text('upload_id').notNull(),
    /** `{ create_missing, skip_errors, deactivate_missing }`. */
    options: jsonb('options').notNull(),
    rows: integer('rows').notNull().default(0),
    done: integer('done').notNull().default(0),
    report: jsonb('report'),
    result: jsonb('result'),
    error: text('error'),
    cursor: integer('cursor').notNull().default(0),
    cancel_requested: boolean('cancel_requested').notNull().default(false),
    lease_owner: text('lease_owner'),
    lease_until: at('lease_until'),
    /** Who asked for the apply, as the audit log records them (the job's audit entries are theirs). */
    actor: jsonb('actor'),
    created_by: integer('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_imports_one_applying')
      .on(sql`(true)`)
      .where(sql`${t.status} = 'applying'`),
    check('catalogue_imports_counts_check', sql`${t.rows} >= 0 AND ${t.done} >= 0 AND ${t.cursor} >= 0`),
  ],
);

/**
 * An import's uploaded files, in parts of a few megabytes, in the database: they outlive a restart, every process
 * reads them, and nothing serves them (docs/product/catalogue-import.md#import).
 */
export const catalogueImportFiles = pgTable(
  'catalogue_import_files',
  {
    upload_id: text('upload_id').notNull(),
    /** `csv` or `zip`. */
    kind: text('kind', { enum: ['csv', 'zip'] }).notNull(),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.upload_id, t.kind, t.part] })],
);
