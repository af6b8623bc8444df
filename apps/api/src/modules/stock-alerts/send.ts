import { sql } from 'drizzle-orm';
import { productPath } from '@store/shared/slug';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { currentConsent } from '../consents/service.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import type { StockAlertNotificationKind } from '../notifications/kinds.ts';
import { restockMessage } from './message.ts';

/**
 * The channel the restock trigger NOTIFYs (migration 0031_stock_alerts names it too): delivered at commit, so the
 * alert job wakes in every process right after a restock, never for one that rolled back.
 */
export const STOCK_ALERTS_CHANNEL = 'stock_alerts_due';

const KIND: StockAlertNotificationKind = 'back_in_stock';

/** A due alert, locked, with what its message needs and the stock as it is now. */
interface DueAlert {
  alert_id: number;
  user_id: number;
  product_id: number;
  restocks: number;
  stock: number;
  is_active: boolean;
  product_name: string;
  brand_name: string;
  category_name: string;
  size: string | null;
  colour: string | null;
  email: string;
  phone: string | null;
  first_name: string;
}

/** What one batch did: alerts `sent` (and ended), and those found sold out again, which wait for the next restock. */
export interface AlertBatch {
  claimed: number;
  sent: number;
  waiting: number;
}

const valueOf = (names: string) =>
  sql.raw(`(SELECT v.value FROM variation_attribute_values v
    JOIN variation_attributes at ON at.attribute_id = v.attribute_id
    WHERE v.productvariation_id = a.productvariation_id AND lower(at.name) IN (${names}) LIMIT 1)`);

/**
 * Due alerts, oldest restock first, locked FOR UPDATE SKIP LOCKED: two processes take different alerts, and an
 * alert a restock is marking right now is left to the wake-up its commit sends. The stock is read as committed
 * when the statement starts; the products and sizes themselves are not locked, so checkouts never wait for this.
 */
function claimDue(tx: Tx, batchSize: number): Promise<DueAlert[]> {
  return queryRows<DueAlert>(
    tx,
    sql`SELECT a.alert_id, a.user_id, a.product_id, a.restocks,
          coalesce(pv.stock, p.stock) AS stock, p.is_active, p.name AS product_name, b.name AS brand_name,
          c.name AS category_name, ${valueOf(`'size'`)} AS size, ${valueOf(`'color', 'colour'`)} AS colour,
          u.email, u.phone, u.first_name
        FROM stock_alerts a
        JOIN products p ON p.product_id = a.product_id
        JOIN brands b ON b.brand_id = p.brand_id
        JOIN categories c ON c.category_id = p.category_id
        JOIN users u ON u.user_id = a.user_id
        LEFT JOIN product_variations pv ON pv.productvariation_id = a.productvariation_id
        WHERE a.due_at IS NOT NULL AND a.notified_at IS NULL
        ORDER BY a.due_at, a.alert_id
        LIMIT ${batchSize}
        FOR UPDATE OF a SKIP LOCKED`,
  );
}

/** Writes the alert's email, and the SMS when the shopper allowed SMS and proved the number, to the outbox. */
async function queueRestockMessage(tx: Tx, links: StoreLinks, alert: DueAlert): Promise<void> {
  const message = restockMessage({
    firstName: alert.first_name,
    productName: alert.product_name,
    brandName: alert.brand_name,
    size: alert.size,
    colour: alert.colour,
    link: `${links.publicUrl}${productPath({
      product_id: alert.product_id,
      name: alert.product_name,
      category_name: alert.category_name,
      brand_name: alert.brand_name,
    })}`,
  });
  // One message per alert and restock, whatever retries or processes do.
  const key = `${KIND}:${alert.alert_id}:${alert.restocks}`;
  const rows: Array<typeof notifications.$inferInsert> = [
    {
      kind: KIND,
      channel: 'email',
      recipient: alert.email,
      subject: message.subject,
      body: message.text,
      html: message.html,
      dedupe_key: `${key}:email`,
    },
  ];
  // The email was asked for; the SMS goes only where the shopper allowed SMS (docs/product/privacy.md#consent).
  if (alert.phone && links.sms !== false && (await currentConsent(tx, alert.user_id)).sms) {
    rows.push({ kind: KIND, channel: 'sms', recipient: alert.phone, body: message.sms, dedupe_key: `${key}:sms` });
  }
  await tx.insert(notifications).values(rows).onConflictDoNothing({ target: notifications.dedupe_key });
}

/**
 * Sends one batch of due alerts (docs/product/storefront.md#back-in-stock-alerts), in one transaction: an alert
 * whose size (or product) still has stock and is still sold gets its message written to the outbox and ends; one
 * sold out again (or taken off sale) before this ran sends nothing and stays open for the next restock.
 */
export async function sendDueStockAlerts(db: DbOrTx, links: StoreLinks, batchSize = 50): Promise<AlertBatch> {
  return db.transaction(async (tx) => {
    const due = await claimDue(tx, batchSize);
    const ready = due.filter((alert) => alert.stock > 0 && alert.is_active);
    for (const alert of ready) await queueRestockMessage(tx, links, alert);
    const ids = (alerts: DueAlert[]) =>
      sql.join(
        alerts.map((alert) => sql`${alert.alert_id}::int`),
        sql`, `,
      );
    if (ready.length > 0) {
      await tx.execute(
        sql`UPDATE stock_alerts SET notified_at = now(), due_at = NULL WHERE alert_id IN (${ids(ready)})`,
      );
    }
    const waiting = due.filter((alert) => !ready.includes(alert));
    if (waiting.length > 0) {
      await tx.execute(sql`UPDATE stock_alerts SET due_at = NULL WHERE alert_id IN (${ids(waiting)})`);
    }
    return { claimed: due.length, sent: ready.length, waiting: waiting.length };
  });
}
