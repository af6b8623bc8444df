import { formatRupees } from '@store/shared/money';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';

/**
 * What a refund is for: one of the returns waiting for money (with what its items are worth) or the order itself
 * (what is still refundable) — docs/product/admin.md#screens.
 */
export interface RefundTarget {
  returnId: number | null;
  amount: number;
  /** A return's items: "1 × Oxford Shirt"; empty for the order. */
  items: string;
  /** "Return #12 (1 × Oxford Shirt)" or "The order, not a return". */
  label: string;
}

type RefundFacts = Pick<AdminOrderDetail, 'lines' | 'returns' | 'returns_to_refund' | 'refundable_amount'>;

/** "1 × Oxford Shirt, 2 × Crew Tee": the items of a return. */
function returnItems(detail: RefundFacts, returnId: number): string {
  const ret = detail.returns.find((row) => row.return_id === returnId);
  return (ret?.items ?? [])
    .map((item) => {
      const line = detail.lines.find((candidate) => candidate.order_item_id === item.order_item_id);
      return `${item.quantity} × ${line?.productName ?? 'an item'}`;
    })
    .join(', ');
}

/** The returns waiting for money first (the server's list, each at its worth), then the order itself. */
export function refundTargets(detail: RefundFacts): RefundTarget[] {
  const returns = (detail.returns_to_refund ?? []).map((row) => {
    const items = returnItems(detail, row.return_id);
    return { returnId: row.return_id, amount: row.amount, items, label: `Return #${row.return_id} (${items})` };
  });
  const order = { returnId: null, amount: detail.refundable_amount, items: '', label: 'The order, not a return' };
  return [...returns, order];
}

/** The question the refund asks before it is sent, with the amount and what it is for. */
export function refundQuestion(orderId: number, amount: number, target: RefundTarget): string {
  return target.returnId === null
    ? `Refund ${formatRupees(amount)} on order #${orderId}? It is not for a return, so no return is closed.`
    : `Refund ${formatRupees(amount)} for the return of ${target.items} (return #${target.returnId}, order #${orderId})?`;
}

/** Marking a cash-on-delivery order delivered with the cash collected records money: asked first; else nothing. */
export function deliverQuestion(
  detail: Pick<AdminOrderDetail, 'order_id' | 'payment_status' | 'total_amount'>,
  cashCollected: boolean,
): string | null {
  if (detail.payment_status !== 'CashDue' || !cashCollected) return null;
  return `Record ${formatRupees(detail.total_amount)} collected in cash and mark order #${detail.order_id} delivered?`;
}

/** Recording the cash of a delivered cash-on-delivery order later. */
export const cashQuestion = (detail: Pick<AdminOrderDetail, 'order_id' | 'total_amount'>): string =>
  `Record ${formatRupees(detail.total_amount)} collected in cash for order #${detail.order_id}?`;
