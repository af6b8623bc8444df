import type { StoreCreditKind } from '../../db/schema/index.ts';

// Replaying a shopper's store-credit ledger into lots (docs/decisions/020-store-credit.md#expiry): which credit is
// still unspent, and which expired with a rest. Pure, so the rule is tested without a database.

/** A ledger row as the replay needs it (amount in paise, signed). */
export interface LedgerRow {
  entry_id: number;
  amount: number;
  kind: StoreCreditKind;
  order_id: number | null;
  expires_at: string | null;
  expired_entry_id: number | null;
}

/** A credit row and what of it is still unspent. */
export interface Lot {
  entry_id: number;
  remaining: number;
  expires_at: string | null;
}

/** Part of a lot a debit took: so an order's credit can go back with the expiry it had. */
export interface Taken {
  entry_id: number;
  amount: number;
  expires_at: string | null;
}

export interface Replay {
  /** Every credit row, oldest first, with its unspent rest. */
  lots: Lot[];
  /** Per order: the parts of lots its payments took, less what was given back (latest taken given back first). */
  takenByOrder: Map<number, Taken[]>;
}

/** Spending takes the credit that expires first; credit that never expires last; then the oldest. */
function spendingOrder(a: Lot, b: Lot): number {
  if (a.expires_at !== b.expires_at) {
    if (a.expires_at === null) return 1;
    if (b.expires_at === null) return -1;
    return Date.parse(a.expires_at) - Date.parse(b.expires_at);
  }
  return a.entry_id - b.entry_id;
}

function takeFrom(lots: Lot[], amount: number): Taken[] {
  const taken: Taken[] = [];
  let left = amount;
  for (const lot of [...lots].sort(spendingOrder)) {
    if (left === 0) break;
    const part = Math.min(lot.remaining, left);
    if (part <= 0) continue;
    lot.remaining -= part;
    left -= part;
    taken.push({ entry_id: lot.entry_id, amount: part, expires_at: lot.expires_at });
  }
  return taken;
}

/** Takes `amount` back off an order's taken parts, newest first (what a credit given back restores). */
function giveBack(taken: Taken[], amount: number): void {
  let left = amount;
  while (left > 0 && taken.length > 0) {
    const last = taken[taken.length - 1]!;
    const part = Math.min(last.amount, left);
    last.amount -= part;
    left -= part;
    if (last.amount === 0) taken.pop();
  }
}

/**
 * Replays the rows in the order they were written: a credit opens a lot, an expiry row empties the lot it names,
 * and any other debit takes from the lots in spending order.
 */
export function replayLedger(rows: readonly LedgerRow[]): Replay {
  const lots: Lot[] = [];
  const byId = new Map<number, Lot>();
  const takenByOrder = new Map<number, Taken[]>();
  for (const row of [...rows].sort((a, b) => a.entry_id - b.entry_id)) {
    if (row.amount > 0) {
      const lot = { entry_id: row.entry_id, remaining: row.amount, expires_at: row.expires_at };
      lots.push(lot);
      byId.set(row.entry_id, lot);
      if (row.kind === 'order_payment_returned' && row.order_id !== null)
        giveBack(takenByOrder.get(row.order_id) ?? [], row.amount);
      continue;
    }
    const expired = row.expired_entry_id === null ? undefined : byId.get(row.expired_entry_id);
    if (expired) {
      expired.remaining += row.amount;
      continue;
    }
    const taken = takeFrom(lots, -row.amount);
    if (row.order_id !== null) takenByOrder.set(row.order_id, [...(takenByOrder.get(row.order_id) ?? []), ...taken]);
  }
  return { lots, takenByOrder };
}

/** Lots whose expiry has come with a rest unspent: each gets one expiry row. */
export function dueExpiries(lots: readonly Lot[], now: Date): Lot[] {
  return lots.filter(
    (lot) => lot.remaining > 0 && lot.expires_at !== null && Date.parse(lot.expires_at) <= now.getTime(),
  );
}

/** Unspent credit that will expire, soonest first. */
export function expiringLots(lots: readonly Lot[], now: Date): Lot[] {
  return lots
    .filter((lot) => lot.remaining > 0 && lot.expires_at !== null && Date.parse(lot.expires_at) > now.getTime())
    .sort(spendingOrder);
}
