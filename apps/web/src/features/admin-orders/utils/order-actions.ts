import { paidForUnits } from '@store/shared/coupons';
import { codFeeOfReturn } from '@store/shared/cod-fee';
import { formatRupees, toPaise, toRupees } from '@store/shared/money';
import type { AdminOrderDetail, ReturnView } from '@store/shared/schemas/merchant';
import type { Permission } from '@/lib/permissions';

/** The buttons an order page may show (docs/product/admin.md#orders). */
export type OrderAction = 'pack' | 'ship' | 'deliver' | 'rto' | 'cash' | 'cancel' | 'refund' | 'resolve';

/** Whether the signed-in staff member holds a permission (GET /api/admin/me); everything by default. */
export type Can = (permission: Permission) => boolean;
const anything: Can = () => true;

/** The permission the API asks for each button (docs/product/admin.md#what-each-role-sees). */
export const ORDER_ACTION_PERMISSIONS: Record<OrderAction, Permission> = {
  pack: 'orders.fulfil',
  ship: 'orders.fulfil',
  deliver: 'orders.fulfil',
  rto: 'orders.fulfil',
  cash: 'orders.fulfil',
  cancel: 'orders.cancel',
  refund: 'refunds.create',
  resolve: 'orders.fulfil',
};

type ActionFacts = Pick<
  AdminOrderDetail,
  'allowed_moves' | 'payment_status' | 'refundable_amount' | 'needs_attention'
> &
  Partial<Pick<AdminOrderDetail, 'status'>>;

/** Money has been taken and some of it can still go back. */
export function canRefund(order: Pick<AdminOrderDetail, 'payment_status' | 'refundable_amount'>): boolean {
  return (
    (order.payment_status === 'Paid' || order.payment_status === 'PartiallyRefunded') && order.refundable_amount > 0
  );
}

/**
 * The actions for an order as it is now: the moves come from the server's `allowed_moves` (the shared state machine,
 * docs/product/orders.md#lifecycle), so the page never offers a move the server would refuse; Refund only while
 * something paid is left to give back; Record cash collected for a delivered order whose cash is still due. Of
 * these, only the ones the staff member's role allows (`can`).
 */
export function orderActions(order: ActionFacts, can: Can = anything): OrderAction[] {
  const actions: OrderAction[] = [];
  if (order.allowed_moves.includes('Packed')) actions.push('pack');
  if (order.allowed_moves.includes('Shipped')) actions.push('ship');
  if (order.allowed_moves.includes('Delivered')) actions.push('deliver');
  if (order.allowed_moves.includes('ReturnedToOrigin')) actions.push('rto');
  if (order.status === 'Delivered' && order.payment_status === 'CashDue') actions.push('cash');
  if (canRefund(order)) actions.push('refund');
  if (order.allowed_moves.includes('Cancelled')) actions.push('cancel');
  if (order.needs_attention) actions.push('resolve');
  return actions.filter((action) => can(ORDER_ACTION_PERMISSIONS[action]));
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

/** Deciding a return is support's; receiving the parcel (and sending the other size) fulfilment's. */
export const RETURN_ACTION_PERMISSIONS: Record<ReturnAction, Permission> = {
  accept: 'returns.decide',
  reject: 'returns.decide',
  receive: 'returns.receive',
  exchange: 'returns.receive',
  refund: 'refunds.create',
};

/**
 * Requested → Accept or Reject; Accepted → Mark received; Received → Refund (a return), or Mark exchanged (an
 * exchange, which may still be refunded when the other size cannot be sent). Refund only while money can go back.
 * Of these, only the ones the staff member's role allows (`can`).
 */
export function returnActions(
  ret: Pick<ReturnView, 'status' | 'kind'>,
  order: Pick<AdminOrderDetail, 'payment_status' | 'refundable_amount'>,
  can: Can = anything,
): ReturnAction[] {
  const actions: ReturnAction[] = [];
  if (ret.status === 'Requested') actions.push('accept', 'reject');
  if (ret.status === 'Accepted') actions.push('receive');
  if (ret.status === 'Received' && ret.kind === 'exchange') actions.push('exchange');
  if (ret.status === 'Received' && canRefund(order)) actions.push('refund');
  return actions.filter((action) => can(RETURN_ACTION_PERMISSIONS[action]));
}

/**
 * The amount a return's refund form starts with: the price paid for each returned item times its quantity, less
 * the item's share of a coupon discount (docs/product/checkout.md#coupons), plus the COD fee when the return brings
 * the whole order back (docs/product/checkout.md#cod-fee), never more than what the order can still refund
 * (docs/product/orders.md#refunds). Added in paise so ₹0.10 + ₹0.20 is ₹0.30.
 */
export function returnRefundPrefill(
  order: Pick<AdminOrderDetail, 'lines' | 'refundable_amount' | 'cod_fee'> & { returns?: AdminOrderDetail['returns'] },
  ret: Pick<ReturnView, 'items'> & { return_id?: number },
): { amount: number; capped: boolean } {
  const fee =
    ret.return_id === undefined
      ? 0
      : codFeeOfReturn(toPaise(order.cod_fee ?? 0), order.lines, order.returns ?? [], ret.return_id);
  const paise = ret.items.reduce((sum, item) => {
    const line = order.lines.find((candidate) => candidate.order_item_id === item.order_item_id);
    if (!line) return sum;
    const paise = { price: toPaise(line.price), quantity: line.quantity, discount: toPaise(line.discount ?? 0) };
    return sum + paidForUnits(paise, item.quantity);
  }, fee);
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
