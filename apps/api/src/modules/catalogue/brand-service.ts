import { asc, count, eq, sql } from 'drizzle-orm';
import type { BrandInput } from '@store/shared/schemas/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { brands, categories, parentCategories, products } from '../../db/schema/index.ts';
import { conflict, notFound, uniquely } from '../../lib/http-error.ts';
import { refreshSearchVectors } from './search-vector.ts';
import { activeProductCount, plural } from './usage.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** What the audit log keeps of a brand's change (docs/product/staff.md#audit-log). */
const AUDITED = ['name', 'description'] as const;

// Brands (docs/product/api.md#catalogue).

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
 * `?brand=` names a collection (`GET /Brand?brand={parent}`, docs/product/api.md#catalogue): the brands with
 * products in it, counted within it.
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

export async function createBrand(tx: DbOrTx, input: BrandInput, actor: AuditActor) {
  const [row] = await uniquely(() => tx.insert(brands).values(input).returning(), duplicateBrand(input.name));
  await recordRowChange(tx, actor, { entity: 'brand', verb: 'create', id: row!.brand_id, after: row, fields: AUDITED });
  return getBrand(tx, row!.brand_id);
}

export async function updateBrand(tx: DbOrTx, id: number, input: BrandInput, actor: AuditActor) {
  const [before] = await tx.select().from(brands).where(eq(brands.brand_id, id)).for('update');
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
  await recordRowChange(tx, actor, { entity: 'brand', verb: 'update', id, before, after: row, fields: AUDITED });
  await refreshSearchVectors(tx, { brandId: id });
  return getBrand(tx, id);
}

export async function deleteBrand(tx: DbOrTx, id: number, actor: AuditActor) {
  const [usage] = await tx.select({ n: count() }).from(products).where(eq(products.brand_id, id));
  const used = usage?.n ?? 0;
  if (used > 0) throw conflict(`This brand still has ${plural(used, 'product')}. Move or delete them first.`);
  const [deleted] = await tx.delete(brands).where(eq(brands.brand_id, id)).returning();
  if (!deleted) throw notFound('Brand');
  await recordRowChange(tx, actor, { entity: 'brand', verb: 'delete', id, before: deleted, fields: AUDITED });
}
