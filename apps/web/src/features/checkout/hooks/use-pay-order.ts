import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentOrderReply, PaymentResult } from '@store/shared/schemas/orders';
import { NOTICE_MS } from '@/hooks/use-timed-message';
import { ApiError } from '@/lib/api-client';
import { payInSandbox, verifyPayment } from '../api/payment';
import { loadRazorpay } from '../utils/razorpay-checkout';

/** The Payment page's texts (docs/product/checkout.md#payment-page). */
export const paymentTexts = {
  verificationFailed: 'Payment verification failed.',
  placed: 'Order Placed Successfully!',
  timeLeft: 'Complete your payment within',
  timeRanOut: 'The time to pay ran out and the items went back to stock.',
} as const;

export type PaymentStage = 'idle' | 'ordering' | 'paying' | 'verifying' | 'placed';

export interface PayOrderOptions {
  customer: { name: string; email: string; phone?: string | undefined };
  /** Called once after a verified payment: when /Orders is shown, or sooner if the shopper leaves the page. */
  onPlaced: () => void;
}

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message : fallback;

/**
 * What the Payment page says when verification is refused: a payment that arrived too late is being refunded, and the
 * server's sentence says so (docs/product/checkout.md#late-payments); anything else is the usual failure.
 */
export const verifyFailureText = (error: unknown) =>
  error instanceof ApiError && error.code === 'PAYMENT_REFUNDED' ? error.message : paymentTexts.verificationFailed;

/**
 * Pays one order the server holds (docs/product/checkout.md#payment-page): Razorpay Checkout, or the TEST MODE
 * dialog in the sandbox, then POST /payment/verify; on success the overlay for 3 seconds, then /Orders.
 */
export function usePayOrder({ customer, onPlaced }: PayOrderOptions) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<PaymentStage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrderReply | null>(null);
  // Where the overlay leads: /Orders after a payment, the order's own page for cash on delivery.
  const [placedPath, setPlacedPath] = useState('/Orders');
  // Read through a ref, so a new onPlaced on every render does not restart the overlay's timer.
  const latestOnPlaced = useRef(onPlaced);
  useEffect(() => {
    latestOnPlaced.current = onPlaced;
  });

  const verify = useCallback(async (result: PaymentResult) => {
    setStage('verifying');
    try {
      await verifyPayment(result);
      setStage('placed');
    } catch (failure) {
      setError(verifyFailureText(failure));
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

  /** Opens the provider's checkout for an order the server holds. */
  const pay = useCallback(
    async (order: PaymentOrderReply) => {
      setStage('paying');
      if (order.provider === 'sandbox') setSandboxOrder(order);
      else await openRazorpay(order);
    },
    [openRazorpay],
  );

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

  /** A cash-on-delivery order is placed with nothing to pay: the overlay, then the order's page. */
  const placedWithCash = useCallback((orderid: number) => {
    setPlacedPath(`/OrderDetails/${orderid}`);
    setStage('placed');
  }, []);

  // The overlay stays 3 seconds, then /Orders (or the COD order's page), and only then onPlaced (the bag is
  // emptied there). A shopper who leaves sooner (back, reload, closing the tab) still finds the paid lines gone: the
  // bag is emptied as the page goes, once.
  useEffect(() => {
    if (stage !== 'placed') return;
    let emptied = false;
    const emptyBag = () => {
      if (emptied) return;
      emptied = true;
      latestOnPlaced.current();
    };
    const timer = setTimeout(async () => {
      await navigate(placedPath);
      emptyBag();
    }, NOTICE_MS);
    window.addEventListener('pagehide', emptyBag);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', emptyBag);
      emptyBag();
    };
  }, [stage, navigate, placedPath]);

  return { stage, setStage, error, setError, pay, placedWithCash, sandboxOrder, payWithTestCard, closeSandbox };
}
