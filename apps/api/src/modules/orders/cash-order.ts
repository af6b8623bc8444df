import { and, eq, sql } from 'drizzle-orm';
import type { PaymentOrderReply } from '@store/shared/schemas/orders';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { codError, codRefusal, type AddressDelivery, type CodLimits } from '../delivery/cod.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import { toRupees } from '@store/shared/money';
import { confirmOrder } from './confirm.ts';

// The cash-on-delivery steps of placing an order (docs/product/checkout.md#cash-on-delivery).

type OrderRow = typeof orders.$inferSelect;

/**
 * Step 3b, cash on delivery only (docs/product/checkout.md#cash-on-delivery): the PIN code offers COD, the total
 * is at most COD_MAX_AMOUNT, fewer than COD_MAX_RTO orders came back undelivered in 180 days, and the account's
 * email and mobile number are verified; else nothing is created.
 */
export async function checkCashOnDelivery(
  tx: Tx,
  userId: number,
  delivery: AddressDelivery,
  total: number,
  limits: CodLimits,
): Promise<void> {
  const refusal = await codRefusal(tx, { userId, delivery, total, limits });
  if (refusal) throw codError(refusal);
}

/**
 * Step 5, cash on delivery only: the new order is confirmed at once with the cash due (never swept as unpaid,
 * never counted among the orders waiting for payment), through the same confirmation as a verified payment.
 */
export async function confirmCashOrder(tx: Tx, links: StoreLinks, created: OrderRow): Promise<OrderRow> {
  const [order] = await tx
    .update(orders)
    .set({ payment_method: 'cod' })
    .where(eq(orders.order_id, created.order_id))
    .returning();
  await confirmOrder(tx, links, order!, {
    paymentStatus: 'CashDue',
    stockShortfall: false,
    note: 'Cash on delivery',
  });
  await tx.insert(orderEvents).values({
    order_id: order!.order_id,
    kind: 'payment',
    from_status: 'Unpaid',
    to_status: 'CashDue',
    note: 'Cash on delivery',
    actor_role: 'system',
  });
  // confirmOrder moved the row on: the answer must not read it as still waiting for a code.
  return { ...order!, status: 'Confirmed', payment_status: 'CashDue' };
}

/**
 * Whether a new cash-on-delivery order must be confirmed by a code first
 * (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order): its total is above COD_CONFIRM_ABOVE and
 * the account has no delivered cash-on-delivery order yet. Read under the shopper's row lock.
 */
export async function needsCodeConfirmation(
  tx: Tx,
  userId: number,
  total: number,
  limits: Pick<CodLimits, 'confirmAbove'>,
): Promise<boolean> {
  if (total <= limits.confirmAbove) return false;
  const [delivered] = await tx
    .select({ order_id: orders.order_id })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.payment_method, 'cod'), eq(orders.status, 'Delivered')))
    .limit(1);
  return delivered === undefined;
}

/**
 * Step 5, a first cash-on-delivery order above COD_CONFIRM_ABOVE: it stays New with the cash due, holding its stock
 * until `expires_at` = placed + COD_CONFIRM_HOURS, when the unpaid-order sweep expires it unless a code confirmed it.
 * It counts among the open cash-on-delivery orders, never among the orders waiting for payment.
 */
export async function holdCashOrder(tx: Tx, created: OrderRow, hours: number): Promise<OrderRow> {
  const [order] = await tx
    .update(orders)
    .set({
      payment_method: 'cod',
      payment_status: 'CashDue',
      expires_at: sql`${orders.order_date} + make_interval(hours => ${hours})`,
      updated_at: sql`now()`,
    })
    .where(eq(orders.order_id, created.order_id))
    .returning();
  await tx.insert(orderEvents).values({
    order_id: order!.order_id,
    kind: 'payment',
    from_status: 'Unpaid',
    to_status: 'CashDue',
    note: 'Cash on delivery, waiting for the code sent to the mobile',
    actor_role: 'system',
  });
  return order!;
}

/** A cash-on-delivery order's answer: nothing to pay now, so no payment order (`orderId` empty). */
export function cashOrderReply(order: OrderRow, provider: PaymentProvider): PaymentOrderReply {
  return {
    orderId: '',
    orderid: order.order_id,
    // The cash due: the total less any store credit spent (docs/product/checkout.md#store-credit).
    amount: order.total_amount - order.store_credit_paise,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    expires_at: new Date(order.expires_at).toISOString(),
    payment_method: 'cod',
    ...(order.store_credit_paise > 0 ? { store_credit_used: toRupees(order.store_credit_paise) } : {}),
    ...(order.status === 'New' ? { confirmation_required: true } : {}),
  };
}
