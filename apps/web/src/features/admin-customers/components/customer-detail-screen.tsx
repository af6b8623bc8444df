import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import type { AdminCustomerDetail } from '@store/shared/schemas/customers';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { BackIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCustomer } from '../api/customers';
import { shortDate } from '../utils/format';
import { StoreCreditCard } from './store-credit-card';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4">
      <h2 className="mb-3 text-xs font-bold tracking-widest text-ink-soft uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Addresses({ addresses }: { addresses: AdminCustomerDetail['addresses'] }) {
  if (addresses.length === 0) return <p className="text-sm text-muted">No saved address.</p>;
  return (
    <ul className="space-y-3">
      {addresses.map((address) => (
        <li key={address.useraddress_id} className="text-sm">
          <p className="font-bold text-ink">
            {[address.first_name, address.last_name].filter(Boolean).join(' ')}
            {address.is_default && <span className="ml-2 text-xs font-semibold text-brand">Default</span>}
          </p>
          <p className="text-ink-soft">
            {[address.house_number, address.street_number, address.landmark].filter(Boolean).join(', ')}
          </p>
          <p className="text-ink-soft">
            {address.city}, {address.state} - {address.postal_code}
          </p>
          <p className="text-ink-soft">Mobile: {address.phone}</p>
        </li>
      ))}
    </ul>
  );
}

function RecentOrders({ orders }: { orders: AdminCustomerDetail['recent_orders'] }) {
  if (orders.length === 0) return <p className="text-sm text-muted">No orders yet.</p>;
  return (
    <ul className="divide-y divide-line">
      {orders.map((order) => (
        <li key={order.order_id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
          <div>
            <Link to={`/ManageOrders/${order.order_id}`} className="font-bold text-brand hover:underline">
              Order #{order.order_id}
            </Link>
            <p className="text-xs text-ink-soft">
              {shortDate(order.order_date)} · {order.items} {order.items === 1 ? 'item' : 'items'} ·{' '}
              {formatRupees(order.total_amount)}
              {order.refunded_amount > 0 && ` · ${formatRupees(order.refunded_amount)} refunded`}
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
            {order.needs_attention && (
              <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-700">
                Needs attention
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /Customers/{id}: who the customer is, where they ship to and their latest orders (docs/product/admin.md#customers). */
export function CustomerDetailScreen({ id }: { id: number }) {
  const customer = useCustomer(id);
  if (customer.isPending) return <Spinner label="Loading customer" />;
  if (customer.isError) {
    return (
      <div className="rounded-lg border border-line bg-white px-4 py-10 text-center">
        <p role="alert" className="font-semibold text-red-700">
          {customer.error instanceof ApiError && customer.error.status === 404
            ? 'This customer does not exist.'
            : customer.error instanceof ApiError
              ? customer.error.message
              : 'Could not load the customer.'}
        </p>
        <Link to="/Customers" className="mt-4 inline-block font-semibold text-brand hover:underline">
          All customers
        </Link>
      </div>
    );
  }
  const data = customer.data;
  return (
    <div>
      <title>{`${data.name || data.email} · Customers · Admin`}</title>
      <Link to="/Customers" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <BackIcon className="size-4" /> Customers
      </Link>
      <h1 className="mt-2 mb-4 text-xl font-bold text-ink">{data.name || data.email}</h1>
      <div className="grid gap-4 lg:grid-cols-[340px_1fr]">
        <div className="space-y-4">
          <Card title="Details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-ink-soft">Email</dt>
              <dd className="break-all text-ink">
                {data.email}{' '}
                <span className={data.email_verified ? 'text-xs text-success' : 'text-xs text-amber-800'}>
                  ({data.email_verified ? 'verified' : 'not verified'})
                </span>
              </dd>
              <dt className="text-ink-soft">Phone</dt>
              <dd className="text-ink">{data.phone ?? '—'}</dd>
              <dt className="text-ink-soft">Customer since</dt>
              <dd className="text-ink">{shortDate(data.created_at)}</dd>
              <dt className="text-ink-soft">Orders</dt>
              <dd className="text-ink">{data.orders}</dd>
              <dt className="text-ink-soft">Spent</dt>
              <dd className="font-bold text-ink">{formatRupees(data.spent)}</dd>
              <dt className="text-ink-soft">Last order</dt>
              <dd className="text-ink">{shortDate(data.last_order_at)}</dd>
            </dl>
          </Card>
          <Card title="Store credit">
            <StoreCreditCard customerId={data.user_id} balance={data.store_credit} />
          </Card>
          <Card title="Addresses">
            <Addresses addresses={data.addresses} />
          </Card>
        </div>
        <Card title="Recent orders">
          <RecentOrders orders={data.recent_orders} />
          {data.orders > data.recent_orders.length && (
            <Link
              to={`/ManageOrders?q=${encodeURIComponent(data.email)}`}
              className="mt-3 inline-block text-sm font-semibold text-brand hover:underline"
            >
              All {data.orders} orders
            </Link>
          )}
        </Card>
      </div>
    </div>
  );
}
