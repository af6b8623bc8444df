import { Link } from 'react-router';
import { messages } from '@store/shared/messages';
import { formatRupees } from '@store/shared/money';
import type { OrderView } from '@store/shared/schemas/orders';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/stores/auth';
import { useOrders } from '../api/orders';
import { itemCount, orderDate } from '../utils/order-view';
import { AccountMenu } from './account-menu';
import { OrderLine } from './order-line';

function OrderCard({ order, orders }: { order: OrderView; orders: OrderView[] }) {
  const count = itemCount(order);
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
          <span className="rounded-full border border-success/30 bg-white px-2.5 py-0.5 text-xs font-bold text-success">
            {order.status === 'Paid' ? 'Confirmed' : order.status}
          </span>
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
      <ul className="divide-y divide-line px-4 py-3">
        {order.orderitemss.map((item) => (
          <OrderLine key={item.order_item_id} item={item} />
        ))}
      </ul>
    </li>
  );
}

/** The user's orders grouped by order, with the account side menu (docs/product/checkout.md#orders). */
export function OrdersPage() {
  const { user } = useAuth();
  const orders = useOrders(user?.email ?? '');

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-5 md:flex-row md:gap-8 md:px-6 md:py-8">
      <AccountMenu />
      <section className="min-w-0 flex-1" aria-labelledby="orders-heading">
        <h1 id="orders-heading" className="mb-4 text-lg font-bold text-ink">
          Orders &amp; Returns
        </h1>
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
              <OrderCard key={order.order_id} order={order} orders={orders.data} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
