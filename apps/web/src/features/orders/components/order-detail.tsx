import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@store/shared/messages';
import { formatRupees } from '@store/shared/money';
import type { OrderView } from '@store/shared/schemas/orders';
import { buttonClasses } from '@/components/ui/button';
import { BackIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/stores/auth';
import { shippingAddressOf, useOrders } from '../api/orders';
import { findOrder, orderDate, orderTotals, ordersFromState } from '../utils/order-view';
import { OrderLine } from './order-line';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="self-start rounded-lg border border-line bg-white p-4">
      <h2 className="mb-3 text-xs font-bold tracking-widest text-ink-soft uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Summary({ order }: { order: OrderView }) {
  const { listTotal, saved } = orderTotals(order.orderitemss);
  const row = 'flex justify-between text-sm';
  return (
    <Block title="Order Summary">
      <dl className="space-y-2">
        <div className={row}>
          <dt className="text-ink-soft">Item total</dt>
          <dd className="text-ink">{formatRupees(listTotal)}</dd>
        </div>
        {saved > 0 && (
          <div className={row}>
            <dt className="text-ink-soft">Discount</dt>
            <dd className="text-success">-{formatRupees(saved)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-ink-soft">Shipping</dt>
          <dd className="font-semibold text-success">Free</dd>
        </div>
        <div className={`${row} border-t border-line pt-2 text-base font-bold`}>
          <dt className="text-ink">Order Total</dt>
          <dd className="text-ink" data-testid="order-total">
            {formatRupees(order.total_amount)}
          </dd>
        </div>
      </dl>
    </Block>
  );
}

function Shipping({ order }: { order: OrderView }) {
  const address = shippingAddressOf(order);
  if (!address) return null;
  const lines = [
    [address.house_number, address.street_number].filter(Boolean).join(', '),
    address.landmark,
    [address.country, address.city].filter(Boolean).join(', '),
    [address.state, address.postal_code].filter(Boolean).join(' - '),
  ].filter(Boolean);
  return (
    <Block title="Shipping Address">
      <p className="text-sm font-bold text-ink">{[address.first_name, address.last_name].filter(Boolean).join(' ')}</p>
      {lines.map((line) => (
        <p key={line} className="text-sm text-ink-soft">
          {line}
        </p>
      ))}
      {address.phone && <p className="mt-1 text-sm text-ink-soft">Mobile: {address.phone}</p>}
    </Block>
  );
}

/**
 * From the list passed in navigation state, or fetched when the page is opened directly; 'Order not found! …'
 * for an order that is not the user's or does not exist (docs/product/checkout.md#order-detail).
 */
export function OrderDetail({ id }: { id: number }) {
  const { user } = useAuth();
  const location = useLocation();
  const fromState = findOrder(id, ordersFromState(location.state));
  const fetched = useOrders(user?.email ?? '', fromState === undefined);
  const order = fromState ?? findOrder(id, fetched.data);

  if (!order && fetched.isPending && fetched.fetchStatus !== 'idle')
    return <Spinner label="Loading order" className="min-h-[50vh]" />;
  if (!order) {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <p role="alert" className="text-lg font-bold text-ink">
          {messages.orderNotFound}
        </p>
        <Link to="/Orders" className={buttonClasses('primary', 'md', 'mt-6')}>
          Go to Orders
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-3 py-5 md:px-6 md:py-8">
      <Link to="/Orders" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <BackIcon className="size-4" /> Orders
      </Link>
      <div className="mt-3 mb-5">
        <h1 className="text-lg font-bold text-ink">Order #{order.order_id}</h1>
        <p className="text-sm text-muted">Placed on {orderDate(order.order_date)}</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_340px]">
        <Block title="Items">
          <ul className="divide-y divide-line">
            {order.orderitemss.map((item) => (
              <OrderLine key={item.order_item_id} item={item} showSku />
            ))}
          </ul>
        </Block>
        <div className="space-y-4">
          <Summary order={order} />
          <Shipping order={order} />
          <Block title="Customer">
            <p className="text-sm font-bold text-ink">{user?.name || user?.given_name}</p>
            <p className="text-sm text-ink-soft">{user?.email}</p>
          </Block>
        </div>
      </div>
    </div>
  );
}
