import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartItem, CartSourceProduct } from '@store/shared/cart';
import { messages } from '@store/shared/messages';
import type { PaymentOrderReply, PaymentResult } from '@store/shared/schemas/orders';
import { NOTICE_MS } from '@/hooks/use-timed-message';
import { ApiError } from '@/lib/api-client';
import { confirmOrder, createPaymentOrder, fetchBagProducts, payInSandbox, verifyPayment } from '../api/payment';
import { bagSignature, orderBody, paymentOrderBody } from '../utils/checkout-payloads';
import { loadRazorpay } from '../utils/razorpay-checkout';

/** The Payment page's texts (docs/product/checkout.md#payment-page). */
export const paymentTexts = {
  verificationFailed: 'Payment verification failed.',
  placed: 'Order Placed Successfully!',
} as const;

/** A payment order is reused for the same bag for this long (the server holds its stock for 30 minutes). */
const REUSE_MS = 15 * 60_000;

export type PlaceOrderStage = 'idle' | 'ordering' | 'paying' | 'verifying' | 'placed';

interface PlaceOrderOptions {
  items: readonly CartItem[];
  addressId: number | undefined;
  customer: { name: string; email: string; phone?: string | undefined };
  /** Empties the bag; called only once /Orders is shown. */
  clearBag: () => void;
  /** Puts the catalogue's current prices into the bag (after the server said they changed). */
  repriceBag: (products: readonly CartSourceProduct[]) => void;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message : fallback;

/**
 * PLACE ORDER (docs/product/checkout.md#payment-page), in the order the server expects: POST /payment/order (the server
 * prices the bag, takes stock and creates the order), POST /Order (confirms it), then Razorpay Checkout or the TEST
 * MODE dialog, then POST /payment/verify; on success the overlay for 3 seconds, /Orders, and only then the bag is
 * emptied.
 */
export function usePlaceOrder({ items, addressId, customer, clearBag, repriceBag }: PlaceOrderOptions) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<PlaceOrderStage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrderReply | null>(null);
  const pending = useRef<{ order: PaymentOrderReply; signature: string; at: number } | null>(null);

  const verify = useCallback(async (result: PaymentResult) => {
    setStage('verifying');
    try {
      await verifyPayment(result);
      pending.current = null;
      setStage('placed');
    } catch {
      setError(paymentTexts.verificationFailed);
      setStage('idle');
    }
  }, []);

  const openRazorpay = useCallback(
    async (order: PaymentOrderReply) => {
      try {
        const Razorpay = await loadRazorpay();
        const checkout = new Razorpay({
          key: order.key,
          amount: order.amount,
          currency: order.currency,
          order_id: order.orderId,
          name: 'Store',
          description: `Order ${order.orderid}`,
          prefill: {
            name: customer.name,
            email: customer.email,
            ...(customer.phone ? { contact: customer.phone } : {}),
          },
          theme: { color: '#d81b4f' },
          handler: (response) => void verify(response),
          modal: { ondismiss: () => setStage((current) => (current === 'paying' ? 'idle' : current)) },
        });
        checkout.on('payment.failed', (response) =>
          setError(response.error?.description ?? 'The payment failed. Please try again.'),
        );
        checkout.open();
      } catch (failure) {
        setError(messageOf(failure, 'Razorpay Checkout could not be opened.'));
        setStage('idle');
      }
    },
    [customer.email, customer.name, customer.phone, verify],
  );

  const placeOrder = useCallback(async () => {
    if (items.length === 0 || stage !== 'idle') return;
    setError(null);
    const signature = bagSignature(items, addressId);
    const reusable =
      pending.current && pending.current.signature === signature && Date.now() - pending.current.at < REUSE_MS;
    let order = reusable ? pending.current!.order : null;
    if (!order) {
      setStage('ordering');
      try {
        order = await createPaymentOrder(paymentOrderBody(items, addressId));
        // The server holds the order (and its stock) from here on: a retry of the same bag reuses it.
        pending.current = { order, signature, at: Date.now() };
        await confirmOrder(orderBody(order.orderId, customer.email, items));
      } catch (failure) {
        setError(
          failure instanceof ApiError && failure.code === 'EMAIL_NOT_VERIFIED'
            ? messages.emailNotVerified
            : messageOf(failure, 'Could not place the order. Please try again.'),
        );
        if (failure instanceof ApiError && failure.code === 'PRICES_CHANGED') {
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
        setStage('idle');
        return;
      }
    }
    setStage('paying');
    if (order.provider === 'sandbox') setSandboxOrder(order);
    else await openRazorpay(order);
  }, [addressId, customer.email, items, openRazorpay, repriceBag, stage]);

  /** The TEST MODE dialog's card: null when paid, else the message to show in the dialog (a decline). */
  const payWithTestCard = useCallback(
    async (cardNumber: string): Promise<string | null> => {
      if (!sandboxOrder) return null;
      let result: PaymentResult;
      try {
        result = await payInSandbox(sandboxOrder.orderId, cardNumber);
      } catch (failure) {
        return messageOf(failure, 'The payment failed. Please try again.');
      }
      setSandboxOrder(null);
      await verify(result);
      return null;
    },
    [sandboxOrder, verify],
  );

  const closeSandbox = useCallback(() => {
    setSandboxOrder(null);
    setStage((current) => (current === 'paying' ? 'idle' : current));
  }, []);

  // The overlay stays 3 seconds, then /Orders, and only then is the bag emptied.
  useEffect(() => {
    if (stage !== 'placed') return;
    const timer = setTimeout(async () => {
      await navigate('/Orders');
      clearBag();
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [stage, navigate, clearBag]);

  return { stage, error, placeOrder, sandboxOrder, payWithTestCard, closeSandbox };
}
