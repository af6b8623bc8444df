import { z } from 'zod';

// Its own file so orders.ts and merchant.ts can both use it without importing each other in a circle.

/** A line of an order as the shopper sees it: what was bought, at the price paid. */
export const orderLine = z.object({
  order_item_id: z.number(),
  product_id: z.number().nullable(),
  productvariation_id: z.number().nullable(),
  productImage: z.string().nullable(),
  productName: z.string(),
  brand_name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  list_price: z.number(),
  quantity: z.number(),
  /** The line's share of the order's coupon discount, for all its units (rupees); 0 without a coupon. */
  discount: z.number().optional(),
  attributes: z.array(z.object({ attribute_name: z.string(), value: z.string() })),
});
export type OrderLine = z.infer<typeof orderLine>;
