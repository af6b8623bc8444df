import { z } from 'zod';
import { userAddress } from './address.ts';
import { optionalText, page } from './admin-query.ts';
import { adminOrderRow } from './merchant.ts';

// The admin's customers (docs/product/api.md#merchant-operations).

/** GET /api/admin/customers?q=&pageNumber=. */
export const adminCustomerQuery = z.object({ q: optionalText(100), pageNumber: page });
export const adminCustomerRow = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  email_verified: z.boolean(),
  created_at: z.string(),
  orders: z.number(),
  /** Paid orders' totals less refunds. */
  spent: z.number(),
  last_order_at: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;
export const adminCustomerList = z.object({ items: z.array(adminCustomerRow), totalCount: z.number() });

/** GET /api/admin/customers/{id}. */
export const adminCustomerDetail = adminCustomerRow.extend({
  addresses: z.array(userAddress),
  recent_orders: z.array(adminOrderRow),
  /** Their store-credit balance in rupees (docs/product/accounts.md#store-credit). */
  store_credit: z.number(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;
