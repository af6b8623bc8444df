import { formatTime } from '@/lib/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { OrderTimeline } from '@/components/order-timeline';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '@/stores/permissions';
import {
  useAdminOrder,
  useCollectCash,
  useDecideReturn,
  useMoveOrder,
  useRefundOrder,
  useResolveShortfall,
  useReturnToOrigin,
} from '../api/admin-orders';
import { newKey } from '../utils/idempotency-key';
import { RtoModal } from './rto-modal';
import { useToast } from '@/hooks/use-toast';
import { failureMessage } from '../utils/failure-message';
import { orderActions } from '../utils/order-actions';
import { CancelOrderConfirm } from './cancel-order-confirm';
import { NoteModal, ShipModal } from './action-modals';
import { OrderActionsBar } from './order-actions-bar';
import { RefundModal, type RefundDraft } from './refund-modal';
import { cashQuestion, deliverQuestion, refundQuestion, refundTargets } from '../utils/money-questions';
import { Card } from './order-card';
import { CustomerCard } from './order-customer-card';
import { DocumentsCard } from './order-documents-card';
import { LinesCard } from './order-lines-card';
import { NotificationsCard } from './order-notifications-card';
import { PaymentsCard } from './order-payments-card';
import { ReturnItem } from './order-return-item';
import { AttentionBanner, AttentionMarker } from './order-markers';

type Dialog =
  | { kind: 'ship' }
  | { kind: 'cancel' }
  | { kind: 'resolve' }
  | { kind: 'reject'; returnId: number }
  | { kind: 'deliver' }
  | { kind: 'cash' }
  | { kind: 'rto' }
  /**
   * `key` is the refund's Idempotency-Key, made once when the form opens and kept through its confirmation;
   * `draft` is what was entered, kept when going back from the confirmation to the form.
   */
  | { kind: 'refund'; key: string; returnId?: number | undefined; draft?: RefundDraft }
  | { kind: 'confirm-refund'; key: string; returnId?: number | undefined; draft: RefundDraft };

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
  const rto = useReturnToOrigin(orderId);
  // Only the buttons the role allows (docs/product/admin.md#what-each-role-sees).
  const { can } = useAdminAccess();
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
  const actions = orderActions(detail, can);
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
        <OrderActionsBar
          detail={detail}
          actions={actions}
          busy={busy}
          pending={pending}
          cashCollected={cashCollected}
          onCashCollectedChange={setCashCollected}
          onPack={() => moveTo('Packed', 'packed')}
          onShip={() => open({ kind: 'ship' })}
          onDeliver={() =>
            deliverQuestion(detail, cashCollected) ? open({ kind: 'deliver' }) : moveTo('Delivered', 'delivered')
          }
          onRecordCash={() => open({ kind: 'cash' })}
          onRefund={() => open({ kind: 'refund', key: newKey() })}
          onCancel={() => open({ kind: 'cancel' })}
          onReturnToOrigin={() => open({ kind: 'rto' })}
        />
      </div>

      {detail.needs_attention && (
        <AttentionBanner
          detail={detail}
          actions={actions}
          busy={busy}
          onRefund={() => open({ kind: 'refund', key: newKey() })}
          onResolve={() => open({ kind: 'resolve' })}
        />
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
                    can={can}
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
                    onRefund={() => open({ kind: 'refund', key: newKey(), returnId: ret.return_id })}
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
      {dialog?.kind === 'rto' && (
        <RtoModal
          orderId={orderId}
          busy={busy}
          error={dialogError}
          onClose={close}
          onSubmit={(reason) =>
            void run('rto', () => rto.mutateAsync(reason), `Order #${orderId} is returned to origin.`)
          }
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelOrderConfirm
          detail={detail}
          onClose={close}
          onConfirm={(toStoreCredit) =>
            run(
              'Cancelled',
              () => move.mutateAsync({ status: 'Cancelled', ...(toStoreCredit ? { to_store_credit: true } : {}) }),
              `Order #${orderId} is cancelled.`,
            )
          }
        />
      )}
      {dialog?.kind === 'refund' && (
        <RefundModal
          orderId={orderId}
          refundable={detail.refundable_amount}
          targets={refundTargets(detail)}
          returnId={dialog.returnId}
          draft={dialog.draft}
          error={dialogError}
          onClose={close}
          onReview={(draft) => open({ ...dialog, kind: 'confirm-refund', draft })}
        />
      )}
      {dialog?.kind === 'confirm-refund' && (
        <ConfirmDialog
          title="Confirm the refund"
          confirmLabel={`Refund ${formatRupees(dialog.draft.amount)}`}
          cancelLabel="Back"
          // Back (or Escape) returns to the form as it was; after the refund, run() has already closed the dialog.
          onClose={() => setDialog((now) => (now?.kind === 'confirm-refund' ? { ...now, kind: 'refund' } : now))}
          onConfirm={() => {
            const { target, amount, reason, toStoreCredit } = dialog.draft;
            const input = {
              amount,
              reason,
              ...(target.returnId ? { return_id: target.returnId } : {}),
              ...(toStoreCredit ? { to_store_credit: true } : {}),
            };
            return run(
              'refund',
              () => refund.mutateAsync({ input, key: dialog.key }),
              `${formatRupees(amount)} refunded on order #${orderId}.`,
            );
          }}
        >
          {refundQuestion(orderId, dialog.draft.amount, dialog.draft.target)}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'deliver' && (
        <ConfirmDialog
          title={`Mark order #${orderId} delivered`}
          confirmLabel={`Record ${formatRupees(detail.total_amount)} and mark delivered`}
          cancelLabel="Not yet"
          onClose={close}
          onConfirm={() =>
            run(
              'Delivered',
              () => move.mutateAsync({ status: 'Delivered', cash_collected: true }),
              `Order #${orderId} is delivered.`,
            )
          }
        >
          {deliverQuestion(detail, true)}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'cash' && (
        <ConfirmDialog
          title={`Record the cash of order #${orderId}`}
          confirmLabel={`Record ${formatRupees(detail.total_amount)}`}
          cancelLabel="Not yet"
          onClose={close}
          onConfirm={() =>
            run('cash', () => collect.mutateAsync(undefined), `Cash recorded as collected for order #${orderId}.`)
          }
        >
          {cashQuestion(detail)}
        </ConfirmDialog>
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
