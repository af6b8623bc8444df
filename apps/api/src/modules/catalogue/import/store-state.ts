import { sql } from 'drizzle-orm';
import type { ProductDetails } from '@store/shared/product-details';
import { queryRows, type DbOrTx } from '../../../db/client.ts';

// The store as an import compares against it (docs/product/catalogue-import.md#import): names of the taxonomy,
// products with their variations, values and image names, read once per dry run and once per apply. Names are
// compared without case, as the store's unique indexes compare them.

export const lower = (text: string) => text.toLowerCase();

export interface StoredProduct extends ProductDetails {
  product_id: number;
  name: string;
  description: string;
  brand_id: number;
  category_id: number;
  is_active: boolean;
  hsn_code: string | null;
  gst_rate: number | null;
  sku: string | null;
  price: number;
  discount_price: number;
  stock: number;
  /** Its own gallery's names, in order. */
  images: string[];
  /** Every image name stored for the product (its gallery and its variations'), with the widths stored. */
  files: Map<string, number[]>;
  variations: number;
}

export interface StoredVariation {
  productvariation_id: number;
  product_id: number;
  sku: string;
  price: number;
  discount_price: number;
  stock: number;
  /** Values by lower-case attribute name. */
  values: Map<string, string>;
  images: string[];
}

export interface StoreState {
  brands: Map<string, { id: number; name: string }>;
  collections: Map<string, { id: number; name: string }>;
  /** By `{collection id}:{lower name}`. */
  categories: Map<string, { id: number; name: string }>;
  attributes: Map<string, { id: number; name: string }>;
  /** `{lower attribute}:{lower value}` of every value a variation has. */
  values: Set<string>;
  products: Map<number, StoredProduct>;
  /** Product ids by `{lower name}|{lower brand name}`. */
  byNameBrand: Map<string, number[]>;
  /** Variations by lower-case SKU. */
  variations: Map<string, StoredVariation>;
  /** Products' own SKUs (lower case) → product id. */
  productSkus: Map<string, number>;
  brandNames: Map<number, string>;
}

export const nameBrandKey = (name: string, brand: string) => `${lower(name)}|${lower(brand)}`;
export const categoryKey = (collectionId: number, name: string) => `${collectionId}:${lower(name)}`;
export const valueKey = (attribute: string, value: string) => `${lower(attribute)}:${lower(value)}`;

/** The attribute a column names: `color` is the store's `color` or `colour`, whichever it has. */
export function attributeOf(state: StoreState, attribute: string) {
  const found = state.attributes.get(lower(attribute));
  if (found || lower(attribute) !== 'color') return found;
  return state.attributes.get('colour');
}

const byName = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((row) => [lower(row.name), row]));

export async function loadStoreState(db: DbOrTx): Promise<StoreState> {
  const [brands, collections, categories, attributes] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`SELECT brand_id AS id, name FROM brands`),
    queryRows<{ id: number; name: string }>(db, sql`SELECT parentcategory_id AS id, name FROM parent_categories`),
    queryRows<{ id: number; name: string; parent: number }>(
      db,
      sql`SELECT category_id AS id, name, parentcategory_id AS parent FROM categories`,
    ),
    queryRows<{ id: number; name: string }>(db, sql`SELECT attribute_id AS id, name FROM variation_attributes`),
  ]);
  const state: StoreState = {
    brands: byName(brands),
    collections: byName(collections),
    categories: new Map(categories.map((row) => [categoryKey(row.parent, row.name), row])),
    attributes: byName(attributes),
    values: new Set(),
    products: new Map(),
    byNameBrand: new Map(),
    variations: new Map(),
    productSkus: new Map(),
    brandNames: new Map(brands.map((row) => [row.id, row.name])),
  };
  const attributeNames = new Map(attributes.map((row) => [row.id, lower(row.name)]));

  const products = await queryRows<Omit<StoredProduct, 'images' | 'files' | 'variations'>>(
    db,
    sql`SELECT product_id, name, description, brand_id, category_id, is_active, hsn_code, gst_rate::float8 AS gst_rate,
          country_of_origin, generic_name, manufacturer, importer, packer, net_quantity,
          sku, price, discount_price, stock FROM products`,
  );
  for (const row of products) {
    state.products.set(row.product_id, { ...row, images: [], files: new Map(), variations: 0 });
    const key = nameBrandKey(row.name, state.brandNames.get(row.brand_id) ?? '');
    const same = state.byNameBrand.get(key);
    if (same) same.push(row.product_id);
    else state.byNameBrand.set(key, [row.product_id]);
    if (row.sku) state.productSkus.set(lower(row.sku), row.product_id);
  }

  const variations = await queryRows<Omit<StoredVariation, 'values' | 'images'>>(
    db,
    sql`SELECT productvariation_id, product_id, sku, price, discount_price, stock FROM product_variations`,
  );
  const variationById = new Map<number, StoredVariation>();
  for (const row of variations) {
    const variation = { ...row, values: new Map<string, string>(), images: [] };
    state.variations.set(lower(row.sku), variation);
    variationById.set(row.productvariation_id, variation);
    state.products.get(row.product_id)!.variations += 1;
  }

  const values = await queryRows<{ productvariation_id: number; attribute_id: number; value: string }>(
    db,
    sql`SELECT productvariation_id, attribute_id, value FROM variation_attribute_values`,
  );
  for (const row of values) {
    const attribute = attributeNames.get(row.attribute_id)!;
    variationById.get(row.productvariation_id)?.values.set(attribute, row.value);
    state.values.add(valueKey(attribute, row.value));
  }

  const images = await queryRows<{
    product_id: number;
    productvariation_id: number | null;
    file_key: string;
    widths: number[];
  }>(db, sql`SELECT product_id, productvariation_id, file_key, widths FROM images ORDER BY sort_order, image_id`);
  for (const row of images) {
    const product = state.products.get(row.product_id);
    if (!product) continue;
    product.files.set(row.file_key, row.widths);
    if (row.productvariation_id === null) product.images.push(row.file_key);
    else variationById.get(row.productvariation_id)?.images.push(row.file_key);
  }
  return state;
}
