import { asc, eq, inArray } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import type { OrderEvent, RefundView, ReturnView } from '@store/shared/schemas/merchant';
import type { OrderLine } from '@store/shared/schemas/orders';
import type { DbOrTx } from '../../db/client.ts';
import {
  type orderEvents,
  type orderItems,
  type orderReturns,
  type refunds,
  type returnItems,
  variationAttributeValues,
  variationAttributes,
} from '../../db/schema/index.ts';
import { imageUrl } from '../media/urls.ts';

// How an order's history, refunds and returns read in the API, for the shopper's and the admin's pages
// (docs/product/orders.md#lifecycle). Times as ISO strings, amounts in rupees.

type EventRow = typeof orderEvents.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect & { items: Array<typeof returnItems.$inferSelect> };

/** A bought line as both the shopper's and the admin's pages show it: what was bought, at the price paid. */
export function orderLineView(item: typeof orderItems.$inferSelect): OrderLine {
  return {
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
    discount: toRupees(item.discount),
    attributes: item.attributes as OrderLine['attributes'],
  };
}

export const iso = (value: string) => new Date(value).toISOString();
export const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

export function eventView(row: EventRow): OrderEvent {
  return {
    event_id: row.event_id,
    kind: row.kind,
    from_status: row.from_status,
    to_status: row.to_status,
    note: row.note,
    actor: row.actor_role,
    created_at: iso(row.created_at),
  };
}

/**
 * The history as the shopper sees it: the admin's own notes (kind `note`, and the note an admin wrote on a
 * move) stay with the admin (docs/product/orders.md#lifecycle).
 */
export function shopperEventView(row: EventRow): OrderEvent | null {
  if (row.kind === 'note') return null;
  const view = eventView(row);
  return row.actor_role === 'admin' ? { ...view, note: null } : view;
}

export function refundView(row: RefundRow): RefundView {
  return {
    refund_id: row.refund_id,
    amount: toRupees(row.amount),
    reason: row.reason,
    status: row.status,
    method: row.method,
    store_credit_amount: toRupees(row.store_credit_paise),
    provider_refund_id: row.provider_refund_id,
    credit_note_number: row.credit_note_number,
    return_id: row.return_id,
    failure_reason: row.failure_reason,
    created_at: iso(row.created_at),
    processed_at: isoOrNull(row.processed_at),
  };
}

export type VariationAttributes = Map<number, Array<{ attribute_name: string; value: string }>>;

/** The attributes (size, colour) of the variations exchanges ask for, in one query for any number of returns. */
export async function exchangeAttributes(db: DbOrTx, returns: ReadonlyArray<ReturnRow>): Promise<VariationAttributes> {
  const ids = [...new Set(returns.flatMap((row) => (row.exchange_variation_id ? [row.exchange_variation_id] : [])))];
  const found: VariationAttributes = new Map();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      productvariation_id: variationAttributeValues.productvariation_id,
      attribute_name: variationAttributes.name,
      value: variationAttributeValues.value,
    })
    .from(variationAttributeValues)
    .innerJoin(variationAttributes, eq(variationAttributes.attribute_id, variationAttributeValues.attribute_id))
    .where(inArray(variationAttributeValues.productvariation_id, ids))
    .orderBy(asc(variationAttributes.name));
  for (const row of rows) {
    const list = found.get(row.productvariation_id) ?? [];
    list.push({ attribute_name: row.attribute_name, value: row.value });
    found.set(row.productvariation_id, list);
  }
  return found;
}

/** A return as the API shows it; `refund_destination` (bank or UPI details) only for the admin. */
export function returnView(row: ReturnRow, attributes: VariationAttributes, { admin = false } = {}): ReturnView {
  return {
    return_id: row.return_id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    admin_note: row.admin_note,
    items: row.items
      .map((item) => ({ order_item_id: item.order_item_id, quantity: item.quantity }))
      .sort((a, b) => a.order_item_id - b.order_item_id),
    exchange: row.exchange_variation_id
      ? {
          productvariation_id: row.exchange_variation_id,
          attributes: attributes.get(row.exchange_variation_id) ?? [],
        }
      : null,
    ...(admin
      ? { refund_destination: (row.refund_destination as Record<string, string | boolean> | null) ?? null }
      : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Units of each order line in returns that were not rejected (docs/product/orders.md#returns-and-exchanges). */
export function returnedQuantities(returns: ReadonlyArray<ReturnRow>): Map<number, number> {
  const returned = new Map<number, number>();
  for (const row of returns) {
    if (row.status === 'Rejected') continue;
    for (const item of row.items) {
      returned.set(item.order_item_id, (returned.get(item.order_item_id) ?? 0) + item.quantity);
    }
  }
  return returned;
}
