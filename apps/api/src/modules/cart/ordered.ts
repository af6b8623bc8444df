import { sql, type SQL } from 'drizzle-orm';

/**
 * A statement part that takes an order's lines out of its shopper's bag on the server, and raises the bag's version
 * when it took any (docs/product/storefront.md#the-bag-follows-the-shopper): run as the order is confirmed, in
 * that transaction, so a bag saved on another device with the old version is refused rather than bringing the
 * ordered lines back. A line is ordered when its product and variation are an order line's; other lines stay.
 */
export function removeOrderedLines(orderId: SQL): SQL {
  const ordered = (line: SQL) => sql`EXISTS (
    SELECT 1 FROM order_items
    WHERE order_items.order_id = ${orderId}
      AND order_items.product_id = (${line} ->> 'product_id')::int
      AND order_items.productvariation_id IS NOT DISTINCT FROM (${line} ->> 'productvariation_id')::int)`;
  return sql`UPDATE carts SET
      items = coalesce(
        (SELECT jsonb_agg(kept.line ORDER BY kept.n) FROM jsonb_array_elements(carts.items) WITH ORDINALITY AS kept(line, n)
         WHERE NOT ${ordered(sql`kept.line`)}),
        '[]'::jsonb),
      version = carts.version + 1,
      updated_at = now()
    WHERE carts.user_id = (SELECT user_id FROM orders WHERE order_id = ${orderId})
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(carts.items) AS bag(line) WHERE ${ordered(sql`bag.line`)})`;
}
