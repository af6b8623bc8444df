import { useState } from 'react';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { CreditRefundChoice } from '@/components/credit-refund-choice';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { canRefund, cancelWarning } from '../utils/order-actions';

/**
 * The admin's `Cancel order` question: what happens, and for a paid order the unticked choice of refunding into the
 * customer's store credit (docs/product/orders.md#cancelling-a-paid-order).
 */
export function CancelOrderConfirm({
  detail,
  onClose,
  onConfirm,
}: {
  detail: AdminOrderDetail;
  onClose: () => void;
  onConfirm: (toStoreCredit: boolean) => Promise<string | null>;
}) {
  const [toStoreCredit, setToStoreCredit] = useState(false);
  return (
    <ConfirmDialog
      title={`Cancel order #${detail.order_id}?`}
      confirmLabel="Cancel order"
      cancelLabel="Keep the order"
      onClose={onClose}
      onConfirm={() => onConfirm(toStoreCredit)}
    >
      {cancelWarning(detail)}
      {canRefund(detail) && (
        <CreditRefundChoice
          checked={toStoreCredit}
          onChange={setToStoreCredit}
          label="Refund to the customer’s store credit instead (at once, no payment service)"
        />
      )}
    </ConfirmDialog>
  );
}
