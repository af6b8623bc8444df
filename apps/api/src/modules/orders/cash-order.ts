import { eq } from 'drizzle-orm';
import type { PaymentOrderReply } from '@store/shared/schemas/orders';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { codError, codRefusal, type AddressDelivery } from '../delivery/cod.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import { toRupees } from '@store/shared/money';
import { confirmOrder } from './confirm.ts';

// The cash-on-delivery steps of placing an order (docs/product/checkout.md#cash-on-delivery).

type OrderRow = typeof orders.$inferSelect;

/**
 * Step 3b, cash on delivery only (docs/product/checkout.md#cash-on-delivery): the PIN code offers COD, the total
 * is at most COD_MAX_AMOUNT, and the account's email and mobile number are verified; else nothing is created.
 */
export async function checkCashOnDelivery(
  tx: Tx,
  userId: number,
  delivery: AddressDelivery,
  total: number,
  maxAmount: number,
): Promise<void> {
  const refusal = await codRefusal(tx, { userId, delivery, total, maxAmount });
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
  };
}
