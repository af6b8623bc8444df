import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { paidForUnits } from '@store/shared/coupons';
import { codFeeOfReturn } from '@store/shared/cod-fee';
import { formatRupees, toRupees } from '@store/shared/money';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderItems, orderReturns, type orders, payments, refunds, returnItems } from '../../db/schema/index.ts';
import { HttpError, notFound, pgCodes, pgErrorCode } from '../../lib/http-error.ts';
import type { OrderActor } from '../orders/lifecycle.ts';
import { lockOrder } from '../orders/service.ts';
import { refused, rupees, type RefundsContext } from './context.ts';
import { recordRowChange } from '../audit/record.ts';
import { creditHeldBy } from '../store-credit/ledger.ts';

/** A refund as the audit log keeps it, the amount in paise (docs/product/staff.md#audit-log). */
const AUDITED = ['order_id', 'return_id', 'amount', 'reason', 'method', 'status'] as const;

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * What may still go back (paise): the store credit the order still holds (less credit in pending refunds), then the
 * money paid less money refunded and pending. An order paid without credit: paid less refunded less pending. Credit an
 * order gave back when it was cancelled or expired unpaid is not refundable again (docs/product/checkout.md#store-credit).
 */
export async function refundableOf(
  tx: DbOrTx,
  order: Pick<OrderRow, 'order_id' | 'user_id' | 'total_amount' | 'refunded_amount' | 'store_credit_paise'>,
): Promise<{ refundable: number; pending: number; credit: number }> {
  const [row] = await tx
    .select({
      pending: sql<number>`coalesce(sum(${refunds.amount}) FILTER (WHERE ${refunds.status} = 'Pending'), 0)::int`,
      pendingCredit: sql<number>`coalesce(sum(${refunds.store_credit_paise}) FILTER (WHERE ${refunds.status} = 'Pending'), 0)::int`,
      refundedCredit: sql<number>`coalesce(sum(${refunds.store_credit_paise}) FILTER (WHERE ${refunds.status} = 'Processed'), 0)::int`,
    })
    .from(refunds)
    .where(eq(refunds.order_id, order.order_id));
  const pending = Number(row?.pending ?? 0);
  const pendingCredit = Number(row?.pendingCredit ?? 0);
  const refundedCredit = Number(row?.refundedCredit ?? 0);
  const held = order.store_credit_paise > 0 ? await creditHeldBy(tx, order.user_id, order.order_id) : 0;
  const credit = Math.max(0, held - pendingCredit);
  const money =
    order.total_amount -
    order.store_credit_paise -
    (order.refunded_amount - refundedCredit) -
    (pending - pendingCredit);
  return { refundable: credit + money, pending, credit };
}

/**
 * What a return's items were paid (paise): each line's price times the units returned, less their share of the
 * order's coupon discount (docs/product/checkout.md#coupons), plus the COD fee when the return brings the whole order
 * back (docs/product/checkout.md#cod-fee). A return's refund is never more.
 */
async function returnWorth(
  tx: Tx,
  order: Pick<OrderRow, 'order_id' | 'cod_fee_paise'>,
  returnId: number,
): Promise<number> {
  const items = await tx
    .select({
      price: orderItems.price,
      quantity: orderItems.quantity,
      discount: orderItems.discount,
      returned: returnItems.quantity,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.order_item_id, returnItems.order_item_id))
    .where(eq(returnItems.return_id, returnId));
  const lines = items.reduce((sum, item) => sum + paidForUnits(item, item.returned), 0);
  if (order.cod_fee_paise <= 0) return lines;
  const bought = await tx
    .select({ order_item_id: orderItems.order_item_id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.order_id, order.order_id));
  const returns = await tx.query.orderReturns.findMany({
    where: eq(orderReturns.order_id, order.order_id),
    with: { items: true },
  });
  return lines + codFeeOfReturn(order.cod_fee_paise, bought, returns, returnId);
}

/** The payment behind an order (the first verified one), or none for cash collected on delivery. */
async function paymentOf(tx: Tx, orderId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.order_id, orderId))
    .orderBy(asc(payments.payment_id))
    .limit(1);
  return payment;
}

export interface RefundRequest {
  /** Paise, or everything still refundable. */
  amount: number | 'rest';
  reason: string;
  returnId?: number | undefined;
  /** The client's Idempotency-Key (the API requires one); a fresh one for the store's own refunds (the cancels). */
  idempotencyKey?: string | undefined;
  /**
   * Paise the order's refunds (not failed, by anyone) may total with this one, for a support member
   * (SUPPORT_REFUND_LIMIT, docs/product/staff.md#roles); none for the owner.
   */
  limit?: number | undefined;
  /** Into the shopper's store credit rather than the way they paid (docs/product/accounts.md#store-credit). */
  toStoreCredit?: boolean | undefined;
}

/** A refund row recorded (or found again by its key), with the payment id the provider refunds. */
export interface StartedRefund {
  refund: RefundRow;
  paymentId: string | null;
  /** Found again by its key rather than recorded now. */
  replay: boolean;
}

/**
 * Records a refund as Pending, in one transaction with the order row locked (docs/product/orders.md#refunds):
 * two refunds of one order at once (two tabs, a double click) are decided one after the other from the locked
 * row, so together they never pass what was paid; the same Idempotency-Key again finds the first refund. The
 * provider is called only after this commits, so a slow payment service never holds the lock.
 */
export async function startRefund(
  context: RefundsContext,
  orderId: number,
  request: RefundRequest,
  actor: OrderActor,
): Promise<StartedRefund | null> {
  const key = request.idempotencyKey ?? randomUUID();
  try {
    return await context.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Order');
      const payment = await paymentOf(tx, orderId);
      if (request.idempotencyKey) {
        const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotency_key, key));
        if (earlier) {
          const same =
            earlier.order_id === orderId &&
            (request.amount === 'rest' || earlier.amount === request.amount) &&
            earlier.return_id === (request.returnId ?? null);
          if (!same) throw reusedKey();
          return { refund: earlier, paymentId: payment?.razorpay_payment_id ?? null, replay: true };
        }
      }
      if (order.payment_status === 'Unpaid')
        throw refused(`Order #${orderId} was never paid, so there is nothing to refund.`);
      if (order.payment_status === 'CashDue') {
        throw refused(
          `Order #${orderId} is cash on delivery and the cash has not been collected yet, so there is nothing to refund.`,
        );
      }
      const { refundable, pending, credit } = await refundableOf(tx, order);
      const amount = request.amount === 'rest' ? refundable : request.amount;
      // The store credit the order was paid with goes back first; the way it was paid refunds only the rest.
      const storeCredit = Math.min(Math.max(amount, 0), credit);
      let method: RefundRow['method'] =
        request.toStoreCredit || (storeCredit === amount && storeCredit > 0)
          ? 'store_credit'
          : payment
            ? order.provider
            : 'payout';
      if (method === 'razorpay' && context.provider.name !== 'razorpay') {
        throw refused(
          `Order #${orderId} was paid through Razorpay, which is not configured on this store now. Refund it from the Razorpay dashboard.`,
        );
      }
      if (request.amount === 'rest' && amount <= 0) return null;
      if (amount > refundable) {
        const waiting = pending > 0 ? `, ${rupees(pending)} waiting for the payment service` : '';
        throw refused(
          refundable > 0
            ? `At most ${rupees(refundable)} can be refunded on order #${orderId} now (paid ${rupees(order.total_amount)}, refunded ${rupees(order.refunded_amount)}${waiting}).`
            : `Nothing is left to refund on order #${orderId} (paid ${rupees(order.total_amount)}, refunded ${rupees(order.refunded_amount)}${waiting}).`,
          { refundable: toRupees(Math.max(refundable, 0)) },
        );
      }
      if (request.limit !== undefined) await withinLimit(tx, orderId, amount, request.limit);
      let payout: unknown = null;
      if (request.returnId !== undefined) {
        const [found] = await tx
          .select()
          .from(orderReturns)
          .where(and(eq(orderReturns.return_id, request.returnId), eq(orderReturns.order_id, orderId)));
        if (!found) throw notFound('Return');
        if (found.kind === 'exchange') {
          throw refused(
            `Return #${found.return_id} is an exchange: mark it exchanged when the replacement ships, or refund without the return.`,
          );
        }
        if (found.status !== 'Accepted' && found.status !== 'Received') {
          throw refused(
            `Return #${found.return_id} is ${found.status.toLowerCase()}; only an accepted or received return can be refunded.`,
          );
        }
        const [taken] = await tx
          .select({ refund_id: refunds.refund_id })
          .from(refunds)
          .where(and(eq(refunds.return_id, found.return_id), inArray(refunds.status, ['Pending', 'Processed'])));
        if (taken) throw refused(`Return #${found.return_id} already has a refund (#${taken.refund_id}).`);
        const worth = await returnWorth(tx, order, found.return_id);
        if (amount > worth) {
          throw refused(
            `At most ${rupees(worth)} can be refunded for return #${found.return_id}: what was paid for its items, less their share of any coupon discount${order.cod_fee_paise > 0 ? ' (with the COD fee only when the whole order comes back)' : ''}.`,
            { refundable: toRupees(worth) },
          );
        }
        payout = found.refund_destination;
        // The shopper chose store credit for this return: it is refunded there, whatever the admin's choice.
        if ((payout as { store_credit?: boolean } | null)?.store_credit === true) method = 'store_credit';
      }
      const [refund] = await tx
        .insert(refunds)
        .values({
          order_id: orderId,
          return_id: request.returnId ?? null,
          amount,
          store_credit_paise: storeCredit,
          reason: request.reason,
          method,
          idempotency_key: key,
          payout,
          created_by: actor.user_id,
        })
        .returning();
      if (actor.audit) {
        await recordRowChange(tx, actor.audit, {
          entity: 'refund',
          verb: 'create',
          id: refund!.refund_id,
          after: refund,
          fields: AUDITED,
        });
      }
      return { refund: refund!, paymentId: payment?.razorpay_payment_id ?? null, replay: false };
    });
  } catch (error) {
    // The same key sent for another order at the same moment: the unique key stops the second.
    if (pgErrorCode(error) === pgCodes.uniqueViolation) throw reusedKey();
    throw error;
  }
}

/**
 * 403 when this refund would take the order's refunds (pending or processed, by anyone) over `limit`: checked under
 * the order's lock, so two refunds at once are counted one after the other and cannot both pass.
 */
async function withinLimit(tx: Tx, orderId: number, amount: number, limit: number): Promise<void> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.order_id, orderId), ne(refunds.status, 'Failed')));
  if (Number(row?.total ?? 0) + amount > limit) {
    throw new HttpError(403, `Refunds above ${formatRupees(toRupees(limit))} on one order need the owner.`, {
      details: { limit: toRupees(limit) },
    });
  }
}

const reusedKey = () =>
  refused('This Idempotency-Key was already used for a different refund. Use a new key for a new refund.');
