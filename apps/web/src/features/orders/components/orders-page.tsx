import { useState } from 'react';
import { Link } from 'react-router';
import { formatTimeLeft } from '@store/shared/countdown';
import { messages } from '@store/shared/messages';
import { formatRupees } from '@store/shared/money';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UnpaidOrderActions } from '@/components/unpaid-order-actions';
import { useTimeLeft } from '@/hooks/use-time-left';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/stores/auth';
import { useOrders } from '../api/orders';
import { itemCount, orderDate } from '../utils/order-view';
import { shopperActions, waitsForCode, type ShopperOrder } from '../utils/shopper-order';
import { AccountMenu } from './account-menu';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderLine } from './order-line';
import { OrderProgress } from './order-progress';

/** An unpaid order's time left, Pay now and Cancel (docs/product/checkout.md#orders). */
function UnpaidActions({ order, onCancel }: { order: ShopperOrder; onCancel: () => void }) {
  const left = useTimeLeft(order.expires_at) ?? 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-amber-50 px-4 py-3">
      <p className="text-sm text-amber-950" data-testid="order-time-left">
        {left > 0 ? (
          <>
            Pay within <span className="font-mono font-bold tabular-nums">{formatTimeLeft(left)}</span> or the items go
            back to stock.
          </>
        ) : (
          'The time to pay ran out and the items went back to stock.'
        )}
      </p>
      <UnpaidOrderActions orderId={order.order_id} left={left} onCancel={onCancel} />
    </div>
  );
}

function OrderCard({
  order,
  orders,
  onCancel,
}: {
  order: ShopperOrder;
  orders: ShopperOrder[];
  onCancel: (order: ShopperOrder) => void;
}) {
  const count = itemCount(order);
  const actions = shopperActions(order);
  return (
    <li className="overflow-hidden rounded-lg border border-line bg-white" data-testid="order-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-canvas px-4 py-3">
        <div className="text-sm">
          <h2 className="font-bold text-ink">Order #{order.order_id}</h2>
          <p className="text-xs text-muted">
            Placed on {orderDate(order.order_date)} · {count} {count === 1 ? 'item' : 'items'} ·{' '}
            {formatRupees(order.total_amount)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Link
            to={`/OrderDetails/${order.order_id}`}
            state={{ orders }}
            aria-label={`View details of order ${order.order_id}`}
            className="text-xs font-bold tracking-wider text-brand uppercase hover:underline"
          >
            View details
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
        <OrderProgress order={order} />
        {order.status !== 'New' && (actions.cancel || actions.return) && (
          <div className="flex gap-2">
            {actions.return && (
              <Link
                to={`/OrderDetails/${order.order_id}`}
                state={{ orders }}
                className={buttonClasses('outline', 'sm')}
              >
                Return or exchange
              </Link>
            )}
            {actions.cancel && (
              <Button size="sm" variant="outline" onClick={() => onCancel(order)}>
                Cancel order
              </Button>
            )}
          </div>
        )}
      </div>
      {order.status === 'New' && !waitsForCode(order) && (
        <UnpaidActions order={order} onCancel={() => onCancel(order)} />
      )}
      {waitsForCode(order) && (
        <p className="border-b border-line px-4 py-3 text-sm text-ink">
          This cash on delivery order waits for the code sent to your mobile.{' '}
          <Link to={`/OrderDetails/${order.order_id}`} className="font-bold text-brand underline">
            Confirm your order
          </Link>
        </p>
      )}
      <ul className="divide-y divide-line px-4 py-3">
        {order.orderitemss.map((item) => (
          <OrderLine key={item.order_item_id} item={item} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The user's orders grouped by order, those waiting for payment first with Pay now and Cancel, each with its
 * status, payment and tracking, with the account side menu (docs/product/checkout.md#orders).
 */
export function OrdersPage() {
  const { user } = useAuth();
  const orders = useOrders(user?.email ?? '');
  const [cancelling, setCancelling] = useState<ShopperOrder | null>(null);
  const [notice, showNotice] = useTimedMessage(6000);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-5 md:flex-row md:gap-8 md:px-6 md:py-8">
      <AccountMenu />
      <section className="min-w-0 flex-1" aria-labelledby="orders-heading">
        <h1 id="orders-heading" className="mb-4 text-lg font-bold text-ink">
          Orders &amp; Returns
        </h1>
        {notice && (
          <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
            {notice}
          </p>
        )}
        {orders.isPending ? (
          <Spinner label="Loading orders" />
        ) : orders.isError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {orders.error instanceof ApiError && orders.error.code === 'EMAIL_NOT_VERIFIED'
              ? messages.emailNotVerified
              : 'Could not load your orders. Please try again.'}
          </p>
        ) : orders.data.length === 0 ? (
          <div className="rounded-lg border border-dashed border-ink/25 bg-white px-6 py-14 text-center">
            <p className="text-lg font-bold text-ink">{messages.noOrders}</p>
            <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
              Continue Shopping
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {orders.data.map((order) => (
              <OrderCard key={order.order_id} order={order} orders={orders.data} onCancel={setCancelling} />
            ))}
          </ul>
        )}
        {cancelling && (
          <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} onCancelled={showNotice} />
        )}
      </section>
    </div>
  );
}
