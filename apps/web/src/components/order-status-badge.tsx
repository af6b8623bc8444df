import { paymentStatusLabels, statusLabels, type OrderStatus, type PaymentStatus } from '@store/shared/order-lifecycle';

const statusTone: Record<OrderStatus, string> = {
  New: 'border-amber-400 text-amber-800',
  Confirmed: 'border-sky-400 text-sky-800',
  Packed: 'border-indigo-400 text-indigo-800',
  Shipped: 'border-violet-400 text-violet-800',
  Delivered: 'border-success/30 text-success',
  Expired: 'border-line text-ink-soft',
  Cancelled: 'border-red-300 text-red-700',
  ReturnedToOrigin: 'border-red-300 text-red-700',
};

const paymentTone: Record<PaymentStatus, string> = {
  Unpaid: 'border-amber-400 text-amber-800',
  Paid: 'border-success/30 text-success',
  PartiallyRefunded: 'border-sky-400 text-sky-800',
  Refunded: 'border-line text-ink-soft',
  CashDue: 'border-amber-400 text-amber-800',
};

const badge = 'inline-block rounded-full border bg-white px-2.5 py-0.5 text-xs font-bold whitespace-nowrap';

/** An order's fulfilment status in the words of docs/product/orders.md#lifecycle. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${badge} ${statusTone[status]}`}>{statusLabels[status]}</span>;
}

/** An order's payment status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={`${badge} ${paymentTone[status]}`}>{paymentStatusLabels[status]}</span>;
}
