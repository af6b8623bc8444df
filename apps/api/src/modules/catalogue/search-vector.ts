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
  // Whose colours to gather: the products by id when the scope names them (an index walk, whatever the statistics
  // say; a catalogue import writes tables the planner has no statistics of yet), else the products in scope.
  let variations: SQL;
  if (scope.all) {
    filter = sql`true`;
    variations = sql`true`;
  } else if (scope.productIds) {
    if (scope.productIds.length === 0) return;
    const ids = sql.raw(`ARRAY[${scope.productIds.map(Number).join(',')}]::int[]`);
    filter = sql`p.product_id = ANY(${ids})`;
    variations = sql`pv.product_id = ANY(${ids})`;
  } else {
    if (scope.categoryId !== undefined) filter = sql`p.category_id = ${scope.categoryId}`;
    else if (scope.brandId !== undefined) filter = sql`p.brand_id = ${scope.brandId}`;
    else if (scope.parentCategoryId !== undefined) filter = sql`c.parentcategory_id = ${scope.parentCategoryId}`;
    else return;
    variations = sql`pv.product_id IN (SELECT p.product_id FROM products p
      JOIN categories c ON c.category_id = p.category_id WHERE ${filter})`;
  }
  // The colours of all the products at once (one pass over their values), not a sub-select per product.
  await tx.execute(sql`
    WITH colours AS (
      SELECT pv.product_id, string_agg(DISTINCT v.value || coalesce(' ' || v.color_family, ''), ' ') AS words
      FROM product_variations pv
      JOIN variation_attribute_values v ON v.productvariation_id = pv.productvariation_id
      JOIN variation_attributes a ON a.attribute_id = v.attribute_id
      WHERE ${variations} AND lower(a.name) IN ('color', 'colour')
      GROUP BY pv.product_id
    )
    UPDATE products p SET search_vector =
      setweight(to_tsvector('english', search_text(p.name)), 'A') ||
      setweight(to_tsvector('english', search_text(b.name || ' ' || c.name)), 'B') ||
      setweight(to_tsvector('english', search_text(pc.name || ' ' || coalesce(o.words, ''))), 'C')
    FROM brands b, categories c, parent_categories pc, products q LEFT JOIN colours o ON o.product_id = q.product_id
    WHERE q.product_id = p.product_id AND b.brand_id = p.brand_id AND c.category_id = p.category_id
      AND pc.parentcategory_id = c.parentcategory_id AND ${filter}`);
}
