import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatRupees, toRupees } from '@store/shared/money';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/stores/auth';
import { useCart } from '@/stores/cart';
import { bagOrdered } from '@/stores/cart-sync';
import { paymentOrderQuery, shopperOrdersQuery } from '../api/payment';
import { paymentTexts, usePayOrder } from '../hooks/use-pay-order';
import { bagIsOrder } from '../utils/resume';
import { OrderPlacedOverlay } from './order-placed-overlay';
import { PaymentDeadline } from './payment-deadline';
import { TestCheckoutDialog } from './test-checkout-dialog';

const stageLabels = {
  idle: 'PAY NOW',
  ordering: 'PAY NOW',
  paying: 'Waiting for payment…',
  verifying: 'Verifying payment…',
  placed: 'Order placed',
} as const;

/**
 * /Payment?order={id}: pays an order already waiting for payment (Pay now on /Orders or in the
 * UNPAID_ORDERS_LIMIT list), with its lines, total and the time left; Razorpay Checkout or the TEST MODE dialog
 * opens at once with that order's payment order (docs/product/checkout.md#payment-page).
 */
export function ResumePayment({ orderId }: { orderId: number }) {
  const { user } = useAuth();
  const cart = useCart();
  const email = user?.email ?? '';
  const paymentOrder = useQuery(paymentOrderQuery(orderId));
  const orders = useQuery(shopperOrdersQuery(email));
  const order = orders.data?.find((candidate) => candidate.order_id === orderId);
  const clearsBag = order ? bagIsOrder(cart.items, order.orderitemss) : false;
  const payment = usePayOrder({
    customer: { name: user?.name ?? '', email },
    onPlaced: () => bagOrdered(clearsBag),
  });
  const { pay } = payment;
  const opened = useRef(false);

  useEffect(() => {
    if (!paymentOrder.data || opened.current) return;
    opened.current = true;
    void pay(paymentOrder.data);
  }, [paymentOrder.data, pay]);

  if (paymentOrder.isPending) return <Spinner label="Loading order" className="min-h-[50vh]" />;
  if (paymentOrder.isError) {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <p role="alert" className="text-lg font-bold text-ink">
          {paymentOrder.error.message}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/Orders" className={buttonClasses('primary', 'md')}>
            Go to Orders
          </Link>
          <Link to="/Cart" className={buttonClasses('outline', 'md')}>
            Go to bag
          </Link>
        </div>
      </section>
    );
  }

  const reply = paymentOrder.data;
  const busy = payment.stage !== 'idle';
  return (
    <>
      <div className="mx-auto max-w-xl px-3 pt-5 pb-12 md:px-6">
        <section aria-labelledby="resume-heading" className="rounded-lg border border-line bg-white p-4">
          <h1 id="resume-heading" className="text-lg font-bold text-ink">
            Pay for order #{reply.orderid}
          </h1>
          <p className="mt-1 text-sm text-ink-soft">
            Amount to pay <span className="font-bold text-ink">{formatRupees(toRupees(reply.amount))}</span>
          </p>
          <div className="mt-4">
            <PaymentDeadline expiresAt={reply.expires_at} />
          </div>
          {order && (
            <ul className="mt-4 divide-y divide-line text-sm" aria-label="Items in this order">
              {order.orderitemss.map((item) => (
                <li key={item.order_item_id} className="flex justify-between gap-3 py-2" data-testid="resume-line">
                  <span className="min-w-0">
                    <span className="font-semibold text-ink">{item.brand_name}</span>{' '}
                    <span className="text-ink-soft">{item.productName}</span>
                    {item.attributes.length > 0 && (
                      <span className="block text-xs text-muted">
                        {item.attributes.map((attribute) => attribute.value).join(' · ')} · Qty {item.quantity}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 font-semibold text-ink">{formatRupees(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
          )}
          {payment.error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
              {payment.error}
            </p>
          )}
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Button size="lg" className="sm:flex-1" disabled={busy} onClick={() => void pay(reply)}>
              {stageLabels[payment.stage]}
            </Button>
            <Link to="/Orders" className={buttonClasses('outline', 'lg', 'sm:flex-1')}>
              Back to Orders
            </Link>
          </div>
        </section>
      </div>
      {payment.stage === 'placed' && <OrderPlacedOverlay message={paymentTexts.placed} />}
      {payment.sandboxOrder && (
        <TestCheckoutDialog
          order={payment.sandboxOrder}
          onPay={payment.payWithTestCard}
          onClose={payment.closeSandbox}
        />
      )}
    </>
  );
}
