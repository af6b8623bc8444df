import { useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '@store/shared/money';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { cancelOrder } from '../api/orders';
import { isPaid, type ShopperOrder } from '../utils/shopper-order';

/**
 * Asks before cancelling; a paid order says its money goes back. The server's refusal (409: it has shipped
 * meanwhile) shows in the dialog (docs/product/checkout.md#order-detail).
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
  const confirm = async (): Promise<string | null> => {
    try {
      await cancelOrder(order.order_id);
    } catch (failure) {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      return failure instanceof ApiError ? failure.message : 'Could not cancel the order. Please try again.';
    }
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    onCancelled(
      paid
        ? `Order #${order.order_id} is cancelled. ${formatRupees(order.total_amount)} will be refunded to the way you paid.`
        : `Order #${order.order_id} is cancelled and its items are back in stock.`,
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
