import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import type { StockChange } from '../../lib/response-cache.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import { confirmOrder } from '../orders/confirm.ts';
import type { LockedOrder } from '../orders/service.ts';
import { productIdsOf } from '../orders/stock-changes.ts';
import { keepReleasedForRefund, retakeReleasedOrder } from './late-payment.ts';

export interface PaymentRecord {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string | null;
}

/** What recording a payment did: whether anything changed, and what it did to stock and units sold. */
export interface PaymentOutcome {
  changed: boolean;
  stock: StockChange;
  /**
   * The order stays cancelled or expired and this payment goes back in full: the caller refunds it after the commit
   * (refundLatePayment) and tells the browser or the webhook so (docs/product/checkout.md#late-payments).
   */
  refund: boolean;
}

// Every paid order runs it, built once (db/statements.ts).
const insertPayment = statement('insert_payment', (db, name) =>
  db
    .insert(payments)
    .values({
      order_id: sql.placeholder('orderId'),
      razorpay_payment_id: sql.placeholder('razorpay_payment_id'),
      razorpay_order_id: sql.placeholder('razorpay_order_id'),
      razorpay_signature: sql.placeholder('razorpay_signature'),
      payment_amount: sql.placeholder('amount'),
      payment_method: 'RazorPay',
      status: 'Verified',
    })
    .onConflictDoNothing({ target: payments.razorpay_payment_id })
    .returning({ id: payments.payment_id })
    .prepare(name),
);

/** An order no longer waiting for payment that a payment does not revive: its payments go back. */
const stayedReleased = (order: LockedOrder) => order.status === 'Cancelled' || order.status === 'Expired';

/**
 * Records a verified payment (docs/product/checkout.md#unpaid-orders, #late-payments). The caller locks the order row
 * (lockOrder) and the decision is made from the locked row, so a payment and the sweep (or a cancel) never both act on
 * an order: New → Confirmed and Paid, keeping the stock it holds. An order its shopper or the admin cancelled stays
 * cancelled, and an expired one whose stock or coupon use is gone stays expired: the payment is recorded, the order
 * is Paid, and the caller refunds it in full. An expired order whose every line and coupon use can be taken again is
 * confirmed. Idempotent: a payment id already recorded changes nothing.
 */
export async function recordPayment(
  tx: Tx,
  order: LockedOrder,
  payment: PaymentRecord,
  context: { links: StoreLinks },
): Promise<PaymentOutcome> {
  // The payment is the rest after any store credit (docs/product/checkout.md#store-credit).
  const amount = order.total_amount - order.store_credit_paise;
  const inserted = await insertPayment(tx, { orderId: order.order_id, amount, ...payment });
  if (inserted.length === 0) return { changed: false, stock: {}, refund: stayedReleased(order) };
  if (order.payment_status !== 'Unpaid') return { changed: true, stock: {}, refund: false };
  // In time, the order still holds its stock and only units sold move.
  const retaken = order.status === 'New' ? [] : await retakeReleasedOrder(tx, order);
  if (retaken === null) {
    await keepReleasedForRefund(tx, context.links, order);
    return { changed: true, stock: {}, refund: true };
  }
  await confirmOrder(tx, context.links, order, {
    paymentStatus: 'Paid',
    stockShortfall: false,
    note: 'Payment received',
  });
  return { changed: true, stock: { products: productIdsOf(retaken) }, refund: false };
}
