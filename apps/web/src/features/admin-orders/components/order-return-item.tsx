import { formatTime } from '@/lib/dates';
import { formatRupees } from '@store/shared/money';
import type { AdminOrderDetail, ReturnView } from '@store/shared/schemas/merchant';
import { Button } from '@/components/ui/button';
import { attributeText } from '../utils/format';
import { returnActions, returnRefundPrefill, type Can } from '../utils/order-actions';
import { Pill } from './order-card';

const returnTone: Record<ReturnView['status'], string> = {
  Requested: 'border-amber-400 text-amber-800',
  Accepted: 'border-sky-400 text-sky-800',
  Received: 'border-indigo-400 text-indigo-800',
  Rejected: 'border-red-300 text-red-700',
  Refunded: 'border-line text-ink-soft',
  Exchanged: 'border-success/30 text-success',
};

interface ReturnItemProps {
  ret: ReturnView;
  detail: AdminOrderDetail;
  /** The staff member's permissions: only the buttons the role allows are shown. */
  can: Can;
  busy: boolean;
  pending: string | null;
  onAccept: () => void;
  onReject: () => void;
  onReceive: () => void;
  onRefund: () => void;
  onExchange: () => void;
}

export function ReturnItem({
  ret,
  detail,
  can,
  busy,
  pending,
  onAccept,
  onReject,
  onReceive,
  onRefund,
  onExchange,
}: ReturnItemProps) {
  const actions = returnActions(ret, detail, can);
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
          Refund to:{' '}
          {destination
            .map(([key, value]) => (value === true ? key.replace(/_/g, ' ') : `${key.replace(/_/g, ' ')} ${value}`))
            .join(' · ')}
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
              Refund return
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
