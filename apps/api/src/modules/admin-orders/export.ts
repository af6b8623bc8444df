import { eq, sql } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import { paymentStatusLabels, statusLabels } from '@store/shared/order-lifecycle';
import type { AdminOrderQuery } from '@store/shared/schemas/merchant';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { csvLine } from '../../lib/csv.ts';
import { orderSort, orderWhere, STORE_TIME_ZONE, storeDay, type OrderFilter } from './filters.ts';
import { rowColumns } from './service.ts';

/** At most this many orders in one CSV (docs/product/admin.md#orders); narrow the filters for more. */
export const CSV_MAX_ROWS = 50_000;
/** Orders read per statement while the CSV is written, so a large export never sits in memory whole. */
const CHUNK = 1_000;

const HEADER = [
  'Order',
  'Date',
  'Status',
  'Payment',
  'Customer',
  'Email',
  'Phone',
  'Items',
  'Total (INR)',
  'Refunded (INR)',
  'City',
  'State',
  'PIN',
  'Carrier',
  'Tracking',
];

const time = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-23 14:05" in the store's time. */
export function storeDateTime(value: string): string {
  const instant = new Date(value);
  return `${storeDay(instant)} ${time.format(instant)}`;
}

/** `orders-YYYY-MM-DD.csv`, today in the store's time. */
export const csvFileName = (now = new Date()) => `orders-${storeDay(now)}.csv`;

const address = (key: string) => sql<string | null>`${orders.shipping_address} ->> ${key}`;

/**
 * GET /admin/orders.csv: the orders under the table's filters (no paging, at most CSV_MAX_ROWS), a UTF-8 byte
 * order mark first so spreadsheets read names in any script, read CHUNK orders at a time.
 */
export async function* ordersCsv(
  db: DbOrTx,
  filter: OrderFilter,
  sort: AdminOrderQuery['sort'],
  { maxRows = CSV_MAX_ROWS, chunk = CHUNK } = {},
): AsyncGenerator<string> {
  const where = orderWhere(filter);
  yield `\uFEFF${csvLine(HEADER)}`;
  for (let offset = 0; offset < maxRows; offset += chunk) {
    const rows = await db
      .select({
        ...rowColumns,
        carrier: orders.carrier,
        tracking_number: orders.tracking_number,
        city: address('city'),
        state: address('state'),
        pin: address('postal_code'),
      })
      .from(orders)
      .innerJoin(users, eq(users.user_id, orders.user_id))
      .where(where)
      .orderBy(...orderSort(sort))
      .limit(Math.min(chunk, maxRows - offset))
      .offset(offset);
    yield rows
      .map((row) =>
        csvLine([
          row.order_id,
          storeDateTime(row.order_date),
          statusLabels[row.status],
          paymentStatusLabels[row.payment_status],
          row.name,
          row.email,
          row.phone,
          Number(row.items),
          toRupees(row.total_amount),
          toRupees(row.refunded_amount),
          row.city,
          row.state,
          row.pin,
          row.carrier,
          row.tracking_number,
        ]),
      )
      .join('');
    if (rows.length < chunk) return;
  }
}
