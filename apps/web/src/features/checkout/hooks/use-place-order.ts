import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartItem, CartSourceProduct } from '@store/shared/cart';
import { timeLeftMs } from '@store/shared/countdown';
import {
  unpaidOrdersLimitDetails,
  type PaymentOrderReply,
  type UnpaidOrderSummary,
} from '@store/shared/schemas/orders';
import { messages } from '@store/shared/messages';
import type { PaymentMethod } from '@store/shared/schemas/delivery';
import { ApiError } from '@/lib/api-client';
import { confirmOrder, createPaymentOrder, fetchBagProducts } from '../api/payment';
import { bagSignature, orderBody, paymentOrderBody, type AppliedCoupon } from '../utils/checkout-payloads';
import { messageOf, usePayOrder, type PayOrderOptions } from './use-pay-order';

export { paymentTexts } from './use-pay-order';

/**
 * A pending order is paid again (not placed anew) for the same bag while the server still holds it, by the
 * server's `expires_at`, with this much time to spare for paying.
 */
export const REUSE_MARGIN_MS = 30_000;

/** Whether a pending order can still be paid for this bag instead of placing another. */
export function canReuse(
  pending: { order: Pick<PaymentOrderReply, 'expires_at'>; signature: string } | null,
  signature: string,
  now: number,
): boolean {
  return (
    pending !== null && pending.signature === signature && timeLeftMs(pending.order.expires_at, now) > REUSE_MARGIN_MS
  );
}

interface PlaceOrderOptions {
  items: readonly CartItem[];
  addressId: number | undefined;
  customer: PayOrderOptions['customer'];
  /** Empties the bag; called once /Orders is shown (or the shopper left the success notice sooner). */
  clearBag: () => void;
  /** Puts the catalogue's current prices into the bag (after the server said they changed). */
  repriceBag: (products: readonly CartSourceProduct[]) => void;
  /** The coupon applied in the bag, as the server priced it (docs/product/checkout.md#coupons). */
  coupon?: AppliedCoupon | null;
}

/**
 * PLACE ORDER (docs/product/checkout.md#payment-page), in the order the server expects: POST /payment/order (the server
 * prices the bag, takes stock and creates the order, held until its `expires_at`), POST /Order (confirms it), then
 * Razorpay Checkout or the TEST MODE dialog, then POST /payment/verify; on success the overlay for 3 seconds,
 * /Orders, and only then the bag is emptied. With store credit ticked the server takes it first: an order credit paid
 * in full is placed with no card step, as cash on delivery is. With 2 orders already waiting for payment the server refuses
 * (UNPAID_ORDERS_LIMIT) and `unpaid` lists them.
 */
export function usePlaceOrder({ items, addressId, customer, clearBag, repriceBag, coupon = null }: PlaceOrderOptions) {
  const queryClient = useQueryClient();
  const payment = usePayOrder({ customer, onPlaced: clearBag });
  const { stage, setStage, setError, pay, placedWithCash } = payment;
  const [pending, setPending] = useState<{ order: PaymentOrderReply; signature: string } | null>(null);
  const [unpaid, setUnpaid] = useState<UnpaidOrderSummary[] | null>(null);
  // A first cash-on-delivery order waiting for its code (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
  const [confirming, setConfirming] = useState<number | null>(null);

  const refused = useCallback(
    async (failure: unknown) => {
      // A cash-on-delivery refusal names its own rule (details.rule); other unverified emails get the usual text.
      const codRule = failure instanceof ApiError && typeof failure.details.rule === 'string';
      setError(
        failure instanceof ApiError && failure.code === 'EMAIL_NOT_VERIFIED' && !codRule
          ? messages.emailNotVerified
          : messageOf(failure, 'Could not place the order. Please try again.'),
      );
      if (!(failure instanceof ApiError)) return;
      // The coupon stopped applying since it was checked (used up, expired): ask again, so the page shows why.
      if (failure.code === 'COUPON_REFUSED') void queryClient.invalidateQueries({ queryKey: ['coupon-quote'] });
      if (failure.code === 'UNPAID_ORDERS_LIMIT') {
        const details = unpaidOrdersLimitDetails.safeParse(failure.details);
        setUnpaid(details.success ? details.data.orders : []);
      } else if (failure.code === 'PRICES_CHANGED') {
        // The server priced the bag differently: show the shopper the new prices before they pay them.
        try {
          repriceBag(await fetchBagProducts(items.map((item) => item.product_id)));
          setError(
            `${failure.message} Your bag now shows the new prices: please check them and place the order again.`,
          );
        } catch {
          // The message above still tells the shopper; the bag keeps its old prices.
        }
      }
    },
    [items, queryClient, repriceBag, setError],
  );

  /**
   * Cash on delivery (docs/product/checkout.md#cash-on-delivery): one call, and the order is Confirmed with the cash
   * due; there is no payment order to confirm or pay. A refusal shows the server's reason.
   */
  const placeCashOrder = useCallback(
    async (useStoreCredit: boolean, codFee: number) => {
      setStage('ordering');
      try {
        const order = await createPaymentOrder(
          paymentOrderBody(items, addressId, coupon, 'cod', useStoreCredit, codFee),
        );
        if (useStoreCredit) void queryClient.invalidateQueries({ queryKey: ['store-credit'] });
        if (!order.confirmation_required) return placedWithCash(order.orderid);
        // The order is placed (its stock held) and waits for a code: the bag is done with, the confirm step opens.
        setConfirming(order.orderid);
        clearBag();
        setStage('idle');
      } catch (failure) {
        await refused(failure);
        setStage('idle');
      }
    },
    [addressId, clearBag, coupon, items, placedWithCash, queryClient, refused, setStage],
  );

  const placeOrder = useCallback(
    async (method: PaymentMethod = 'razorpay', useStoreCredit = false, codFee = 0) => {
      if (items.length === 0 || stage !== 'idle') return;
      setError(null);
      setUnpaid(null);
      if (method === 'cod') return placeCashOrder(useStoreCredit, codFee);
      const signature = bagSignature(items, addressId, coupon?.code, useStoreCredit);
      let order = canReuse(pending, signature, Date.now()) ? pending!.order : null;
      if (!order) {
        setStage('ordering');
        try {
          order = await createPaymentOrder(paymentOrderBody(items, addressId, coupon, 'razorpay', useStoreCredit));
          // The balance changed: the Payment page and /StoreCredit read it again.
          if (useStoreCredit) void queryClient.invalidateQueries({ queryKey: ['store-credit'] });
          // Credit paid it all: the order is confirmed and paid already, with no card step (as cash on delivery).
          if (order.payment_method === 'store_credit') return placedWithCash(order.orderid);
          // The server holds the order (and its stock) until expires_at: a retry of the same bag pays it.
          setPending({ order, signature });
          await confirmOrder(orderBody(order.orderId, customer.email, items));
        } catch (failure) {
          await refused(failure);
          setStage('idle');
          return;
        }
      }
      await pay(order);
    },
    [
      addressId,
      coupon,
      customer.email,
      items,
      pay,
      pending,
      placeCashOrder,
      placedWithCash,
      queryClient,
      refused,
      setError,
      setStage,
      stage,
    ],
  );

  /** An order of the UNPAID_ORDERS_LIMIT list was cancelled: it leaves the list. */
  const forgetUnpaid = useCallback((orderid: number) => {
    setUnpaid((current) => current?.filter((order) => order.orderid !== orderid) ?? null);
    setPending((current) => (current?.order.orderid === orderid ? null : current));
  }, []);

  /** The code confirmed the order: the overlay, then its page. */
  const confirmed = useCallback(() => {
    if (confirming !== null) placedWithCash(confirming);
  }, [confirming, placedWithCash]);

  return { ...payment, placeOrder, pendingOrder: pending?.order ?? null, unpaid, forgetUnpaid, confirming, confirmed };
}
