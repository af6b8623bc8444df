import { sql } from 'drizzle-orm';
import { SIZE_RETURN_REASON } from '@store/shared/exchanges';
import type { YourSize } from '@store/shared/schemas/size-charts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { lineSize } from '../orders/line-size.ts';

/**
 * "Your size in {brand}" (docs/product/storefront.md#your-size): the size of the shopper's latest delivered order line
 * of a product in the same brand and category, leaving out lines returned because the size did not fit; a line
 * exchanged for another size counts as that size. Null without such a line. 404 for a product not on sale.
 */
export async function yourSize(db: DbOrTx, userId: number, productId: number): Promise<YourSize> {
  const [product] = await queryRows<{ brand_name: string; brand_id: number; category_id: number }>(
    db,
    sql`SELECT b.name AS brand_name, p.brand_id, p.category_id FROM products p JOIN brands b ON b.brand_id = p.brand_id
        WHERE p.product_id = ${productId} AND p.is_active`,
  );
  if (!product) throw notFound('Product');
  const [line] = await queryRows<{ size: string }>(
    db,
    sql`SELECT coalesce(exchanged.size, ${lineSize(sql`oi.attributes`)}) AS size
        FROM order_items oi
        JOIN orders o ON o.order_id = oi.order_id
        JOIN products p ON p.product_id = oi.product_id
        LEFT JOIN LATERAL (
          SELECT v.value AS size
          FROM return_items ri
          JOIN order_returns r ON r.return_id = ri.return_id
          JOIN variation_attribute_values v ON v.productvariation_id = r.exchange_variation_id
          JOIN variation_attributes va ON va.attribute_id = v.attribute_id AND va.name = 'size'
          WHERE ri.order_item_id = oi.order_item_id AND r.kind = 'exchange' AND r.status = 'Exchanged'
          ORDER BY r.updated_at DESC, r.return_id DESC LIMIT 1
        ) exchanged ON true
        WHERE o.user_id = ${userId} AND o.status = 'Delivered'
          AND p.brand_id = ${product.brand_id} AND p.category_id = ${product.category_id}
          AND NOT EXISTS (
            SELECT 1 FROM return_items ri JOIN order_returns r ON r.return_id = ri.return_id
            WHERE ri.order_item_id = oi.order_item_id AND r.kind = 'return' AND r.status <> 'Rejected'
              AND r.reason LIKE ${`${SIZE_RETURN_REASON}%`}
          )
          AND coalesce(exchanged.size, ${lineSize(sql`oi.attributes`)}) IS NOT NULL
        ORDER BY o.delivered_at DESC NULLS LAST, oi.order_item_id DESC
        LIMIT 1`,
  );
  return { brand: product.brand_name, size: line?.size ?? null };
}
