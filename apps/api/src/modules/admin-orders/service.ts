import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { paidForUnits } from '@store/shared/coupons';
import { codFeeOfReturn } from '@store/shared/cod-fee';
import { toRupees } from '@store/shared/money';
import { adminMoves, orderStatuses, releasingStatuses, rtoReasonLabels } from '@store/shared/order-lifecycle';
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderQuery,
  AdminOrderRow,
  OrderStatusInput,
  ReturnToOriginInput,
} from '@store/shared/schemas/merchant';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { orderEvents, orderItems, orderReturns, orders, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import { collectCash, moveOrder, type MoveOutcome } from '../orders/lifecycle.ts';

export type { MoveOutcome };
import type { AuditActor } from '../audit/record.ts';
import { lockOrder } from '../orders/service.ts';
import {
  eventView,
  exchangeAttributes,
  iso,
  orderLineView,
  refundView,
  returnedQuantities,
  returnView,
} from '../orders/views.ts';
import { customerName, customerPhone, orderSort, orderWhere, type OrderFilter } from './filters.ts';
import { auditedOrderChange, statusVerb } from './order-audit.ts';

// The admin's orders (docs/product/admin.md#orders): the table with its filters and counts, one order's page,
// status moves through the shared state machine, and closing a stock shortfall.

/** The columns of a row of the order table: one statement per page, the lines and returns counted in it. */
export const rowColumns = {
  order_id: orders.order_id,
  order_date: orders.order_date,
  status: orders.status,
  payment_status: orders.payment_status,
  total_amount: orders.total_amount,
  refunded_amount: orders.refunded_amount,
  user_id: users.user_id,
  name: customerName,
  email: users.email,
  phone: customerPhone,
  items: sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0)::int FROM ${orderItems} WHERE ${orderItems.order_id} = ${orders.order_id})`,
  needs_attention: sql<boolean>`(${orders.stock_shortfall} AND ${orders.shortfall_resolved_at} IS NULL)`,
  open_returns: sql<number>`(SELECT count(*)::int FROM ${orderReturns} WHERE ${orderReturns.order_id} = ${orders.order_id} AND ${orderReturns.status} IN ('Requested', 'Accepted', 'Received'))`,
};

interface RowRecord {
  order_id: number;
  order_date: string;
  status: AdminOrderRow['status'];
  payment_status: AdminOrderRow['payment_status'];
  total_amount: number;
  refunded_amount: number;
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  items: number;
  needs_attention: boolean;
  open_returns: number;
}

export function toAdminRow(row: RowRecord): AdminOrderRow {
  return {
    order_id: row.order_id,
    order_date: iso(row.order_date),
    status: row.status,
    payment_status: row.payment_status,
    total_amount: toRupees(row.total_amount),
    refunded_amount: toRupees(row.refunded_amount),
    customer: { user_id: row.user_id, name: row.name, email: row.email, phone: row.phone },
    items: Number(row.items),
    needs_attention: Boolean(row.needs_attention),
    open_returns: Number(row.open_returns),
  };
}

/** One page of orders under `where`, in `sort` order. */
export async function orderRows(
  db: DbOrTx,
  where: SQL | undefined,
  sort: AdminOrderQuery['sort'],
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<AdminOrderRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.user_id, orders.user_id))
    .where(where)
    .orderBy(...orderSort(sort))
    .limit(limit)
    .offset(offset);
  return rows.map(toAdminRow);
}

/**
 * How many orders each status has under the filters but status (the filter chips), `all`, and `needs_attention`
 * (orders with an unresolved stock shortfall, under the same filters).
 */
export async function statusCounts(db: DbOrTx, filter: OrderFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({
      status: orders.status,
      orders: count(),
      attention: sql<number>`count(*) FILTER (WHERE ${orders.stock_shortfall} AND ${orders.shortfall_resolved_at} IS NULL)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.user_id, orders.user_id))
    .where(orderWhere(filter, { status: false }))
    .groupBy(orders.status);
  const counts: Record<string, number> = Object.fromEntries(orderStatuses.map((status) => [status, 0]));
  let all = 0;
  let attention = 0;
  for (const row of rows) {
    counts[row.status] = Number(row.orders);
    all += Number(row.orders);
    attention += Number(row.attention);
  }
  return { all, needs_attention: attention, ...counts };
}

/** GET /admin/orders: one page, the total matching and the counts per status. */
export async function listAdminOrders(db: DbOrTx, query: AdminOrderQuery): Promise<AdminOrderList> {
  const where = orderWhere(query);
  const counts = await statusCounts(db, query);
  const items = await orderRows(db, where, query.sort, {
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  });
  return { items, totalCount: query.status ? (counts[query.status] ?? 0) : (counts.all ?? 0), counts };
}

/** GET /admin/orders/{id}: everything the admin's order page shows; 404 for an unknown order. */
export async function adminOrderDetail(db: DbOrTx, orderId: number): Promise<AdminOrderDetail> {
  const order = await db.query.orders.findFirst({
    where: eq(orders.order_id, orderId),
    with: {
      user: true,
      items: { orderBy: (item, { asc }) => [asc(item.order_item_id)] },
      payments: { orderBy: (payment, { asc }) => [asc(payment.payment_id)] },
      refunds: { orderBy: (refund, { asc }) => [asc(refund.refund_id)] },
      returns: { orderBy: (row, { asc }) => [asc(row.return_id)], with: { items: true } },
      events: { orderBy: (event, { asc }) => [asc(event.event_id)] },
      notifications: { orderBy: (row, { asc }) => [asc(row.notification_id)] },
    },
  });
  if (!order) throw notFound('Order');
  const attributes = await exchangeAttributes(db, order.returns);
  const returned = returnedQuantities(order.returns);
  const address = order.shipping_address as Record<string, unknown> | null;
  const user = order.user;
  return {
    order_id: order.order_id,
    order_date: iso(order.order_date),
    status: order.status,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    store_credit_used: toRupees(order.store_credit_paise),
    cash_collected_at: order.cash_collected_at === null ? null : iso(order.cash_collected_at),
    total_amount: toRupees(order.total_amount),
    discount_amount: toRupees(order.discount_amount),
    coupon_code: order.coupon_code,
    cod_fee: toRupees(order.cod_fee_paise),
    refunded_amount: toRupees(order.refunded_amount),
    refundable_amount: toRupees(refundable(order)),
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    invoice_number: order.invoice_number,
    credit_note_number: order.credit_note_number,
    rto_reason: order.rto_reason,
    needs_attention: order.stock_shortfall && order.shortfall_resolved_at === null,
    stock_shortfall: order.stock_shortfall,
    customer: {
      user_id: user.user_id,
      name: [user.first_name, user.last_name].filter(Boolean).join(' '),
      email: user.email,
      phone: user.phone ?? user.phone_claim ?? (typeof address?.phone === 'string' ? address.phone : null),
    },
    shipping_address: address,
    lines: order.items.map((item) => ({
      ...orderLineView(item),
      returned_quantity: returned.get(item.order_item_id) ?? 0,
    })),
    payments: order.payments.map((payment) => ({
      payment_id: payment.payment_id,
      razorpay_payment_id: payment.razorpay_payment_id,
      payment_amount: toRupees(payment.payment_amount),
      payment_method: payment.payment_method,
      status: payment.status,
      payment_date: iso(payment.payment_date),
    })),
    refunds: order.refunds.map(refundView),
    returns: order.returns.map((row) => returnView(row, attributes, { admin: true })),
    returns_to_refund: returnsToRefund(order),
    history: order.events.map(eventView),
    notifications: order.notifications.map((row) => ({
      notification_id: row.notification_id,
      kind: row.kind,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      last_error: row.last_error,
      created_at: iso(row.created_at),
      sent_at: row.sent_at === null ? null : iso(row.sent_at),
    })),
    allowed_moves: adminMoves(order.status),
  };
}

/**
 * The returns waiting for money and what each may get back (docs/product/orders.md#refunds): accepted or received
 * returns (not exchanges) with no refund pending or processed, worth what their items were paid less their coupon
 * share, plus the COD fee when it brings the whole order back (docs/product/checkout.md#cod-fee), never more than the
 * order has left to refund.
 */
function returnsToRefund(order: {
  payment_status: string;
  total_amount: number;
  cod_fee_paise: number;
  refunded_amount: number;
  items: Array<{ order_item_id: number; price: number; quantity: number; discount: number }>;
  refunds: Array<{ status: string; amount: number; return_id: number | null }>;
  returns: Array<{
    return_id: number;
    kind: string;
    status: string;
    items: Array<{ order_item_id: number; quantity: number }>;
  }>;
}): Array<{ return_id: number; amount: number }> {
  const refunded = new Set(
    order.refunds.filter((refund) => refund.status !== 'Failed').map((refund) => refund.return_id),
  );
  const left = refundable(order);
  return order.returns
    .filter((row) => row.kind === 'return' && (row.status === 'Accepted' || row.status === 'Received'))
    .filter((row) => !refunded.has(row.return_id))
    .map((row) => {
      const worth = row.items.reduce(
        (sum, item) => {
          const line = order.items.find((candidate) => candidate.order_item_id === item.order_item_id);
          return sum + (line ? paidForUnits(line, item.quantity) : 0);
        },
        codFeeOfReturn(order.cod_fee_paise, order.items, order.returns, row.return_id),
      );
      return { return_id: row.return_id, amount: toRupees(Math.min(worth, left)) };
    })
    .filter((row) => row.amount > 0);
}

/**
 * What may still go back (paise): the total paid less what was refunded and what is being refunded now; nothing
 * while nothing was paid (docs/product/orders.md#refunds).
 */
function refundable(order: {
  payment_status: string;
  total_amount: number;
  refunded_amount: number;
  refunds: Array<{ status: string; amount: number }>;
}): number {
  if (order.payment_status === 'Unpaid' || order.payment_status === 'CashDue') return 0;
  const pending = order.refunds
    .filter((refund) => refund.status === 'Pending')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, order.total_amount - order.refunded_amount - pending);
}

/**
 * POST /admin/orders/{id}/status: one move through the shared state machine in one transaction (moveOrder
 * locks the row, stamps the time, gives stock back on cancel, writes the history and queues the message).
 */
export async function changeOrderStatus(
  db: Db,
  links: StoreLinks,
  orderId: number,
  input: OrderStatusInput,
  actor: AuditActor,
): Promise<MoveOutcome> {
  return db.transaction((tx) =>
    auditedOrderChange(tx, actor, { id: orderId, verb: statusVerb(input.status), note: input.note }, () =>
      moveOrder(
        tx,
        links,
        orderId,
        {
          to: input.status,
          note: input.note,
          carrier: input.carrier,
          tracking_number: input.tracking_number,
          cash_collected: input.cash_collected,
        },
        { user_id: actor.user_id, role: 'admin' },
      ),
    ),
  );
}

/**
 * POST /admin/orders/{id}/return-to-origin: a shipped parcel came back undelivered (docs/product/orders.md#returned-to-origin).
 * One transaction: Shipped → ReturnedToOrigin with the reason, stock and units sold back, store credit back when
 * nothing was paid by money, the cash of a COD order no longer due, a credit note for an invoice nothing paid, the
 * history row and the audit entry `order.return_to_origin`. A paid order's refund is the caller's next step.
 */
export async function returnToOrigin(
  db: Db,
  links: StoreLinks,
  orderId: number,
  input: ReturnToOriginInput,
  actor: AuditActor,
): Promise<MoveOutcome> {
  return db.transaction((tx) =>
    auditedOrderChange(
      tx,
      actor,
      { id: orderId, verb: 'return_to_origin', note: `Reason: ${rtoReasonLabels[input.reason]}` },
      () =>
        moveOrder(
          tx,
          links,
          orderId,
          { to: 'ReturnedToOrigin', rto_reason: input.reason },
          { user_id: actor.user_id, role: 'admin' },
        ),
    ),
  );
}

/** POST /admin/orders/{id}/cash-collected: the cash of a delivered cash-on-delivery order, recorded as `order.collect_cash`. */
export async function collectCashByAdmin(db: Db, orderId: number, actor: AuditActor): Promise<void> {
  await db.transaction((tx) =>
    auditedOrderChange(tx, actor, { id: orderId, verb: 'collect_cash' }, () =>
      collectCash(tx, orderId, { user_id: actor.user_id, role: 'admin' }),
    ),
  );
}

/**
 * A cancel (or a return to origin) that leaves money to give back: the order had been paid (fully or in part) when it
 * was cancelled or came back (docs/product/orders.md#refunds, docs/product/orders.md#returned-to-origin).
 */
export function cancelledAfterPayment(outcome: MoveOutcome): boolean {
  return (
    releasingStatuses.includes(outcome.order.status) &&
    outcome.from !== outcome.order.status &&
    (outcome.order.payment_status === 'Paid' || outcome.order.payment_status === 'PartiallyRefunded')
  );
}

/**
 * POST /admin/orders/{id}/shortfall: the admin found the stock (or refunded) and closes "needs attention"
 * (docs/product/checkout.md#unpaid-orders), with a note in the history. 409 when there is no open shortfall.
 */
export async function resolveShortfall(db: Db, orderId: number, note: string, actor: AuditActor): Promise<void> {
  await db.transaction((tx) =>
    auditedOrderChange(tx, actor, { id: orderId, verb: 'resolve_shortfall', note }, () =>
      closeShortfall(tx, orderId, note, actor.user_id),
    ),
  );
}

async function closeShortfall(tx: Tx, orderId: number, note: string, adminId: number | null): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (!order.stock_shortfall || order.shortfall_resolved_at !== null) {
    throw conflict(`Order #${order.order_id} has no stock shortfall to resolve.`);
  }
  await tx
    .update(orders)
    .set({ shortfall_resolved_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(orders.order_id, order.order_id), isNull(orders.shortfall_resolved_at)));
  await tx.insert(orderEvents).values({
    order_id: order.order_id,
    kind: 'note',
    note: `Stock shortfall resolved: ${note.trim()}`,
    actor_user_id: adminId,
    actor_role: 'admin',
  });
}
