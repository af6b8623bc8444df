import { useState, type ReactNode } from 'react';
import { deliveryByText } from '@store/shared/delivery';
import type { PaymentMethod } from '@store/shared/schemas/delivery';
import { Link } from 'react-router';
import { messages } from '@store/shared/messages';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CodConfirmBox } from '@/components/cod-confirm-box';
import { useCouponQuote } from '@/hooks/use-coupon-quote';
import { useAuth } from '@/stores/auth';
import { useCoupon } from '@/stores/coupon';
import { useCart } from '@/stores/cart';
import { bagOrdered } from '@/stores/cart-sync';
import { creditSplit } from '@store/shared/store-credit';
import { useCheckoutOptions, usePaymentConfig, useStoreCreditBalance } from '../api/payment';
import { paymentTexts, usePlaceOrder } from '../hooks/use-place-order';
import { BagLines } from './bag-lines';
import { OrderPlacedOverlay } from './order-placed-overlay';
import { PriceSummary, bagTotal, summaryMoney } from '@/components/price-summary';
import { PaymentDeadline } from './payment-deadline';
import { PaymentMethodChoice, type PhoneProofSlot } from './payment-method-choice';
import { offersStoreCredit, StoreCreditChoice } from './store-credit-choice';
import { TestCheckoutDialog } from './test-checkout-dialog';
import { UnpaidOrdersPanel } from './unpaid-orders-panel';

export interface Delivery {
  addressId: number;
  name: string;
  phone: string;
}

interface PaymentPageProps {
  /** The address the order goes to (the default one, or the one carried from /DeliveryAddress). */
  delivery: Delivery | null;
  deliveryLoading: boolean;
  /** How that address is shown (composed by the route from the address feature). */
  addressCard: ReactNode;
  /** Proving the mobile number for cash on delivery (composed by the route from the auth feature). */
  phoneProof?: PhoneProofSlot;
}

const stageLabels = {
  idle: 'PLACE ORDER',
  ordering: 'Placing order…',
  paying: 'Waiting for payment…',
  verifying: 'Verifying payment…',
  placed: 'Order placed',
} as const;

/**
 * The delivery address with CHANGE OR ADD ADDRESS, the bag's lines, the summary and PLACE ORDER (see
 * usePlaceOrder for the calls); once an order is placed, the time left to pay it; on UNPAID_ORDERS_LIMIT the
 * orders waiting for payment (docs/product/checkout.md#payment-page).
 */
export function PaymentPage({ delivery, deliveryLoading, addressCard, phoneProof }: PaymentPageProps) {
  const { user } = useAuth();
  const cart = useCart();
  const config = usePaymentConfig();
  const coupon = useCoupon();
  const { quote, refusal, checking } = useCouponQuote(coupon.code, cart.items);
  const applied = quote ? { code: quote.code, discount: quote.discount_amount } : null;
  const checkout = usePlaceOrder({
    coupon: applied,
    items: cart.items,
    addressId: delivery?.addressId,
    customer: { name: delivery?.name || user?.name || '', email: user?.email ?? '', phone: delivery?.phone },
    clearBag: () => {
      bagOrdered();
      coupon.remove();
    },
    repriceBag: cart.reprice,
  });
  const busy = checkout.stage !== 'idle';
  // A coupon still being checked, or refused now, holds the order back: the shopper decides, never a surprise price.
  const couponPending = coupon.code !== null && (checking || refusal !== null || !quote);
  // The goods, after the coupon: cash on delivery is judged on them (docs/product/checkout.md#cash-on-delivery).
  const goods = bagTotal(cart.items) - (applied?.discount ?? 0);
  // Store credit (docs/product/checkout.md#store-credit): offered with a balance, never ticked for the shopper.
  const balance = useStoreCreditBalance(user?.email ?? '').data;
  const [creditTicked, setCreditTicked] = useState(false);
  const useCredit = creditTicked && offersStoreCredit(balance);
  // Credit that pays the goods in full leaves nothing for cash, so no payment method and no COD fee.
  const goodsRest = creditSplit(goods, balance ?? 0, useCredit).rest;
  // Cash on delivery is judged on the cash due, after the credit (the server adds its fee); the delivery line and
  // address check come with it.
  const options = useCheckoutOptions(delivery?.addressId, goodsRest, delivery !== null && cart.items.length > 0);
  const [chosen, setChosen] = useState<PaymentMethod>('razorpay');
  // Cash on delivery only while the server allows it for this address and total; else the choice falls back.
  const codAllowed = options.data?.cod.allowed === true;
  const method: PaymentMethod = chosen === 'cod' && codAllowed ? 'cod' : 'razorpay';
  // The COD fee joins the total once cash is chosen (docs/product/checkout.md#cod-fee); credit can pay it too.
  const codFee = method === 'cod' && goodsRest > 0 ? (options.data?.cod.fee ?? 0) : 0;
  const split = creditSplit(goods + codFee, balance ?? 0, useCredit);
  const addressProblem = options.data?.address_problem ?? null;
  const canPlace = cart.items.length > 0 && delivery !== null && !busy && !couponPending && addressProblem === null;
  const total = summaryMoney(split.rest);
  const deliveryDay = options.data?.delivery?.delivery_date;
  const deliveryLine = deliveryDay ? deliveryByText(deliveryDay) : null;

  // A first cash-on-delivery order waits for the code sent to the mobile, then goes on as any COD order.
  if (checkout.confirming !== null && checkout.stage !== 'placed') {
    return (
      <section className="mx-auto max-w-md px-4 py-10">
        <CodConfirmBox orderId={checkout.confirming} sendOnMount onConfirmed={checkout.confirmed} />
      </section>
    );
  }

  if (cart.items.length === 0 && checkout.stage !== 'placed') {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <h1 className="text-lg font-bold text-ink">{messages.emptyCart}</h1>
        <Link to="/" className={buttonClasses('outline', 'md', 'mt-6 rounded-md border-brand px-8 text-brand')}>
          Continue Shopping
        </Link>
      </section>
    );
  }

  // The time left to pay the order placed and not paid yet; on phones it sits above the fixed PLACE ORDER bar.
  const deadline = checkout.pendingOrder && checkout.stage === 'idle' && (
    <PaymentDeadline
      key={checkout.pendingOrder.orderid}
      expiresAt={checkout.pendingOrder.expires_at}
      onAgain={() => void checkout.placeOrder(method, useCredit, codFee)}
    />
  );

  const placeButton = (className: string) => (
    <Button
      size="lg"
      className={className}
      onClick={() => void checkout.placeOrder(method, useCredit, codFee)}
      disabled={!canPlace}
    >
      {stageLabels[checkout.stage]}
    </Button>
  );

  return (
    <>
      <div
        className={`mx-auto grid max-w-6xl gap-6 px-3 pt-5 md:px-6 md:pb-12 lg:grid-cols-[1fr_360px] ${deadline ? 'pb-48' : 'pb-28'}`}
      >
        <div className="space-y-5">
          <section aria-labelledby="deliver-heading" className="rounded-lg border border-line bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 id="deliver-heading" className="text-xs font-bold tracking-widest text-ink-soft uppercase">
                Delivery Address
              </h1>
              <Link
                to="/DeliveryAddress"
                className="rounded-md border border-ink/25 px-3 py-1.5 text-xs font-bold tracking-wider text-brand hover:border-brand"
              >
                CHANGE OR ADD ADDRESS
              </Link>
            </div>
            <div className="mt-3" data-testid="delivery-address">
              {deliveryLoading ? (
                <Spinner label="Loading address" className="py-4" />
              ) : delivery ? (
                <>
                  {addressCard}
                  {addressProblem && (
                    <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
                      {addressProblem}
                    </p>
                  )}
                  {deliveryLine && (
                    <p className="mt-3 text-sm font-semibold text-success" data-testid="delivery-estimate">
                      {deliveryLine}
                    </p>
                  )}
                </>
              ) : (
                <p className="text-sm text-muted">No delivery address yet. Add one to place your order.</p>
              )}
            </div>
          </section>

          <section aria-labelledby="pay-heading" className="rounded-lg border border-line bg-white p-4">
            <h2 id="pay-heading" className="text-xs font-bold tracking-widest text-ink-soft uppercase">
              Payment Method
            </h2>
            <StoreCreditChoice
              balance={balance}
              checked={useCredit}
              onChange={setCreditTicked}
              split={split}
              disabled={busy}
            />
            {split.rest > 0 && (
              <PaymentMethodChoice
                method={method}
                onChange={setChosen}
                testMode={config.data?.provider === 'sandbox'}
                cod={options.data?.cod ?? null}
                loading={options.isPending && delivery !== null}
                phoneProof={phoneProof}
              />
            )}
          </section>

          <section aria-labelledby="items-heading">
            <h2 id="items-heading" className="mb-3 text-xs font-bold tracking-widest text-ink-soft uppercase">
              Items in your bag
            </h2>
            <BagLines items={cart.items} deliveryLine={deliveryLine} />
          </section>
        </div>

        <aside className="space-y-4">
          <PriceSummary items={cart.items} coupon={applied} storeCredit={split.credit} codFee={codFee}>
            {coupon.code && refusal && (
              <div role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                <p className="font-semibold">
                  Coupon {coupon.code}: {refusal}
                </p>
                <button type="button" onClick={coupon.remove} className="mt-1 text-xs font-bold underline">
                  Remove the coupon and pay the full price
                </button>
              </div>
            )}
            {deadline && <div className="mt-4 hidden md:block">{deadline}</div>}
            {checkout.error && (
              <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
                {checkout.error}
              </p>
            )}
            {checkout.unpaid && <UnpaidOrdersPanel orders={checkout.unpaid} onCancelled={checkout.forgetUnpaid} />}
            <div className="mt-4 hidden md:block">{placeButton('w-full')}</div>
          </PriceSummary>
        </aside>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-[0_-2px_10px_rgba(0,0,0,0.06)] md:hidden">
        {deadline && <div className="px-4 pt-2.5">{deadline}</div>}
        <div className="flex items-center justify-between gap-3 px-4 py-2.5">
          <p className="text-base font-bold text-ink">{total}</p>
          {placeButton('min-w-44 h-11 text-sm')}
        </div>
      </div>

      {checkout.stage === 'placed' && <OrderPlacedOverlay message={paymentTexts.placed} />}
      {checkout.sandboxOrder && (
        <TestCheckoutDialog
          order={checkout.sandboxOrder}
          onPay={checkout.payWithTestCard}
          onClose={checkout.closeSandbox}
        />
      )}
    </>
  );
}
