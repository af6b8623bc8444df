import { sql } from 'drizzle-orm';
import { formatRupees, toRupees } from '@store/shared/money';
import { RETURN_WINDOW_DAYS } from '@store/shared/order-lifecycle';
import type { ErasureReason } from '@store/shared/schemas/privacy';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { balanceOf } from '../store-credit/ledger.ts';

/** Fulfilment statuses of an order not yet delivered, cancelled or expired. */
const OPEN_ORDER = sql`('New', 'Confirmed', 'Packed', 'Shipped')`;
/** Return statuses still waiting for a decision, the parcel or the money. */
const OPEN_RETURN = sql`('Requested', 'Accepted', 'Received')`;

/**
 * Why the account cannot be erased now (docs/product/privacy.md#when-deleting-waits): the owner and staff never
 * (through this route), a shopper while an order is on its way, a return or refund is in progress, a delivered order
 * is inside its return window, or store credit is unspent. Empty when it may be erased. `now` is the caller's clock.
 */
export async function erasureBlockers(
  db: DbOrTx,
  user: { user_id: number; role: string },
  now = new Date(),
): Promise<ErasureReason[]> {
  if (user.role === 'admin') return [{ reason: 'owner', message: "The store owner's account cannot be deleted." }];
  if (user.role !== 'customer') {
    return [
      { reason: 'staff', message: 'Ask the store owner to remove you from the staff before deleting your account.' },
    ];
  }
  const at = now.toISOString();
  const [row] = await queryRows<{
    open: number[] | null;
    returns: number[] | null;
    refunds: number[] | null;
    window: number[] | null;
  }>(
    db,
    sql`SELECT
      (SELECT array_agg(order_id ORDER BY order_id) FROM orders WHERE user_id = ${user.user_id} AND status IN ${OPEN_ORDER}) AS open,
      (SELECT array_agg(DISTINCT r.order_id) FROM order_returns r WHERE r.user_id = ${user.user_id} AND r.status IN ${OPEN_RETURN}) AS returns,
      (SELECT array_agg(DISTINCT f.order_id) FROM refunds f JOIN orders o ON o.order_id = f.order_id
        WHERE o.user_id = ${user.user_id} AND f.status = 'Pending') AS refunds,
      (SELECT array_agg(order_id ORDER BY order_id) FROM orders WHERE user_id = ${user.user_id} AND status = 'Delivered'
        AND delivered_at > ${at}::timestamptz - make_interval(days => ${RETURN_WINDOW_DAYS})) AS window`,
  );
  const list = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');
  const reasons: ErasureReason[] = [];
  if (row?.open?.length) {
    reasons.push({
      reason: 'open_order',
      message: `Your order ${list(row.open)} is not delivered yet. You can delete your account once it is delivered or cancelled.`,
    });
  }
  if (row?.returns?.length) {
    reasons.push({
      reason: 'return_in_progress',
      message: `A return of order ${list(row.returns)} is in progress. You can delete your account once it is finished.`,
    });
  }
  if (row?.refunds?.length) {
    reasons.push({
      reason: 'refund_in_progress',
      message: `A refund of order ${list(row.refunds)} is on its way. You can delete your account once it has reached you.`,
    });
  }
  if (row?.window?.length) {
    reasons.push({
      reason: 'return_window',
      message: `Order ${list(row.window)} can still be returned (${RETURN_WINDOW_DAYS} days from delivery). You can delete your account after that.`,
    });
  }
  const credit = await balanceOf(db, user.user_id, now);
  if (credit > 0) {
    reasons.push({
      reason: 'store_credit',
      message: `You have ${formatRupees(toRupees(credit))} of store credit. Spend it, or ask us to pay it back to you (Help → a grievance about your account), before deleting your account.`,
    });
  }
  return reasons;
}
