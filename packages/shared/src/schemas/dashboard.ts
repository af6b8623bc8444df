import { z } from 'zod';
import { inventoryRow } from './inventory.ts';

/** GET /api/admin/dashboard: real figures (docs/product/admin.md#dashboard); money is paid less refunded. */
export const adminDashboard = z.object({
  sales: z.object({ today: z.number(), last7Days: z.number(), last30Days: z.number() }),
  ordersToday: z.number(),
  ordersByStatus: z.record(z.string(), z.number()),
  customers: z.number(),
  needsAttention: z.number(),
  openReturns: z.number(),
  /** Grievances past a deadline (docs/product/legal.md#grievances). */
  overdueGrievances: z.number(),
  /** One point per day for the last 30 days (store time), oldest first. */
  salesByDay: z.array(z.object({ date: z.string(), sales: z.number(), orders: z.number() })),
  topProducts: z.array(
    z.object({
      product_id: z.number().nullable(),
      name: z.string(),
      brand_name: z.string(),
      units: z.number(),
      sales: z.number(),
    }),
  ),
  lowStock: z.array(inventoryRow),
  /**
   * The last 30 days of cash on delivery and store credit (docs/product/admin.md#dashboard): orders placed and
   * confirmed, COD's share and the rates returned to origin (percent, one decimal), fees collected and credit (rupees).
   */
  codAndCredit: z.object({
    orders: z.number(),
    codOrders: z.number(),
    codShare: z.number(),
    codReturnedToOrigin: z.number(),
    codRtoRate: z.number(),
    prepaidOrders: z.number(),
    prepaidReturnedToOrigin: z.number(),
    prepaidRtoRate: z.number(),
    codFeeCollected: z.number(),
    storeCredit: z.object({ issued: z.number(), spent: z.number(), outstanding: z.number() }),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
