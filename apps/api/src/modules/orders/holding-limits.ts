import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PricedLine } from './priced-line.ts';

// How much one shopper may hold without paying (docs/product/checkout.md#holding-limits): cash-on-delivery orders
// take stock at once and pay only at the door, so without these one account (or several sharing a phone) could
// empty a size in a minute.

/** COD_MAX_OPEN_ORDERS and MAX_UNITS_PER_VARIATION of the configuration. */
export interface HoldingLimits {
  codMaxOpenOrders: number;
  maxUnitsPerVariation: number;
}

/**
 * Cash-on-delivery orders not yet delivered, the cash still due, within orders_open_cod_phone_idx's predicate: a
 * first COD order still waiting for its code counts too (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
 */
const openCash = sql`o.payment_method = 'cod' AND o.payment_status = 'CashDue'
  AND (o.status IN ('Confirmed', 'Packed', 'Shipped') OR (o.status = 'New' AND o.expires_at > now()))`;

/** Orders that hold stock unpaid: waiting for an online payment in time, or cash on delivery not yet delivered. */
const holdingStock = sql`((o.status = 'New' AND o.expires_at > now())
  OR (${openCash}))`;

/** The last 10 digits of a phone number: +91 98765 43210, 098765-43210 and 9876543210 are one phone. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);
const addressPhone = sql`right(regexp_replace(coalesce(o.shipping_address->>'phone', ''), '\\D', '', 'g'), 10)`;

/** The advisory lock class of the per-phone cash-on-delivery count ('cod' in ASCII); the phone's hash is the key. */
const COD_PHONE_LOCK = 0x636f64;

/**
 * Cash on delivery only: at most `codMaxOpenOrders` undelivered COD orders per account and per delivery phone. The
 * account's row is already locked (chosenAddress); the phone gets a transaction advisory lock of its own, so two
 * accounts sending one phone's orders at once are counted one after the other. Taken before any stock row.
 */
async function checkOpenCashOrders(tx: Tx, userId: number, phone: string, max: number): Promise<void> {
  const key = phoneKey(phone);
  if (key) await tx.execute(sql`SELECT pg_advisory_xact_lock(${COD_PHONE_LOCK}::int, hashtext(${key}))`);
  // Two counts, each able to use its index (orders_user_status_idx, orders_open_cod_phone_idx).
  const [open] = await queryRows<{ own: number; phone: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM orders o WHERE o.user_id = ${userId} AND ${openCash}) AS own,
          (SELECT count(*)::int FROM orders o WHERE ${openCash} AND ${addressPhone} = ${key} AND ${key} <> '') AS phone`,
  );
  const own = open?.own ?? 0;
  const shared = open?.phone ?? 0;
  if (own < max && shared < max) return;
  const whose = own >= max ? 'You already have' : 'The phone number of this delivery address already has';
  throw new HttpError(
    409,
    `${whose} ${Math.max(own, shared)} cash on delivery orders waiting for delivery, the most allowed. Please pay online, or wait until one is delivered.`,
    { code: 'COD_OPEN_ORDERS_LIMIT', details: { limit: max, open: Math.max(own, shared) } },
  );
}

/**
 * Every order: the shopper's units of one variation (or of a product without sizes) across the orders holding stock
 * unpaid, plus this order's, may not pass `max`. Counted under the shopper's row lock, so two checkouts at once
 * cannot both slip under it.
 */
async function checkUnitsHeld(tx: Tx, userId: number, lines: PricedLine[], max: number): Promise<void> {
  const held = await queryRows<{ variation: number | null; product: number | null; units: number }>(
    tx,
    sql`SELECT i.productvariation_id AS variation, i.product_id AS product, sum(i.quantity)::int AS units
        FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE o.user_id = ${userId} AND ${holdingStock}
        GROUP BY i.productvariation_id, i.product_id`,
  );
  for (const line of lines) {
    const already = held
      .filter((row) =>
        line.productvariation_id !== null
          ? row.variation === line.productvariation_id
          : row.variation === null && row.product === line.product_id,
      )
      .reduce((sum, row) => sum + row.units, 0);
    if (already + line.quantity <= max) continue;
    const left = Math.max(max - already, 0);
    throw new HttpError(
      409,
      `You can hold at most ${max} of ${line.label} in orders not yet paid or delivered; you already have ${already}. ` +
        (left > 0
          ? `You can add ${left} more now.`
          : 'Pay for an order, or wait until it is delivered, to order more.'),
      {
        code: 'ITEM_HOLD_LIMIT',
        details: { limit: max, held: already, productvariation_id: line.productvariation_id },
      },
    );
  }
}

/** Step 1b of placing an order, inside its transaction, before any stock is taken. */
export async function checkHoldingLimits(
  tx: Tx,
  order: { userId: number; phone: string; cod: boolean; lines: PricedLine[] },
  limits: HoldingLimits,
): Promise<void> {
  if (order.cod) await checkOpenCashOrders(tx, order.userId, order.phone, limits.codMaxOpenOrders);
  await checkUnitsHeld(tx, order.userId, order.lines, limits.maxUnitsPerVariation);
}
