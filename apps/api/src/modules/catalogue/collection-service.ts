import { asc, count, eq, sql } from 'drizzle-orm';
import type { ParentCategoryInput } from '@store/shared/schemas/catalogue';
import type { DbOrTx } from '../../db/client.ts';
import { categories, parentCategories, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, uniquely } from '../../lib/http-error.ts';
import { refreshSearchVectors } from './search-vector.ts';
import { activeProductCount, plural } from './usage.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** What the audit log keeps of a collection's change (docs/product/staff.md#audit-log). */
const AUDITED = ['name', 'description'] as const;

// Collections, the parent categories Men, Women and Kids (docs/product/api.md#catalogue).

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

export async function createParentCategory(tx: DbOrTx, input: ParentCategoryInput, actor: AuditActor) {
  const [row] = await uniquely(
    () => tx.insert(parentCategories).values(input).returning(),
    `A collection named '${input.name}' already exists.`,
  );
  await recordRowChange(tx, actor, {
    entity: 'collection',
    verb: 'create',
    id: row!.parentcategory_id,
    after: row,
    fields: AUDITED,
  });
  return getParentCategory(tx, row!.parentcategory_id);
}

export async function updateParentCategory(tx: DbOrTx, id: number, input: ParentCategoryInput, actor: AuditActor) {
  const [before] = await tx
    .select()
    .from(parentCategories)
    .where(eq(parentCategories.parentcategory_id, id))
    .for('update');
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
  await recordRowChange(tx, actor, { entity: 'collection', verb: 'update', id, before, after: row, fields: AUDITED });
  await refreshSearchVectors(tx, { parentCategoryId: id });
  return getParentCategory(tx, id);
}

export async function deleteParentCategory(tx: DbOrTx, id: number, actor: AuditActor) {
  const [usage] = await tx
    .select({ categories: count(categories.category_id) })
    .from(categories)
    .where(eq(categories.parentcategory_id, id));
  const used = usage?.categories ?? 0;
  if (used > 0) {
    throw conflict(`This collection still has ${plural(used, 'category')}. Move or delete them first.`);
  }
  const [deleted] = await tx.delete(parentCategories).where(eq(parentCategories.parentcategory_id, id)).returning();
  if (!deleted) throw notFound('Collection');
  await recordRowChange(tx, actor, { entity: 'collection', verb: 'delete', id, before: deleted, fields: AUDITED });
}

/** A category must name a collection that exists (400 on its field otherwise). */
export async function requireParentCategory(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: parentCategories.parentcategory_id })
    .from(parentCategories)
    .where(eq(parentCategories.parentcategory_id, id));
  if (!row) throw badRequest('parentcategory_id: Collection not found', { parentcategory_id: 'Collection not found' });
}
