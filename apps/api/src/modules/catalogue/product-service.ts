import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminSortValue } from '@store/shared/catalogue';
import type { ProductInput } from '@store/shared/schemas/catalogue';
import { PRODUCT_DETAIL_FIELDS, activationRefused, productDetailMessages } from '@store/shared/product-details';
import { ratingAverage } from '@store/shared/schemas/reviews';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { brands, categories, deletedProducts, images, productVariations, products } from '../../db/schema/index.ts';
import { badRequest, notFound, uniquely } from '../../lib/http-error.ts';
import { toImageView, type StoredImage } from '../media/urls.ts';
import { priceView, storedPrices } from './prices.ts';
import { refreshSearchVectors } from './search-vector.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';
import { whereClause, type ProductFilter } from './listing-where.ts';

export { escapeLike, slugParam, type ProductFilter } from './listing-where.ts';

export interface ListingOptions {
  /** The shoppers' four sorts, or the admin table's name sorts. */
  sort?: AdminSortValue | undefined;
  page: number;
  pageSize: number;
  /**
   * The admin's table shows each product's description and its variations' stock summed
   * (docs/product/admin.md#products); shoppers' cards need neither.
   */
  admin?: boolean;
}

function orderClause(sort: AdminSortValue | undefined, tsquery: string | undefined): SQL {
  switch (sort) {
    case 'name_asc':
      return sql`lower(p.name) ASC, p.product_id ASC`;
    case 'name_desc':
      return sql`lower(p.name) DESC, p.product_id DESC`;
    case 'price_asc':
      return sql`p.discount_price ASC, p.product_id ASC`;
    case 'price_desc':
      return sql`p.discount_price DESC, p.product_id DESC`;
    case 'popularity':
      return sql`p.units_sold DESC, p.created_at DESC, p.product_id DESC`;
    case 'newest':
      return sql`p.created_at DESC, p.product_id DESC`;
    default:
      return tsquery
        ? sql`ts_rank_cd(p.search_vector, to_tsquery('english', ${tsquery}), 1) DESC, p.units_sold DESC, p.product_id DESC`
        : sql`p.created_at DESC, p.product_id DESC`;
  }
}

interface ListingRow {
  product_id: number;
  name: string;
  sku: string | null;
  price: number;
  discount_price: number;
  stock: number;
  is_active: boolean;
  units_sold: number;
  category_id: number;
  category_name: string;
  parentcategory_id: number;
  parentcategory_name: string;
  brand_id: number;
  brand_name: string;
  images: StoredImage[] | null;
  rating_count: number;
  rating_sum: number;
  description?: string;
  variation_stock?: number | null;
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}

function listingItem(row: ListingRow) {
  return {
    product_id: row.product_id,
    name: row.name,
    sku: row.sku,
    ...priceView(row),
    stock: row.stock,
    is_active: row.is_active,
    category_id: row.category_id,
    category_name: row.category_name,
    parentcategory_id: row.parentcategory_id,
    parentcategory_name: row.parentcategory_name,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    images: (row.images ?? []).map(toImageView),
    rating_average: ratingAverage(row.rating_sum, row.rating_count),
    rating_count: row.rating_count,
    ...(row.description === undefined ? {} : { description: row.description }),
    ...(row.variation_stock === undefined ? {} : { variation_stock: row.variation_stock }),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
export type ListingItem = ReturnType<typeof listingItem>;

/** The admin table's columns, in the page's one statement: the description, and the variations' stock (null without). */
const adminColumns = sql`, (SELECT d.description FROM products d WHERE d.product_id = p.product_id) AS description,
  (SELECT sum(v.stock)::int FROM product_variations v WHERE v.product_id = p.product_id) AS variation_stock`;

/**
 * One page of products and the total count in one statement over the product cards
 * (docs/decisions/016-product-cards.md): the count reads a narrow index, the page walks the sort's index and
 * stops after the page; card images come with each card. The page is an outer join on the count so that a page
 * past the end still answers the total; the outer query orders the page's rows again (a join keeps no order).
 */
export async function listProducts(db: Db, filter: ProductFilter, options: ListingOptions) {
  const where = whereClause(filter);
  const offset = (options.page - 1) * options.pageSize;
  const order = orderClause(options.sort, filter.tsquery);
  const rows = await queryRows<ListingRow & { total: number }>(
    db,
    sql`
    SELECT t.total, p.*
    FROM (SELECT count(*)::int AS total FROM product_cards p WHERE ${where}) t
    LEFT JOIN LATERAL (
      SELECT p.product_id, p.name, p.sku, p.price, p.discount_price, p.stock, p.is_active, p.units_sold,
        p.category_id, p.category_name, p.parentcategory_id, p.parentcategory_name,
        p.brand_id, p.brand_name, p.images, p.created_at, p.updated_at,
        p.rating_count, p.rating_sum
        ${filter.tsquery && !options.sort ? sql`, p.search_vector` : sql``}
        ${options.admin ? adminColumns : sql``}
      FROM product_cards p
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${options.pageSize} OFFSET ${offset}
    ) p ON true
    ORDER BY ${order}`,
  );
  return {
    items: rows.filter((row) => row.product_id !== null).map(listingItem),
    totalCount: rows[0]?.total ?? 0,
  };
}

const imageOrder = [asc(images.sort_order), asc(images.image_id)];

function variationView(
  variation: {
    productvariation_id: number;
    product_id: number;
    name: string | null;
    sku: string;
    price: number;
    discount_price: number;
    stock: number;
    created_at: string;
    updated_at: string;
    values: Array<{ attributevalue_id: number; attribute_id: number; value: string; attribute: { name: string } }>;
    images: StoredImage[];
  },
  productName: string,
) {
  return {
    productvariation_id: variation.productvariation_id,
    product_id: variation.product_id,
    name: variation.name ?? productName,
    sku: variation.sku,
    ...priceView(variation),
    stock: variation.stock,
    attributes: variation.values
      .map((value) => ({
        attributevalue_id: value.attributevalue_id,
        attribute_id: value.attribute_id,
        attribute_name: value.attribute.name,
        value: value.value,
      }))
      .sort((a, b) => a.attribute_id - b.attribute_id),
    images: variation.images.map(toImageView),
    created_at: new Date(variation.created_at).toISOString(),
    updated_at: new Date(variation.updated_at).toISOString(),
  };
}
export type VariationView = ReturnType<typeof variationView>;

export const variationRelations = {
  values: { with: { attribute: { columns: { name: true } } } },
  images: { orderBy: imageOrder },
} as const;

/** A product with its variations (attributes, prices, stock, images) and its own images. */
export async function getProduct(db: DbOrTx, id: number, options: { includeInactive?: boolean } = {}) {
  const [product] = await getProducts(db, [id], options);
  if (!product) throw notFound('Product');
  return product;
}

/**
 * The products among `ids` as GET /Product/{id} shows each (inactive ones only with `includeInactive`), in no
 * particular order; unknown ids are left out. One read for many, as the account's bag needs.
 */
export async function getProducts(
  db: DbOrTx,
  ids: readonly number[],
  options: { includeInactive?: boolean } = {},
): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const chosen = inArray(products.product_id, [...ids]);
  const found = await findProducts(db, options.includeInactive ? chosen : and(chosen, eq(products.is_active, true)));
  return found.map(productView);
}

const findProducts = (db: DbOrTx, where: SQL | undefined) =>
  db.query.products.findMany({
    columns: { search_vector: false },
    where,
    with: {
      brand: { columns: { name: true } },
      category: {
        columns: { name: true, parentcategory_id: true, gst_rate: true },
        with: { parent: { columns: { name: true } } },
      },
      images: { where: isNull(images.productvariation_id), orderBy: imageOrder },
      variations: { orderBy: [asc(productVariations.productvariation_id)], with: variationRelations },
    },
  });

function productView(product: Awaited<ReturnType<typeof findProducts>>[number]) {
  return {
    product_id: product.product_id,
    name: product.name,
    description: product.description,
    sku: product.sku,
    ...priceView(product),
    stock: product.stock,
    is_active: product.is_active,
    category_id: product.category_id,
    category_name: product.category.name,
    parentcategory_id: product.category.parentcategory_id,
    parentcategory_name: product.category.parent.name,
    brand_id: product.brand_id,
    brand_name: product.brand.name,
    images: product.images.map(toImageView),
    rating_average: ratingAverage(product.rating_sum, product.rating_count),
    rating_count: product.rating_count,
    variations: product.variations.map((variation) => variationView(variation, product.name)),
    hsn_code: product.hsn_code,
    gst_rate: product.gst_rate,
    line_gst_rate: product.gst_rate ?? product.category.gst_rate,
    country_of_origin: product.country_of_origin,
    generic_name: product.generic_name,
    manufacturer: product.manufacturer,
    importer: product.importer,
    packer: product.packer,
    net_quantity: product.net_quantity,
    created_at: new Date(product.created_at).toISOString(),
    updated_at: new Date(product.updated_at).toISOString(),
  };
}
export type ProductView = ReturnType<typeof productView>;

async function checkReferences(tx: DbOrTx, input: ProductInput) {
  const errors: Record<string, string> = {};
  const [category] = await tx
    .select({ id: categories.category_id })
    .from(categories)
    .where(eq(categories.category_id, input.category_id));
  if (!category) errors.category_id = 'Category not found';
  const [brand] = await tx.select({ id: brands.brand_id }).from(brands).where(eq(brands.brand_id, input.brand_id));
  if (!brand) errors.brand_id = 'Brand not found';
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`${first[0]}: ${first[1]}`, errors);
}

function productValues(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    sku: input.sku,
    ...storedPrices(input),
    stock: input.stock,
    category_id: input.category_id,
    brand_id: input.brand_id,
    is_active: input.is_active ?? true,
    // Undefined leaves the stored value as it is; null clears it (docs/product/orders.md#how-tax-is-computed).
    hsn_code: input.hsn_code,
    gst_rate: input.gst_rate,
    // The same for the product page's details (docs/product/storefront.md#product-details).
    ...Object.fromEntries(PRODUCT_DETAIL_FIELDS.map((field) => [field, input[field]])),
  };
}

/**
 * A product is not made active without its country of origin (docs/product/admin.md#products): checked on the row as
 * written, inside the transaction, so a refusal writes nothing.
 */
function checkActivation(
  before: { is_active: boolean; country_of_origin: string | null } | undefined,
  after: { is_active: boolean; country_of_origin: string | null },
) {
  if (activationRefused(before, after)) {
    throw badRequest(productDetailMessages.activationNeedsCountry, {
      country_of_origin: productDetailMessages.activationNeedsCountry,
    });
  }
}

const duplicateSku = (sku: string | null) => `A product with SKU '${sku}' already exists.`;

/** What the audit log keeps of a product's change, prices in paise (docs/product/staff.md#audit-log). */
const AUDITED = [
  'name',
  'description',
  'sku',
  'price',
  'discount_price',
  'stock',
  'category_id',
  'brand_id',
  'is_active',
  'hsn_code',
  'gst_rate',
  ...PRODUCT_DETAIL_FIELDS,
] as const;

export async function createProduct(tx: DbOrTx, input: ProductInput, actor: AuditActor) {
  await checkReferences(tx, input);
  const [row] = await uniquely(
    () => tx.insert(products).values(productValues(input)).returning(),
    duplicateSku(input.sku),
  );
  checkActivation(undefined, row!);
  const id = row!.product_id;
  await recordRowChange(tx, actor, { entity: 'product', verb: 'create', id, after: row, fields: AUDITED });
  await refreshSearchVectors(tx, { productIds: [id] });
  return getProduct(tx, id, { includeInactive: true });
}

export async function updateProduct(tx: DbOrTx, id: number, input: ProductInput, actor: AuditActor) {
  await checkReferences(tx, input);
  const [before] = await tx.select().from(products).where(eq(products.product_id, id)).for('update');
  const [row] = await uniquely(
    () =>
      tx
        .update(products)
        .set({ ...productValues(input), updated_at: sql`now()` })
        .where(eq(products.product_id, id))
        .returning(),
    duplicateSku(input.sku),
  );
  if (!row) throw notFound('Product');
  checkActivation(before, row);
  await recordRowChange(tx, actor, { entity: 'product', verb: 'update', id, before, after: row, fields: AUDITED });
  await refreshSearchVectors(tx, { productIds: [id] });
  return getProduct(tx, id, { includeInactive: true });
}

/**
 * Deletes the product with its variations, values and images; returns the image files to remove. The id is recorded
 * as deleted in the same transaction, so its page answers 410 Gone from then on
 * (docs/product/storefront.md#not-found-and-unauthorized).
 */
export async function deleteProduct(tx: DbOrTx, id: number, actor: AuditActor): Promise<string[]> {
  const files = await tx.select({ file_key: images.file_key }).from(images).where(eq(images.product_id, id));
  const [deleted] = await tx.delete(products).where(eq(products.product_id, id)).returning();
  if (!deleted) throw notFound('Product');
  await recordRowChange(tx, actor, { entity: 'product', verb: 'delete', id, before: deleted, fields: AUDITED });
  await tx.insert(deletedProducts).values({ product_id: id }).onConflictDoNothing();
  return files.map((file) => file.file_key);
}
