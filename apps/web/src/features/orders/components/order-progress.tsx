import { formatRupees } from '@store/shared/money';
import type { RefundView, ReturnView } from '@store/shared/schemas/merchant';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { orderDate } from '../utils/order-view';
import {
  orderStatusOf,
  paymentStatusOf,
  returnedText,
  trackingText,
  waitsForCode,
  type ShopperOrder,
} from '../utils/shopper-order';

/** The order's status and payment badges, what was refunded, and the parcel's carrier and tracking number. */
export function OrderProgress({ order }: { order: ShopperOrder }) {
  const status = orderStatusOf(order);
  const payment = paymentStatusOf(order);
  const tracking = trackingText(order);
  return (
    <div className="flex flex-col gap-1.5" data-testid="order-progress">
      <div className="flex flex-wrap items-center gap-2">
        {waitsForCode(order) ? (
          <span className="inline-block rounded-full border border-amber-400 bg-white px-2.5 py-0.5 text-xs font-bold text-amber-800">
            Awaiting confirmation
          </span>
        ) : status ? (
          <OrderStatusBadge status={status} />
        ) : (
          <span className="text-xs font-bold text-ink-soft">{order.status}</span>
        )}
        {payment && status !== 'New' && <PaymentStatusBadge status={payment} />}
        {(order.refunded_amount ?? 0) > 0 && (
          <span className="text-xs font-semibold text-ink-soft">
            {formatRupees(order.refunded_amount ?? 0)} refunded
          </span>
        )}
      </div>
      {tracking && (
        <p className="text-xs font-semibold text-ink-soft" data-testid="order-tracking">
          {tracking}
        </p>
      )}
      {returnedText(order) && (
        <p className="text-xs font-semibold text-red-700" data-testid="order-returned">
          {returnedText(order)}
        </p>
      )}
      {order.delivered_at && status === 'Delivered' && (
        <p className="text-xs text-ink-soft">Delivered on {orderDate(order.delivered_at)}</p>
      )}
    </div>
  );
}

const refundWords: Record<RefundView['status'], string> = {
  Pending: 'Being processed',
  Processed: 'Refunded',
  Failed: 'Failed — the store will contact you',
};

const returnWords: Record<ReturnView['status'], string> = {
  Requested: 'Requested',
  Accepted: 'Accepted — please hand the items to the courier',
  Rejected: 'Rejected',
  Received: 'Received by the store',
  Refunded: 'Refunded',
  Exchanged: 'Exchanged',
};

/** The order's refunds, each with its amount and where it stands (docs/product/checkout.md#order-detail). */
export function RefundList({ refunds }: { refunds: RefundView[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.refund_id} className="flex flex-wrap justify-between gap-2 text-sm" data-testid="refund">
          <span>
            <span className="font-bold text-ink">{formatRupees(refund.amount)}</span>{' '}
            <span className="text-ink-soft">· {refund.reason}</span>
          </span>
          <span className={refund.status === 'Failed' ? 'font-semibold text-red-700' : 'font-semibold text-ink-soft'}>
            {refundWords[refund.status]} · {orderDate(refund.processed_at ?? refund.created_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The order's return and exchange requests with their status. */
export function ReturnList({ returns, lineName }: { returns: ReturnView[]; lineName: (id: number) => string }) {
  if (returns.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label="Returns">
      {returns.map((request) => (
        <li key={request.return_id} className="text-sm" data-testid="return-request">
          <p className="flex flex-wrap justify-between gap-2">
            <span className="font-bold text-ink">
              {request.kind === 'exchange' ? 'Exchange' : 'Return'} · {orderDate(request.created_at)}
            </span>
            <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-bold text-ink-soft">
              {returnWords[request.status]}
            </span>
          </p>
          <p className="text-ink-soft">
            {request.items.map((item) => `${item.quantity} × ${lineName(item.order_item_id)}`).join(', ')}
          </p>
          {request.exchange && (
            <p className="text-ink-soft">
              For: {request.exchange.attributes.map((attribute) => attribute.value).join(' · ')}
            </p>
          )}
          <p className="text-xs text-muted">Reason: {request.reason}</p>
          {request.admin_note && <p className="text-xs text-ink-soft">Store: {request.admin_note}</p>}
        </li>
      ))}
    </ul>
  );
}
