import { eq, sql } from 'drizzle-orm';
import { formatRupees, toRupees } from '@store/shared/money';
import { queryRows, type Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { retakeCouponUse } from '../coupons/service.ts';
import { queueOrderNotification, type StoreLinks } from '../notifications/outbox.ts';
import { linesOf, type LockedOrder } from '../orders/service.ts';
import { refundWhatIsLeft, type RefundsContext } from '../refunds/service.ts';

// A payment that arrives after its order was cancelled or expired (docs/product/checkout.md#late-payments): a
// cancelled order stays cancelled; an expired one comes back only when all it held can be taken again. Otherwise the
// payment goes back in full, so one unit or one coupon use is never sold twice.

type OrderItemRow = Awaited<ReturnType<typeof linesOf>>[number];

/** Whether every line's stock is there now: the stock rows are locked (in the lines' order, as checkout takes them). */
async function allStockThere(tx: Tx, lines: OrderItemRow[]): Promise<boolean> {
  for (const line of lines) {
    const [row] =
      line.productvariation_id !== null
        ? await queryRows<{ stock: number }>(
            tx,
            sql`SELECT stock FROM product_variations WHERE productvariation_id = ${line.productvariation_id} FOR UPDATE`,
          )
        : line.product_id !== null
          ? await queryRows<{ stock: number }>(
              tx,
              sql`SELECT stock FROM products WHERE product_id = ${line.product_id} FOR UPDATE`,
            )
          : [{ stock: 0 }];
    if (!row || row.stock < line.quantity) return false;
  }
  return true;
}

/**
 * Whether the order's coupon use can be taken again: the coupon (locked, after the stock as checkout does) has a use
 * left in all, and the shopper has one left of their own. An order without a coupon has nothing to take.
 */
async function couponUseThere(tx: Tx, orderId: number): Promise<boolean> {
  const [use] = await queryRows<{ left_in_all: boolean; left_for_shopper: boolean }>(
    tx,
    sql`SELECT (c.total_uses IS NULL OR c.used_count < c.total_uses) AS left_in_all,
          (c.per_user_uses IS NULL OR (
            SELECT count(*) FROM coupon_redemptions live
            WHERE live.coupon_id = c.coupon_id AND live.user_id = r.user_id AND live.released_at IS NULL
          ) < c.per_user_uses) AS left_for_shopper
        FROM coupon_redemptions r JOIN coupons c ON c.coupon_id = r.coupon_id
        WHERE r.order_id = ${orderId} AND r.released_at IS NOT NULL
        FOR UPDATE OF c`,
  );
  return !use || (use.left_in_all && use.left_for_shopper);
}

/**
 * An expired order takes its stock and coupon use again when all of them are still there, answering its lines; a
 * cancelled one never does, nor an expired one missing any of them or one that had spent store credit (null: the
 * payment is to be refunded).
 */
export async function retakeReleasedOrder(tx: Tx, order: LockedOrder): Promise<OrderItemRow[] | null> {
  if (order.status !== 'Expired') return null;
  // Its store credit went back to the shopper when it expired: the card paid only the rest, so it is refunded.
  if (order.store_credit_paise > 0) return null;
  const lines = await linesOf(tx, [order.order_id]);
  if (!(await allStockThere(tx, lines)) || !(await couponUseThere(tx, order.order_id))) return null;
  for (const line of lines) {
    if (line.productvariation_id !== null) {
      await tx.execute(sql`UPDATE product_variations SET stock = stock - ${line.quantity}
        WHERE productvariation_id = ${line.productvariation_id}`);
    } else if (line.product_id !== null) {
      await tx.execute(sql`UPDATE products SET stock = stock - ${line.quantity} WHERE product_id = ${line.product_id}`);
    }
  }
  await retakeCouponUse(tx, order.order_id);
  return lines;
}

/**
 * The order stays as it is (Cancelled or Expired) but is Paid, so the refund that follows the commit finds the
 * payment; the history says why, and the shopper is told the money goes back.
 */
export async function keepReleasedForRefund(tx: Tx, links: StoreLinks, order: LockedOrder): Promise<void> {
  await tx
    .update(orders)
    .set({ payment_status: 'Paid', paid_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(orders.order_id, order.order_id));
  await tx.insert(orderEvents).values({
    order_id: order.order_id,
    kind: 'payment',
    from_status: 'Unpaid',
    to_status: 'Paid',
    note: `Payment arrived after the order was ${order.status === 'Cancelled' ? 'cancelled' : 'released'}; refunded in full`,
    actor_role: 'system',
  });
  await queueOrderNotification(tx, links, order.order_id, 'late_payment_refunded');
}

/**
 * After the commit: the late payment goes back in full through the refunds of docs/product/orders.md#refunds (the
 * sandbox at once, Razorpay through its refund API). If the payment service does not answer, the refund stays
 * pending for the admin to send, and the order stays as it is either way.
 */
export async function refundLatePayment(context: RefundsContext, orderId: number): Promise<void> {
  try {
    await refundWhatIsLeft(context, orderId, 'Payment arrived after the order was cancelled or expired', {
      user_id: null,
      role: 'system',
    });
  } catch (error) {
    context.log.error({ orderId, err: error }, 'the refund of a late payment did not go through');
  }
}

/** The browser's answer for a late payment: 409 PAYMENT_REFUNDED saying what happened and what comes next. */
export function paymentRefunded(
  order: Pick<LockedOrder, 'order_id' | 'status' | 'total_amount' | 'store_credit_paise'>,
): HttpError {
  const amount = formatRupees(toRupees(order.total_amount - order.store_credit_paise));
  const why =
    order.status === 'Cancelled'
      ? `Order #${order.order_id} was cancelled before your payment arrived`
      : `Order #${order.order_id} was not paid in time and its items or coupon are no longer available`;
  return new HttpError(
    409,
    `${why}, so your payment of ${amount} is being refunded in full. It reaches your account in 5–7 working days.`,
    { code: 'PAYMENT_REFUNDED', details: { orderid: order.order_id, status: order.status } },
  );
}
