import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** The largest id a product can have (product ids are PostgreSQL `integer`s). */
const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * Whether product `id` was deleted outright, so its page answers 410 Gone rather than 404
 * (docs/product/storefront.md#not-found-and-unauthorized): true only when the deletion was recorded and no product with
 * that id exists (again). An id that could never be a product's is never deleted.
 */
export async function isDeletedProduct(db: DbOrTx, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_PRODUCT_ID) return false;
  const [row] = await queryRows<{ gone: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM deleted_products d
          WHERE d.product_id = ${id}
            AND NOT EXISTS (SELECT 1 FROM products p WHERE p.product_id = d.product_id)
        ) AS gone`,
  );
  return row?.gone === true;
}
