import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderQuery } from '@store/shared/schemas/merchant';
import { orders, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';

/** The store's time zone (docs/product/admin.md#orders): India has one offset all year, no daylight saving. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
const STORE_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of the order table and its CSV, without paging. */
export type OrderFilter = Pick<AdminOrderQuery, 'status' | 'q' | 'from' | 'to' | 'needs_attention'>;

/** The store-time day (YYYY-MM-DD) of an instant. */
export function storeDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The instant a store-time day starts; 400 for a day that does not exist (2026-02-30). */
export function dayStart(day: string, field: 'from' | 'to'): Date {
  const start = new Date(`${day}T00:00:00${STORE_OFFSET}`);
  if (Number.isNaN(start.getTime()) || storeDay(start) !== day) {
    throw badRequest(`${field}: ${day} is not a date.`, { [field]: 'Use a date like 2026-11-23' });
  }
  return start;
}

/** `q` as a LIKE pattern matching anywhere, its wildcards taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The largest order number PostgreSQL's integer holds; longer digit strings can only be a phone. */
const MAX_ID = 2_147_483_647;

/** Who the order's customer is, as the table and the CSV show it. */
export const customerName = sql<string>`trim(concat_ws(' ', ${users.first_name}, ${users.last_name}))`;
export const customerPhone = sql<
  string | null
>`coalesce(${users.phone}, ${users.phone_claim}, ${orders.shipping_address} ->> 'phone')`;

/**
 * `q`: the order number (digits, also "#123", which matches nothing else), or part of the email, phone (proven,
 * entered, or the delivery address's) or name, case-insensitive (docs/product/admin.md#orders). The query joins `users`.
 */
function matches(q: string): SQL {
  // "#123" can only be an order number.
  const hashed = /^#\s*(\d+)$/.exec(q)?.[1];
  if (hashed) return Number(hashed) <= MAX_ID ? eq(orders.order_id, Number(hashed)) : sql`false`;
  const text = contains(q);
  const terms: SQL[] = [
    ilike(users.email, text),
    ilike(customerName, text),
    ilike(users.phone, text),
    ilike(users.phone_claim, text),
    ilike(sql`${orders.shipping_address} ->> 'phone'`, text),
  ];
  const number = /^\d+$/.test(q) ? q : undefined;
  if (number && Number(number) <= MAX_ID) terms.unshift(eq(orders.order_id, Number(number)));
  return or(...terms)!;
}

/** The WHERE of the order table; `status` left out for the counts of the status chips. */
export function orderWhere(filter: OrderFilter, { status = true } = {}): SQL | undefined {
  const conditions: SQL[] = [];
  if (status && filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.q) conditions.push(matches(filter.q));
  const from = filter.from ? dayStart(filter.from, 'from') : undefined;
  const to = filter.to ? dayStart(filter.to, 'to') : undefined;
  if (from) conditions.push(gte(orders.order_date, from.toISOString()));
  // `to` is inclusive: everything before the next day starts.
  if (to) conditions.push(lt(orders.order_date, new Date(to.getTime() + DAY_MS).toISOString()));
  if (filter.needs_attention) {
    conditions.push(and(eq(orders.stock_shortfall, true), isNull(orders.shortfall_resolved_at))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The ORDER BY of each sort, the order number last so pages never overlap. */
export function orderSort(sort: AdminOrderQuery['sort']): SQL[] {
  switch (sort) {
    case 'date_asc':
      return [asc(orders.order_date), asc(orders.order_id)];
    case 'total_desc':
      return [desc(orders.total_amount), desc(orders.order_id)];
    case 'total_asc':
      return [asc(orders.total_amount), asc(orders.order_id)];
    default:
      return [desc(orders.order_date), desc(orders.order_id)];
  }
}
