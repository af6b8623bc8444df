import { sql } from 'drizzle-orm';
import type { AlsoBought } from '@store/shared/schemas/wishlist';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { listProducts } from '../catalogue/product-service.ts';

/** At most two carousel steps of five (docs/product/storefront.md#others-also-bought). */
export const ALSO_BOUGHT_LIMIT = 10;

/** Can be bought now: active, and stock in some size (or its own stock when it has no sizes), as the product page says. */
const buyable = sql`p.is_active AND (
  EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.product_id AND v.stock > 0)
  OR (p.stock > 0 AND NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.product_id)))`;

/** Orders whose money the store has: paid by card (fully or partly refunded since), or cash collected. */
const moneyTaken = sql`(o.payment_status IN ('Paid', 'PartiallyRefunded') OR o.cash_collected_at IS NOT NULL)`;

/**
 * "Others Also Bought" for product `productId`: first the products found in the most paid orders together with it,
 * then the best sellers of its category, buyable ones only, never the product itself; ten at most.
 */
export async function alsoBought(db: Db, productId: number): Promise<AlsoBought> {
  const [product] = await queryRows<{ category_id: number }>(
    db,
    sql`SELECT category_id FROM products WHERE product_id = ${productId} AND is_active`,
  );
  if (!product) throw notFound('Product');
  const together = await queryRows<{ product_id: number }>(
    db,
    sql`WITH paid AS (
          SELECT DISTINCT oi.order_id FROM order_items oi JOIN orders o ON o.order_id = oi.order_id
          WHERE oi.product_id = ${productId} AND ${moneyTaken}
        ), together AS (
          SELECT oi.product_id, count(DISTINCT oi.order_id)::int AS orders
          FROM order_items oi JOIN paid ON paid.order_id = oi.order_id
          WHERE oi.product_id <> ${productId}
          GROUP BY oi.product_id
        )
        SELECT p.product_id FROM together t JOIN products p ON p.product_id = t.product_id
        WHERE ${buyable}
        ORDER BY t.orders DESC, p.units_sold DESC, p.product_id DESC
        LIMIT ${ALSO_BOUGHT_LIMIT}`,
  );
  const ids = together.map((row) => row.product_id);
  if (ids.length < ALSO_BOUGHT_LIMIT) {
    const exclude = [productId, ...ids];
    const sameCategory = await queryRows<{ product_id: number }>(
      db,
      sql`SELECT p.product_id FROM products p
          WHERE p.category_id = ${product.category_id}
            AND p.product_id NOT IN (${sql.join(
              exclude.map((id) => sql`${id}`),
              sql`, `,
            )})
            AND ${buyable}
          ORDER BY p.units_sold DESC, p.created_at DESC, p.product_id DESC
          LIMIT ${ALSO_BOUGHT_LIMIT - ids.length}`,
    );
    ids.push(...sameCategory.map((row) => row.product_id));
  }
  const page = await listProducts(db, { ids }, { page: 1, pageSize: ALSO_BOUGHT_LIMIT });
  const cards = new Map(page.items.map((item) => [item.product_id, item]));
  return { items: ids.flatMap((id) => cards.get(id) ?? []) };
}
