import { sql, type SQL } from 'drizzle-orm';

/** The size of an order line, from its attributes as sold (`[{ attribute_name, value }]`); null without a size. */
export const lineSize = (attributes: SQL) =>
  sql`(SELECT a->>'value' FROM jsonb_array_elements(${attributes}) a WHERE a->>'attribute_name' = 'size' LIMIT 1)`;
