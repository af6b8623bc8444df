import { z } from 'zod';
import { messages } from '../messages.ts';
import { emptyToUndefined, optionalText, page } from './admin-query.ts';

// The admin's inventory: low stock and changes of stock by hand (docs/product/api.md#merchant-operations).

/** GET /api/admin/inventory?threshold=&q=&pageNumber=: variations (and products without sizes) at or under the threshold. */
export const inventoryQuery = z.object({
  threshold: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).default(5)),
  q: optionalText(100),
  pageNumber: page,
});
export const inventoryRow = z.object({
  product_id: z.number(),
  productvariation_id: z.number().nullable(),
  product_name: z.string(),
  brand_name: z.string(),
  sku: z.string().nullable(),
  attributes: z.array(z.object({ attribute_name: z.string(), value: z.string() })),
  stock: z.number(),
  image: z.string().nullable(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;
export const inventoryList = z.object({ items: z.array(inventoryRow), totalCount: z.number() });

/** POST /api/admin/inventory/adjustments: a signed change, never below zero, with the reason. */
export const stockAdjustmentInput = z.object({
  product_id: z.coerce.number().int().positive(),
  productvariation_id: z.coerce.number().int().positive().optional(),
  delta: z.coerce
    .number({ error: messages.required })
    .int('Must be a whole number')
    .refine((value) => value !== 0, 'Must not be zero')
    .refine((value) => Math.abs(value) <= 100_000, 'At most 100000 at a time'),
  reason: z.string({ error: messages.required }).trim().min(1, messages.required).max(300),
});
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentInput>;
export const stockAdjustmentView = z.object({
  adjustment_id: z.number(),
  product_id: z.number().nullable(),
  productvariation_id: z.number().nullable(),
  product_name: z.string().nullable(),
  delta: z.number(),
  stock_after: z.number(),
  reason: z.string(),
  created_at: z.string(),
});
export type StockAdjustmentView = z.infer<typeof stockAdjustmentView>;

/** GET /api/admin/inventory/adjustments?product_id=&pageNumber=: stock changes by hand, newest first, 20 a page. */
export const stockAdjustmentQuery = z.object({
  product_id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  pageNumber: page,
});
export const stockAdjustmentList = z.object({ items: z.array(stockAdjustmentView), totalCount: z.number() });
export type StockAdjustmentList = z.infer<typeof stockAdjustmentList>;
