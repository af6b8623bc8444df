import { z } from 'zod';
import { STOCK_ALERT_LIMIT } from '../stock-alerts.ts';

export { STOCK_ALERT_LIMIT };

const rowId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive number`)
    .max(2_147_483_647, `${field} must be a positive number`);

/** PUT /api/stock-alerts: a product without sizes, or one size of it (docs/product/storefront.md#back-in-stock-alerts). */
export const stockAlertInput = z.object({
  product_id: rowId('product_id'),
  productvariation_id: rowId('productvariation_id').nullish(),
});

/** An open alert, with what the shopper needs to recognise it. */
export const stockAlert = z.object({
  alert_id: z.number(),
  product_id: z.number(),
  productvariation_id: z.number().nullable(),
  product_name: z.string(),
  brand_name: z.string(),
  /** The size's and colour's values, null for a product without sizes. */
  size: z.string().nullable(),
  colour: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/stock-alerts: the account's open alerts, newest first, with the cap. */
export const stockAlertList = z.object({ items: z.array(stockAlert), limit: z.number() });

export type StockAlertInput = z.infer<typeof stockAlertInput>;
export type StockAlert = z.infer<typeof stockAlert>;
export type StockAlertList = z.infer<typeof stockAlertList>;
