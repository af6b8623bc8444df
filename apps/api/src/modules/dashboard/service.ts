import { sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import type { AdminDashboard } from '@store/shared/schemas/merchant';
import { queryRows, type Db } from '../../db/client.ts';
import { lowStockRows } from '../inventory/service.ts';
import { codAndCredit } from './cod-and-credit.ts';
import { overdueSql } from '../grievances/rows.ts';

// The admin's dashboard (docs/product/admin.md#dashboard): real figures in a few statements.

/** A moment's day in the store's time zone: India keeps +05:30 all year, so a fixed offset is exact. */
const storeDay = (column: SQL) => sql`((${column}) AT TIME ZONE 'UTC' + interval '330 minutes')::date`;
const today = storeDay(sql`now()`);

/**
 * Orders that count: paid (an order cancelled after payment too) or accepted as cash on delivery. Each counts on
 * the day it was paid (or placed, for cash on delivery); its sales are what was paid less what went back, so a
 * refunded or cancelled-and-refunded order counts only what was kept.
 */
const counted = sql`(o.paid_at IS NOT NULL OR o.payment_status = 'CashDue')`;
const countedDay = storeDay(sql`coalesce(o.paid_at, o.order_date)`);
const kept = sql`CASE WHEN o.paid_at IS NOT NULL THEN o.total_amount - o.refunded_amount ELSE 0 END`;

export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const [summary] = await queryRows<{
    today: number;
    week: number;
    month: number;
    orders_today: number;
    customers: number;
    needs_attention: number;
    open_returns: number;
    overdue_grievances: number;
  }>(
    db,
    sql`SELECT
          (SELECT coalesce(sum(${kept}), 0)::bigint::float8 FROM orders o WHERE ${counted} AND ${countedDay} = ${today}) AS today,
          (SELECT coalesce(sum(${kept}), 0)::bigint::float8 FROM orders o WHERE ${counted} AND ${countedDay} > ${today} - 7) AS week,
          (SELECT coalesce(sum(${kept}), 0)::bigint::float8 FROM orders o WHERE ${counted} AND ${countedDay} > ${today} - 30) AS month,
          (SELECT count(*)::int FROM orders o WHERE ${counted} AND ${countedDay} = ${today}) AS orders_today,
          (SELECT count(*)::int FROM users WHERE role = 'customer') AS customers,
          (SELECT count(*)::int FROM orders WHERE stock_shortfall AND shortfall_resolved_at IS NULL) AS needs_attention,
          (SELECT count(*)::int FROM order_returns WHERE status IN ('Requested', 'Accepted', 'Received')) AS open_returns,
          (SELECT count(*)::int FROM grievances g WHERE ${overdueSql()}) AS overdue_grievances`,
  );
  const statuses = await queryRows<{ status: string; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`,
  );
  const days = await queryRows<{ day: string; sales: number; orders: number }>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(t.sales, 0)::float8 AS sales, coalesce(t.orders, 0)::int AS orders
          FROM generate_series(${today} - 29, ${today}, interval '1 day') AS d(day)
          LEFT JOIN (
            SELECT ${countedDay} AS day, sum(${kept})::float8 AS sales, count(*)::int AS orders
              FROM orders o WHERE ${counted} AND ${countedDay} > ${today} - 30
             GROUP BY 1) t ON t.day = d.day::date
         ORDER BY d.day`,
  );
  const top = await queryRows<{
    product_id: number | null;
    name: string;
    brand_name: string;
    units: number;
    sales: number;
  }>(
    db,
    sql`SELECT i.product_id,
               (array_agg(i.product_name ORDER BY i.order_item_id DESC))[1] AS name,
               (array_agg(i.brand_name ORDER BY i.order_item_id DESC))[1] AS brand_name,
               sum(i.quantity)::int AS units, sum(i.price * i.quantity)::float8 AS sales
          FROM order_items i JOIN orders o ON o.order_id = i.order_id
         WHERE ${counted} AND o.status <> 'Cancelled' AND ${countedDay} > ${today} - 30
         GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_name || ' / ' || i.brand_name END
         ORDER BY units DESC, sales DESC, name
         LIMIT 10`,
  );
  const lowStock = await lowStockRows(db, { threshold: 5, activeOnly: true }, 10);
  return {
    sales: {
      today: toRupees(Number(summary!.today)),
      last7Days: toRupees(Number(summary!.week)),
      last30Days: toRupees(Number(summary!.month)),
    },
    ordersToday: summary!.orders_today,
    ordersByStatus: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
    customers: summary!.customers,
    needsAttention: summary!.needs_attention,
    openReturns: summary!.open_returns,
    overdueGrievances: summary!.overdue_grievances,
    salesByDay: days.map((row) => ({ date: row.day, sales: toRupees(Number(row.sales)), orders: row.orders })),
    topProducts: top.map((row) => ({ ...row, sales: toRupees(Number(row.sales)) })),
    lowStock,
    codAndCredit: await codAndCredit(db),
  };
}
