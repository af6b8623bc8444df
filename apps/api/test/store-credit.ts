import { asc, eq } from 'drizzle-orm';
import { storeCreditEntries } from '../src/db/schema/index.ts';
import { addCredit } from '../src/modules/store-credit/ledger.ts';
import type { TestApp } from './app.ts';
import type { TestShopper } from './orders.ts';

// Store credit for the API tests of paying with it (docs/product/checkout.md#store-credit).

/** Credit that never expires (a refund's), written as a refund to store credit writes it. */
export const giveCredit = (t: TestApp, userId: number, paise: number) =>
  t.database.db.transaction((tx) => addCredit(tx, { user_id: userId, amount: paise, kind: 'refund' }));

/** The shopper's ledger rows, oldest first. */
export const ledgerOf = (t: TestApp, userId: number) =>
  t.database.db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.user_id, userId))
    .orderBy(asc(storeCreditEntries.entry_id));

/** The sum of the shopper's ledger rows (paise): the balance. */
export const ledgerSum = async (t: TestApp, userId: number) =>
  (await ledgerOf(t, userId)).reduce((sum, row) => sum + row.amount, 0);

/** The rows of one kind for one order. */
export const rowsFor = async (t: TestApp, userId: number, orderId: number, kind: string) =>
  (await ledgerOf(t, userId)).filter((row) => row.order_id === orderId && row.kind === kind);

/** POST /payment/order with `use_store_credit: true` (and any other field in `extra`). */
export const checkoutWithCredit = (
  t: TestApp,
  who: TestShopper,
  items: object[],
  total: number,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items, use_store_credit: true, ...extra },
  });
