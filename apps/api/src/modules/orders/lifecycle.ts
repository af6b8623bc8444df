import { eq, sql } from 'drizzle-orm';
import {
  adminMoves,
  canMoveOrder,
  refusedMoveMessage,
  releasingStatuses,
  rtoReasonLabels,
  type OrderStatus,
  type RtoReason,
} from '@store/shared/order-lifecycle';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { OrderNotificationKind } from '../notifications/kinds.ts';
import { queueOrderNotification, type StoreLinks } from '../notifications/outbox.ts';
import { releaseCouponUses } from '../coupons/service.ts';
import { creditCancelledInvoice, invoiceAtDispatch } from '../invoices/service.ts';
import { giveStockBack, linesOf, lockOrder } from './service.ts';
import { tallySales } from './sales-tally.ts';
import { giveCreditBack } from './credit-payment.ts';
import { productIdsOf } from './stock-changes.ts';
import type { AuditActor } from '../audit/record.ts';

/** Who changes an order: a shopper (their own only), the admin, or the store itself (payments, the sweep). */
export interface OrderActor {
  user_id: number | null;
  role: 'shopper' | 'admin' | 'system';
  /** Present when staff act through the admin API: their change is written to the audit log (docs/product/staff.md#audit-log). */
  audit?: AuditActor | undefined;
}

export interface OrderMove {
  to: OrderStatus;
  note?: string | undefined;
  carrier?: string | undefined;
  tracking_number?: string | undefined;
  /** Delivered, cash on delivery: the cash was collected (the default; false leaves it due). */
  cash_collected?: boolean | undefined;
  /** ReturnedToOrigin: why the parcel came back (docs/product/orders.md#returned-to-origin). */
  rto_reason?: RtoReason | undefined;
}

type OrderRow = typeof orders.$inferSelect;

/** What a move did: the order as it is now, where it came from, and whose stock came back. */
export interface MoveOutcome {
  order: OrderRow;
  from: OrderStatus;
  productIds: number[];
}

/** The time column each status stamps. */
const stampOf: Partial<
  Record<OrderStatus, 'packed_at' | 'shipped_at' | 'delivered_at' | 'cancelled_at' | 'returned_to_origin_at'>
> = {
  Packed: 'packed_at',
  Shipped: 'shipped_at',
  Delivered: 'delivered_at',
  Cancelled: 'cancelled_at',
  ReturnedToOrigin: 'returned_to_origin_at',
};

/** The message each status sends the shopper (docs/product/orders.md#notifications). */
const notificationOf: Partial<Record<OrderStatus, OrderNotificationKind>> = {
  Shipped: 'order_shipped',
  Delivered: 'order_delivered',
  Cancelled: 'order_cancelled',
  ReturnedToOrigin: 'order_returned_to_origin',
};

/**
 * Moves an order to another fulfilment status (docs/product/orders.md#lifecycle), inside the caller's
 * transaction. The order row is locked first and the move decided from the locked row, so two tabs or a retry
 * never both act: the second finds the new status and is refused with 409 ORDER_TRANSITION_REFUSED. A shopper
 * may only touch their own order (anyone else's is 404) and only cancel; the store's own moves (payment,
 * expiry) are refused to people. Cancelling gives the stock back (and takes back the units counted as sold
 * when it was paid). The change is recorded in the history and the shopper's message is queued in the outbox.
 * Refunding what was paid is the caller's next step.
 */
export async function moveOrder(
  tx: Tx,
  links: StoreLinks,
  orderId: number,
  move: OrderMove,
  actor: OrderActor,
): Promise<MoveOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order || (actor.role === 'shopper' && order.user_id !== actor.user_id)) throw notFound('Order');
  const from = order.status;
  const allowed =
    actor.role === 'system'
      ? canMoveOrder(from, move.to)
      : actor.role === 'admin'
        ? adminMoves(from).includes(move.to)
        : move.to === 'Cancelled' && adminMoves(from).includes('Cancelled');
  if (!allowed) {
    throw new HttpError(409, refusedMoveMessage(order.order_id, from, move.to), {
      code: 'ORDER_TRANSITION_REFUSED',
      details: { status: from, allowed: actor.role === 'shopper' ? [] : adminMoves(from) },
    });
  }
  if (move.to === 'Shipped' && (!move.carrier?.trim() || !move.tracking_number?.trim())) {
    throw badRequest('A shipped order needs the carrier and the tracking number.', {
      ...(move.carrier?.trim() ? {} : { carrier: 'Required' }),
      ...(move.tracking_number?.trim() ? {} : { tracking_number: 'Required' }),
    });
  }
  if (move.to === 'ReturnedToOrigin' && !move.rto_reason) {
    throw badRequest('Choose why the parcel came back: refused at door, not reachable or address wrong.', {
      reason: 'Required',
    });
  }
  const releasing = releasingStatuses.includes(move.to);
  const stamp = stampOf[move.to];
  let [updated] = await tx
    .update(orders)
    .set({
      status: move.to,
      updated_at: sql`now()`,
      ...(stamp ? { [stamp]: sql`now()` } : {}),
      ...(move.to === 'Shipped'
        ? { carrier: move.carrier!.trim(), tracking_number: move.tracking_number!.trim() }
        : {}),
      ...(move.to === 'ReturnedToOrigin' ? { rto_reason: move.rto_reason } : {}),
    })
    .where(eq(orders.order_id, order.order_id))
    .returning();
  // Invoices follow GST's time of supply (docs/product/orders.md#invoice-numbers).
  if (move.to === 'Shipped') updated = await invoiceAtDispatch(tx, updated!, links.seller);
  // Cancelled or returned to origin with nothing paid: a credit note cancels the invoice (docs/product/orders.md#credit-notes).
  if (releasing) await creditCancelledInvoice(tx, updated!, order.payment_status);
  if (move.to === 'Delivered' && order.payment_status === 'CashDue' && move.cash_collected !== false) {
    await recordCashCollected(tx, order.order_id, actor);
  }
  let productIds: number[] = [];
  if (releasing) {
    // Nothing was paid by money (unpaid, or cash still due): the store credit it took goes back now, before the
    // stock. A paid order's credit goes back through its refund, first (docs/product/checkout.md#store-credit).
    if (order.payment_status === 'Unpaid' || order.payment_status === 'CashDue') await giveCreditBack(tx, order);
    const lines = await linesOf(tx, [order.order_id]);
    await giveStockBack(tx, lines);
    await releaseCouponUses(tx, [order.order_id]);
    // Cash on delivery cancelled or returned before delivery: no cash is due any more, and none was paid
    // (docs/product/orders.md#returned-to-origin).
    if (order.payment_status === 'CashDue') {
      [updated] = await tx
        .update(orders)
        .set({ payment_status: 'Unpaid', updated_at: sql`now()` })
        .where(eq(orders.order_id, order.order_id))
        .returning();
      await tx.insert(orderEvents).values({
        order_id: order.order_id,
        kind: 'payment',
        from_status: 'CashDue',
        to_status: 'Unpaid',
        note:
          move.to === 'Cancelled'
            ? 'Cash on delivery cancelled: nothing to collect.'
            : 'Returned to origin: the cash was never collected, nothing is owed.',
        actor_user_id: actor.user_id,
        actor_role: actor.role,
      });
    }
    if (order.payment_status !== 'Unpaid') {
      await tallySales(tx, lines, -1);
    }
    productIds = productIdsOf(lines);
  }
  await tx.insert(orderEvents).values({
    order_id: order.order_id,
    kind: 'status',
    from_status: from,
    to_status: move.to,
    note:
      move.to === 'ReturnedToOrigin'
        ? [`Returned to seller: ${rtoReasonLabels[move.rto_reason!]}`, move.note?.trim()].filter(Boolean).join('. ')
        : move.note?.trim() || null,
    actor_user_id: actor.user_id,
    actor_role: actor.role,
  });
  const kind = notificationOf[move.to];
  // An unpaid order cancelled by its own shopper needs no message: they just did it on the page.
  if (kind && !(move.to === 'Cancelled' && from === 'New'))
    await queueOrderNotification(tx, links, order.order_id, kind);
  return { order: updated!, from, productIds };
}

/**
 * The cash of a cash-on-delivery order was collected (docs/product/orders.md#cash-on-delivery): payment status
 * CashDue → Paid, stamped `paid_at` and `cash_collected_at`, with a payment entry in the history. The caller holds
 * the order's row lock.
 */
async function recordCashCollected(tx: Tx, orderId: number, actor: OrderActor): Promise<void> {
  await tx
    .update(orders)
    .set({ payment_status: 'Paid', paid_at: sql`now()`, cash_collected_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(orders.order_id, orderId));
  await tx.insert(orderEvents).values({
    order_id: orderId,
    kind: 'payment',
    from_status: 'CashDue',
    to_status: 'Paid',
    note: 'Cash collected on delivery',
    actor_user_id: actor.user_id,
    actor_role: actor.role,
  });
}

/**
 * POST /admin/orders/{id}/cash-collected: the admin records the cash of a delivered cash-on-delivery order that
 * was left due when it was marked Delivered. 409 for any other order (not delivered yet, or nothing due).
 */
export async function collectCash(tx: Tx, orderId: number, actor: OrderActor): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (order.payment_status !== 'CashDue') {
    throw new HttpError(409, `Order #${order.order_id} has no cash due to record.`, { code: 'CONFLICT' });
  }
  if (order.status !== 'Delivered') {
    throw new HttpError(
      409,
      `Order #${order.order_id} is not delivered yet: the cash is recorded when it is marked Delivered.`,
      { code: 'CONFLICT' },
    );
  }
  await recordCashCollected(tx, order.order_id, actor);
}
