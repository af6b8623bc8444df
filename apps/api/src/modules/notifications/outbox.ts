import { eq, sql } from 'drizzle-orm';
import { formatRupees, toRupees } from '@store/shared/money';
import type { Tx } from '../../db/client.ts';
import { statement } from '../../db/statements.ts';
import { notifications, orders, users } from '../../db/schema/index.ts';
import type { OrderNotificationKind } from './kinds.ts';
import { orderMessage } from './messages.ts';
import { sellerDefaults, type SellerConfig, type SellerDefaults } from '../store-settings/seller.ts';

/** Where the store's pages are, for the order link in every message, and which channels can send. */
export interface StoreLinks {
  publicUrl: string;
  /**
   * Whether the store can send SMS (SMS_PROVIDER is not 'disabled'); `false` queues email only. Unset queues SMS
   * too, and the worker then marks such a row Failed when no provider is configured
   * (docs/product/orders.md#notifications).
   */
  sms?: boolean;
  /**
   * The environment's seller (STORE_*), under Store Settings: what an invoice numbered in the caller's transaction
   * copies onto the order (docs/product/legal.md#store-settings). Unset: the settings alone.
   */
  seller?: SellerDefaults;
}

/** The links, channels and seller of this store's configuration: what every caller of queueOrderNotification passes. */
export function storeLinks(config: SellerConfig & { PUBLIC_URL: string; SMS_PROVIDER: string }): StoreLinks {
  return { publicUrl: config.PUBLIC_URL, sms: config.SMS_PROVIDER !== 'disabled', seller: sellerDefaults(config) };
}

/**
 * The channel the outbox worker listens on. A trigger on the outbox table NOTIFYs it for every insert (migration
 * 0009_outbox_notify names it too); NOTIFY inside a transaction is delivered only when it commits, so the worker
 * wakes right after a change that queued a message, in this process or any other, and never for one that rolled
 * back.
 */
export const OUTBOX_CHANNEL = 'outbox_queued';

/** What a message may add to the order's own facts (the refund's amount, the return's number). */
export interface NotificationExtra {
  /** Paise. */
  amount?: number;
  /** Makes the message unique when one order may get several of a kind (each refund, each return). */
  ref?: string | number;
  /** Paise of a refund paid into the shopper's store credit (docs/product/accounts.md#store-credit); `amount` less it goes back the way they paid. */
  storeCredit?: number;
}

/** How a refund's message names where its money went: store credit, the way the shopper paid, or both. */
function refundSplit({ amount, storeCredit }: NotificationExtra): { storeCredit?: string; toAccount?: string } {
  if (!storeCredit || amount === undefined) return {};
  const rest = amount - storeCredit;
  return {
    storeCredit: formatRupees(toRupees(storeCredit)),
    ...(rest > 0 ? { toAccount: formatRupees(toRupees(rest)) } : {}),
  };
}

// Every message about an order reads it: built once (db/statements.ts).
const orderRecipient = statement('order_recipient', (db, name) =>
  db
    .select({
      order_id: orders.order_id,
      total_amount: orders.total_amount,
      carrier: orders.carrier,
      tracking_number: orders.tracking_number,
      payment_status: orders.payment_status,
      email: users.email,
      phone: users.phone,
      first_name: users.first_name,
    })
    .from(orders)
    .innerJoin(users, eq(users.user_id, orders.user_id))
    .where(eq(orders.order_id, sql.placeholder('orderId')))
    .prepare(name),
);

/**
 * Writes the order's message to the outbox in the caller's transaction (docs/product/orders.md#notifications):
 * an email to the account's address and, when the account has a proven mobile number and `links.sms` is not
 * false, an SMS. Nothing is sent here; the outbox worker delivers after the commit, with retries, so a change that
 * rolls back sends nothing and a mail server that is down loses nothing. The insert's trigger wakes the workers once this
 * commits. Writing the same message twice (same order, kind and `ref`) is a no-op.
 */
export async function queueOrderNotification(
  tx: Tx,
  links: StoreLinks,
  orderId: number,
  kind: OrderNotificationKind,
  extra: NotificationExtra = {},
): Promise<void> {
  const [row] = await orderRecipient(tx, { orderId });
  if (row) await queueNotificationTo(tx, links, row, kind, extra);
}

/** The order's facts and its shopper's addresses, as a message needs them (what orderRecipient reads). */
export type OrderRecipient = Awaited<ReturnType<typeof orderRecipient>>[number];

/**
 * queueOrderNotification for a caller that already read the recipient in one of its own statements (confirming an
 * order reads it as it updates the row).
 */
export async function queueNotificationTo(
  tx: Tx,
  links: StoreLinks,
  row: OrderRecipient,
  kind: OrderNotificationKind,
  extra: NotificationExtra = {},
): Promise<void> {
  const message = orderMessage(kind, {
    firstName: row.first_name,
    orderId: row.order_id,
    total: formatRupees(toRupees(row.total_amount)),
    amount: extra.amount === undefined ? undefined : formatRupees(toRupees(extra.amount)),
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    paymentStatus: row.payment_status,
    link: `${links.publicUrl}/OrderDetails/${row.order_id}`,
    ...refundSplit(extra),
  });
  const key = `${kind}:${row.order_id}${extra.ref === undefined ? '' : `:${extra.ref}`}`;
  const rows: Array<typeof notifications.$inferInsert> = [
    {
      order_id: row.order_id,
      kind,
      channel: 'email',
      recipient: row.email,
      subject: message.subject,
      body: message.text,
      html: message.html,
      dedupe_key: `${key}:email`,
    },
  ];
  if (row.phone && links.sms !== false) {
    rows.push({
      order_id: row.order_id,
      kind,
      channel: 'sms',
      recipient: row.phone,
      body: message.sms,
      dedupe_key: `${key}:sms`,
    });
  }
  // The insert's trigger NOTIFYs OUTBOX_CHANNEL (migration 0009_outbox_notify).
  await tx.insert(notifications).values(rows).onConflictDoNothing({ target: notifications.dedupe_key });
}
