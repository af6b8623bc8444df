import type { Tx } from '../../../db/client.ts';
import { brands, categories, parentCategories, variationAttributes } from '../../../db/schema/index.ts';
import { recordRowChange, type AuditActor } from '../../audit/record.ts';
import { categoryKey, lower, type StoreState } from './store-state.ts';
import type { MissingTaxonomy } from './taxonomy.ts';

// The brands, collections, categories and attributes an apply creates first (create_missing), in one transaction,
// each with its audit row as the admin's own forms write it. Values need no row of their own.

/** Creates what is missing and adds it to `state`; answers whether anything was created. */
export async function createMissingTaxonomy(
  tx: Tx,
  missing: MissingTaxonomy,
  state: StoreState,
  actor: AuditActor,
): Promise<boolean> {
  let created = false;
  for (const name of missing.brands.values()) {
    if (state.brands.has(lower(name))) continue;
    const [row] = await tx.insert(brands).values({ name }).returning();
    await recordRowChange(tx, actor, {
      entity: 'brand',
      verb: 'create',
      id: row!.brand_id,
      after: row,
      fields: ['name'],
    });
    state.brands.set(lower(name), { id: row!.brand_id, name });
    state.brandNames.set(row!.brand_id, name);
    created = true;
  }
  for (const name of missing.collections.values()) {
    if (state.collections.has(lower(name))) continue;
    const [row] = await tx.insert(parentCategories).values({ name }).returning();
    const id = row!.parentcategory_id;
    await recordRowChange(tx, actor, { entity: 'collection', verb: 'create', id, after: row, fields: ['name'] });
    state.collections.set(lower(name), { id, name });
    created = true;
  }
  for (const [collectionName, name] of missing.categories.values()) {
    const collection = state.collections.get(lower(collectionName))!;
    if (state.categories.has(categoryKey(collection.id, name))) continue;
    const [row] = await tx.insert(categories).values({ name, parentcategory_id: collection.id }).returning();
    const id = row!.category_id;
    await recordRowChange(tx, actor, {
      entity: 'category',
      verb: 'create',
      id,
      after: row,
      fields: ['name', 'parentcategory_id'],
    });
    state.categories.set(categoryKey(collection.id, name), { id, name });
    created = true;
  }
  for (const name of missing.attributes.values()) {
    if (state.attributes.has(lower(name))) continue;
    const [row] = await tx.insert(variationAttributes).values({ name }).returning();
    const id = row!.attribute_id;
    await recordRowChange(tx, actor, { entity: 'attribute', verb: 'create', id, after: row, fields: ['name'] });
    state.attributes.set(lower(name), { id, name });
    created = true;
  }
  return created;
}
