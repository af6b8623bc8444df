import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface SearchVectorScope {
  productIds?: number[];
  categoryId?: number;
  brandId?: number;
  parentCategoryId?: number;
  all?: boolean;
}

/**
 * Rebuilds `products.search_vector` for the products in scope: name (A), brand and category (B), collection
 * and colours with the admin's colour families (C), each through `search_text` so hyphenated and split words match (migration 0001). Called by
 * every write that changes one of those texts.
 */
export async function refreshSearchVectors(tx: DbOrTx, scope: SearchVectorScope): Promise<void> {
  let filter: SQL;
  if (scope.all) filter = sql`true`;
  else if (scope.productIds) {
    if (scope.productIds.length === 0) return;
    filter = sql`p.product_id = ANY(${sql.raw(`ARRAY[${scope.productIds.map(Number).join(',')}]::int[]`)})`;
  } else if (scope.categoryId !== undefined) filter = sql`p.category_id = ${scope.categoryId}`;
  else if (scope.brandId !== undefined) filter = sql`p.brand_id = ${scope.brandId}`;
  else if (scope.parentCategoryId !== undefined) filter = sql`c.parentcategory_id = ${scope.parentCategoryId}`;
  else return;
  await tx.execute(sql`
    UPDATE products p SET search_vector =
      setweight(to_tsvector('english', search_text(p.name)), 'A') ||
      setweight(to_tsvector('english', search_text(b.name || ' ' || c.name)), 'B') ||
      setweight(to_tsvector('english', search_text(pc.name || ' ' || coalesce((
        SELECT string_agg(DISTINCT v.value || coalesce(' ' || v.color_family, ''), ' ')
        FROM product_variations pv
        JOIN variation_attribute_values v ON v.productvariation_id = pv.productvariation_id
        JOIN variation_attributes a ON a.attribute_id = v.attribute_id
        WHERE pv.product_id = p.product_id AND lower(a.name) IN ('color', 'colour')
      ), ''))), 'C')
    FROM brands b, categories c, parent_categories pc
    WHERE b.brand_id = p.brand_id AND c.category_id = p.category_id
      AND pc.parentcategory_id = c.parentcategory_id AND ${filter}`);
}
