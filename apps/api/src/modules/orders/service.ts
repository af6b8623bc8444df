import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderItems, orders, payments, productVariations, products } from '../../db/schema/index.ts';
import { imageUrl } from '../media/urls.ts';

export interface PaymentRecord {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string | null;
}

/**
 * Records a verified payment and marks the order Paid. Idempotent: a payment id already recorded changes
 * nothing. Orders only move forward (New or Expired → Paid); an order whose reservation had expired takes its
 * stock again as far as there is any, since the money has arrived.
 */
export async function recordPayment(
  tx: Tx,
  order: typeof orders.$inferSelect,
  payment: PaymentRecord,
): Promise<{ changed: boolean }> {
  const inserted = await tx
    .insert(payments)
    .values({
      order_id: order.order_id,
      ...payment,
      payment_amount: order.total_amount,
      payment_method: 'RazorPay',
      status: 'Verified',
    })
    .onConflictDoNothing({ target: payments.razorpay_payment_id })
    .returning({ id: payments.payment_id });
  if (inserted.length === 0) return { changed: false };
  const moved = await tx
    .update(orders)
    .set({ status: 'Paid', paid_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(orders.order_id, order.order_id), inArray(orders.status, ['New', 'Expired'])))
    .returning({ order_id: orders.order_id });
  if (moved.length === 0) return { changed: true };
  const lines = await tx.select().from(orderItems).where(eq(orderItems.order_id, order.order_id));
  for (const line of lines) {
    if (line.product_id !== null) {
      await tx
        .update(products)
        .set({ units_sold: sql`${products.units_sold} + ${line.quantity}` })
        .where(eq(products.product_id, line.product_id));
    }
  }
  if (order.status === 'Expired') await adjustStock(tx, lines, -1);
  return { changed: true };
}

/** direction +1 gives stock back, -1 takes it (never below zero). */
async function adjustStock(tx: Tx, lines: Array<typeof orderItems.$inferSelect>, direction: 1 | -1) {
  for (const line of lines) {
    const delta = direction * line.quantity;
    if (line.productvariation_id !== null) {
      await tx
        .update(productVariations)
        .set({ stock: sql`greatest(${productVariations.stock} + ${delta}, 0)` })
        .where(eq(productVariations.productvariation_id, line.productvariation_id));
    } else if (line.product_id !== null) {
      await tx
        .update(products)
        .set({ stock: sql`greatest(${products.stock} + ${delta}, 0)` })
        .where(eq(products.product_id, line.product_id));
    }
  }
}

/**
 * Moves the New orders `which` picks to Expired and gives their stock back; answers how many moved. Each order
 * is claimed by exactly one UPDATE, so several processes never give the same stock back twice.
 */
async function expireOrders(tx: Tx, which: SQL): Promise<number> {
  const expired = await tx
    .update(orders)
    .set({ status: 'Expired', updated_at: sql`now()` })
    .where(and(eq(orders.status, 'New'), which))
    .returning({ order_id: orders.order_id });
  if (expired.length === 0) return 0;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.order_id,
        expired.map((order) => order.order_id),
      ),
    );
  await adjustStock(tx, lines, 1);
  return expired.length;
}

/** Orders left unpaid past their time give their stock back (docs/product/checkout.md#unpaid-orders). */
export async function releaseExpiredOrders(db: DbOrTx): Promise<number> {
  return db.transaction((tx) => expireOrders(tx, lt(orders.expires_at, sql`now()`)));
}

/**
 * One order that can no longer be paid gives its stock back at once (status Expired), whatever its time;
 * answers false when it was no longer New (already paid or released).
 */
export async function releaseOrder(db: DbOrTx, orderId: number): Promise<boolean> {
  return (await db.transaction((tx) => expireOrders(tx, eq(orders.order_id, orderId)))) > 0;
}

/** The paid orders of one user, newest first, with their lines (docs/product/checkout.md#orders). */
export async function listOrders(db: DbOrTx, userId: number) {
  const rows = await db.query.orders.findMany({
    where: and(eq(orders.user_id, userId), eq(orders.status, 'Paid')),
    orderBy: [desc(orders.order_date), desc(orders.order_id)],
    with: { items: { orderBy: (item, { asc }) => [asc(item.order_item_id)] } },
  });
  return rows.map((order) => ({
    order_id: order.order_id,
    order_date: new Date(order.order_date).toISOString(),
    status: order.status,
    total_amount: toRupees(order.total_amount),
    shipping_address: order.shipping_address as Record<string, unknown> | null,
    orderitemss: order.items.map((item) => ({
      order_item_id: item.order_item_id,
      product_id: item.product_id,
      productvariation_id: item.productvariation_id,
      productImage: item.image_key ? imageUrl(item.image_key, 480) : null,
      productName: item.product_name,
      brand_name: item.brand_name,
      sku: item.sku,
      price: toRupees(item.price),
      list_price: toRupees(item.list_price),
      quantity: item.quantity,
      attributes: item.attributes as Array<{ attribute_name: string; value: string }>,
    })),
  }));
}
