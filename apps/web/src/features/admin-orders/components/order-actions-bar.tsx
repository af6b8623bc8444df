import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { Button } from '@/components/ui/button';
import type { OrderAction } from '../utils/order-actions';

interface OrderActionsBarProps {
  detail: AdminOrderDetail;
  actions: OrderAction[];
  busy: boolean;
  /** The action being saved now, to show it busy. */
  pending: string | null;
  cashCollected: boolean;
  onCashCollectedChange: (collected: boolean) => void;
  onPack: () => void;
  onShip: () => void;
  onDeliver: () => void;
  onRecordCash: () => void;
  onRefund: () => void;
  onCancel: () => void;
  onReturnToOrigin: () => void;
}

/**
 * The order's buttons, from the server's allowed moves (docs/product/admin.md#screens); what moves money or records
 * cash (Mark delivered with the cash, Record cash collected, Refund order, Cancel order) asks first, in the page.
 */
export function OrderActionsBar({
  detail,
  actions,
  busy,
  pending,
  cashCollected,
  onCashCollectedChange,
  onPack,
  onShip,
  onDeliver,
  onRecordCash,
  onRefund,
  onCancel,
  onReturnToOrigin,
}: OrderActionsBarProps) {
  const cashDue = detail.payment_status === 'CashDue';
  return (
    <div className="flex flex-wrap gap-2">
      {actions.includes('pack') && (
        <Button size="sm" disabled={busy} aria-busy={pending === 'Packed' || undefined} onClick={onPack}>
          {pending === 'Packed' ? 'Saving…' : 'Mark packed'}
        </Button>
      )}
      {actions.includes('ship') && (
        <Button size="sm" disabled={busy} onClick={onShip}>
          Ship
        </Button>
      )}
      {actions.includes('deliver') && cashDue && (
        <label className="flex h-8 items-center gap-2 rounded-md border border-line px-2.5 text-sm text-ink">
          <input
            type="checkbox"
            checked={cashCollected}
            onChange={(event) => onCashCollectedChange(event.target.checked)}
            className="accent-brand"
          />
          Cash collected
        </label>
      )}
      {actions.includes('deliver') && (
        <Button size="sm" disabled={busy} aria-busy={pending === 'Delivered' || undefined} onClick={onDeliver}>
          {pending === 'Delivered' ? 'Saving…' : 'Mark delivered'}
        </Button>
      )}
      {actions.includes('rto') && (
        <Button size="sm" variant="outline" disabled={busy} onClick={onReturnToOrigin}>
          Returned to origin
        </Button>
      )}
      {actions.includes('cash') && (
        <Button size="sm" disabled={busy} aria-busy={pending === 'cash' || undefined} onClick={onRecordCash}>
          {pending === 'cash' ? 'Saving…' : 'Record cash collected'}
        </Button>
      )}
      {actions.includes('refund') && !detail.needs_attention && (
        <Button size="sm" variant="outline" disabled={busy} onClick={onRefund}>
          Refund order
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size="sm" variant="outline" disabled={busy} onClick={onCancel} className="text-red-700">
          Cancel order
        </Button>
      )}
    </div>
  );
}
