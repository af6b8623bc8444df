import { z } from 'zod';

/**
 * A shopper's own figures on /Dashboard (docs/product/accounts.md#dashboard): orders bought (paid at some point or
 * accepted as cash on delivery), those still on their way (Confirmed, Packed, Shipped), and products saved.
 */
export const accountSummary = z.object({
  orders_placed: z.number().int().nonnegative(),
  open_orders: z.number().int().nonnegative(),
  wishlist_items: z.number().int().nonnegative(),
});
export type AccountSummary = z.infer<typeof accountSummary>;
