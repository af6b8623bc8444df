import { and, asc, desc, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toRupees } from '@store/shared/money';
import { RETURN_WINDOW_DAYS } from '@store/shared/order-lifecycle';
import type { UnpaidOrderSummary } from '@store/shared/schemas/orders';
import { tryTransactionLock, type DbOrTx, type Tx } from '../../db/client.ts';
import { orderEvents, orderItems, orders, payments, productVariations, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { sqlStatement, statement } from '../../db/statements.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { releaseCouponUses, retakeCouponUse } from '../coupons/service.ts';
import { financialYear, numberDocument } from '../invoices/numbers.ts';
import { queueNotificationTo, type OrderRecipient, type StoreLinks } from '../notifications/outbox.ts';
import { productIdsOf } from './stock-changes.ts';
import type { StockChange } from '../../lib/response-cache.ts';
import {
  eventView,
  exchangeAttributes,
  isoOrNull,
  orderLineView,
  refundView,
  returnView,
  shopperEventView,
} from './views.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export interface PaymentRecord {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string | null;
}

/** What recording a payment did: whether anything changed, and what it did to stock and units sold. */
export interface PaymentOutcome {
  changed: boolean;
  stock: StockChange;
}

declare const lockedOrder: unique symbol;
/** An order row read FOR UPDATE in the transaction at hand (only lockOrder makes one). */
export type LockedOrder = OrderRow & { readonly [lockedOrder]: true };

/** Which order to lock: by its id, or by the payment order id the provider knows (and, for a shopper, its owner). */
export type OrderKey = number | { razorpayOrderId: string; userId?: number };

// Every payment locks its order: built once (db/statements.ts).
const orderById = statement('lock_order_by_id', (db, name) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.order_id, sql.placeholder('id')))
    .for('update')
    .prepare(name),
);
/**
 * The order behind a payment order id (placeholder `razorpayOrderId`) and, when placeholder `userId` is not null, only
 * that shopper's.
 */
export const byPaymentOrder = () =>
  and(
    eq(orders.razorpay_order_id, sql.placeholder('razorpayOrderId')),
    sql`(${sql.placeholder('userId')}::int IS NULL OR ${orders.user_id} = ${sql.placeholder('userId')})`,
  );
const orderByPaymentOrder = statement('lock_order_by_payment_order', (db, name) =>
  db.select().from(orders).where(byPaymentOrder()).for('update').prepare(name),
);

/**
 * The order row, locked until the transaction ends: payments, cancel and the sweep decide from it one at a time.
 * With `userId`, someone else's order is not found.
 */
export async function lockOrder(tx: Tx, which: OrderKey): Promise<LockedOrder | undefined> {
  const [order] =
    typeof which === 'number'
      ? await orderById(tx, { id: which })
      : await orderByPaymentOrder(tx, { razorpayOrderId: which.razorpayOrderId, userId: which.userId ?? null });
  return order as LockedOrder | undefined;
}

// Payments, cancels and the sweep read order lines: built once for any number of orders (db/statements.ts).
const linesOfOrders = statement('lines_of_orders', (db, name) =>
  db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.order_id} = any(${sql.placeholder('orderIds')}::int[])`)
    .orderBy(sql`coalesce(${orderItems.productvariation_id}, -${orderItems.product_id})`, asc(orderItems.order_item_id))
    .prepare(name),
);

/** Lines in the order checkout takes stock (see takeStock), so stock rows are always locked in one order. */
export const linesOf = (tx: Tx, orderIds: number[]) => linesOfOrders(tx, { orderIds });

// The statements every paid order runs, built once (db/statements.ts).
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
/**
 * Confirming an order is one statement (every paid order runs it, so each round trip it saves is the event loop's and
 * the database's): the tax invoice's number when the order has none (docs/product/orders.md#invoice-numbers; the
 * sequence row stays locked until the transaction ends, so two invoices never share a number and a rolled-back one
 * leaves no gap), the move to Confirmed, its history row and the units sold (the tally, from the order's own lines),
 * answering what the shopper's message needs.
 */
const numberInvoice = numberDocument(
  sql`'INV'::text`,
  sql`${sql.placeholder('financialYear')}::text`,
  sql`${sql.placeholder('needsNumber')}::boolean`,
);
const confirmStatement = sqlStatement<OrderRecipient>(
  'confirm_order',
  sql`WITH numbered AS (
        ${numberInvoice}
      ), confirmed AS (
        UPDATE orders SET
          status = 'Confirmed',
          payment_status = ${sql.placeholder('paymentStatus')}::text,
          paid_at = CASE WHEN ${sql.placeholder('paymentStatus')}::text = 'Paid' THEN now() ELSE orders.paid_at END,
          updated_at = now(),
          stock_shortfall = ${sql.placeholder('stockShortfall')}::boolean,
          invoice_number = coalesce(orders.invoice_number, (SELECT number FROM numbered)),
          invoice_date = coalesce(orders.invoice_date, (SELECT now() FROM numbered))
        FROM users
        WHERE orders.order_id = ${sql.placeholder('orderId')}::int AND users.user_id = orders.user_id
        RETURNING orders.order_id, orders.total_amount, orders.carrier, orders.tracking_number, orders.payment_status,
          users.email, users.phone, users.first_name
      ), recorded AS (
        INSERT INTO order_events (order_id, kind, from_status, to_status, note, actor_role)
        SELECT order_id, 'status', ${sql.placeholder('fromStatus')}::text, 'Confirmed', ${sql.placeholder('note')}::text, 'system'
        FROM confirmed
      ), tallied AS (
        INSERT INTO sales_tally (product_id, quantity)
        SELECT product_id, quantity FROM order_items
        WHERE order_id IN (SELECT order_id FROM confirmed) AND product_id IS NOT NULL
      )
      SELECT * FROM confirmed`,
);

/**
 * Records a verified payment and marks the order Paid (docs/product/checkout.md#unpaid-orders). The caller locks the
 * order row (lockOrder) and the decision is made from the locked row, so a payment and the sweep (or a cancel) never both
 * act on an order: New → Paid keeps the stock it holds; Expired or Cancelled → Paid takes its stock again where
 * there is enough, and a line that cannot be taken sets `stock_shortfall` (never negative stock) with a warning.
 * Idempotent: a payment id already recorded changes nothing.
 */
export async function recordPayment(
  tx: Tx,
  order: LockedOrder,
  payment: PaymentRecord,
  context: { log: Pick<FastifyBaseLogger, 'warn'>; links: StoreLinks },
): Promise<PaymentOutcome> {
  const { log } = context;
  const inserted = await insertPayment(tx, { orderId: order.order_id, amount: order.total_amount, ...payment });
  if (inserted.length === 0) return { changed: false, stock: {} };
  if (order.payment_status !== 'Unpaid') return { changed: true, stock: {} };
  // In time, the order still holds its stock; a released one takes its lines' stock again.
  const lines = order.status === 'New' ? [] : await linesOf(tx, [order.order_id]);
  const short = await retakeStock(tx, lines);
  if (order.status !== 'New') await retakeCouponUse(tx, order.order_id);
  if (short.length > 0) {
    log.warn(
      { orderId: order.order_id, lines: short.map((line) => line.order_item_id) },
      'a payment arrived for a released order whose stock could not all be taken again: stock shortfall',
    );
  }
  await confirmOrder(tx, context.links, order, {
    paymentStatus: 'Paid',
    stockShortfall: short.length > 0,
    note:
      short.length > 0 ? 'Payment received; some stock had gone back and could not be taken again' : 'Payment received',
  });
  // In time, the stock was taken when the order was placed and only units sold move; a released order's stock was
  // given back and is taken again.
  return { changed: true, stock: { products: order.status === 'New' ? [] : productIdsOf(lines) } };
}

/** How an order is confirmed: paid (online), or cash due on delivery. */
export interface Confirmation {
  paymentStatus: 'Paid' | 'CashDue';
  stockShortfall: boolean;
  /** The history's note for the move to Confirmed. */
  note: string;
}

/**
 * The order becomes Confirmed (docs/product/orders.md#lifecycle), inside the caller's transaction and on the row
 * it locked: a paid order's tax invoice number (given once; cash on delivery's comes at dispatch), the history,
 * the shopper's order_placed message and the units counted as sold. Payments and cash on delivery confirm here.
 */
export async function confirmOrder(
  tx: Tx,
  links: StoreLinks,
  order: OrderRow,
  { paymentStatus, stockShortfall, note }: Confirmation,
): Promise<void> {
  const [recipient] = await confirmStatement(tx, {
    orderId: order.order_id,
    paymentStatus,
    stockShortfall,
    needsNumber: order.invoice_number === null && paymentStatus === 'Paid',
    financialYear: financialYear(new Date()),
    fromStatus: order.status,
    note,
  });
  await queueNotificationTo(tx, links, recipient!, 'order_placed');
}

/** Takes each line's stock again where there is enough (never below zero); answers the lines it could not take. */
async function retakeStock(tx: Tx, lines: OrderItemRow[]): Promise<OrderItemRow[]> {
  const short: OrderItemRow[] = [];
  for (const line of lines) {
    const taken =
      line.productvariation_id !== null
        ? await tx
            .update(productVariations)
            .set({ stock: sql`${productVariations.stock} - ${line.quantity}` })
            .where(
              and(
                eq(productVariations.productvariation_id, line.productvariation_id),
                sql`${productVariations.stock} >= ${line.quantity}`,
              ),
            )
            .returning({ id: productVariations.productvariation_id })
        : line.product_id !== null
          ? await tx
              .update(products)
              .set({ stock: sql`${products.stock} - ${line.quantity}` })
              .where(and(eq(products.product_id, line.product_id), sql`${products.stock} >= ${line.quantity}`))
              .returning({ id: products.product_id })
          : [];
    if (taken.length === 0) short.push(line);
  }
  return short;
}

/** Gives each line's stock back. */
export async function giveStockBack(tx: Tx, lines: OrderItemRow[]): Promise<void> {
  for (const line of lines) {
    if (line.productvariation_id !== null) {
      await tx
        .update(productVariations)
        .set({ stock: sql`${productVariations.stock} + ${line.quantity}` })
        .where(eq(productVariations.productvariation_id, line.productvariation_id));
    } else if (line.product_id !== null) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.product_id, line.product_id));
    }
  }
}

/** Orders released by the sweep (or one released at once): how many, and whose stock came back. */
export interface ReleasedOrders {
  orders: number;
  productIds: number[];
}

/**
 * Moves the New orders `which` picks to Expired and gives their stock back. Each order is claimed by one
 * `UPDATE … WHERE status = 'New'`, which locks its row: a payment holding the lock goes first (and the order is
 * then Paid, so not claimed), and no two processes give the same stock back twice.
 */
async function expireOrders(tx: Tx, which: SQL): Promise<ReleasedOrders> {
  const expired = await tx
    .update(orders)
    .set({ status: 'Expired', updated_at: sql`now()` })
    .where(and(eq(orders.status, 'New'), which))
    .returning({ order_id: orders.order_id });
  if (expired.length === 0) return { orders: 0, productIds: [] };
  await tx.insert(orderEvents).values(
    expired.map((order) => ({
      order_id: order.order_id,
      kind: 'status' as const,
      from_status: 'New',
      to_status: 'Expired',
      note: 'Not paid in time; stock given back',
      actor_role: 'system' as const,
    })),
  );
  const lines = await linesOf(
    tx,
    expired.map((order) => order.order_id),
  );
  await giveStockBack(tx, lines);
  await releaseCouponUses(
    tx,
    expired.map((order) => order.order_id),
  );
  return { orders: expired.length, productIds: productIdsOf(lines) };
}

/** The advisory lock key of the unpaid-order sweep: one number for the whole database ('unpaid' in ASCII). */
export const UNPAID_ORDERS_SWEEP_LOCK = 0x756e70616964;

/** What one sweep did: `skipped` when another process was sweeping at that moment and this one left it. */
export interface SweepResult extends ReleasedOrders {
  skipped: boolean;
}

/**
 * Orders left unpaid past their time give their stock back (docs/product/checkout.md#unpaid-orders). One sweep
 * at a time across every process on the database: the sweep's transaction takes a PostgreSQL advisory lock
 * (released at commit), and a process that does not get it skips this sweep; the one sweeping releases them.
 */
export async function releaseExpiredOrders(db: DbOrTx): Promise<SweepResult> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, UNPAID_ORDERS_SWEEP_LOCK))) return { orders: 0, productIds: [], skipped: true };
    return { ...(await expireOrders(tx, lt(orders.expires_at, sql`now()`))), skipped: false };
  });
}

/**
 * One order that can no longer be paid gives its stock back at once (status Expired), whatever its time;
 * answers nothing released when it was no longer New (already paid or released).
 */
export async function releaseOrder(db: DbOrTx, orderId: number): Promise<ReleasedOrders> {
  return db.transaction((tx) => expireOrders(tx, eq(orders.order_id, orderId)));
}

/** A New order still within its time: it holds stock and can be paid. */
const waitingForPayment = () => and(eq(orders.status, 'New'), gt(orders.expires_at, sql`now()`));

// Every checkout counts them: built once (db/statements.ts).
const unpaidOrdersOf = statement('unpaid_orders', (db, name) =>
  db
    .select({
      orderid: orders.order_id,
      orderId: orders.razorpay_order_id,
      total_amount: orders.total_amount,
      expires_at: orders.expires_at,
    })
    .from(orders)
    .where(and(eq(orders.user_id, sql.placeholder('userId')), waitingForPayment()))
    .orderBy(asc(orders.order_id))
    .prepare(name),
);

/** The shopper's orders waiting for payment, oldest first (docs/product/checkout.md#unpaid-orders). */
export async function unpaidOrders(db: DbOrTx, userId: number): Promise<UnpaidOrderSummary[]> {
  const rows = await unpaidOrdersOf(db, { userId });
  return rows.map((row) => ({
    ...row,
    total_amount: toRupees(row.total_amount),
    expires_at: new Date(row.expires_at).toISOString(),
  }));
}

/**
 * The orders of one user (docs/product/checkout.md#orders): those waiting for payment first, then every order that
 * was paid at some point (also cancelled or refunded after payment), newest first, with their lines and progress
 * (docs/product/orders.md#lifecycle). Orders never paid that expired or were cancelled are not listed. The
 * admin's read also carries `stock_shortfall`.
 */
export async function listOrders(db: DbOrTx, userId: number, { admin = false } = {}) {
  return orderViews(
    db,
    and(eq(orders.user_id, userId), or(ne(orders.payment_status, 'Unpaid'), waitingForPayment()))!,
    { admin },
  );
}

/**
 * GET /Order/{id}/detail: one order with its progress, the owner's own (any status) or any for the admin; anyone
 * else's is 404, as if it did not exist (docs/decisions/005-owners-only.md).
 */
export async function orderDetail(db: DbOrTx, actor: Pick<RequestUser, 'user_id' | 'role'>, orderId: number) {
  const admin = actor.role === 'admin';
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
    shipping_address: order.shipping_address as Record<string, unknown> | null,
    expires_at: order.status === 'New' ? new Date(order.expires_at).toISOString() : null,
    ...(admin ? { stock_shortfall: order.stock_shortfall } : {}),
    cash_on_delivery: order.payment_method === 'cod',
    orderitemss: order.items.map(orderLineView),
    payment_status: order.payment_status,
    refunded_amount: toRupees(order.refunded_amount),
    carrier: order.carrier,
    tracking_number: order.tracking_number,
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
