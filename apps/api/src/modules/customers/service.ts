import { and, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import type { AdminCustomerDetail, AdminCustomerRow } from '@store/shared/schemas/customers';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listAddresses } from '../addresses/service.ts';
import { orderRows } from '../admin-orders/service.ts';
import { iso } from '../orders/views.ts';
import { balanceOf } from '../store-credit/ledger.ts';

// The admin's customers (docs/product/admin.md#customers): shoppers only, never the admin's own account.

/** Customers on one page. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** Orders a customer's page lists, newest first. */
const RECENT_ORDERS = 20;

const name = sql<string>`trim(concat_ws(' ', ${users.first_name}, ${users.last_name}))`;
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Per customer, the orders that happened (paid at some point, or cash on delivery): how many, what they spent
 * (totals less refunds) and when they last ordered. One grouped subquery joined to the page of users.
 */
const bought = sql`${orders.payment_status} <> 'Unpaid'`;
const orderStats = (db: DbOrTx) =>
  db
    .select({
      user_id: orders.user_id,
      orders: count().as('orders'),
      spent:
        sql<number>`coalesce(sum(${orders.total_amount} - ${orders.refunded_amount}) FILTER (WHERE ${orders.payment_status} IN ('Paid', 'PartiallyRefunded', 'Refunded')), 0)::bigint`.as(
          'spent',
        ),
      last_order_at: max(orders.order_date).as('last_order_at'),
    })
    .from(orders)
    .where(bought)
    .groupBy(orders.user_id)
    .as('order_stats');

async function customerRows(db: DbOrTx, where: SQL, { limit, offset }: { limit: number; offset: number }) {
  const stats = orderStats(db);
  const rows = await db
    .select({
      user_id: users.user_id,
      name,
      email: users.email,
      phone: sql<string | null>`coalesce(${users.phone}, ${users.phone_claim})`,
      email_verified_at: users.email_verified_at,
      created_at: users.created_at,
      orders: stats.orders,
      spent: stats.spent,
      last_order_at: stats.last_order_at,
    })
    .from(users)
    .leftJoin(stats, eq(stats.user_id, users.user_id))
    .where(where)
    .orderBy(desc(users.created_at), desc(users.user_id))
    .limit(limit)
    .offset(offset);
  return rows.map((row): AdminCustomerRow => ({
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    email_verified: row.email_verified_at !== null,
    created_at: iso(row.created_at),
    orders: Number(row.orders ?? 0),
    spent: toRupees(Number(row.spent ?? 0)),
    last_order_at: row.last_order_at ? iso(row.last_order_at) : null,
  }));
}

const shoppers = eq(users.role, 'customer');

/** GET /admin/customers: `q` matches part of the name, email or phone (proven or entered), newest first. */
export async function listCustomers(db: DbOrTx, { q, pageNumber }: { q?: string | undefined; pageNumber: number }) {
  const text = q ? contains(q) : undefined;
  const where = and(
    shoppers,
    text
      ? or(ilike(name, text), ilike(users.email, text), ilike(users.phone, text), ilike(users.phone_claim, text))
      : undefined,
  )!;
  const [total] = await db.select({ total: count() }).from(users).where(where);
  const items = await customerRows(db, where, {
    limit: CUSTOMERS_PAGE_SIZE,
    offset: (pageNumber - 1) * CUSTOMERS_PAGE_SIZE,
  });
  return { items, totalCount: Number(total?.total ?? 0) };
}

/** GET /admin/customers/{id}: the customer, their addresses and recent orders; 404 for unknown ids and the admin. */
export async function customerDetail(db: DbOrTx, userId: number): Promise<AdminCustomerDetail> {
  const [customer] = await customerRows(db, and(shoppers, eq(users.user_id, userId))!, { limit: 1, offset: 0 });
  if (!customer) throw notFound('Customer');
  const addresses = await listAddresses(db, userId);
  const recent = await orderRows(db, eq(orders.user_id, userId), 'date_desc', { limit: RECENT_ORDERS });
  return {
    ...customer,
    addresses: addresses.map((address) => ({
      ...address,
      created_at: iso(address.created_at),
      updated_at: iso(address.updated_at),
    })),
    recent_orders: recent,
    store_credit: toRupees(await balanceOf(db, userId)),
  };
}
