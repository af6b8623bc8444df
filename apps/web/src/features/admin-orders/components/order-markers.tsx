import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { Button } from '@/components/ui/button';
import type { OrderAction } from '../utils/order-actions';

/** The small flags of an order row: a stock shortfall to look at, and return requests waiting. */
export function AttentionMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-red-700">
      <span aria-hidden="true">!</span> Needs attention
    </span>
  );
}

export function ReturnsMarker({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-800">
      {count === 1 ? '1 open return' : `${count} open returns`}
    </span>
  );
}

interface AttentionBannerProps {
  detail: Pick<AdminOrderDetail, 'stock_shortfall'>;
  actions: OrderAction[];
  busy: boolean;
  onRefund: () => void;
  onResolve: () => void;
}

/** The order page's banner for an order that needs attention, with what can be done about it. */
export function AttentionBanner({ detail, actions, busy, onRefund, onResolve }: AttentionBannerProps) {
  return (
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
          <Button size="sm" variant="outline" disabled={busy} onClick={onRefund}>
            Refund order
          </Button>
        )}
        {actions.includes('resolve') && (
          <Button size="sm" variant="dark" disabled={busy} onClick={onResolve}>
            Mark resolved
          </Button>
        )}
      </div>
    </div>
  );
}
