import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '@store/shared/money';
import { CreditRefundChoice } from '@/components/credit-refund-choice';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { cancelOrder } from '../api/orders';
import { isPaid, type ShopperOrder } from '../utils/shopper-order';

/**
 * Asks before cancelling; a paid order says its money goes back, the way it was paid or, if the shopper ticks it, into
 * their store credit at once (docs/product/orders.md#cancelling-a-paid-order). The server's refusal (409: it has
 * shipped meanwhile) shows in the dialog (docs/product/checkout.md#order-detail).
 */
export function CancelOrderDialog({
  order,
  onClose,
  onCancelled,
}: {
  order: ShopperOrder;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const paid = isPaid(order);
  const [toStoreCredit, setToStoreCredit] = useState(false);
  const confirm = async (): Promise<string | null> => {
    try {
      await cancelOrder(order.order_id, paid && toStoreCredit);
    } catch (failure) {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      return failure instanceof ApiError ? failure.message : 'Could not cancel the order. Please try again.';
    }
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    onCancelled(
      !paid
        ? `Order #${order.order_id} is cancelled and its items are back in stock.`
        : toStoreCredit
          ? `Order #${order.order_id} is cancelled. ${formatRupees(order.total_amount)} is in your store credit now.`
          : `Order #${order.order_id} is cancelled. ${formatRupees(order.total_amount)} will be refunded to the way you paid.`,
    );
    return null;
  };
  return (
    <ConfirmDialog
      title={`Cancel order #${order.order_id}?`}
      confirmLabel="CANCEL ORDER"
      cancelLabel="KEEP ORDER"
      onClose={onClose}
      onConfirm={confirm}
    >
      {paid ? (
        <>
          Order #{order.order_id} ({formatRupees(order.total_amount)}) is paid. Cancelling it stops the shipment and the
          money will be refunded to the way you paid.
          <CreditRefundChoice
            checked={toStoreCredit}
            onChange={setToStoreCredit}
            label="Refund to my store credit instead: at once, to spend on my next order"
          />
        </>
      ) : (
        <>
          Order #{order.order_id} ({formatRupees(order.total_amount)}) has not been paid. Cancelling it puts its items
          back in stock at once.
        </>
      )}
    </ConfirmDialog>
  );
}
