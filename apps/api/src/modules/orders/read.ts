import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import { RETURN_WINDOW_DAYS } from '@store/shared/order-lifecycle';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { waitingForPayment } from './service.ts';
import {
  eventView,
  exchangeAttributes,
  isoOrNull,
  orderLineView,
  refundView,
  returnView,
  shopperEventView,
} from './views.ts';
import { userCan } from '../staff/access.ts';

// The shopper's and the admin's reads of orders (docs/product/checkout.md#orders).

/**
 * The orders of one user (docs/product/checkout.md#orders): those waiting for payment first, then every order that
 * was paid at some point (also cancelled or refunded after payment), newest first, with their lines and progress
 * (docs/product/orders.md#lifecycle). Orders never paid that expired or were cancelled are not listed; one returned
 * to origin is, paid or not: it was shipped (docs/product/orders.md#returned-to-origin). The admin's read also
 * carries `stock_shortfall`.
 */
export async function listOrders(db: DbOrTx, userId: number, { admin = false } = {}) {
  return orderViews(
    db,
    and(
      eq(orders.user_id, userId),
      or(ne(orders.payment_status, 'Unpaid'), eq(orders.status, 'ReturnedToOrigin'), waitingForPayment()),
    )!,
    { admin },
  );
}

/**
 * GET /Order/{id}/detail: one order with its progress, the owner's own (any status) or any for the admin; anyone
 * else's is 404, as if it did not exist (docs/decisions/005-owners-only.md).
 */
export async function orderDetail(
  db: DbOrTx,
  actor: Pick<RequestUser, 'user_id' | 'role' | 'two_factor_required'>,
  orderId: number,
) {
  const admin = userCan(actor, 'orders.read');
  const [view] = await orderViews(
    db,
    and(eq(orders.order_id, orderId), admin ? undefined : eq(orders.user_id, actor.user_id))!,
    { admin },
  );
  if (!view) throw notFound('Order');
  return view;
}

/** Orders as the shopper's pages show them; lines, history, refunds and returns come in one query (no N+1). */
async function orderViews(db: DbOrTx, where: SQL, { admin }: { admin: boolean }) {
  const rows = await db.query.orders.findMany({
    where,
    orderBy: [desc(sql`${orders.status} = 'New'`), desc(orders.order_date), desc(orders.order_id)],
    with: {
      items: { orderBy: (item, { asc: ascending }) => [ascending(item.order_item_id)] },
      events: { orderBy: (event, { asc: ascending }) => [ascending(event.event_id)] },
      refunds: { orderBy: (refund, { asc: ascending }) => [ascending(refund.refund_id)] },
      returns: {
        orderBy: (row, { asc: ascending }) => [ascending(row.return_id)],
        with: { items: true },
      },
    },
  });
  const attributes = await exchangeAttributes(
    db,
    rows.flatMap((order) => order.returns),
  );
  return rows.map((order) => ({
    order_id: order.order_id,
    order_date: new Date(order.order_date).toISOString(),
    status: order.status,
    total_amount: toRupees(order.total_amount),
    discount_amount: toRupees(order.discount_amount),
    coupon_code: order.coupon_code,
    cod_fee: toRupees(order.cod_fee_paise),
    shipping_address: order.shipping_address as Record<string, unknown> | null,
    expires_at: order.status === 'New' ? new Date(order.expires_at).toISOString() : null,
    ...(admin ? { stock_shortfall: order.stock_shortfall } : {}),
    cash_on_delivery: order.payment_method === 'cod',
    payment_method: order.payment_method,
    store_credit_used: toRupees(order.store_credit_paise),
    paid_amount: toRupees(order.total_amount - order.store_credit_paise),
    orderitemss: order.items.map(orderLineView),
    payment_status: order.payment_status,
    refunded_amount: toRupees(order.refunded_amount),
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    credit_note_number: order.credit_note_number,
    rto_reason: order.rto_reason,
    delivered_at: isoOrNull(order.delivered_at),
    return_until: returnUntil(order.delivered_at),
    history: order.events.flatMap((event) => {
      const view = admin ? eventView(event) : shopperEventView(event);
      return view ? [view] : [];
    }),
    refunds: order.refunds.map(refundView),
    returns: order.returns.map((row) => returnView(row, attributes, { admin })),
  }));
}

/** The last moment a return may be asked: RETURN_WINDOW_DAYS after delivery (docs/product/orders.md#returns-and-exchanges). */
export function returnUntil(deliveredAt: string | null): string | null {
  if (deliveredAt === null) return null;
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
}
