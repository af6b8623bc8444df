import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import { sqlStatement } from '../../db/statements.ts';
import { removeOrderedLines } from '../cart/ordered.ts';
import { financialYear, numberDocument } from '../invoices/numbers.ts';
import { currentSellerSql } from '../store-settings/seller.ts';
import { queueNotificationTo, type OrderRecipient, type StoreLinks } from '../notifications/outbox.ts';

// Confirming an order (docs/product/orders.md#lifecycle): a verified payment and a cash-on-delivery order both
// end here.

type OrderRow = typeof orders.$inferSelect;

/**
 * Confirming an order is one statement (every paid order runs it, so each round trip it saves is the event loop's and
 * the database's): the tax invoice's number when the order has none (docs/product/orders.md#invoice-numbers; the
 * sequence row stays locked until the transaction ends, so two invoices never share a number and a rolled-back one
 * leaves no gap), the move to Confirmed, its history row and the units sold (the tally, from the order's own lines),
 * answering what the shopper's message needs; and the ordered lines leave the shopper's bag on the server
 * (docs/product/storefront.md#the-bag-follows-the-shopper).
 */
const numberInvoice = numberDocument(
  sql`'INV'::text`,
  sql`${sql.placeholder('financialYear')}::text`,
  sql`${sql.placeholder('needsNumber')}::boolean`,
);
/** The seller of the moment, copied with the number (docs/product/legal.md#store-settings). */
const sellerNow = currentSellerSql(sql`${sql.placeholder('sellerDefaults')}`);
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
          invoice_date = coalesce(orders.invoice_date, (SELECT now() FROM numbered)),
          seller = coalesce(orders.seller, CASE WHEN EXISTS (SELECT 1 FROM numbered) THEN ${sellerNow} END)
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
      ), bag AS (
        ${removeOrderedLines(sql`${sql.placeholder('orderId')}::int`)}
      )
      SELECT * FROM confirmed`,
);

/** How an order is confirmed: paid (online), or cash due on delivery. */
export interface Confirmation {
  paymentStatus: 'Paid' | 'CashDue';
  stockShortfall: boolean;
  /** The history's note for the move to Confirmed. */
  note: string;
}

/**
 * The order becomes Confirmed (docs/product/orders.md#lifecycle), inside the caller's transaction and on the row
 * it locked: a paid order's tax invoice number (given once, with the seller; cash on delivery's comes at dispatch), the history,
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
    sellerDefaults: JSON.stringify(links.seller ?? null),
    fromStatus: order.status,
    note,
  });
  await queueNotificationTo(tx, links, recipient!, 'order_placed');
}
