import { asc, count, desc, eq } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import type { StoreCreditItem, StoreCreditView } from '@store/shared/schemas/store-credit';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { storeCreditEntries, users, type StoreCreditKind } from '../../db/schema/index.ts';
import { dueExpiries, expiringLots, replayLedger, type Replay } from './lots.ts';

// The store-credit ledger (docs/decisions/020-store-credit.md): every write goes through here, under the shopper's
// row lock, after the credit whose time has come has been expired.

type EntryRow = typeof storeCreditEntries.$inferSelect;

/**
 * Locks the shopper's row (FOR NO KEY UPDATE, as checkout does), so one shopper's credits and spends are decided one
 * after the other; the insert trigger checks the sum again under an advisory lock of its own.
 */
export async function lockShopper(tx: Tx, userId: number): Promise<void> {
  await tx.select({ user_id: users.user_id }).from(users).where(eq(users.user_id, userId)).for('no key update');
}

const replayColumns = {
  entry_id: storeCreditEntries.entry_id,
  amount: storeCreditEntries.amount,
  kind: storeCreditEntries.kind,
  order_id: storeCreditEntries.order_id,
  expires_at: storeCreditEntries.expires_at,
  expired_entry_id: storeCreditEntries.expired_entry_id,
};

/** The shopper's ledger replayed into lots, and the balance it sums to (paise). */
export interface Ledger extends Replay {
  balance: number;
}

async function readLedger(tx: DbOrTx, userId: number): Promise<Ledger> {
  const rows = await tx
    .select(replayColumns)
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.user_id, userId))
    .orderBy(asc(storeCreditEntries.entry_id));
  return { ...replayLedger(rows), balance: rows.reduce((sum, row) => sum + row.amount, 0) };
}

/**
 * Locks the shopper and writes an expiry row for each goodwill credit past its `expires_at` with a rest unspent
 * (docs/decisions/020-store-credit.md#expiry), so the sum of the rows is the balance from here on. Answers the
 * ledger after them. Every read and write of a balance starts here; `now` is the caller's clock.
 */
export async function openLedger(tx: Tx, userId: number, now = new Date()): Promise<Ledger> {
  await lockShopper(tx, userId);
  const ledger = await readLedger(tx, userId);
  const due = dueExpiries(ledger.lots, now);
  if (due.length === 0) return ledger;
  for (const lot of due) {
    await insertEntry(tx, { user_id: userId, amount: -lot.remaining, kind: 'expiry', expired_entry_id: lot.entry_id });
  }
  return readLedger(tx, userId);
}

export interface NewEntry {
  user_id: number;
  amount: number;
  kind: StoreCreditKind;
  order_id?: number | null;
  return_id?: number | null;
  refund_id?: number | null;
  expired_entry_id?: number | null;
  note?: string | null;
  created_by?: number | null;
  expires_at?: string | null;
}

async function insertEntry(tx: Tx, entry: NewEntry): Promise<EntryRow> {
  const [row] = await tx.insert(storeCreditEntries).values(entry).returning();
  return row!;
}

/** Adds credit (a refund, goodwill, an order's credit given back), after the ledger is opened. */
export async function addCredit(
  tx: Tx,
  entry: NewEntry,
  now = new Date(),
): Promise<{ row: EntryRow; balance: number }> {
  const ledger = await openLedger(tx, entry.user_id, now);
  const row = await insertEntry(tx, entry);
  return { row, balance: ledger.balance + row.amount };
}

/**
 * Spends up to `wanted` paise of the shopper's credit for an order: min(balance, wanted), nothing when the balance is
 * empty. Answers what was taken (paise). In the caller's transaction, so two orders cannot spend one balance twice.
 */
export async function spendCredit(tx: Tx, userId: number, orderId: number, wanted: number, now = new Date()) {
  const { balance } = await openLedger(tx, userId, now);
  const taken = Math.min(balance, wanted);
  if (taken <= 0) return 0;
  await insertEntry(tx, { user_id: userId, amount: -taken, kind: 'order_payment', order_id: orderId });
  return taken;
}

/**
 * Gives back the credit an order still holds (a cancel, an unpaid order expiring, a refund of the order), up to
 * `limit` paise: as credit rows with the expiries the spent credit had, so goodwill credit does not become credit
 * that never expires by ordering and cancelling. Answers what went back (paise).
 */
export async function returnOrderCredit(
  tx: Tx,
  {
    userId,
    orderId,
    limit,
    refundId = null,
  }: { userId: number; orderId: number; limit: number; refundId?: number | null },
  now = new Date(),
): Promise<number> {
  const ledger = await openLedger(tx, userId, now);
  const held = ledger.takenByOrder.get(orderId) ?? [];
  let left = limit;
  // The credit that expires last goes back first (it was taken last).
  for (const part of [...held].reverse()) {
    if (left <= 0) break;
    const amount = Math.min(part.amount, left);
    left -= amount;
    await insertEntry(tx, {
      user_id: userId,
      amount,
      kind: 'order_payment_returned',
      order_id: orderId,
      refund_id: refundId,
      expires_at: part.expires_at,
    });
  }
  const returned = limit - left;
  // Credit given back already past its expiry leaves again at once.
  if (returned > 0) await openLedger(tx, userId, now);
  return returned;
}

/** What credit an order still holds (paise): spent on it less given back. */
export async function creditHeldBy(tx: DbOrTx, userId: number, orderId: number): Promise<number> {
  const ledger = await readLedger(tx, userId);
  return (ledger.takenByOrder.get(orderId) ?? []).reduce((sum, part) => sum + part.amount, 0);
}

export function itemView(row: EntryRow): StoreCreditItem {
  return {
    id: row.entry_id,
    amount: toRupees(row.amount),
    reason: row.kind,
    order_id: row.order_id,
    return_id: row.return_id,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  };
}

/** GET /api/StoreCredit: the balance, its expiries soonest first and one page of the ledger, newest first. */
export async function storeCreditOf(
  tx: Tx,
  userId: number,
  { page, limit }: { page: number; limit: number },
  now = new Date(),
): Promise<StoreCreditView> {
  const ledger = await openLedger(tx, userId, now);
  const mine = eq(storeCreditEntries.user_id, userId);
  const rows = await tx
    .select()
    .from(storeCreditEntries)
    .where(mine)
    .orderBy(desc(storeCreditEntries.entry_id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await tx.select({ n: count() }).from(storeCreditEntries).where(mine);
  return {
    balance: toRupees(ledger.balance),
    expiring: expiringLots(ledger.lots, now).map((lot) => ({
      amount: toRupees(lot.remaining),
      expires_at: new Date(lot.expires_at!).toISOString(),
    })),
    items: rows.map(itemView),
    totalCount: Number(total?.n ?? 0),
  };
}

/** The balance without writing anything (paise): for the admin's pages, where expired rests not yet written are left out. */
export async function balanceOf(db: DbOrTx, userId: number, now = new Date()): Promise<number> {
  const ledger = await readLedger(db, userId);
  return ledger.balance - dueExpiries(ledger.lots, now).reduce((sum, lot) => sum + lot.remaining, 0);
}
