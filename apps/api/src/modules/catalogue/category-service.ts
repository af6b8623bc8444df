import { asc, count, eq, sql } from 'drizzle-orm';
import type { CategoryInput } from '@store/shared/schemas/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, parentCategories, products } from '../../db/schema/index.ts';
import { conflict, notFound, uniquely } from '../../lib/http-error.ts';
import { requireParentCategory } from './collection-service.ts';
import { refreshSearchVectors } from './search-vector.ts';
import { activeProductCount, plural } from './usage.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** What the audit log keeps of a category's change (docs/product/staff.md#audit-log). */
const AUDITED = ['name', 'description', 'parentcategory_id', 'hsn_code', 'gst_rate'] as const;

// Categories within a collection, such as Men's T-Shirt (docs/product/api.md#catalogue).

function categoryColumns() {
  return {
    category_id: categories.category_id,
    name: categories.name,
    description: categories.description,
    parentcategory_id: categories.parentcategory_id,
    parentcategory_name: parentCategories.name,
    productCount: activeProductCount,
    hsn_code: categories.hsn_code,
    gst_rate: categories.gst_rate,
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

export async function createCategory(tx: DbOrTx, input: CategoryInput, actor: AuditActor) {
  await requireParentCategory(tx, input.parentcategory_id);
  const [row] = await uniquely(() => tx.insert(categories).values(input).returning(), duplicateCategory(input.name));
  await recordRowChange(tx, actor, {
    entity: 'category',
    verb: 'create',
    id: row!.category_id,
    after: row,
    fields: AUDITED,
  });
  return getCategory(tx, row!.category_id);
}

export async function updateCategory(tx: DbOrTx, id: number, input: CategoryInput, actor: AuditActor) {
  await requireParentCategory(tx, input.parentcategory_id);
  const [before] = await tx.select().from(categories).where(eq(categories.category_id, id)).for('update');
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
  await recordRowChange(tx, actor, { entity: 'category', verb: 'update', id, before, after: row, fields: AUDITED });
  await refreshSearchVectors(tx, { categoryId: id });
  return getCategory(tx, id);
}

export async function deleteCategory(tx: DbOrTx, id: number, actor: AuditActor) {
  const [usage] = await tx.select({ n: count() }).from(products).where(eq(products.category_id, id));
  const used = usage?.n ?? 0;
  if (used > 0) throw conflict(`This category still has ${plural(used, 'product')}. Move or delete them first.`);
  const [deleted] = await tx.delete(categories).where(eq(categories.category_id, id)).returning();
  if (!deleted) throw notFound('Category');
  await recordRowChange(tx, actor, { entity: 'category', verb: 'delete', id, before: deleted, fields: AUDITED });
}
