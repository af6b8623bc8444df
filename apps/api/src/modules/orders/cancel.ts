import { RETURN_WINDOW_DAYS, shopperCancellable } from '@store/shared/order-lifecycle';
import type { OrderCancelInput, OrderCancelReply } from '@store/shared/schemas/orders';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { refundWhatIsLeft, type RefundsContext } from '../refunds/service.ts';
import { moveOrder, type OrderActor } from './lifecycle.ts';
import { lockOrder } from './service.ts';
import { productsMoved, type StockChanged } from './stock-changes.ts';
import { userCan } from '../staff/access.ts';

/** Why an order cannot be cancelled, in words the shopper understands. */
function notCancellable(order: { order_id: number; status: string }): HttpError {
  const id = order.order_id;
  const reasons: Record<string, string> = {
    Shipped: `Order #${id} has shipped, so it can no longer be cancelled. Once it is delivered you can ask for a return within ${RETURN_WINDOW_DAYS} days.`,
    Delivered: `Order #${id} was delivered, so it can no longer be cancelled. You can ask for a return within ${RETURN_WINDOW_DAYS} days of delivery.`,
    Expired: `Order #${id} was not paid in time and its items are already back in stock; there is nothing to cancel.`,
    Cancelled: `Order #${id} is already cancelled.`,
  };
  return new HttpError(409, reasons[order.status] ?? `Order #${id} cannot be cancelled.`, {
    code: 'ORDER_NOT_CANCELLABLE',
    details: { status: order.status },
  });
}

/**
 * POST /Order/{id}/cancel (docs/product/orders.md#lifecycle): the owner (or the admin) cancels an order before
 * it ships — New, Confirmed or Packed. One transaction locks the order row and moves it through the state
 * machine (stock back, history, the shopper's message), so a payment, the sweep or a second tab acting at the
 * same moment either goes first or finds it Cancelled. A paid order then gets what is left refunded, after the
 * commit, the way it was paid or into store credit as the shopper chose (docs/product/orders.md#refunds); if the payment service does not answer, the refund stays pending
 * for the admin and the cancel still stands. Someone else's order is 404, as if it did not exist.
 */
export async function cancelOwnOrder(
  context: RefundsContext & { onStockChanged: StockChanged },
  user: Pick<RequestUser, 'user_id' | 'role' | 'two_factor_required'>,
  orderId: number,
  input: OrderCancelInput = null,
): Promise<OrderCancelReply> {
  // Staff with orders.cancel act for the store (recorded as `admin` in the history); anyone else for themselves.
  const actor: OrderActor = { user_id: user.user_id, role: userCan(user, 'orders.cancel') ? 'admin' : 'shopper' };
  const outcome = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (actor.role === 'shopper' && order.user_id !== user.user_id)) throw notFound('Order');
    if (!shopperCancellable.includes(order.status)) throw notCancellable(order);
    return moveOrder(tx, context.links, orderId, { to: 'Cancelled' }, actor);
  });
  context.onStockChanged(productsMoved(outcome.productIds));
  const reply: OrderCancelReply = {
    orderid: outcome.order.order_id,
    status: 'Cancelled',
    cancelled_at: new Date(outcome.order.cancelled_at!).toISOString(),
  };
  if (outcome.order.payment_status === 'Unpaid' || outcome.order.payment_status === 'CashDue') return reply;
  try {
    const refund = await refundWhatIsLeft(
      context,
      orderId,
      actor.role === 'admin' ? 'Order cancelled by the store' : 'Order cancelled by the shopper',
      actor,
      input?.refund_destination?.store_credit === true,
    );
    if (refund) {
      const { refund_id, amount, status, method } = refund;
      reply.refund = { refund_id, amount, status, method };
    }
  } catch (error) {
    // The order is cancelled either way; a refund that could not start stays for the admin to send.
    context.log.error({ orderId, err: error }, 'the refund of a cancelled order did not go through');
  }
  return reply;
}
