import { eq } from 'drizzle-orm';
import type { RefundView } from '@store/shared/schemas/merchant';
import { orders } from '../../db/schema/index.ts';
import type { OrderActor } from '../orders/lifecycle.ts';
import { refundView } from '../orders/views.ts';
import type { RefundsContext } from './context.ts';
import { sendRefund } from './send.ts';
import { startRefund, type RefundRequest } from './start.ts';

// Kept importable from here for the cancels, the orders' routes and the payments' webhooks.
export { refundsContext, type RefundsContext } from './context.ts';
export { settleRefund, type RefundOutcome } from './settle.ts';
export { applyRefundWebhook, type RefundEntity, type RefundWebhookOutcome } from './webhook.ts';
export type { RefundRequest } from './start.ts';

/**
 * Refunds `request.amount` of an order (docs/product/orders.md#refunds): recorded Pending under the order's lock,
 * then sent to the provider, then settled. Answers the refund as it stands after the provider's answer.
 */
export async function refundOrder(
  context: RefundsContext,
  orderId: number,
  request: RefundRequest & { amount: number },
  actor: OrderActor,
): Promise<RefundView> {
  const started = (await startRefund(context, orderId, request, actor))!;
  return refundView(await sendRefund(context, started, actor));
}

/**
 * Refunds everything still refundable on an order (a cancelled paid order): nothing when nothing is left (never
 * paid, already refunded, or refunds pending for the rest). For the admin's cancel and the shopper's cancel,
 * after their transaction committed; `toStoreCredit` when they chose the shopper's store credit for it.
 */
export async function refundWhatIsLeft(
  context: RefundsContext,
  orderId: number,
  reason: string,
  actor: OrderActor,
  toStoreCredit = false,
): Promise<RefundView | null> {
  const [order] = await context.db
    .select({ payment_status: orders.payment_status })
    .from(orders)
    .where(eq(orders.order_id, orderId));
  if (!order || order.payment_status === 'Unpaid' || order.payment_status === 'CashDue') return null;
  const started = await startRefund(context, orderId, { amount: 'rest', reason, toStoreCredit }, actor);
  return started ? refundView(await sendRefund(context, started, actor)) : null;
}
