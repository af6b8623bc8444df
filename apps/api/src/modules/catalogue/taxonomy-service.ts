import { and, asc, count, eq, sql } from 'drizzle-orm';
import type {
  BrandInput,
  CategoryInput,
  ParentCategoryInput,
  VariationAttributeInput,
} from '@store/shared/schemas/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  brands,
  categories,
  parentCategories,
  products,
  variationAttributes,
  variationAttributeValues,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, uniquely } from '../../lib/http-error.ts';
import { refreshSearchVectors } from './search-vector.ts';

const activeProductCount = sql<number>`count(${products.product_id}) filter (where ${products.is_active})::int`;

function plural(countValue: number, word: string): string {
  return `${countValue} ${word}${countValue === 1 ? '' : 's'}`;
}

// Collections (parent categories)

export async function listParentCategories(db: DbOrTx, id?: number) {
  return db
    .select({
      parentcategory_id: parentCategories.parentcategory_id,
      ParentCategory_id: parentCategories.parentcategory_id,
      name: parentCategories.name,
      description: parentCategories.description,
      productCount: activeProductCount,
      created_at: parentCategories.created_at,
      updated_at: parentCategories.updated_at,
    })
    .from(parentCategories)
    .leftJoin(categories, eq(categories.parentcategory_id, parentCategories.parentcategory_id))
    .leftJoin(products, eq(products.category_id, categories.category_id))
    .where(id === undefined ? undefined : eq(parentCategories.parentcategory_id, id))
    .groupBy(parentCategories.parentcategory_id)
    .orderBy(asc(parentCategories.parentcategory_id));
}

export async function getParentCategory(db: DbOrTx, id: number) {
  const [row] = await listParentCategories(db, id);
  if (!row) throw notFound('Collection');
  return row;
}

export async function createParentCategory(tx: DbOrTx, input: ParentCategoryInput) {
  const [row] = await uniquely(
    () => tx.insert(parentCategories).values(input).returning(),
    `A collection named '${input.name}' already exists.`,
  );
  return getParentCategory(tx, row!.parentcategory_id);
}

export async function updateParentCategory(tx: DbOrTx, id: number, input: ParentCategoryInput) {
  const [row] = await uniquely(
    () =>
      tx
        .update(parentCategories)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(parentCategories.parentcategory_id, id))
        .returning(),
    `A collection named '${input.name}' already exists.`,
  );
  if (!row) throw notFound('Collection');
  await refreshSearchVectors(tx, { parentCategoryId: id });
  return getParentCategory(tx, id);
}

export async function deleteParentCategory(tx: DbOrTx, id: number) {
  const [usage] = await tx
    .select({ categories: count(categories.category_id) })
    .from(categories)
    .where(eq(categories.parentcategory_id, id));
  const used = usage?.categories ?? 0;
  if (used > 0) {
    throw conflict(`This collection still has ${plural(used, 'category')}. Move or delete them first.`);
  }
  const deleted = await tx.delete(parentCategories).where(eq(parentCategories.parentcategory_id, id)).returning();
  if (deleted.length === 0) throw notFound('Collection');
}

async function requireParentCategory(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: parentCategories.parentcategory_id })
    .from(parentCategories)
    .where(eq(parentCategories.parentcategory_id, id));
  if (!row) throw badRequest('parentcategory_id: Collection not found', { parentcategory_id: 'Collection not found' });
}

// Categories

function categoryColumns() {
  return {
    category_id: categories.category_id,
    name: categories.name,
    description: categories.description,
    parentcategory_id: categories.parentcategory_id,
    parentcategory_name: parentCategories.name,
    productCount: activeProductCount,
    created_at: categories.created_at,
    updated_at: categories.updated_at,
  };
}

/** `?ParentCategory=` takes the collection's name (Men) or its id. */
export async function listCategories(db: Db, parent?: string) {
  const parentFilter = parent
    ? /^\d+$/.test(parent)
      ? eq(categories.parentcategory_id, Number(parent))
      : sql`lower(${parentCategories.name}) = lower(${parent})`
    : undefined;
  return db
    .select(categoryColumns())
    .from(categories)
    .innerJoin(parentCategories, eq(parentCategories.parentcategory_id, categories.parentcategory_id))
    .leftJoin(products, eq(products.category_id, categories.category_id))
    .where(parentFilter)
    .groupBy(categories.category_id, parentCategories.parentcategory_id)
    .orderBy(asc(parentCategories.parentcategory_id), asc(categories.category_id));
}

export async function getCategory(db: DbOrTx, id: number) {
  const [row] = await db
    .select(categoryColumns())
    .from(categories)
    .innerJoin(parentCategories, eq(parentCategories.parentcategory_id, categories.parentcategory_id))
    .leftJoin(products, eq(products.category_id, categories.category_id))
    .where(eq(categories.category_id, id))
    .groupBy(categories.category_id, parentCategories.parentcategory_id);
  if (!row) throw notFound('Category');
  return row;
}

const duplicateCategory = (name: string) => `A category named '${name}' already exists in this collection.`;

export async function createCategory(tx: DbOrTx, input: CategoryInput) {
  await requireParentCategory(tx, input.parentcategory_id);
  const [row] = await uniquely(() => tx.insert(categories).values(input).returning(), duplicateCategory(input.name));
  return getCategory(tx, row!.category_id);
}

export async function updateCategory(tx: DbOrTx, id: number, input: CategoryInput) {
  await requireParentCategory(tx, input.parentcategory_id);
  const [row] = await uniquely(
    () =>
      tx
        .update(categories)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(categories.category_id, id))
        .returning(),
    duplicateCategory(input.name),
  );
  if (!row) throw notFound('Category');
  await refreshSearchVectors(tx, { categoryId: id });
  return getCategory(tx, id);
}

export async function deleteCategory(tx: DbOrTx, id: number) {
  const [usage] = await tx.select({ n: count() }).from(products).where(eq(products.category_id, id));
  const used = usage?.n ?? 0;
  if (used > 0) throw conflict(`This category still has ${plural(used, 'product')}. Move or delete them first.`);
  const deleted = await tx.delete(categories).where(eq(categories.category_id, id)).returning();
  if (deleted.length === 0) throw notFound('Category');
}

// Brands

function brandColumns() {
  return {
    brand_id: brands.brand_id,
    name: brands.name,
    description: brands.description,
    productCount: activeProductCount,
    created_at: brands.created_at,
    updated_at: brands.updated_at,
  };
}

/**
 * `?brand=` names a collection (SPEC.md §7 `GET /Brand?brand={parent}`): the brands with products in it,
 * counted within it.
 */
export async function listBrands(db: Db, parent?: string) {
  if (!parent) {
    return db
      .select(brandColumns())
      .from(brands)
      .leftJoin(products, eq(products.brand_id, brands.brand_id))
      .groupBy(brands.brand_id)
      .orderBy(asc(brands.name));
  }
  return db
    .select(brandColumns())
    .from(brands)
    .innerJoin(products, eq(products.brand_id, brands.brand_id))
    .innerJoin(categories, eq(categories.category_id, products.category_id))
    .innerJoin(parentCategories, eq(parentCategories.parentcategory_id, categories.parentcategory_id))
    .where(
      /^\d+$/.test(parent)
        ? eq(parentCategories.parentcategory_id, Number(parent))
        : sql`lower(${parentCategories.name}) = lower(${parent})`,
    )
    .groupBy(brands.brand_id)
    .having(sql`count(${products.product_id}) filter (where ${products.is_active}) > 0`)
    .orderBy(asc(brands.name));
}

export async function getBrand(db: DbOrTx, id: number) {
  const [row] = await db
    .select(brandColumns())
    .from(brands)
    .leftJoin(products, eq(products.brand_id, brands.brand_id))
    .where(eq(brands.brand_id, id))
    .groupBy(brands.brand_id);
  if (!row) throw notFound('Brand');
  return row;
}

const duplicateBrand = (name: string) => `A brand named '${name}' already exists.`;

export async function createBrand(tx: DbOrTx, input: BrandInput) {
  const [row] = await uniquely(() => tx.insert(brands).values(input).returning(), duplicateBrand(input.name));
  return getBrand(tx, row!.brand_id);
}

export async function updateBrand(tx: DbOrTx, id: number, input: BrandInput) {
  const [row] = await uniquely(
    () =>
      tx
        .update(brands)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(brands.brand_id, id))
        .returning(),
    duplicateBrand(input.name),
  );
  if (!row) throw notFound('Brand');
  await refreshSearchVectors(tx, { brandId: id });
  return getBrand(tx, id);
}

export async function deleteBrand(tx: DbOrTx, id: number) {
  const [usage] = await tx.select({ n: count() }).from(products).where(eq(products.brand_id, id));
  const used = usage?.n ?? 0;
  if (used > 0) throw conflict(`This brand still has ${plural(used, 'product')}. Move or delete them first.`);
  const deleted = await tx.delete(brands).where(eq(brands.brand_id, id)).returning();
  if (deleted.length === 0) throw notFound('Brand');
}

// Variation attributes

const attributeColumns = { attribute_id: variationAttributes.attribute_id, name: variationAttributes.name };

export async function listAttributes(db: Db) {
  return db.select(attributeColumns).from(variationAttributes).orderBy(asc(variationAttributes.attribute_id));
}

export async function getAttribute(db: DbOrTx, id: number) {
  const [row] = await db
    .select(attributeColumns)
    .from(variationAttributes)
    .where(eq(variationAttributes.attribute_id, id));
  if (!row) throw notFound('Attribute');
  return row;
}

const duplicateAttribute = (name: string) => `An attribute named '${name}' already exists.`;

export async function createAttribute(tx: DbOrTx, input: VariationAttributeInput) {
  const [row] = await uniquely(
    () => tx.insert(variationAttributes).values(input).returning(attributeColumns),
    duplicateAttribute(input.name),
  );
  return row!;
}

export async function updateAttribute(tx: DbOrTx, id: number, input: VariationAttributeInput) {
  const [row] = await uniquely(
    () =>
      tx
        .update(variationAttributes)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(variationAttributes.attribute_id, id))
        .returning(attributeColumns),
    duplicateAttribute(input.name),
  );
  if (!row) throw notFound('Attribute');
  return row;
}

export async function deleteAttribute(tx: DbOrTx, id: number) {
  const [usage] = await tx
    .select({ n: count() })
    .from(variationAttributeValues)
    .where(and(eq(variationAttributeValues.attribute_id, id)));
  const used = usage?.n ?? 0;
  if (used > 0) {
    throw conflict(`This attribute is still set on ${plural(used, 'variation')}. Remove those values first.`);
  }
  const deleted = await tx.delete(variationAttributes).where(eq(variationAttributes.attribute_id, id)).returning();
  if (deleted.length === 0) throw notFound('Attribute');
}
