import { and, eq, sql } from 'drizzle-orm';
import { paymentStatusAfterRefund } from '@store/shared/order-lifecycle';
import type { Db, Tx } from '../../db/client.ts';
import { orderEvents, orderReturns, orders, refunds } from '../../db/schema/index.ts';
import { nextDocumentNumber } from '../invoices/numbers.ts';
import { queueOrderNotification, type StoreLinks } from '../notifications/outbox.ts';
import type { OrderActor } from '../orders/lifecycle.ts';
import { lockOrder } from '../orders/service.ts';
import { rupees, sentence } from './context.ts';
import { addCredit, returnOrderCredit } from '../store-credit/ledger.ts';

export type RefundOutcome =
  | { status: 'Processed'; providerRefundId?: string | undefined }
  | { status: 'Failed'; providerRefundId?: string | undefined; reason: string };

/**
 * Settles a Pending refund once (docs/product/orders.md#refunds), in one transaction with the order locked.
 * Processed: the order's refunded amount and payment status, a credit note number, the history and the
 * shopper's message; a refund of a received return makes it Refunded. Failed: the reason and the history; the
 * amount is refundable again. Answers false when the refund was already settled (a webhook after the answer).
 */
export async function settleRefund(
  db: Db | Tx,
  links: StoreLinks,
  refundId: number,
  outcome: RefundOutcome,
  actor: OrderActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [head] = await tx.select({ order_id: refunds.order_id }).from(refunds).where(eq(refunds.refund_id, refundId));
    if (!head) return false;
    const order = (await lockOrder(tx, head.order_id))!;
    const [refund] = await tx.select().from(refunds).where(eq(refunds.refund_id, refundId));
    if (!refund || refund.status !== 'Pending') return false;
    if (outcome.status === 'Failed') {
      await tx
        .update(refunds)
        .set({
          status: 'Failed',
          failure_reason: outcome.reason,
          provider_refund_id: refund.provider_refund_id ?? outcome.providerRefundId ?? null,
          updated_at: sql`now()`,
        })
        .where(eq(refunds.refund_id, refundId));
      await tx.insert(orderEvents).values({
        order_id: order.order_id,
        kind: 'refund',
        note: `Refund #${refundId} of ${rupees(refund.amount)} failed: ${sentence(outcome.reason)} The amount can be refunded again.`,
        actor_user_id: actor.user_id,
        actor_role: actor.role,
      });
      return true;
    }
    const creditNote = await nextDocumentNumber(tx, 'CN');
    await tx
      .update(refunds)
      .set({
        status: 'Processed',
        processed_at: sql`now()`,
        credit_note_number: creditNote,
        provider_refund_id: refund.provider_refund_id ?? outcome.providerRefundId ?? null,
        updated_at: sql`now()`,
      })
      .where(eq(refunds.refund_id, refundId));
    const refunded = order.refunded_amount + refund.amount;
    const paymentStatus = paymentStatusAfterRefund(order.total_amount, refunded);
    await tx
      .update(orders)
      .set({ refunded_amount: refunded, payment_status: paymentStatus, updated_at: sql`now()` })
      .where(eq(orders.order_id, order.order_id));
    await tx.insert(orderEvents).values({
      order_id: order.order_id,
      kind: 'refund',
      from_status: order.payment_status,
      to_status: paymentStatus,
      note: `Refund #${refundId} of ${rupees(refund.amount)} processed (credit note ${creditNote}): ${refund.reason}`,
      actor_user_id: actor.user_id,
      actor_role: actor.role,
    });
    // The store credit the order was paid with goes back first, with the expiries it had
    // (docs/product/checkout.md#store-credit); what it gives back is what the ledger says the order still holds.
    if (refund.store_credit_paise > 0) {
      await returnOrderCredit(tx, {
        userId: order.user_id,
        orderId: order.order_id,
        limit: refund.store_credit_paise,
        refundId: refund.refund_id,
      });
    }
    // Store credit is paid in the same transaction as the credit note (docs/product/accounts.md#store-credit).
    if (refund.method === 'store_credit' && refund.amount > refund.store_credit_paise) {
      await addCredit(tx, {
        user_id: order.user_id,
        amount: refund.amount - refund.store_credit_paise,
        kind: 'refund',
        order_id: order.order_id,
        return_id: refund.return_id,
        refund_id: refund.refund_id,
      });
    }
    await queueOrderNotification(tx, links, order.order_id, 'refund_processed', {
      amount: refund.amount,
      ref: refund.refund_id,
      storeCredit: refund.method === 'store_credit' ? refund.amount : refund.store_credit_paise,
    });
    if (refund.return_id !== null) await refundReturn(tx, refund.return_id, refundId, actor);
    if (paymentStatus === 'Refunded') await closeReturnsOfRefundedOrder(tx, order.order_id, refundId, actor);
    return true;
  });
}

/**
 * An order refunded in full has nothing left to refund, so its received returns (their items back, waiting for
 * money) are Refunded by this refund whether or not it named them (docs/product/orders.md#refunds); accepted ones
 * end Refunded when they are marked received.
 */
async function closeReturnsOfRefundedOrder(tx: Tx, orderId: number, refundId: number, actor: OrderActor) {
  const waiting = await tx
    .select({ return_id: orderReturns.return_id })
    .from(orderReturns)
    .where(
      and(eq(orderReturns.order_id, orderId), eq(orderReturns.kind, 'return'), eq(orderReturns.status, 'Received')),
    );
  for (const { return_id } of waiting) await refundReturn(tx, return_id, refundId, actor);
}

/**
 * A return whose refund went through becomes Refunded once its items are back (Received); refunded before the
 * parcel arrives it stays Accepted and becomes Refunded when it is marked received
 * (docs/product/orders.md#returns-and-exchanges).
 */
async function refundReturn(tx: Tx, returnId: number, refundId: number, actor: OrderActor): Promise<void> {
  const [found] = await tx.select().from(orderReturns).where(eq(orderReturns.return_id, returnId));
  if (!found || found.status !== 'Received') return;
  await tx
    .update(orderReturns)
    .set({ status: 'Refunded', updated_at: sql`now()` })
    .where(eq(orderReturns.return_id, returnId));
  await tx.insert(orderEvents).values({
    order_id: found.order_id,
    kind: 'return',
    from_status: 'Received',
    to_status: 'Refunded',
    note: `Return #${returnId} refunded (refund #${refundId})`,
    actor_user_id: actor.user_id,
    actor_role: actor.role,
  });
}
