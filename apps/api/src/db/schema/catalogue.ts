import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import {
  boolean,
  check,
  customType,
  jsonb,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Collections, also called parent categories: Men, Women, Kids (docs/product/api.md#catalogue). */
export const parentCategories = pgTable(
  'parent_categories',
  {
    parentcategory_id: serial('parentcategory_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('parent_categories_name_key').on(sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    category_id: serial('category_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** HSN code and GST rate (percent) of the category's products unless a product says otherwise (docs/product/orders.md#gst-invoices). */
    hsn_code: text('hsn_code'),
    gst_rate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    parentcategory_id: integer('parentcategory_id')
      .notNull()
      .references(() => parentCategories.parentcategory_id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_parent_name_key').on(t.parentcategory_id, sql`lower(${t.name})`)],
);

export const brands = pgTable(
  'brands',
  {
    brand_id: serial('brand_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('brands_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Prices are integers in paise. `selling_price` (discount price, else price) and `search_vector` are kept up
 * to date by the catalogue service on every write, so listings sort and search on indexed columns.
 */
export const products = pgTable(
  'products',
  {
    product_id: serial('product_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku'),
    /** Overrides the category's HSN code and GST rate on invoices when set. */
    hsn_code: text('hsn_code'),
    gst_rate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * The product page's declaration (docs/product/storefront.md#product-details). Null on products stored before
     * it existed: such a product cannot be activated until its country of origin is filled in.
     */
    country_of_origin: text('country_of_origin'),
    generic_name: text('generic_name'),
    manufacturer: text('manufacturer'),
    importer: text('importer'),
    packer: text('packer'),
    net_quantity: text('net_quantity'),
    price: integer('price').notNull(),
    discount_price: integer('discount_price').notNull(),
    stock: integer('stock').notNull().default(0),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.category_id, { onDelete: 'restrict' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.brand_id, { onDelete: 'restrict' }),
    is_active: boolean('is_active').notNull().default(true),
    units_sold: integer('units_sold').notNull().default(0),
    /** Visible reviews: their count and the sum of their stars, kept by the reviews service (average = sum / count). */
    rating_count: integer('rating_count').notNull().default(0),
    rating_sum: integer('rating_sum').notNull().default(0),
    search_vector: tsvector('search_vector'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(sql`lower(${t.sku})`),
    index('products_category_idx').on(t.category_id),
    index('products_brand_idx').on(t.brand_id),
    index('products_price_idx').on(t.discount_price, t.product_id),
    index('products_newest_idx').on(t.created_at.desc(), t.product_id.desc()),
    index('products_popularity_idx').on(t.units_sold.desc(), t.created_at.desc(), t.product_id.desc()),
    index('products_search_idx').using('gin', t.search_vector),
    check(
      'products_price_check',
      sql`${t.price} >= 0 AND ${t.discount_price} >= 0 AND ${t.discount_price} <= ${t.price}`,
    ),
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const variationAttributes = pgTable(
  'variation_attributes',
  {
    attribute_id: serial('attribute_id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('variation_attributes_name_key').on(sql`lower(${t.name})`)],
);

export const productVariations = pgTable(
  'product_variations',
  {
    productvariation_id: serial('productvariation_id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id, { onDelete: 'cascade' }),
    name: text('name'),
    sku: text('sku').notNull(),
    price: integer('price').notNull(),
    discount_price: integer('discount_price').notNull(),
    stock: integer('stock').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variations_sku_key').on(sql`lower(${t.sku})`),
    index('product_variations_product_idx').on(t.product_id),
    check(
      'product_variations_price_check',
      sql`${t.price} >= 0 AND ${t.discount_price} >= 0 AND ${t.discount_price} <= ${t.price}`,
    ),
    check('product_variations_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** A row's product, gone with it. */
export const productOf = () =>
  integer('product_id')
    .notNull()
    .references(() => products.product_id, { onDelete: 'cascade' });

/** A row's variation (size) when it names one, gone with it. */
export const sizeOf = () =>
  integer('productvariation_id').references(() => productVariations.productvariation_id, { onDelete: 'cascade' });

export const variationAttributeValues = pgTable(
  'variation_attribute_values',
  {
    attributevalue_id: serial('attributevalue_id').primaryKey(),
    productvariation_id: integer('productvariation_id')
      .notNull()
      .references(() => productVariations.productvariation_id, { onDelete: 'cascade' }),
    attribute_id: integer('attribute_id')
      .notNull()
      .references(() => variationAttributes.attribute_id, { onDelete: 'restrict' }),
    value: text('value').notNull(),
    /**
     * A colour value's family when the shared colour table has no answer for its name, set by the admin
     * (docs/product/storefront.md#colour-families); null otherwise.
     */
    color_family: text('color_family'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variation_attribute_values_key').on(t.productvariation_id, t.attribute_id),
    index('variation_attribute_values_attribute_idx').on(t.attribute_id),
  ],
);

/**
 * Uploaded images, re-encoded to WebP at several widths and stored under `file_key`. A product image has no
 * variation; a variation image names both.
 */
export const images = pgTable(
  'images',
  {
    image_id: serial('image_id').primaryKey(),
    product_id: productOf(),
    productvariation_id: sizeOf(),
    file_key: text('file_key').notNull(),
    widths: integer('widths').array().notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('images_product_idx').on(t.product_id, t.sort_order, t.image_id),
    index('images_variation_idx').on(t.productvariation_id, t.sort_order, t.image_id),
  ],
);

/**
 * Product cards, read-shaped (docs/decisions/016-product-cards.md): one row per product with what a listing shows
 * (names of its category, collection and brand, the filter keys, up to four card images, rating counts) and the
 * search vector, so a listing page is one statement over one table with covering indexes. Never written by the
 * application: database triggers on products, images, categories, collections and brands keep every row equal to
 * what the base tables say, in the same transaction as the write.
 */
export const productCards = pgTable(
  'product_cards',
  {
    product_id: integer('product_id')
      .primaryKey()
      .references(() => products.product_id, { onDelete: 'cascade' }),
    is_active: boolean('is_active').notNull(),
    name: text('name').notNull(),
    sku: text('sku'),
    price: integer('price').notNull(),
    discount_price: integer('discount_price').notNull(),
    stock: integer('stock').notNull(),
    units_sold: integer('units_sold').notNull(),
    rating_count: integer('rating_count').notNull(),
    rating_sum: integer('rating_sum').notNull(),
    category_id: integer('category_id').notNull(),
    category_name: text('category_name').notNull(),
    /** The category name as listing filters compare it (lower case, spaces to hyphens, other signs dropped). */
    category_slug: text('category_slug').notNull(),
    parentcategory_id: integer('parentcategory_id').notNull(),
    parentcategory_name: text('parentcategory_name').notNull(),
    /** lower(collection name), lower(brand name): what the filters compare. */
    parent_key: text('parent_key').notNull(),
    brand_id: integer('brand_id').notNull(),
    brand_name: text('brand_name').notNull(),
    brand_key: text('brand_key').notNull(),
    /** The card's images: product images first, then variation images, at most four. */
    images: jsonb('images')
      .notNull()
      .default(sql`'[]'::jsonb`),
    search_vector: tsvector('search_vector'),
    /** Sizes of variations in stock, as named ('M', '32'): the Size filter (docs/product/storefront.md#filters). */
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Colours of its variations, each as the admin's family when set, else the colour name in lower case: the Colour
     * filter maps names to families with the shared table (docs/product/storefront.md#colour-families).
     */
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The whole percent off shown on the card (floor of (price - discount price) / price). */
    discount: integer('discount').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    // Shoppers' sorts over active cards, alone and within a collection (most listings name one).
    index('product_cards_newest_idx')
      .on(t.created_at.desc(), t.product_id.desc())
      .where(sql`${t.is_active}`),
    index('product_cards_price_idx')
      .on(t.discount_price, t.product_id)
      .where(sql`${t.is_active}`),
    index('product_cards_popularity_idx')
      .on(t.units_sold.desc(), t.created_at.desc(), t.product_id.desc())
      .where(sql`${t.is_active}`),
    index('product_cards_parent_newest_idx')
      .on(t.parent_key, t.created_at.desc(), t.product_id.desc())
      .where(sql`${t.is_active}`),
    index('product_cards_parent_price_idx')
      .on(t.parent_key, t.discount_price, t.product_id)
      .where(sql`${t.is_active}`),
    index('product_cards_parent_popularity_idx')
      .on(t.parent_key, t.units_sold.desc(), t.created_at.desc(), t.product_id.desc())
      .where(sql`${t.is_active}`),
    // Counting and filtering by category and brand read only these narrow indexes.
    index('product_cards_filter_idx')
      .on(t.parent_key, t.category_slug, t.brand_key)
      .where(sql`${t.is_active}`),
    index('product_cards_brand_idx')
      .on(t.brand_key, t.parent_key)
      .where(sql`${t.is_active}`),
    index('product_cards_search_idx').using('gin', t.search_vector),
    // The size and colour filters (docs/product/storefront.md#filters); price and discount read the card itself.
    index('product_cards_sizes_idx')
      .using('gin', t.sizes)
      .where(sql`${t.is_active}`),
    index('product_cards_colors_idx')
      .using('gin', t.colors)
      .where(sql`${t.is_active}`),
    index('product_cards_category_price_idx')
      .on(t.category_slug, t.discount_price)
      .where(sql`${t.is_active}`),
  ],
);
