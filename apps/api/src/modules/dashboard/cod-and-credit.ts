import { sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import type { AdminDashboard } from '@store/shared/schemas/merchant';
import { queryRows, type Db } from '../../db/client.ts';
import { dueExpiries, replayLedger, type LedgerRow } from '../store-credit/lots.ts';

// The dashboard's "Cash on delivery and store credit" panel (docs/product/admin.md#dashboard), for the last 30 store
// days.

/** A moment's day in the store's time zone (+05:30 all year, as the rest of the dashboard). */
const storeDay = (column: SQL) => sql`((${column}) AT TIME ZONE 'UTC' + interval '330 minutes')::date`;
const inWindow = (column: SQL) => sql`${storeDay(column)} > ${storeDay(sql`now()`)} - 30`;

/** A percentage of `part` in `whole`, to one decimal; 0 with nothing to count. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

/**
 * Credit past its expiry whose expiry row is not written yet (rows are written when the shopper's ledger is next
 * opened, modules/store-credit/ledger.ts): it is no longer owed, so the outstanding figure leaves it out. Only the
 * shoppers with such a lot are replayed (modules/store-credit/lots.ts).
 */
async function expiredUnwritten(db: Db): Promise<number> {
  const rows = await queryRows<LedgerRow & { user_id: number }>(
    db,
    sql`SELECT e.user_id, e.entry_id, e.amount, e.kind, e.order_id, to_json(e.expires_at) #>> '{}' AS expires_at, e.expired_entry_id
          FROM store_credit_entries e
         WHERE e.user_id IN (
           SELECT c.user_id FROM store_credit_entries c
            WHERE c.expires_at <= now()
              AND NOT EXISTS (SELECT 1 FROM store_credit_entries x WHERE x.expired_entry_id = c.entry_id))
         ORDER BY e.user_id, e.entry_id`,
  );
  const byUser = new Map<number, LedgerRow[]>();
  for (const { user_id, ...row } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), row]);
  const now = new Date();
  let due = 0;
  for (const ledger of byUser.values()) {
    due += dueExpiries(replayLedger(ledger).lots, now).reduce((sum, lot) => sum + lot.remaining, 0);
  }
  return due;
}

/**
 * Orders placed in the last 30 days that were confirmed: every cash-on-delivery order (confirmed at once) and every
 * order paid in advance (by card or store credit); their share paid in cash, and how many of each came back to the
 * store undelivered (status `ReturnedToOrigin`). The COD fees of cash orders delivered with their cash collected in
 * those days, except orders refunded in full (a whole order returned gives its fee back). Store credit
 * issued (refunds and goodwill) and spent (order payments less payments given back) in those days, and the balance
 * all shoppers hold now, without credit past its expiry.
 */
export async function codAndCredit(db: Db): Promise<AdminDashboard['codAndCredit']> {
  const [row] = await queryRows<{
    cod: number;
    prepaid: number;
    cod_rto: number;
    prepaid_rto: number;
    fees: number;
    issued: number;
    spent: number;
    balance: number;
  }>(
    db,
    sql`WITH placed AS (
          SELECT o.payment_method = 'cod' AS cod, o.status = 'ReturnedToOrigin' AS rto
            FROM orders o
           WHERE (o.payment_method = 'cod' OR o.paid_at IS NOT NULL) AND ${inWindow(sql`o.order_date`)})
        SELECT
          (SELECT count(*) FILTER (WHERE cod) FROM placed)::int AS cod,
          (SELECT count(*) FILTER (WHERE NOT cod) FROM placed)::int AS prepaid,
          (SELECT count(*) FILTER (WHERE cod AND rto) FROM placed)::int AS cod_rto,
          (SELECT count(*) FILTER (WHERE NOT cod AND rto) FROM placed)::int AS prepaid_rto,
          (SELECT coalesce(sum(o.cod_fee_paise), 0) FROM orders o
            WHERE o.payment_method = 'cod' AND o.status = 'Delivered' AND o.cash_collected_at IS NOT NULL
              AND o.payment_status IN ('Paid', 'PartiallyRefunded') AND ${inWindow(sql`o.cash_collected_at`)})::bigint::float8 AS fees,
          (SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('refund', 'goodwill')), 0) FROM store_credit_entries
            WHERE ${inWindow(sql`created_at`)})::bigint::float8 AS issued,
          (SELECT -coalesce(sum(amount) FILTER (WHERE kind IN ('order_payment', 'order_payment_returned')), 0)
             FROM store_credit_entries WHERE ${inWindow(sql`created_at`)})::bigint::float8 AS spent,
          (SELECT coalesce(sum(amount), 0) FROM store_credit_entries)::bigint::float8 AS balance`,
  );
  const figures = row!;
  const orders = figures.cod + figures.prepaid;
  return {
    orders,
    codOrders: figures.cod,
    codShare: percent(figures.cod, orders),
    codReturnedToOrigin: figures.cod_rto,
    codRtoRate: percent(figures.cod_rto, figures.cod),
    prepaidOrders: figures.prepaid,
    prepaidReturnedToOrigin: figures.prepaid_rto,
    prepaidRtoRate: percent(figures.prepaid_rto, figures.prepaid),
    codFeeCollected: toRupees(Number(figures.fees)),
    storeCredit: {
      issued: toRupees(Number(figures.issued)),
      spent: toRupees(Number(figures.spent)),
      outstanding: toRupees(Number(figures.balance) - (await expiredUnwritten(db))),
    },
  };
}
