import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import type { UnpaidOrderSummary } from '@store/shared/schemas/orders';
import { tryTransactionLock, type DbOrTx, type Tx } from '../../db/client.ts';
import { orderEvents, orderItems, orders, productVariations, products } from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import { releaseCouponUses } from '../coupons/service.ts';
import { productIdsOf } from './stock-changes.ts';
import { giveCreditBack } from './credit-payment.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

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
 * Moves the New orders `which` picks to Expired and gives their store credit and stock back. Each order is claimed by one
 * `UPDATE … WHERE status = 'New'`, which locks its row: a payment holding the lock goes first (and the order is
 * then Paid, so not claimed), and no two processes give the same stock back twice.
 */
async function expireOrders(tx: Tx, which: SQL): Promise<ReleasedOrders> {
  // A cash-on-delivery order not confirmed by its code owes nothing any more: CashDue → Unpaid.
  const expired = await tx
    .update(orders)
    .set({ status: 'Expired', payment_status: 'Unpaid', updated_at: sql`now()` })
    .where(and(eq(orders.status, 'New'), which))
    .returning({
      order_id: orders.order_id,
      user_id: orders.user_id,
      store_credit_paise: orders.store_credit_paise,
      payment_method: orders.payment_method,
    });
  if (expired.length === 0) return { orders: 0, productIds: [] };
  // The store credit an order took goes back first (docs/product/checkout.md#store-credit), before the stock.
  for (const order of expired) await giveCreditBack(tx, order);
  await tx.insert(orderEvents).values(
    expired.map((order) => ({
      order_id: order.order_id,
      kind: 'status' as const,
      from_status: 'New',
      to_status: 'Expired',
      note:
        order.payment_method === 'cod'
          ? 'Not confirmed by its code in time; stock given back'
          : 'Not paid in time; stock given back',
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

/**
 * A New order still within its time that is paid online: it holds stock and can be paid. A first cash-on-delivery
 * order waiting for its code (payment status CashDue) is not one of them
 * (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
 */
export const waitingForPayment = () =>
  and(eq(orders.status, 'New'), eq(orders.payment_status, 'Unpaid'), gt(orders.expires_at, sql`now()`));

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
