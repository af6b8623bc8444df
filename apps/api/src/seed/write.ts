import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import {
  brands,
  categories,
  images,
  parentCategories,
  productVariations,
  products,
  variationAttributeValues,
  variationAttributes,
} from '../db/schema/index.ts';
import { IMAGE_WIDTHS } from '../modules/media/storage.ts';
import { brandDefinitions, collectionDefinitions } from './catalogue-data.ts';
import { demoImageKey } from './images.ts';
import { demoTaxOf } from './tax-codes.ts';
import type { PlannedProduct } from './plan.ts';

/** Ids of the demo taxonomy rows, by name (categories by collection and name). */
export interface Taxonomy {
  collections: Map<string, number>;
  categories: Map<string, number>;
  brands: Map<string, number>;
  size: number;
  color: number;
}

const categoryKey = (collection: string, category: string) => `${collection}|${category}`.toLowerCase();

/**
 * Finds or creates the collections, categories, brands and the `size` and `color` attributes (the storefront reads
 * those two names: docs/product/admin.md#variations-and-values). Rows an administrator already made are reused, since
 * their names are unique.
 */
export async function ensureTaxonomy(tx: Tx): Promise<Taxonomy> {
  const collections = new Map(
    (await tx.select().from(parentCategories)).map((row) => [row.name.toLowerCase(), row.parentcategory_id]),
  );
  const newCollections = collectionDefinitions.filter((collection) => !collections.has(collection.name.toLowerCase()));
  if (newCollections.length > 0) {
    const rows = await tx
      .insert(parentCategories)
      .values(newCollections.map(({ name, description }) => ({ name, description })))
      .returning();
    for (const row of rows) collections.set(row.name.toLowerCase(), row.parentcategory_id);
  }
  const collectionName = new Map([...collections].map(([name, id]) => [id, name]));

  const categoryIds = new Map(
    (await tx.select().from(categories)).map((row) => [
      categoryKey(collectionName.get(row.parentcategory_id) ?? '', row.name),
      row.category_id,
    ]),
  );
  const newCategories = collectionDefinitions.flatMap((collection) =>
    collection.categories
      .filter((category) => !categoryIds.has(categoryKey(collection.name, category.name)))
      .map((category) => ({
        name: category.name,
        description: category.description,
        parentcategory_id: collections.get(collection.name.toLowerCase())!,
        ...demoTaxOf(collection.name, category.name),
      })),
  );
  if (newCategories.length > 0) {
    const rows = await tx.insert(categories).values(newCategories).returning();
    for (const row of rows)
      categoryIds.set(categoryKey(collectionName.get(row.parentcategory_id)!, row.name), row.category_id);
  }

  const brandIds = new Map((await tx.select().from(brands)).map((row) => [row.name.toLowerCase(), row.brand_id]));
  const newBrands = brandDefinitions.filter((brand) => !brandIds.has(brand.name.toLowerCase()));
  if (newBrands.length > 0) {
    const rows = await tx
      .insert(brands)
      .values(newBrands.map(({ name, description }) => ({ name, description })))
      .returning();
    for (const row of rows) brandIds.set(row.name.toLowerCase(), row.brand_id);
  }

  const attributes = new Map(
    (await tx.select().from(variationAttributes)).map((row) => [row.name.toLowerCase(), row.attribute_id]),
  );
  const newAttributes = ['size', 'color'].filter((name) => !attributes.has(name));
  if (newAttributes.length > 0) {
    const rows = await tx
      .insert(variationAttributes)
      .values(newAttributes.map((name) => ({ name })))
      .returning();
    for (const row of rows) attributes.set(row.name.toLowerCase(), row.attribute_id);
  }

  return {
    collections,
    categories: categoryIds,
    brands: brandIds,
    size: attributes.get('size')!,
    color: attributes.get('color')!,
  };
}

/** Multi-row inserts of `size` rows: PGlite answers one statement at a time, so round trips dominate. */
async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

export interface InsertCounts {
  products: number;
  variations: number;
  values: number;
  images: number;
}

/**
 * Inserts the planned products with their variations, attribute values and image rows (each product: front
 * and detail of its first colour; each variation: those of its colour), then rebuilds the search vectors.
 */
export async function insertPlannedProducts(
  tx: Tx,
  planned: PlannedProduct[],
  taxonomy: Taxonomy,
  log: (message: string) => void,
  batchSize = 1000,
): Promise<InsertCounts> {
  const progress = (what: string, done: number, total: number) => {
    if (done === total || done % (batchSize * 10) === 0) log(`  ${what} ${done}/${total}`);
  };
  const productIds = new Map<string, number>();
  await inBatches(planned, batchSize, async (batch) => {
    const rows = await tx
      .insert(products)
      .values(
        batch.map((product) => ({
          name: product.name,
          description: product.description,
          sku: product.sku,
          price: product.price,
          discount_price: product.discount_price,
          stock: product.stock,
          category_id: taxonomy.categories.get(categoryKey(product.collection, product.category))!,
          brand_id: taxonomy.brands.get(product.brand.toLowerCase())!,
          is_active: true,
          ...product.details,
          units_sold: product.units_sold,
          created_at: product.created_at,
          updated_at: product.created_at,
        })),
      )
      .returning({ id: products.product_id, sku: products.sku });
    for (const row of rows) productIds.set(row.sku!, row.id);
    if (planned.length > batchSize) progress('products', productIds.size, planned.length);
  });

  const variations = planned.flatMap((product) => product.variations.map((variation) => ({ product, variation })));
  const variationIds = new Map<string, number>();
  await inBatches(variations, batchSize, async (batch) => {
    const rows = await tx
      .insert(productVariations)
      .values(
        batch.map(({ product, variation }) => ({
          product_id: productIds.get(product.sku)!,
          name: variation.name,
          sku: variation.sku,
          price: variation.price,
          discount_price: variation.discount_price,
          stock: variation.stock,
          created_at: product.created_at,
          updated_at: product.created_at,
        })),
      )
      .returning({ id: productVariations.productvariation_id, sku: productVariations.sku });
    for (const row of rows) variationIds.set(row.sku, row.id);
    if (variations.length > batchSize) progress('variations', variationIds.size, variations.length);
  });

  const values = variations.flatMap(({ variation }) => {
    const id = variationIds.get(variation.sku)!;
    const rows = [{ productvariation_id: id, attribute_id: taxonomy.color, value: variation.colour as string }];
    if (variation.size) rows.push({ productvariation_id: id, attribute_id: taxonomy.size, value: variation.size });
    return rows;
  });
  await inBatches(values, batchSize * 2, (batch) => tx.insert(variationAttributeValues).values(batch));
  if (values.length > batchSize) log(`  attribute values ${values.length}`);

  const widths = [...IMAGE_WIDTHS];
  const imageRows = planned.flatMap((product) => {
    const productId = productIds.get(product.sku)!;
    const views = (colour: (typeof product.colours)[number], variationId: number | null) =>
      (['front', 'detail'] as const).map((view, sort_order) => ({
        product_id: productId,
        productvariation_id: variationId,
        file_key: demoImageKey({ design: product.design, colour, view }),
        widths,
        sort_order,
      }));
    return [
      ...views(product.colours[0]!, null),
      ...product.variations.flatMap((variation) => views(variation.colour, variationIds.get(variation.sku)!)),
    ];
  });
  await inBatches(imageRows, batchSize * 2, (batch) => tx.insert(images).values(batch));
  if (imageRows.length > batchSize) log(`  images ${imageRows.length}`);

  return { products: productIds.size, variations: variationIds.size, values: values.length, images: imageRows.length };
}

export async function hasProducts(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: products.product_id }).from(products).limit(1);
  return rows.length > 0;
}

const SEED_LOCK_KEY = 8_106_452_017;

/** Serialises seeding across API processes that start together on one PostgreSQL database. */
export async function lockSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
}
