import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import { importStatuses } from '../../../db/schema/index.ts';

// The import's answers (docs/product/api.md#catalogue-import), as the contract with the Import screen says.

const count = z.number().int();
const error = z.object({ row: count.nullable(), column: z.string().nullable(), message: z.string() });

export const importReport = z.object({
  create: z.object({
    products: count,
    variations: count,
    images: count,
    brands: z.array(z.string()),
    collections: z.array(z.string()),
    categories: z.array(z.string()),
    attributes: z.array(z.string()),
    values: z.array(z.string()),
  }),
  update: z.object({
    products: count,
    variations: count,
    items: z.array(
      z.object({
        row: count,
        product_id: count.nullable(),
        sku: z.string().nullable(),
        name: z.string(),
        fields: z.array(z.string()),
      }),
    ),
  }),
  unchanged: z.object({ products: count, variations: count }),
  errors: z.array(error),
  error_count: count,
  error_rows: count,
});

export const importResult = z.object({
  created: z.object({ products: count, variations: count }),
  updated: z.object({ products: count, variations: count }),
  skipped_rows: count,
  deactivated: count,
  images: count,
});

export const importJob = z.object({
  id: count,
  status: z.enum(importStatuses),
  file_name: z.string(),
  images_name: z.string().nullable(),
  created_at: z.string(),
  created_by: z.object({ id: count, name: z.string() }).nullable(),
  rows: count,
  done: count,
  cancel_requested: z.boolean(),
  options: z.object({ create_missing: z.boolean(), skip_errors: z.boolean(), deactivate_missing: z.boolean() }),
  error: z.string().nullable(),
  report: importReport.nullable(),
  result: importResult.nullable(),
});

/** 409 of a second apply: the import that is applying. */
export const runningConflict = errorBody.extend({ running: count.optional() });

export const applyBody = z
  .object({ skip_errors: z.boolean().optional(), deactivate_missing: z.boolean().optional() })
  .nullish();
