import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatTimeLeft } from '@store/shared/countdown';
import { formatRupees } from '@store/shared/money';
import type { UnpaidOrderSummary } from '@store/shared/schemas/orders';
import { UnpaidOrderActions } from '@/components/unpaid-order-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTimeLeft } from '@/hooks/use-time-left';
import { cancelUnpaidOrder } from '../api/payment';
import { messageOf } from '../hooks/use-pay-order';

function UnpaidOrderRow({ order, onCancel }: { order: UnpaidOrderSummary; onCancel: () => void }) {
  const left = useTimeLeft(order.expires_at) ?? 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="unpaid-order">
      <div className="text-sm">
        <p className="font-bold text-ink">
          Order #{order.orderid} · {formatRupees(order.total_amount)}
        </p>
        <p className="text-xs text-ink-soft">
          {left > 0 ? `Pay within ${formatTimeLeft(left)}` : 'The time to pay ran out.'}
        </p>
      </div>
      <UnpaidOrderActions orderId={order.orderid} left={left} onCancel={onCancel} />
    </li>
  );
}

/**
 * UNPAID_ORDERS_LIMIT on the Payment page: the orders waiting for payment, each with Pay now (resumes paying it)
 * and Cancel (asks first; its stock goes back at once) (docs/product/checkout.md#payment-page).
 */
export function UnpaidOrdersPanel({
  orders,
  onCancelled,
}: {
  orders: readonly UnpaidOrderSummary[];
  onCancelled: (orderid: number) => void;
}) {
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<UnpaidOrderSummary | null>(null);
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="unpaid-heading"
      className="mt-4 rounded-md border border-line bg-white px-3 pt-3"
      data-testid="unpaid-orders"
    >
      <h3 id="unpaid-heading" className="text-xs font-bold tracking-widest text-ink-soft uppercase">
        Waiting for payment
      </h3>
      <ul className="divide-y divide-line">
        {orders.map((order) => (
          <UnpaidOrderRow key={order.orderid} order={order} onCancel={() => setCancelling(order)} />
        ))}
      </ul>
      {cancelling && (
        <ConfirmDialog
          title={`Cancel order #${cancelling.orderid}?`}
          confirmLabel="CANCEL ORDER"
          cancelLabel="KEEP ORDER"
          onClose={() => setCancelling(null)}
          onConfirm={async () => {
            try {
              await cancelUnpaidOrder(cancelling.orderid);
            } catch (failure) {
              return messageOf(failure, 'Could not cancel the order. Please try again.');
            }
            onCancelled(cancelling.orderid);
            await queryClient.invalidateQueries({ queryKey: ['orders'] });
            return null;
          }}
        >
          Its items go back to stock at once, and you can place your order again.
        </ConfirmDialog>
      )}
    </section>
  );
}
