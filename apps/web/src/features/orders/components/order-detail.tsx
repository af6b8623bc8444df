import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@store/shared/messages';
import { formatRupees } from '@store/shared/money';
import type { OrderView } from '@store/shared/schemas/orders';
import { OrderTimeline } from '@/components/order-timeline';
import { summaryMoney } from '@/components/price-summary';
import { Button, buttonClasses } from '@/components/ui/button';
import { BackIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/stores/auth';
import { shippingAddressOf, useOrderDetail } from '../api/orders';
import { findOrder, orderDate, orderTotals, ordersFromState } from '../utils/order-view';
import { shopperActions, waitsForCode, type ShopperOrder } from '../utils/shopper-order';
import { CodConfirmBox } from '@/components/cod-confirm-box';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderLine } from './order-line';
import { OrderProgress, RefundList, ReturnList } from './order-progress';
import { ReturnForm } from './return-form';

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
        {(order.discount_amount ?? 0) > 0 && (
          <div className={row}>
            <dt className="text-ink-soft">Coupon {order.coupon_code}</dt>
            <dd className="text-success" data-testid="order-coupon-discount">
              -{formatRupees(order.discount_amount!)}
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-ink-soft">Shipping</dt>
          <dd className="font-semibold text-success">Free</dd>
        </div>
        {(order.cod_fee ?? 0) > 0 && (
          <div className={row}>
            <dt className="text-ink-soft">COD Fee</dt>
            <dd className="text-ink" data-testid="order-cod-fee">
              {summaryMoney(order.cod_fee!)}
            </dd>
          </div>
        )}
        <div className={`${row} border-t border-line pt-2 text-base font-bold`}>
          <dt className="text-ink">Order Total</dt>
          <dd className="text-ink" data-testid="order-total">
            {formatRupees(order.total_amount)}
          </dd>
        </div>
        {(order.store_credit_used ?? 0) > 0 && (
          <>
            <div className={row}>
              <dt className="text-ink-soft">Store credit</dt>
              <dd className="text-success" data-testid="order-store-credit">
                −{formatRupees(order.store_credit_used!)}
              </dd>
            </div>
            <div className={`${row} font-bold`}>
              <dt className="text-ink">
                {order.payment_method === 'cod' ? 'Cash on delivery' : 'Paid by card or UPI'}
              </dt>
              <dd className="text-ink" data-testid="order-paid-amount">
                {formatRupees(order.paid_amount ?? order.total_amount - order.store_credit_used!)}
              </dd>
            </div>
          </>
        )}
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

/** The actions the order offers now, with their dialogs (docs/product/checkout.md#order-detail). */
function Actions({ order, onNotice }: { order: ShopperOrder; onNotice: (message: string) => void }) {
  const [open, setOpen] = useState<'cancel' | 'return' | null>(null);
  const actions = shopperActions(order);
  if (!actions.cancel && !actions.invoice && !actions.creditNote && !actions.return) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="order-actions">
      {order.status === 'New' && !waitsForCode(order) && (
        <Link to={`/Payment?order=${order.order_id}`} className={buttonClasses('primary', 'sm')}>
          Pay now
        </Link>
      )}
      {actions.return && (
        <Button size="sm" onClick={() => setOpen('return')}>
          Return or exchange
        </Button>
      )}
      {actions.invoice && (
        <Link to={`/OrderDetails/${order.order_id}/Invoice`} className={buttonClasses('outline', 'sm')}>
          Download invoice
        </Link>
      )}
      {actions.creditNote && (
        <Link to={`/OrderDetails/${order.order_id}/CreditNote`} className={buttonClasses('outline', 'sm')}>
          Credit note {actions.creditNote}
        </Link>
      )}
      {actions.cancel && (
        <Button size="sm" variant="outline" onClick={() => setOpen('cancel')}>
          Cancel order
        </Button>
      )}
      {actions.returnUntil && (
        <p className="w-full text-xs text-ink-soft">
          Returns and exchanges until {orderDate(actions.returnUntil.toISOString())}.
        </p>
      )}
      {open === 'cancel' && <CancelOrderDialog order={order} onClose={() => setOpen(null)} onCancelled={onNotice} />}
      {open === 'return' && (
        <ReturnForm
          order={order}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onNotice(message);
          }}
        />
      )}
    </div>
  );
}

/**
 * GET /Order/{id}/detail, showing the list's copy (passed in navigation state) while it loads; 'Order not
 * found! …' for an order that is not the user's or does not exist (docs/product/checkout.md#order-detail).
 */
export function OrderDetail({ id }: { id: number }) {
  const { user } = useAuth();
  const location = useLocation();
  const fromState = findOrder(id, ordersFromState(location.state)) as ShopperOrder | undefined;
  const detail = useOrderDetail(id, fromState);
  const [notice, showNotice] = useTimedMessage(8000);
  const order = detail.data;

  if (!order && detail.isPending && detail.fetchStatus !== 'idle')
    return <Spinner label="Loading order" className="min-h-[50vh]" />;
  if (!order) {
    const missing = !(detail.error instanceof ApiError) || [400, 403, 404].includes(detail.error.status);
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <p role="alert" className="text-lg font-bold text-ink">
          {missing ? messages.orderNotFound : 'Could not load the order. Please try again.'}
        </p>
        <Link to="/Orders" className={buttonClasses('primary', 'md', 'mt-6')}>
          Go to Orders
        </Link>
      </section>
    );
  }
  const lineName = (itemId: number) => {
    const line = order.orderitemss.find((item) => item.order_item_id === itemId);
    return line ? `${line.brand_name} ${line.productName}` : `item ${itemId}`;
  };

  return (
    <div className="mx-auto max-w-6xl px-3 py-5 md:px-6 md:py-8">
      <Link to="/Orders" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <BackIcon className="size-4" /> Orders
      </Link>
      <div className="mt-3 mb-5 flex flex-col gap-3">
        <div>
          <h1 className="text-lg font-bold text-ink">Order #{order.order_id}</h1>
          <p className="text-sm text-muted">Placed on {orderDate(order.order_date)}</p>
        </div>
        <OrderProgress order={order} />
        {notice && (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
            {notice}
          </p>
        )}
        {waitsForCode(order) && (
          <div className="max-w-md">
            <CodConfirmBox
              orderId={order.order_id}
              onConfirmed={() => {
                showNotice(`Order #${order.order_id} is confirmed.`);
                void detail.refetch();
              }}
            />
          </div>
        )}
        <Actions order={order} onNotice={showNotice} />
        {/* docs/product/legal.md#grievances */}
        <Link
          to={`/Grievance?order=${order.order_id}`}
          className="self-start text-sm font-semibold text-brand hover:underline"
        >
          Report a problem with this order
        </Link>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_340px]">
        <div className="space-y-4">
          <Block title="Items">
            <ul className="divide-y divide-line">
              {order.orderitemss.map((item) => (
                <OrderLine key={item.order_item_id} item={item} showSku />
              ))}
            </ul>
          </Block>
          {(order.returns?.length ?? 0) > 0 && (
            <Block title="Returns and exchanges">
              <ReturnList returns={order.returns ?? []} lineName={lineName} />
            </Block>
          )}
          {(order.refunds?.length ?? 0) > 0 && (
            <Block title="Refunds">
              <RefundList refunds={order.refunds ?? []} />
            </Block>
          )}
          {(order.history?.length ?? 0) > 0 && (
            <Block title="Order history">
              <OrderTimeline events={order.history ?? []} audience="shopper" />
            </Block>
          )}
        </div>
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
