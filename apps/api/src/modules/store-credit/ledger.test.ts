import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, withOtherProcess, type TestApp } from '../../../test/app.ts';
import { shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { queryRows } from '../../db/client.ts';
import { storeCreditEntries } from '../../db/schema/index.ts';
import { addCredit, spendCredit } from './ledger.ts';
import { replayLedger, type LedgerRow } from './lots.ts';

// The store-credit ledger (docs/decisions/020-store-credit.md): the balance is the sum of appended rows, never
// below zero; goodwill credit expires (STORE_CREDIT_EXPIRY_DAYS, here 1 day), refunded credit does not.

const DAY = 86_400_000;
let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ STORE_CREDIT_EXPIRY_DAYS: '1' });
  owner = bearer(await t.adminToken());
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const rowsOf = (userId: number) =>
  t.database.db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.user_id, userId))
    .orderBy(asc(storeCreditEntries.entry_id));

const readCredit = (who: TestShopper, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/StoreCredit${query}`, headers: who.headers });

const goodwill = (userId: number, amount: number, headers = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${userId}/credit`,
    headers,
    payload: { amount, reason: 'Parcel arrived late' },
  });

/** Refunded credit (never expires), written as a refund to store credit writes it. */
const refundCredit = (userId: number, paise: number) =>
  t.database.db.transaction((tx) => addCredit(tx, { user_id: userId, amount: paise, kind: 'refund' }));

/** The message of the database error `run` fails with (drizzle wraps the driver's error as its cause). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the statement went through').toBeInstanceOf(Error);
  const cause = (error as { cause?: { message?: string } }).cause;
  return `${(error as Error).message} ${cause?.message ?? ''}`;
}

/** Fakes only `Date` (timers stay real for the database) at `offset` ms from now. */
function clockAt(offset: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + offset);
}

describe('GET /api/StoreCredit', () => {
  it('answers an empty ledger to a new shopper, and 401 without a token', async () => {
    const shopper = await shopperWithAddress(t);
    const response = await readCredit(shopper);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ balance: 0, expiring: [], items: [], totalCount: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/StoreCredit' })).statusCode).toBe(401);
  });

  it('sums the rows, newest first and paged, and shows each shopper only their own', async () => {
    const shopper = await shopperWithAddress(t);
    const other = await shopperWithAddress(t);
    expect((await goodwill(shopper.userId, 100)).statusCode).toBe(201);
    await refundCredit(shopper.userId, 5050);
    const [orderId] = await twoOrders(shopper.userId);
    expect(await t.database.db.transaction((tx) => spendCredit(tx, shopper.userId, orderId, 3000))).toBe(3000);
    await refundCredit(other.userId, 1000);
    const whole = (await readCredit(shopper)).json();
    expect(whole.balance).toBe(120.5);
    expect(whole.totalCount).toBe(3);
    expect(whole.items.map((item: { reason: string; amount: number }) => [item.reason, item.amount])).toEqual([
      ['order_payment', -30],
      ['refund', 50.5],
      ['goodwill', 100],
    ]);
    expect(whole.items[0].order_id).toBe(orderId);
    const last = (await readCredit(shopper, '?page=3&limit=1')).json();
    expect(last).toMatchObject({ balance: 120.5, totalCount: 3, items: [{ reason: 'goodwill', amount: 100 }] });
    expect((await readCredit(other)).json()).toMatchObject({ balance: 10, totalCount: 1 });
    expect((await readCredit(shopper, '?limit=0')).statusCode).toBe(400);
  });
});

describe('the ledger table', () => {
  it('refuses a debit that would take the balance below zero, leaving the rows as they were', async () => {
    const shopper = await shopperWithAddress(t);
    await refundCredit(shopper.userId, 2000);
    const before = await rowsOf(shopper.userId);
    const message = await refusal(() =>
      t.database.db
        .insert(storeCreditEntries)
        .values({ user_id: shopper.userId, amount: -2001, kind: 'order_payment' }),
    );
    expect(message).toContain('below zero');
    expect(await rowsOf(shopper.userId)).toEqual(before);
    // Spending asks for more than there is: it takes what there is, down to zero and no further.
    const [orderId] = await twoOrders(shopper.userId);
    expect(await t.database.db.transaction((tx) => spendCredit(tx, shopper.userId, orderId, 5000))).toBe(2000);
    expect(await t.database.db.transaction((tx) => spendCredit(tx, shopper.userId, orderId, 5000))).toBe(0);
    expect((await rowsOf(shopper.userId)).map((row) => row.amount)).toEqual([2000, -2000]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, with the rows unchanged after each', async () => {
    const shopper = await shopperWithAddress(t);
    await refundCredit(shopper.userId, 700);
    const before = await rowsOf(shopper.userId);
    for (const statement of [
      sql`UPDATE store_credit_entries SET amount = 70000 WHERE user_id = ${shopper.userId}`,
      sql`DELETE FROM store_credit_entries WHERE user_id = ${shopper.userId}`,
      sql`TRUNCATE store_credit_entries`,
    ]) {
      expect(await refusal(() => t.database.db.execute(statement))).toContain('append-only');
      expect(await rowsOf(shopper.userId)).toEqual(before);
    }
  });
});

describe('expiry', () => {
  it('takes the unspent rest of goodwill credit away once its day has passed, once, and never refunded credit', async () => {
    const shopper = await shopperWithAddress(t);
    const given = await goodwill(shopper.userId, 100);
    expect(given.statusCode, given.body).toBe(201);
    const expiresAt = Date.parse(given.json().entry.expires_at);
    expect(expiresAt - Date.parse(given.json().entry.created_at)).toBeGreaterThan(DAY - 60_000);
    await refundCredit(shopper.userId, 5000);
    clockAt(DAY - 60_000);
    expect((await readCredit(shopper)).json()).toMatchObject({
      balance: 150,
      expiring: [{ amount: 100, expires_at: new Date(expiresAt).toISOString() }],
    });
    expect(await rowsOf(shopper.userId)).toHaveLength(2);
    clockAt(DAY + 60_000);
    const after = (await readCredit(shopper)).json();
    expect(after).toMatchObject({ balance: 50, expiring: [], totalCount: 3 });
    expect(after.items[0]).toMatchObject({ reason: 'expiry', amount: -100 });
    await readCredit(shopper);
    const rows = await rowsOf(shopper.userId);
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([
      ['goodwill', 10000],
      ['refund', 5000],
      ['expiry', -10000],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(5000);
  });
});

describe('spending order (replay)', () => {
  const row = (entry_id: number, amount: number, extra: Partial<LedgerRow> = {}): LedgerRow => ({
    entry_id,
    amount,
    kind: amount > 0 ? 'goodwill' : 'order_payment',
    order_id: null,
    expires_at: null,
    expired_entry_id: null,
    ...extra,
  });

  it('spends the credit that expires first, and never-expiring credit last', () => {
    const { lots, takenByOrder } = replayLedger([
      row(1, 5000, { kind: 'refund' }),
      row(2, 10000, { expires_at: '2030-01-02T00:00:00Z' }),
      row(3, 2000, { expires_at: '2030-01-01T00:00:00Z' }),
      row(4, -13000, { order_id: 9 }),
    ]);
    expect(lots.map((lot) => [lot.entry_id, lot.remaining])).toEqual([
      [1, 4000],
      [2, 0],
      [3, 0],
    ]);
    expect(takenByOrder.get(9)).toEqual([
      { entry_id: 3, amount: 2000, expires_at: '2030-01-01T00:00:00Z' },
      { entry_id: 2, amount: 10000, expires_at: '2030-01-02T00:00:00Z' },
      { entry_id: 1, amount: 1000, expires_at: null },
    ]);
  });

  it('gives an order its credit back last-taken first, so it is no longer held by the order', () => {
    const { takenByOrder } = replayLedger([
      row(1, 5000, { kind: 'refund' }),
      row(2, 2000, { expires_at: '2030-01-01T00:00:00Z' }),
      row(3, -6000, { order_id: 9 }),
      row(4, 4500, { kind: 'order_payment_returned', order_id: 9 }),
    ]);
    expect(takenByOrder.get(9)).toEqual([{ entry_id: 2, amount: 1500, expires_at: '2030-01-01T00:00:00Z' }]);
  });
});

// Under PostgreSQL the two spends run at the same moment on two connections: only the shopper's lock and the
// insert trigger keep them from both taking the same credit.
describe('two spends at once', () => {
  it('cannot together take more than the balance', async () => {
    const shopper = await shopperWithAddress(t);
    await refundCredit(shopper.userId, 10000);
    const [orderA, orderB] = await twoOrders(shopper.userId);
    const taken = await withOtherProcess(t, (other) =>
      Promise.all([
        t.database.db.transaction((tx) => spendCredit(tx, shopper.userId, orderA, 8000)),
        other.db.transaction((tx) => spendCredit(tx, shopper.userId, orderB, 8000)),
      ]),
    );
    expect(taken.sort()).toEqual([2000, 8000]);
    const rows = await rowsOf(shopper.userId);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });
});

/** Two order rows of the shopper's, for spends to name (what they contain does not matter to the ledger). */
async function twoOrders(userId: number): Promise<[number, number]> {
  const made = await queryRows<{ order_id: number }>(
    t.database.db,
    sql`INSERT INTO orders (user_id, total_amount, provider, receipt, expires_at)
        VALUES (${userId}, 8000, 'sandbox', 'rcpt_a_' || ${userId}, now()), (${userId}, 8000, 'sandbox', 'rcpt_b_' || ${userId}, now())
        RETURNING order_id`,
  );
  return [made[0]!.order_id, made[1]!.order_id];
}
