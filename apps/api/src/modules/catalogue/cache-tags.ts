import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import {
  ALL_PRODUCTS_TAG,
  attributeTag,
  brandNameTag,
  brandTag,
  categoryNameTag,
  categoryTag,
  collectionListTag,
  collectionNameTag,
  collectionTag,
  productTag,
  SEARCH_TAG,
  TAXONOMY_TAG,
} from '../../lib/response-cache.ts';

/**
 * The cache tags a catalogue write changes (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
 * Each function reads the row's current place in the catalogue; a write calls it before and after, so a product
 * or category that moved drops the listings of its old and its new place.
 */

const slugOf = (column: ReturnType<typeof sql>) =>
  sql`regexp_replace(replace(lower(${column}), ' ', '-'), '[^a-z0-9-]', '', 'g')`;

interface Place {
  category_id: number;
  category_slug: string;
  parentcategory_id: number;
  parent_name: string;
  brand_name?: string;
}

/**
 * The listings whose filter matches this place: by category slug, by collection (id or name), by brand name. Not the
 * `category:{id}`/`brand:{id}` tags of responses merely showing a neighbour: those change only when the category or
 * brand itself is renamed.
 */
function placeTags(place: Place): string[] {
  const tags = [
    categoryNameTag(place.category_slug),
    collectionListTag(place.parentcategory_id),
    collectionNameTag(place.parent_name),
  ];
  if (place.brand_name !== undefined) tags.push(brandNameTag(place.brand_name));
  return tags;
}

/**
 * A product's page and cards (`product:{id}`), and every listing it could enter or leave: those filtered by its
 * category, collection or brand (as the filters match them), the unfiltered listings, searches, and the taxonomy
 * reads (brand lists count products). Only the first four kinds when the product does not exist (yet, or any more).
 */
export const productWriteTags = (tx: DbOrTx, productId: number): Promise<string[]> =>
  productsWriteTags(tx, [productId]);

/** productWriteTags of several products in one statement (a bulk edit's batch). */
export async function productsWriteTags(tx: DbOrTx, productIds: readonly number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<Required<Place>>(
    tx,
    sql`SELECT DISTINCT p.category_id, ${slugOf(sql`c.name`)} AS category_slug, c.parentcategory_id,
          pc.name AS parent_name, b.name AS brand_name
        FROM products p
        JOIN categories c ON c.category_id = p.category_id
        JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
        JOIN brands b ON b.brand_id = p.brand_id
        WHERE p.product_id IN (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const tags = [...productIds.map(productTag), ALL_PRODUCTS_TAG, SEARCH_TAG, TAXONOMY_TAG];
  for (const row of rows) tags.push(...placeTags(row));
  return [...new Set(tags)];
}

/** A category: responses showing its products, listings filtered by its name, its collection's listings. */
export async function categoryWriteTags(tx: DbOrTx, categoryId: number): Promise<string[]> {
  const rows = await queryRows<Place>(
    tx,
    sql`SELECT c.category_id, ${slugOf(sql`c.name`)} AS category_slug, c.parentcategory_id, pc.name AS parent_name
        FROM categories c JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
        WHERE c.category_id = ${categoryId}`,
  );
  // Responses showing its products show its name; listings of its collection change if it moved.
  const tags = [categoryTag(categoryId), SEARCH_TAG, TAXONOMY_TAG];
  for (const row of rows) tags.push(...placeTags(row));
  return tags;
}

/** A brand: responses showing its products and listings filtered by its name. */
export async function brandWriteTags(tx: DbOrTx, brandId: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(tx, sql`SELECT name FROM brands WHERE brand_id = ${brandId}`);
  return [brandTag(brandId), ...rows.map((row) => brandNameTag(row.name)), SEARCH_TAG, TAXONOMY_TAG];
}

/** A collection: responses showing its products and listings filtered by its id or name. */
export async function collectionWriteTags(tx: DbOrTx, collectionId: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`SELECT name FROM parent_categories WHERE parentcategory_id = ${collectionId}`,
  );
  return [
    collectionTag(collectionId),
    collectionListTag(collectionId),
    ...rows.map((row) => collectionNameTag(row.name)),
    SEARCH_TAG,
    TAXONOMY_TAG,
  ];
}

/** An attribute: the product pages showing its name, and the attribute reads. */
export const attributeWriteTags = (attributeId: number): string[] => [attributeTag(attributeId), TAXONOMY_TAG];

/**
 * A variation (its price, stock, values or images) is part of its product: the product's tags, as a product write
 * (a variation may carry the product's shown price and its words for search).
 */
export async function variationWriteTags(tx: DbOrTx, variationId: number): Promise<string[]> {
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`SELECT product_id FROM product_variations WHERE productvariation_id = ${variationId}`,
  );
  return (await Promise.all(rows.map((row) => productWriteTags(tx, row.product_id)))).flat();
}

/** An attribute value is part of its variation's product. */
export async function attributeValueWriteTags(tx: DbOrTx, attributeValueId: number): Promise<string[]> {
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`SELECT v.product_id FROM variation_attribute_values a
        JOIN product_variations v ON v.productvariation_id = a.productvariation_id
        WHERE a.attributevalue_id = ${attributeValueId}`,
  );
  return (await Promise.all(rows.map((row) => productWriteTags(tx, row.product_id)))).flat();
}
