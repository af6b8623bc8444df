import { formatTime } from '@/lib/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { OrderTimeline } from '@/components/order-timeline';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import {
  useAdminOrder,
  useCollectCash,
  useDecideReturn,
  useMoveOrder,
  useRefundOrder,
  useResolveShortfall,
} from '../api/admin-orders';
import { useToast } from '@/hooks/use-toast';
import { failureMessage } from '../utils/failure-message';
import { cancelWarning, orderActions, returnRefundPrefill } from '../utils/order-actions';
import { NoteModal, RefundModal, ShipModal } from './action-modals';
import { Card } from './order-card';
import { CustomerCard } from './order-customer-card';
import { DocumentsCard } from './order-documents-card';
import { LinesCard } from './order-lines-card';
import { NotificationsCard } from './order-notifications-card';
import { PaymentsCard } from './order-payments-card';
import { ReturnItem } from './order-return-item';
import { AttentionMarker } from './order-markers';

type Dialog =
  | { kind: 'ship' }
  | { kind: 'cancel' }
  | { kind: 'resolve' }
  | { kind: 'reject'; returnId: number }
  /** `key` is the refund form's Idempotency-Key, made once when the form opens. */
  | { kind: 'refund'; key: string; returnId?: number; initialAmount?: number };

/** A fresh idempotency key; crypto.randomUUID needs a secure context, so plain http on a LAN falls back. */
function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * /ManageOrders/{id}: the order with its lines, customer, address, payments, refunds, returns, history and the
 * messages sent, and the actions its status allows (docs/product/admin.md#orders).
 */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  const toast = useToast();
  const move = useMoveOrder(orderId);
  const refund = useRefundOrder(orderId);
  const resolve = useResolveShortfall(orderId);
  const decide = useDecideReturn(orderId);
  const collect = useCollectCash(orderId);
  // Marking a cash-on-delivery order Delivered records the cash too, unless this is unticked.
  const [cashCollected, setCashCollected] = useState(true);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const open = (next: Dialog) => {
    setDialogError(null);
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    setDialogError(null);
  };

  /** Runs an action: its button shows it is busy, a toast says how it went, and a modal stays open on failure. */
  const run = async (name: string, work: () => Promise<unknown>, success: string): Promise<string | null> => {
    setPending(name);
    setDialogError(null);
    try {
      await work();
      toast.show(success);
      setDialog(null);
      return null;
    } catch (error) {
      const message = failureMessage(error);
      toast.show(message, 'error');
      setDialogError(message);
      return message;
    } finally {
      setPending(null);
    }
  };

  if (order.isPending) return <Spinner label="Loading the order" />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div role="alert" className="rounded-xl border border-line bg-white px-4 py-10 text-center shadow-sm">
        <p className="text-sm font-medium text-ink">
          {missing ? `There is no order #${orderId}.` : failureMessage(order.error)}
        </p>
        <Link to="/ManageOrders" className={buttonClasses('outline', 'sm', 'mt-4')}>
          Back to Orders
        </Link>
      </div>
    );
  }
  const detail = order.data;
  const actions = orderActions(detail);
  const busy = pending !== null;
  const cashDue = detail.payment_status === 'CashDue';
  const moveTo = (status: 'Packed' | 'Delivered', label: string) =>
    void run(
      status,
      () =>
        move.mutateAsync({ status, ...(status === 'Delivered' && cashDue ? { cash_collected: cashCollected } : {}) }),
      `Order #${orderId} is ${label}.`,
    );

  return (
    <section aria-labelledby="order-heading" className="space-y-4">
      <title>{`Order #${orderId} · Admin · Store`}</title>
      <Toast message={toast.message} tone={toast.tone} aboveDialogs />
      <nav aria-label="Breadcrumb" className="text-xs font-medium text-muted print:hidden">
        <Link to="/ManageOrders" className="hover:text-brand hover:underline">
          Orders
        </Link>{' '}
        <span aria-hidden="true">/</span>
      </nav>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="order-heading" className="text-xl font-bold text-ink md:text-2xl">
            Order #{detail.order_id}
          </h1>
          <p className="mt-1 text-sm text-muted">
            Placed {formatTime(detail.order_date)} · {formatRupees(detail.total_amount)}
            {detail.refunded_amount > 0 && ` · ${formatRupees(detail.refunded_amount)} refunded`}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <OrderStatusBadge status={detail.status} />
            <PaymentStatusBadge status={detail.payment_status} />
            {detail.needs_attention && <AttentionMarker />}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions.includes('pack') && (
            <Button
              size="sm"
              disabled={busy}
              aria-busy={pending === 'Packed' || undefined}
              onClick={() => moveTo('Packed', 'packed')}
            >
              {pending === 'Packed' ? 'Saving…' : 'Mark packed'}
            </Button>
          )}
          {actions.includes('ship') && (
            <Button size="sm" disabled={busy} onClick={() => open({ kind: 'ship' })}>
              Ship
            </Button>
          )}
          {actions.includes('deliver') && cashDue && (
            <label className="flex h-8 items-center gap-2 rounded-md border border-line px-2.5 text-sm text-ink">
              <input
                type="checkbox"
                checked={cashCollected}
                onChange={(event) => setCashCollected(event.target.checked)}
                className="accent-brand"
              />
              Cash collected
            </label>
          )}
          {actions.includes('deliver') && (
            <Button
              size="sm"
              disabled={busy}
              aria-busy={pending === 'Delivered' || undefined}
              onClick={() => moveTo('Delivered', 'delivered')}
            >
              {pending === 'Delivered' ? 'Saving…' : 'Mark delivered'}
            </Button>
          )}
          {detail.status === 'Delivered' && cashDue && (
            <Button
              size="sm"
              disabled={busy}
              aria-busy={pending === 'cash' || undefined}
              onClick={() =>
                void run(
                  'cash',
                  () => collect.mutateAsync(undefined),
                  `Cash recorded as collected for order #${orderId}.`,
                )
              }
            >
              {pending === 'cash' ? 'Saving…' : 'Record cash collected'}
            </Button>
          )}
          {actions.includes('refund') && !detail.needs_attention && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => open({ kind: 'refund', key: newKey() })}>
              Refund
            </Button>
          )}
          {actions.includes('cancel') && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => open({ kind: 'cancel' })}
              className="text-red-700"
            >
              Cancel order
            </Button>
          )}
        </div>
      </div>

      {detail.needs_attention && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3"
        >
          <p className="text-sm text-red-800">
            <strong>Needs attention.</strong>{' '}
            {detail.stock_shortfall
              ? 'The payment arrived after this order’s stock had gone back, and some items could not be taken again. Find the stock, or refund the shopper.'
              : 'Something about this order needs a look before it goes further.'}
          </p>
          <div className="flex gap-2">
            {actions.includes('refund') && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => open({ kind: 'refund', key: newKey() })}
              >
                Refund
              </Button>
            )}
            <Button size="sm" variant="dark" disabled={busy} onClick={() => open({ kind: 'resolve' })}>
              Mark resolved
            </Button>
          </div>
        </div>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <LinesCard detail={detail} />
          {detail.returns.length > 0 && (
            <Card title="Returns">
              <ul className="divide-y divide-line">
                {detail.returns.map((ret) => (
                  <ReturnItem
                    key={ret.return_id}
                    ret={ret}
                    detail={detail}
                    busy={busy}
                    pending={pending}
                    onAccept={() =>
                      void run(
                        `return-${ret.return_id}`,
                        () => decide.mutateAsync({ returnId: ret.return_id, input: { status: 'Accepted' } }),
                        `Return #${ret.return_id} accepted.`,
                      )
                    }
                    onReceive={() =>
                      void run(
                        `return-${ret.return_id}`,
                        () => decide.mutateAsync({ returnId: ret.return_id, input: { status: 'Received' } }),
                        `Return #${ret.return_id} marked received.`,
                      )
                    }
                    onExchange={() =>
                      void run(
                        `return-${ret.return_id}`,
                        () => decide.mutateAsync({ returnId: ret.return_id, input: { status: 'Exchanged' } }),
                        `Return #${ret.return_id} marked exchanged.`,
                      )
                    }
                    onReject={() => open({ kind: 'reject', returnId: ret.return_id })}
                    onRefund={() =>
                      open({
                        kind: 'refund',
                        key: newKey(),
                        returnId: ret.return_id,
                        initialAmount: returnRefundPrefill(detail, ret).amount,
                      })
                    }
                  />
                ))}
              </ul>
            </Card>
          )}
          <PaymentsCard detail={detail} />
          <NotificationsCard detail={detail} />
        </div>
        <div className="space-y-4">
          <DocumentsCard detail={detail} />
          <CustomerCard detail={detail} />
          <Card title="History">
            {detail.history.length > 0 ? (
              <OrderTimeline events={detail.history} audience="admin" />
            ) : (
              <p className="text-sm text-muted">Nothing recorded yet.</p>
            )}
          </Card>
        </div>
      </div>

      {dialog?.kind === 'ship' && (
        <ShipModal
          orderId={orderId}
          busy={busy}
          error={dialogError}
          onClose={close}
          onShip={(shipment) =>
            void run(
              'Shipped',
              () => move.mutateAsync({ status: 'Shipped', ...shipment }),
              `Order #${orderId} is shipped.`,
            )
          }
        />
      )}
      {dialog?.kind === 'cancel' && (
        <ConfirmDialog
          title={`Cancel order #${orderId}?`}
          confirmLabel="Cancel order"
          cancelLabel="Keep the order"
          onClose={close}
          onConfirm={() =>
            run('Cancelled', () => move.mutateAsync({ status: 'Cancelled' }), `Order #${orderId} is cancelled.`)
          }
        >
          {cancelWarning(detail)}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'refund' && (
        <RefundModal
          orderId={orderId}
          refundable={detail.refundable_amount}
          initialAmount={dialog.initialAmount}
          returnId={dialog.returnId}
          busy={busy}
          error={dialogError}
          onClose={close}
          onRefund={(input) =>
            void run(
              'refund',
              () => refund.mutateAsync({ input, key: dialog.key }),
              `${formatRupees(input.amount)} refunded on order #${orderId}.`,
            )
          }
        />
      )}
      {dialog?.kind === 'resolve' && (
        <NoteModal
          title="Mark resolved"
          label="What was done"
          submitLabel="Mark resolved"
          required
          busy={busy}
          error={dialogError}
          onClose={close}
          onSubmit={(note) => void run('resolve', () => resolve.mutateAsync(note), 'Marked resolved.')}
        />
      )}
      {dialog?.kind === 'reject' && (
        <NoteModal
          title={`Reject return #${dialog.returnId}`}
          label="Why (the shopper reads this)"
          submitLabel="Reject return"
          required
          busy={busy}
          error={dialogError}
          onClose={close}
          onSubmit={(note) =>
            void run(
              `return-${dialog.returnId}`,
              () => decide.mutateAsync({ returnId: dialog.returnId, input: { status: 'Rejected', note } }),
              `Return #${dialog.returnId} rejected.`,
            )
          }
        />
      )}
    </section>
  );
}
