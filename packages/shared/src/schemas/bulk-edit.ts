import { z } from 'zod';

// Bulk edits of the Products screen (docs/product/admin.md#bulk-edits, docs/product/api.md#bulk-edits).

/** The most products one request may name by id; a larger selection goes by filter. */
export const BULK_MAX_IDS = 10_000;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const rupees = (label: string) =>
  z
    .number({ error: `${label}: a number of rupees` })
    .refine(Number.isFinite, `${label}: a number of rupees`)
    .refine(twoDecimals, `${label}: at most two decimals`);

/** The Products table's filters (as the admin listing and the catalogue export read them); inactive ones included. */
export const bulkFilter = z.object({
  name: z.string().trim().max(200, 'name: at most 200 characters').optional(),
  parentcategory: z.string().trim().max(200).optional(),
  categoryname: z.string().trim().max(200).optional(),
  includeinactive: z.boolean().optional(),
});

export const bulkSelection = z.union([
  z.object({
    ids: z
      .array(z.number().int().positive())
      .min(1, 'Select at least one product')
      .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} products by id: select them by filter instead`),
  }),
  z.object({ filter: bulkFilter }),
]);

export const bulkAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activate') }),
  z.object({ type: z.literal('deactivate') }),
  /** Discount price = price × (1 − percent/100), to the paisa; 0 removes the discount. */
  z.object({
    type: z.literal('discount_percent'),
    percent: z.number().int('percent: a whole number').min(0, 'percent: 0 to 99').max(99, 'percent: 0 to 99'),
  }),
  /** The same discount price (rupees) everywhere; refused when it is above any selected price. */
  z.object({
    type: z.literal('discount_price'),
    amount: rupees('amount')
      .refine((value) => value >= 1, 'amount: at least ₹1')
      .refine((value) => value <= 10_000_000, 'amount: too large'),
  }),
  /** Price and discount price both move by the same percent or rupee amount; refused if one would go under ₹1. */
  z.object({
    type: z.literal('price_change'),
    by: z.enum(['percent', 'amount']),
    value: rupees('value')
      .refine((value) => value !== 0, 'value: not zero')
      .refine((value) => Math.abs(value) <= 1_000_000, 'value: too large'),
  }),
  z.object({
    type: z.literal('set_stock'),
    stock: z.number().int('stock: a whole number').min(0, 'stock: not negative').max(1_000_000, 'stock: too large'),
  }),
  /** May be negative; refused when a stock figure would go below zero. */
  z.object({
    type: z.literal('add_stock'),
    amount: z
      .number()
      .int('amount: a whole number')
      .refine((value) => value !== 0, 'amount: not zero')
      .refine((value) => Math.abs(value) <= 1_000_000, 'amount: too large'),
  }),
  z.object({ type: z.literal('move_category'), category_id: z.number().int().positive() }),
  z.object({ type: z.literal('move_brand'), brand_id: z.number().int().positive() }),
]);

export const bulkEditInput = z
  .object({
    selection: bulkSelection,
    action: bulkAction,
    /** Counts what would change and writes nothing. */
    preview: z.boolean().optional(),
  })
  .refine(
    (input) => input.action.type !== 'price_change' || input.action.by !== 'percent' || input.action.value > -100,
    { message: 'value: a percent above -100', path: ['action', 'value'] },
  );

/** How many products and variations change (preview) or changed. */
export const bulkEditResult = z.object({ products: z.number(), variations: z.number() });

export type BulkFilter = z.infer<typeof bulkFilter>;
export type BulkSelection = z.infer<typeof bulkSelection>;
export type BulkAction = z.infer<typeof bulkAction>;
export type BulkActionType = BulkAction['type'];
export type BulkEditInput = z.infer<typeof bulkEditInput>;
export type BulkEditResult = z.infer<typeof bulkEditResult>;
