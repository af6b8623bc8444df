import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { storeCreditEntries, users } from '../src/db/schema/index.ts';
import { addCredit } from '../src/modules/store-credit/ledger.ts';
import { bearer, signIn, verifyEmail, type TestApp } from './app.ts';
import { homeAddress } from './factories.ts';
import type { TestShopper } from './orders.ts';
import { registerWithProvenPhone } from './phone.ts';

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

let codPeople = 0;

/** A shopper cash on delivery is open to: email and mobile number verified, an address in Bengaluru. */
export async function codShopper(t: TestApp): Promise<TestShopper> {
  const n = ++codPeople;
  const email = `credit-cod${n}-${process.pid}@example.com`;
  const phone = `95${String(n).padStart(8, '0')}`;
  const account = { first_name: 'Meera', email, password: 'shopper-pass-1', phone };
  const registered = await registerWithProvenPhone(t.app, account);
  expect(registered.statusCode, registered.body).toBe(201);
  await verifyEmail(t.app, email, registered.json().dev_verification_code);
  const headers = bearer(await signIn(t.app, email, 'shopper-pass-1'));
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/UserAddress',
    headers,
    payload: { ...homeAddress, phone },
  });
  expect(address.statusCode, address.body).toBe(201);
  const [row] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  return { email, headers, userId: row!.user_id, remoteAddress: `10.72.0.${n}` };
}
