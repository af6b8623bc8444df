import { eq, sql } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import { creditToSpend } from '@store/shared/store-credit';
import type { PaymentOrderReply } from '@store/shared/schemas/orders';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import { openLedger, returnOrderCredit, spendCredit } from '../store-credit/ledger.ts';
import { confirmOrder } from './confirm.ts';

// Paying with store credit at checkout (docs/product/checkout.md#store-credit), and giving it back when the order is
// cancelled or expires unpaid (docs/decisions/020-store-credit.md).

type OrderRow = typeof orders.$inferSelect;

/**
 * The credit this order may take, read under the shopper's lock (the ledger's own, taken again by spendCredit in the
 * same transaction). Nothing when the shopper did not ask for it; an empty balance is simply nothing (a stale box
 * must not block the order).
 */
export async function creditFor(tx: Tx, userId: number, total: number, wanted: boolean | undefined): Promise<number> {
  if (!wanted) return 0;
  const { balance } = await openLedger(tx, userId);
  return creditToSpend(total, balance);
}

/**
 * Writes the order's debit (one ledger row referencing it) and records it on the order, in the checkout's
 * transaction. The amount was decided under the same lock, so spendCredit takes all of it.
 */
export async function payWithCredit(tx: Tx, order: OrderRow, credit: number): Promise<OrderRow> {
  if (credit <= 0) return order;
  const taken = await spendCredit(tx, order.user_id, order.order_id, credit);
  const [updated] = await tx
    .update(orders)
    .set({ store_credit_paise: taken, updated_at: sql`now()` })
    .where(eq(orders.order_id, order.order_id))
    .returning();
  return updated!;
}

/**
 * Credit covered the whole order: payment method `store_credit`, confirmed and paid at once through the same
 * confirmation as a verified payment (invoice number, units sold, the shopper's message), with no payment order.
 */
export async function confirmCreditOrder(tx: Tx, links: StoreLinks, created: OrderRow): Promise<OrderRow> {
  const [order] = await tx
    .update(orders)
    .set({ payment_method: 'store_credit' })
    .where(eq(orders.order_id, created.order_id))
    .returning();
  await confirmOrder(tx, links, order!, { paymentStatus: 'Paid', stockShortfall: false, note: 'Paid by store credit' });
  await tx.insert(orderEvents).values({
    order_id: order!.order_id,
    kind: 'payment',
    from_status: 'Unpaid',
    to_status: 'Paid',
    note: `Paid by store credit`,
    actor_role: 'system',
  });
  const [confirmed] = await tx.select().from(orders).where(eq(orders.order_id, order!.order_id));
  return confirmed!;
}

/** What the provider or the courier collects (paise): the total less the credit spent. */
export const moneyDue = (order: Pick<OrderRow, 'total_amount' | 'store_credit_paise'>) =>
  order.total_amount - order.store_credit_paise;

/** An order credit paid in full: nothing to pay now, so no payment order (`orderId` empty). */
export function creditOrderReply(order: OrderRow, provider: PaymentProvider): PaymentOrderReply {
  return {
    orderId: '',
    orderid: order.order_id,
    amount: 0,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    expires_at: new Date(order.expires_at).toISOString(),
    payment_method: 'store_credit',
    store_credit_used: toRupees(order.store_credit_paise),
  };
}

/**
 * An order that was never paid by money leaves (cancelled, expired unpaid, cash on delivery cancelled): the credit it
 * still holds goes back to the ledger first, with the expiries it had. Never twice: returnOrderCredit gives back only
 * what the ledger says the order still holds. Called before the stock goes back, so locks are taken order, shopper,
 * stock, as checkout takes shopper then stock.
 */
export async function giveCreditBack(
  tx: Tx,
  order: Pick<OrderRow, 'order_id' | 'user_id' | 'store_credit_paise'>,
): Promise<number> {
  if (order.store_credit_paise <= 0) return 0;
  return returnOrderCredit(tx, { userId: order.user_id, orderId: order.order_id, limit: order.store_credit_paise });
}
