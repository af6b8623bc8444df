import { formatDay, formatTime } from '@/lib/dates';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import type { AdminOrderDetail, ReturnView } from '@store/shared/schemas/merchant';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { OrderTimeline } from '@/components/order-timeline';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
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
import { addressLines, attributeText } from '../utils/format';
import { cancelWarning, orderActions, returnActions, returnRefundPrefill } from '../utils/order-actions';
import { NoteModal, RefundModal, ShipModal } from './action-modals';
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

function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="text-sm font-bold tracking-wider text-ink uppercase">{title}</h2>
        {actions}
      </div>
      <div className="px-4 py-3">{children}</div>
    </section>
  );
}

const returnTone: Record<ReturnView['status'], string> = {
  Requested: 'border-amber-400 text-amber-800',
  Accepted: 'border-sky-400 text-sky-800',
  Received: 'border-indigo-400 text-indigo-800',
  Rejected: 'border-red-300 text-red-700',
  Refunded: 'border-line text-ink-soft',
  Exchanged: 'border-success/30 text-success',
};

function Pill({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full border bg-white px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${tone}`}
    >
      {children}
    </span>
  );
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
  const invoiceReady = detail.invoice_number !== null || detail.payment_status !== 'Unpaid';

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
          <Card title="Documents">
            <div className="flex flex-wrap gap-2">
              {invoiceReady ? (
                <Link
                  to={`/ManageOrders/${orderId}/Invoice`}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses('outline', 'sm')}
                >
                  Invoice{detail.invoice_number ? ` ${detail.invoice_number}` : ''}
                </Link>
              ) : (
                <p className="text-sm text-muted">The invoice is made once the order is paid.</p>
              )}
              <Link
                to={`/ManageOrders/${orderId}/PackingSlip`}
                target="_blank"
                rel="noopener"
                className={buttonClasses('outline', 'sm')}
              >
                Packing slip
              </Link>
            </div>
            {detail.carrier && (
              <p className="mt-3 text-sm text-ink-soft">
                Shipped with <strong className="text-ink">{detail.carrier}</strong>
                {detail.tracking_number && <>, tracking {detail.tracking_number}</>}
              </p>
            )}
          </Card>
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

function LinesCard({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Card title="Items">
      <ul className="divide-y divide-line">
        {detail.lines.map((line) => {
          const attributes = attributeText(line.attributes);
          return (
            <li key={line.order_item_id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <img
                src={line.productImage ?? PLACEHOLDER_IMAGE}
                width={240}
                height={320}
                alt={`${line.brand_name} ${line.productName}`}
                loading="lazy"
                className="aspect-[3/4] w-16 shrink-0 rounded bg-canvas object-cover"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-bold text-ink">{line.brand_name}</p>
                <p className="text-ink-soft">{line.productName}</p>
                <p className="mt-1 text-xs text-muted">
                  SKU: {line.sku ?? '—'}
                  {attributes && ` · ${attributes}`}
                </p>
                {line.returned_quantity > 0 && (
                  <p className="mt-1 text-xs font-semibold text-amber-800">Returned: {line.returned_quantity}</p>
                )}
              </div>
              <div className="shrink-0 text-right text-sm">
                <p className="font-bold text-ink tabular-nums">{formatRupees(line.price * line.quantity)}</p>
                <p className="text-xs text-muted tabular-nums">
                  {line.quantity} × {formatRupees(line.price)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {(detail.discount_amount ?? 0) > 0 && (
        <p className="mt-3 flex justify-between border-t border-line pt-3 text-sm text-ink-soft">
          <span>Coupon {detail.coupon_code}</span>
          <span className="text-success tabular-nums">-{formatRupees(detail.discount_amount!)}</span>
        </p>
      )}
      <p className="mt-3 flex justify-between border-t border-line pt-3 text-sm font-bold text-ink">
        <span>Total</span>
        <span className="tabular-nums">{formatRupees(detail.total_amount)}</span>
      </p>
    </Card>
  );
}

function CustomerCard({ detail }: { detail: AdminOrderDetail }) {
  const address = addressLines(detail.shipping_address);
  return (
    <>
      <Card title="Customer">
        <p className="text-sm font-bold text-ink">
          <Link to={`/Customers/${detail.customer.user_id}`} className="text-brand hover:underline">
            {detail.customer.name || detail.customer.email}
          </Link>
        </p>
        <p className="text-sm text-ink-soft">
          <a href={`mailto:${detail.customer.email}`} className="hover:underline">
            {detail.customer.email}
          </a>
        </p>
        {detail.customer.phone && (
          <p className="text-sm text-ink-soft">
            <a href={`tel:${detail.customer.phone}`} className="hover:underline">
              {detail.customer.phone}
            </a>
          </p>
        )}
      </Card>
      <Card title="Shipping address">
        {address.lines.length === 0 && !address.name ? (
          <p className="text-sm text-muted">No address on this order.</p>
        ) : (
          <address className="text-sm text-ink-soft not-italic">
            {address.name && <p className="font-bold text-ink">{address.name}</p>}
            {address.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {address.phone && <p>Phone: {address.phone}</p>}
          </address>
        )}
      </Card>
    </>
  );
}

interface ReturnItemProps {
  ret: ReturnView;
  detail: AdminOrderDetail;
  busy: boolean;
  pending: string | null;
  onAccept: () => void;
  onReject: () => void;
  onReceive: () => void;
  onRefund: () => void;
  onExchange: () => void;
}

function ReturnItem({
  ret,
  detail,
  busy,
  pending,
  onAccept,
  onReject,
  onReceive,
  onRefund,
  onExchange,
}: ReturnItemProps) {
  const actions = returnActions(ret, detail);
  const saving = pending === `return-${ret.return_id}`;
  const prefill = returnRefundPrefill(detail, ret);
  const destination = ret.refund_destination ? Object.entries(ret.refund_destination) : [];
  return (
    <li aria-label={`Return #${ret.return_id}`} className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-bold text-ink">
          {ret.kind === 'exchange' ? 'Exchange' : 'Return'} #{ret.return_id}
        </p>
        <Pill tone={returnTone[ret.status]}>{ret.status}</Pill>
        <span className="text-xs text-muted">{formatTime(ret.created_at)}</span>
      </div>
      <p className="mt-1 text-sm text-ink-soft">Reason: {ret.reason}</p>
      {ret.admin_note && <p className="text-sm text-ink-soft">Note: {ret.admin_note}</p>}
      <ul className="mt-1 list-disc pl-5 text-sm text-ink-soft">
        {ret.items.map((item) => {
          const line = detail.lines.find((candidate) => candidate.order_item_id === item.order_item_id);
          return (
            <li key={item.order_item_id}>
              {item.quantity} × {line ? `${line.brand_name} ${line.productName}` : `item ${item.order_item_id}`}
              {line?.sku && <span className="text-muted"> ({line.sku})</span>}
            </li>
          );
        })}
      </ul>
      {ret.exchange && (
        <p className="mt-1 text-sm text-ink-soft">
          Send instead: {attributeText(ret.exchange.attributes) || `variation ${ret.exchange.productvariation_id}`}
        </p>
      )}
      {destination.length > 0 && (
        <p className="mt-1 text-xs text-muted">
          Refund to: {destination.map(([key, value]) => `${key.replace(/_/g, ' ')} ${value}`).join(' · ')}
        </p>
      )}
      {ret.status === 'Received' && actions.includes('refund') && (
        <p className="mt-1 text-xs text-muted">
          Items’ value {formatRupees(prefill.amount)}
          {prefill.capped && ' (capped at what is still refundable)'}
        </p>
      )}
      {actions.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {actions.includes('accept') && (
            <Button size="sm" disabled={busy} aria-busy={saving || undefined} onClick={onAccept}>
              Accept return
            </Button>
          )}
          {actions.includes('reject') && (
            <Button size="sm" variant="outline" disabled={busy} onClick={onReject}>
              Reject return
            </Button>
          )}
          {actions.includes('receive') && (
            <Button size="sm" disabled={busy} aria-busy={saving || undefined} onClick={onReceive}>
              Mark received
            </Button>
          )}
          {actions.includes('refund') && (
            <Button size="sm" disabled={busy} onClick={onRefund}>
              Refund
            </Button>
          )}
          {actions.includes('exchange') && (
            <Button size="sm" variant="outline" disabled={busy} aria-busy={saving || undefined} onClick={onExchange}>
              Mark exchanged
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

const cell = 'px-2 py-2 align-top first:pl-0 last:pr-0';
const head = 'px-2 py-2 text-xs font-bold tracking-wide text-ink-soft uppercase first:pl-0 last:pr-0';
// On phones the two record tables keep their first columns and carry the rest inside them, as one more line: the
// cells after `wide` are not shown there, and `phoneLine` is shown only there.
const wide = 'max-sm:hidden';
const phoneLine = 'mt-1 block text-xs sm:hidden';

function PaymentsCard({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Card title="Payments and refunds">
      {detail.payment_method === 'cod' && (
        <p className="mb-3 text-sm text-ink" data-testid="cash-on-delivery">
          Cash on delivery ·{' '}
          {detail.cash_collected_at
            ? `cash collected ${formatTime(detail.cash_collected_at)}`
            : detail.payment_status === 'CashDue'
              ? 'cash due on delivery'
              : 'no cash collected'}
        </p>
      )}
      {detail.payments.length === 0 && detail.refunds.length === 0 ? (
        <p className="text-sm text-muted">
          {detail.payment_method === 'cod' ? 'No online payment: cash on delivery.' : 'No payment yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:min-w-[520px]">
            <caption className="sr-only">Payments and refunds</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={head}>
                  Date
                </th>
                <th scope="col" className={head}>
                  What
                </th>
                <th scope="col" className={`${head} ${wide} text-right`}>
                  Amount
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Status
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Reference
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.payments.map((payment) => (
                <tr key={`p${payment.payment_id}`} className="border-b border-line last:border-b-0">
                  <td className={`${cell} sm:whitespace-nowrap`}>{formatTime(payment.payment_date)}</td>
                  <td className={cell}>
                    Payment ({payment.payment_method})
                    <span className={`${phoneLine} text-ink`}>
                      <strong className="tabular-nums">{formatRupees(payment.payment_amount)}</strong> ·{' '}
                      {payment.status}
                    </span>
                  </td>
                  <td className={`${cell} ${wide} text-right tabular-nums`}>{formatRupees(payment.payment_amount)}</td>
                  <td className={`${cell} ${wide}`}>{payment.status}</td>
                  <td className={`${cell} ${wide} break-all text-xs text-muted`}>{payment.razorpay_payment_id}</td>
                </tr>
              ))}
              {detail.refunds.map((item) => (
                <tr key={`r${item.refund_id}`} className="border-b border-line last:border-b-0">
                  <td className={`${cell} sm:whitespace-nowrap`}>{formatTime(item.created_at)}</td>
                  <td className={cell}>
                    Refund{item.return_id ? ` (return #${item.return_id})` : ''}
                    <span className="block text-xs text-muted">{item.reason}</span>
                    <span className={`${phoneLine} text-ink`}>
                      <strong className="tabular-nums">−{formatRupees(item.amount)}</strong> ·{' '}
                      <RefundStatus refund={item} />
                      <span className="mt-1 block">
                        <RefundReference refund={item} />
                      </span>
                    </span>
                  </td>
                  <td className={`${cell} ${wide} text-right tabular-nums`}>−{formatRupees(item.amount)}</td>
                  <td className={`${cell} ${wide}`}>
                    <RefundStatus refund={item} />
                  </td>
                  <td className={`${cell} ${wide} text-xs`}>
                    <RefundReference refund={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-ink-soft">
        Still refundable: <strong className="text-ink">{formatRupees(detail.refundable_amount)}</strong>
      </p>
    </Card>
  );
}

type RefundRow = AdminOrderDetail['refunds'][number];

function RefundStatus({ refund }: { refund: RefundRow }) {
  return (
    <>
      {refund.status}
      {refund.failure_reason && <span className="block text-xs text-red-700">{refund.failure_reason}</span>}
    </>
  );
}

/** The refund's credit note, once it has one; else the provider's refund id or the method. */
function RefundReference({ refund }: { refund: RefundRow }) {
  return refund.credit_note_number ? (
    <Link
      to={`/CreditNote/${refund.refund_id}`}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand hover:underline"
    >
      Credit note {refund.credit_note_number}
    </Link>
  ) : (
    <span className="break-all text-muted">{refund.provider_refund_id ?? refund.method}</span>
  );
}

const notificationTone = { Pending: 'text-amber-800', Sent: 'text-success', Failed: 'text-red-700' } as const;

function NotificationsCard({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Card title="Messages sent">
      {detail.notifications.length === 0 ? (
        <p className="text-sm text-muted">No messages for this order.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:min-w-[560px]">
            <caption className="sr-only">Messages sent</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={head}>
                  Channel
                </th>
                <th scope="col" className={head}>
                  Recipient
                </th>
                <th scope="col" className={head}>
                  Subject
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Status
                </th>
                <th scope="col" className={`${head} ${wide} text-right`}>
                  Attempts
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.notifications.map((note) => (
                <tr key={note.notification_id} className="border-b border-line last:border-b-0">
                  <td className={`${cell} uppercase`}>{note.channel}</td>
                  <td className={`${cell} break-all`}>{note.recipient}</td>
                  <td className={cell}>
                    {note.subject ?? note.kind}
                    <span className="block text-xs text-muted">{formatDay(note.created_at)}</span>
                    <span className={`${phoneLine} font-semibold ${notificationTone[note.status]}`}>
                      {note.status} · {note.attempts} {note.attempts === 1 ? 'attempt' : 'attempts'}
                      {note.last_error && (
                        <span className="block font-normal break-words text-red-700">{note.last_error}</span>
                      )}
                    </span>
                  </td>
                  <td className={`${cell} ${wide} font-semibold ${notificationTone[note.status]}`}>
                    {note.status}
                    {note.last_error && (
                      <span className="block text-xs font-normal break-words text-red-700">{note.last_error}</span>
                    )}
                  </td>
                  <td className={`${cell} ${wide} text-right tabular-nums`}>{note.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
