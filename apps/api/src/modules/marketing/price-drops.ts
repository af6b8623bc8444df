import { sql } from 'drizzle-orm';
import { queryRows, tryTransactionLock, type DbOrTx, type Tx } from '../../db/client.ts';
import { queueMarketing, priceDropContent, type MarketingContext, type MarketingRecipient } from './messages.ts';
import { mayReceive, recipientColumns, storeDay } from './recipients.ts';

/** The advisory lock key of the price-drop job: one number for the whole database ('pdrop' in ASCII). */
export const PRICE_DROP_LOCK = 0x7064726f70;

/** What one run did; `skipped` when another process was running it. */
export interface PriceDropRun {
  skipped: boolean;
  /** Accounts written to. */
  messages: number;
}

/**
 * A product's price now: the lowest selling price among its sizes in stock, or its own when it has no sizes and is in
 * stock; null when nothing can be bought (docs/product/storefront.md#price-drops). Active products only.
 */
const currentPrices = sql`current_prices AS (
  SELECT p.product_id, p.name,
    CASE WHEN EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.product_id)
      THEN (SELECT min(v.discount_price) FROM product_variations v WHERE v.product_id = p.product_id AND v.stock > 0)
      ELSE CASE WHEN p.stock > 0 THEN p.discount_price END
    END AS price
  FROM products p
  WHERE p.is_active)`;

interface DropRow extends MarketingRecipient {
  product_id: number;
  name: string;
  told_price: number;
  price: number;
}

/**
 * Marks the price of every wishlisted product an account that may get marketing has not been told of yet: the
 * price a later one must fall below. Products that cannot be bought now wait until they can.
 */
async function markNewItems(tx: Tx, smsOn: boolean, now: Date): Promise<void> {
  await tx.execute(sql`WITH ${currentPrices}
    INSERT INTO wishlist_price_marks (user_id, product_id, told_price, told_at)
    SELECT w.user_id, w.product_id, cp.price, ${now.toISOString()}::timestamptz
    FROM wishlist_items w
    JOIN current_prices cp ON cp.product_id = w.product_id
    JOIN users u ON u.user_id = w.user_id
    JOIN marketing_consents mc ON mc.user_id = w.user_id
    WHERE cp.price IS NOT NULL AND ${mayReceive(smsOn)}
    ON CONFLICT DO NOTHING`);
}

/** Every wishlisted product now below the price its owner was last told, for owners not written to on `day`. */
async function dropsDue(tx: Tx, smsOn: boolean, day: string): Promise<DropRow[]> {
  return queryRows<DropRow>(
    tx,
    sql`WITH ${currentPrices}
      SELECT ${recipientColumns}, cp.product_id, cp.name, m.told_price, cp.price
      FROM wishlist_price_marks m
      JOIN current_prices cp ON cp.product_id = m.product_id
      JOIN users u ON u.user_id = m.user_id
      JOIN marketing_consents mc ON mc.user_id = m.user_id
      LEFT JOIN marketing_sends s ON s.user_id = m.user_id
      WHERE cp.price < m.told_price
        AND s.price_drop_day IS DISTINCT FROM ${day}
        AND ${mayReceive(smsOn)}
      ORDER BY u.user_id, cp.name, cp.product_id`,
  );
}

/** One account's message, the prices it told kept as the new marks, and the day kept as its message day. */
async function tell(tx: Tx, context: MarketingContext, rows: DropRow[], day: string, now: Date): Promise<void> {
  const to = rows[0]!;
  const drops = rows.map((row) => ({ name: row.name, was: row.told_price, now: row.price }));
  await queueMarketing(
    tx,
    context,
    'price_drop',
    to,
    `${to.user_id}:${day}`,
    priceDropContent(context.publicUrl, to.first_name, drops),
  );
  const told = sql.join(
    rows.map((row) => sql`(${row.product_id}::int, ${row.price}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE wishlist_price_marks AS m SET told_price = t.price, told_at = ${now.toISOString()}::timestamptz
    FROM (VALUES ${told}) AS t(product_id, price)
    WHERE m.user_id = ${to.user_id} AND m.product_id = t.product_id`);
  await tx.execute(sql`INSERT INTO marketing_sends (user_id, price_drop_day) VALUES (${to.user_id}, ${day})
    ON CONFLICT (user_id) DO UPDATE SET price_drop_day = excluded.price_drop_day, updated_at = now()`);
}

/**
 * The price-drop run (docs/product/storefront.md#price-drops): marks new wishlist items, then writes each owner of a
 * product that got cheaper than they were last told one message listing every such product with its old and new
 * price, at most one a day (the store's day, India). One run at a time across processes (an advisory lock held to
 * commit; a process that finds it taken skips). `now` is the run's time (tests move it).
 */
export async function sendPriceDrops(db: DbOrTx, context: MarketingContext, now = new Date()): Promise<PriceDropRun> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, PRICE_DROP_LOCK))) return { skipped: true, messages: 0 };
    const day = storeDay(now);
    await markNewItems(tx, context.sms, now);
    const byUser = new Map<number, DropRow[]>();
    for (const row of await dropsDue(tx, context.sms, day))
      byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const rows of byUser.values()) await tell(tx, context, rows, day, now);
    return { skipped: false, messages: byUser.size };
  });
}
