import type { StoreLinks } from '../notifications/outbox.ts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  PaymentOrderReply,
  PaymentResult,
  PaymentVerifyInput,
  PaymentVerifyReply,
} from '@store/shared/schemas/orders';
import { toRupees } from '@store/shared/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, webhookEvents } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { statement } from '../../db/statements.ts';
import { byPaymentOrder, lockOrder } from '../orders/service.ts';
import { applyRefundWebhook, type RefundEntity, type RefundWebhookOutcome } from '../refunds/service.ts';
import type { StockChanged } from '../orders/stock-changes.ts';
import type { StockChange } from '../../lib/response-cache.ts';
import {
  paymentSignature,
  SANDBOX_CARDS,
  signaturesMatch,
  webhookSignature,
  type PaymentProvider,
} from './provider.ts';
import { paymentRefunded, refundLatePayment } from './late-payment.ts';
import { recordPayment } from './record-payment.ts';

export interface PaymentsContext {
  db: Db;
  provider: PaymentProvider;
  /** A payment changed the stock of these products (docs/product/checkout.md#stock). */
  onStockChanged: StockChanged;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  /** Where the store's pages are, for the links in the shopper's messages. */
  links: StoreLinks;
}

// The sandbox's payment reads the order on every order: built once (db/statements.ts).
const ownOrderByPaymentOrder = statement('own_order_by_payment_order', (db, name) =>
  db.select().from(orders).where(byPaymentOrder()).prepare(name),
);

/** The signed-in user's order behind a payment order id; anyone else's is 404, as if it did not exist. */
export async function findOwnOrder(db: DbOrTx, userId: number, razorpayOrderId: string) {
  const [order] = await ownOrderByPaymentOrder(db, { userId, razorpayOrderId });
  if (!order) throw notFound('Order');
  return order;
}

/**
 * A payment counts only with a valid signature over the payment order id the server stored
 * (docs/product/checkout.md#payments). Idempotent: the same payment again changes nothing. A payment for an order
 * cancelled meanwhile, or expired and no longer whole, is refunded and answered 409 PAYMENT_REFUNDED
 * (docs/product/checkout.md#late-payments).
 */
export async function verifyPayment(
  context: PaymentsContext,
  userId: number,
  input: PaymentVerifyInput,
): Promise<PaymentVerifyReply> {
  const { db, provider } = context;
  // The signature is checked against the locked row the payment is then recorded on (one read of the order).
  const { order, changed, stock, refund } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { razorpayOrderId: input.razorpay_order_id, userId });
    if (!order) throw notFound('Order');
    const expected = paymentSignature(provider.secret, order.razorpay_order_id!, input.razorpay_payment_id);
    if (!signaturesMatch(expected, input.razorpay_signature))
      throw new HttpError(400, 'Payment verification failed.', { code: 'PAYMENT_VERIFICATION_FAILED' });
    return { order, ...(await recordPayment(tx, order, input, context)) };
  });
  context.onStockChanged(stock);
  if (refund) {
    await refundLatePayment(context, order.order_id);
    throw paymentRefunded(order);
  }
  return {
    message: changed ? 'Order Placed Successfully!' : 'This payment was already recorded.',
    orderid: order.order_id,
    status: 'Confirmed',
  };
}

/**
 * The sandbox's card payment (docs/product/checkout.md#payment-page): answers what Razorpay Checkout would hand
 * the browser, signed the same way, so /payment/verify treats both alike.
 */
export async function paySandbox(
  context: PaymentsContext,
  userId: number,
  input: { orderId: string; card_number: string },
): Promise<PaymentResult> {
  const order = await findOwnOrder(context.db, userId, input.orderId);
  // Like Razorpay, an order already paid takes no second payment; one released is no longer offered for payment.
  if (order.payment_status !== 'Unpaid') throw conflict(`Order #${order.order_id} is already paid.`);
  if (order.status !== 'New')
    throw conflict(`Order #${order.order_id} is no longer waiting for payment. Please place the order again.`);
  if (input.card_number === SANDBOX_CARDS.declined)
    throw new HttpError(402, 'Your card was declined. Try another card.');
  if (input.card_number !== SANDBOX_CARDS.success) {
    throw new HttpError(
      402,
      'This test card is not accepted. Use 4111 1111 1111 1111 (success) or 4000 0000 0000 0002 (declined).',
    );
  }
  const paymentId = `pay_sbx${order.order_id.toString(36)}${Date.now().toString(36)}`;
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.razorpay_order_id!,
    razorpay_signature: paymentSignature(context.provider.secret, order.razorpay_order_id!, paymentId),
  };
}

/** A webhook delivery as it arrived: the raw body (the signature covers its exact bytes) and its headers. */
export interface WebhookDelivery {
  rawBody: string;
  signature: string;
  /** `x-razorpay-event-id`; empty when the sender named none (then it is not deduplicated). */
  eventId: string;
}

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string } };
    order?: { entity?: { id?: string; amount?: number; currency?: string } };
    refund?: { entity?: RefundEntity };
  };
}

export type WebhookOutcome =
  | 'paid'
  | 'refunded'
  | 'already recorded'
  | 'duplicate'
  | 'ignored'
  | 'unknown order'
  | 'amount mismatch'
  | RefundWebhookOutcome;

/**
 * Razorpay webhooks complete an order whose browser never came back (docs/product/checkout.md#webhooks) and
 * settle refunds the provider answered pending (docs/product/orders.md#refunds):
 * verified by signature, each delivery handled once, and only for the order's own amount and currency.
 */
export async function receiveWebhook(
  context: PaymentsContext,
  delivery: WebhookDelivery,
): Promise<{ status: WebhookOutcome }> {
  const { provider } = context;
  if (!provider.webhookSecret) throw new HttpError(503, 'Webhooks are not configured.');
  if (!signaturesMatch(webhookSignature(provider.webhookSecret, delivery.rawBody), delivery.signature))
    throw new HttpError(400, 'Invalid webhook signature.');
  let event: WebhookEvent;
  try {
    event = JSON.parse(delivery.rawBody);
  } catch {
    throw new HttpError(400, 'The webhook body is not JSON.');
  }
  const { status, stock, refundOrder } = await applyWebhookEvent(context, delivery.eventId, event);
  context.onStockChanged(stock);
  if (refundOrder !== undefined) await refundLatePayment(context, refundOrder);
  return { status };
}

/** The order a webhook names (by its payment order id), or nothing. */
async function applyWebhookEvent(
  context: PaymentsContext,
  eventId: string,
  event: WebhookEvent,
): Promise<{ status: WebhookOutcome; stock: StockChange; refundOrder?: number }> {
  const name = event.event ?? '';
  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  const outcome = (status: WebhookOutcome, stock: StockChange = {}) => ({ status, stock });
  return context.db.transaction(async (tx) => {
    if (eventId) {
      const fresh = await tx
        .insert(webhookEvents)
        .values({ event_id: eventId, event: name })
        .onConflictDoNothing()
        .returning({ event_id: webhookEvents.event_id });
      if (fresh.length === 0) return outcome('duplicate');
    }
    // Refunds settle by webhook when Razorpay answered pending (docs/product/orders.md#refunds).
    if (name === 'refund.processed' || name === 'refund.failed')
      return outcome(await applyRefundWebhook(tx, context, name, event.payload?.refund?.entity));
    if (name !== 'payment.captured' && name !== 'order.paid') return outcome('ignored');
    if (!orderId || !payment?.id) return outcome('ignored');
    const order = await lockOrder(tx, { razorpayOrderId: orderId });
    if (!order) return outcome('unknown order');
    const amount = payment.amount ?? event.payload?.order?.entity?.amount;
    const currency = payment.currency ?? event.payload?.order?.entity?.currency;
    // The payment order was for the rest after store credit (docs/product/checkout.md#store-credit).
    if (amount !== order.total_amount - order.store_credit_paise || currency !== order.currency) {
      context.log.warn({ orderId, amount, currency }, 'webhook amount or currency does not match the order');
      return outcome('amount mismatch');
    }
    const recorded = await recordPayment(
      tx,
      order,
      { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: null },
      context,
    );
    // A late payment goes back after the commit (docs/product/checkout.md#late-payments).
    if (recorded.refund)
      return { ...outcome(recorded.changed ? 'refunded' : 'already recorded'), refundOrder: order.order_id };
    return recorded.changed ? outcome('paid', recorded.stock) : outcome('already recorded');
  });
}

/**
 * GET /payment/order/{orderid}: the payment order of one of the shopper's orders waiting for payment, so the
 * Payment page can resume paying it (docs/product/checkout.md#payment-page). Someone else's order is 404; one
 * that is paid, released or past its time is 409.
 */
export async function resumablePaymentOrder(
  context: Pick<PaymentsContext, 'db' | 'provider'>,
  userId: number,
  orderId: number,
): Promise<PaymentOrderReply> {
  const [order] = await context.db
    .select()
    .from(orders)
    .where(and(eq(orders.order_id, orderId), eq(orders.user_id, userId)));
  if (!order) throw notFound('Order');
  if (order.payment_status !== 'Unpaid') throw conflict(`Order #${order.order_id} is already paid.`);
  const expired = new Date(order.expires_at).getTime() <= Date.now();
  if (order.status !== 'New' || expired || !order.razorpay_order_id || order.provider !== context.provider.name) {
    throw conflict(`Order #${order.order_id} is no longer waiting for payment. Please place the order again.`);
  }
  return {
    orderId: order.razorpay_order_id,
    orderid: order.order_id,
    amount: order.total_amount - order.store_credit_paise,
    currency: 'INR',
    key: context.provider.keyId,
    provider: context.provider.name,
    expires_at: new Date(order.expires_at).toISOString(),
    payment_method: 'razorpay',
    ...(order.store_credit_paise > 0 ? { store_credit_used: toRupees(order.store_credit_paise) } : {}),
  };
}
