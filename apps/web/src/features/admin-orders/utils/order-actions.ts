import { paidForUnits } from '@store/shared/coupons';
import { formatRupees, toPaise, toRupees } from '@store/shared/money';
import type { AdminOrderDetail, ReturnView } from '@store/shared/schemas/merchant';

/** The buttons an order page may show (docs/product/admin.md#orders). */
export type OrderAction = 'pack' | 'ship' | 'deliver' | 'cancel' | 'refund' | 'resolve';

type ActionFacts = Pick<AdminOrderDetail, 'allowed_moves' | 'payment_status' | 'refundable_amount' | 'needs_attention'>;

/** Money has been taken and some of it can still go back. */
export function canRefund(order: Pick<AdminOrderDetail, 'payment_status' | 'refundable_amount'>): boolean {
  return (
    (order.payment_status === 'Paid' || order.payment_status === 'PartiallyRefunded') && order.refundable_amount > 0
  );
}

/**
 * The actions for an order as it is now: the moves come from the server's `allowed_moves` (the shared state machine,
 * docs/product/orders.md#lifecycle), so the page never offers a move the server would refuse; Refund only while
 * something paid is left to give back.
 */
export function orderActions(order: ActionFacts): OrderAction[] {
  const actions: OrderAction[] = [];
  if (order.allowed_moves.includes('Packed')) actions.push('pack');
  if (order.allowed_moves.includes('Shipped')) actions.push('ship');
  if (order.allowed_moves.includes('Delivered')) actions.push('deliver');
  if (canRefund(order)) actions.push('refund');
  if (order.allowed_moves.includes('Cancelled')) actions.push('cancel');
  if (order.needs_attention) actions.push('resolve');
  return actions;
}

/** What the Cancel order dialog says: a paid order's money goes back, so the admin is told before confirming. */
export function cancelWarning(
  order: Pick<AdminOrderDetail, 'order_id' | 'payment_status' | 'refundable_amount'>,
): string {
  const base = `Order #${order.order_id} will be cancelled and its items go back into stock.`;
  if (canRefund(order)) {
    return `${base} The payment will be refunded: ${formatRupees(order.refundable_amount)} goes back to the shopper.`;
  }
  return base;
}

/** The buttons of one return (docs/product/orders.md#returns-and-exchanges). */
export type ReturnAction = 'accept' | 'reject' | 'receive' | 'refund' | 'exchange';

/**
 * Requested → Accept or Reject; Accepted → Mark received; Received → Refund (a return), or Mark exchanged (an
 * exchange, which may still be refunded when the other size cannot be sent). Refund only while money can go back.
 */
export function returnActions(
  ret: Pick<ReturnView, 'status' | 'kind'>,
  order: Pick<AdminOrderDetail, 'payment_status' | 'refundable_amount'>,
): ReturnAction[] {
  if (ret.status === 'Requested') return ['accept', 'reject'];
  if (ret.status === 'Accepted') return ['receive'];
  if (ret.status !== 'Received') return [];
  const actions: ReturnAction[] = ret.kind === 'exchange' ? ['exchange'] : [];
  if (canRefund(order)) actions.push('refund');
  return actions;
}

/**
 * The amount a return's refund form starts with: the price paid for each returned item times its quantity, less
 * the item's share of a coupon discount (docs/product/checkout.md#coupons), never more than what the order can
 * still refund (docs/product/orders.md#refunds). Added in paise so ₹0.10 + ₹0.20 is ₹0.30.
 */
export function returnRefundPrefill(
  order: Pick<AdminOrderDetail, 'lines' | 'refundable_amount'>,
  ret: Pick<ReturnView, 'items'>,
): { amount: number; capped: boolean } {
  const paise = ret.items.reduce((sum, item) => {
    const line = order.lines.find((candidate) => candidate.order_item_id === item.order_item_id);
    if (!line) return sum;
    const paise = { price: toPaise(line.price), quantity: line.quantity, discount: toPaise(line.discount ?? 0) };
    return sum + paidForUnits(paise, item.quantity);
  }, 0);
  const cap = Math.max(0, toPaise(order.refundable_amount));
  return { amount: toRupees(Math.min(paise, cap)), capped: paise > cap };
}

/** Client-side check of a refund amount before it is sent; the server checks again. */
export function refundAmountError(amount: number, refundable: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'The amount must be more than zero';
  if (Math.abs(toPaise(amount) - amount * 100) > 1e-6) return 'At most two decimals';
  if (toPaise(amount) > toPaise(refundable)) return `At most ${formatRupees(refundable)} can be refunded`;
  return null;
}
