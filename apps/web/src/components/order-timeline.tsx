import type { OrderEvent } from '@store/shared/schemas/merchant';
import { statusLabels, type OrderStatus } from '@store/shared/order-lifecycle';
import { formatTime } from '@/lib/dates';

const actorWords: Record<OrderEvent['actor'], string> = { shopper: 'You', admin: 'Store', system: 'Store' };

/** The headline of one history entry: the status it reached, or the kind of change. */
export function describeEvent(event: OrderEvent): string {
  if (event.kind === 'status' && event.to_status) {
    const to = statusLabels[event.to_status as OrderStatus] ?? event.to_status;
    return event.from_status ? to : `Order placed`;
  }
  if (event.kind === 'refund') return 'Refund';
  if (event.kind === 'return') return 'Return';
  if (event.kind === 'payment') return 'Payment';
  if (event.kind === 'stock') return 'Stock';
  return 'Note';
}

/**
 * An order's history as a vertical timeline, oldest first (docs/product/orders.md#lifecycle). The admin sees who
 * made each change; the shopper sees "You" or "Store".
 */
export function OrderTimeline({ events, audience }: { events: OrderEvent[]; audience: 'shopper' | 'admin' }) {
  if (events.length === 0) return null;
  return (
    <ol className="relative ml-2 border-l-2 border-line" aria-label="Order history">
      {events.map((event) => (
        <li key={event.event_id} className="relative mb-4 ml-5 last:mb-0">
          <span className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand" />
          <p className="text-sm font-bold text-ink">{describeEvent(event)}</p>
          {event.note && <p className="text-sm text-ink-soft">{event.note}</p>}
          <p className="text-xs text-ink-soft">
            <time dateTime={event.created_at}>{formatTime(event.created_at)}</time>
            {audience === 'admin' ? ` · ${event.actor}` : ` · ${actorWords[event.actor]}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
