import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BulkAction, BulkEditResult, BulkSelection } from '@store/shared/schemas/bulk-edit';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { stockAdjustments } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { SIZE_STOCK_TAG } from '../../lib/response-cache.ts';
import { recordAudit, type AuditActor, type Changes } from '../audit/record.ts';
import { bulkPlan, changes, type BulkColumn, type BulkPlan, type RowUpdate } from './bulk-actions.ts';
import { productsWriteTags } from './cache-tags.ts';
import { adminTableFilter, whereClause } from './listing-where.ts';
import { refreshSearchVectors } from './search-vector.ts';

// Bulk edits of the Products screen (docs/product/admin.md#bulk-edits): a selection of products, one action, counted
// first (preview) and written in batches, each one transaction with one audit row and one cache invalidation.

/** Products per transaction: short enough that checkouts never wait long on a locked row. */
export const BULK_BATCH = 200;

export type BulkContext = Pick<FastifyInstance, 'database' | 'catalogueWrite'>;

/** An int[] literal of ids that are integers already (validated, or read from the database). */
const idArray = (ids: readonly number[]) => sql.raw(`ARRAY[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`);

interface Table {
  name: SQL;
  id: string;
  entity: 'product' | 'variation';
}
const PRODUCTS: Table = { name: sql`products`, id: 'product_id', entity: 'product' };
const VARIATIONS: Table = { name: sql`product_variations`, id: 'productvariation_id', entity: 'variation' };

/** The selected products that exist, by id, in id order. */
async function selectedIds(db: DbOrTx, selection: BulkSelection): Promise<number[]> {
  const rows =
    'ids' in selection
      ? await queryRows<{ id: number }>(
          db,
          sql`SELECT product_id AS id FROM products WHERE product_id = ANY(${idArray(selection.ids)}) ORDER BY 1`,
        )
      : await queryRows<{ id: number }>(
          db,
          sql`SELECT p.product_id AS id FROM product_cards p WHERE ${whereClause(adminTableFilter(selection.filter))}
              ORDER BY 1`,
        );
  return rows.map((row) => row.id);
}

/** How many of these products have a row (their own, or a variation) matching each table's condition. */
async function countProducts(db: DbOrTx, ids: readonly number[], product: SQL | null, variation: SQL | null) {
  const exists = (table: Table, condition: SQL | null) =>
    condition ? sql`EXISTS (SELECT 1 FROM ${table.name} t WHERE t.product_id = o.product_id AND ${condition})` : null;
  const either = [exists(PRODUCTS, product), exists(VARIATIONS, variation)].filter((part) => part !== null);
  if (either.length === 0 || ids.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM products o
        WHERE o.product_id = ANY(${idArray(ids)}) AND (${sql.join(either, sql` OR `)})`,
  );
  return row?.n ?? 0;
}

/** Refuses (400, nothing written) when a selected product would break the action's rule. */
async function checkRules(db: DbOrTx, plan: BulkPlan, ids: readonly number[]) {
  if (!plan.refuse) return;
  const { bad, message } = plan.refuse;
  const onProducts = plan.product ? sql`(${plan.product.where ?? sql`true`}) AND ${bad}` : null;
  const broken = await countProducts(db, ids, onProducts, plan.variation ? bad : null);
  if (broken > 0) throw badRequest(message(broken));
}

/** What the action would change: products with any row changing, and variations changing. */
async function countChanges(db: DbOrTx, plan: BulkPlan, ids: readonly number[]): Promise<BulkEditResult> {
  const productCount = await countProducts(
    db,
    ids,
    plan.product ? changes(plan.product) : null,
    plan.variation ? changes(plan.variation) : null,
  );
  if (!plan.variation || ids.length === 0) return { products: productCount, variations: 0 };
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM product_variations t
        WHERE t.product_id = ANY(${idArray(ids)}) AND ${changes(plan.variation)}`,
  );
  return { products: productCount, variations: row?.n ?? 0 };
}

type Changed = { id: number; product_id: number } & Partial<Record<BulkColumn, unknown>>;

/**
 * Writes one table's part for these products: the rows that change are locked and read (their values before), then
 * updated (their values after).
 */
async function updateRows(tx: Tx, table: Table, update: RowUpdate, ids: readonly number[]) {
  const columns = Object.keys(update.set) as BulkColumn[];
  const select = sql.join(
    [sql.raw(`t.${table.id} AS id`), sql`t.product_id`, ...columns.map((column) => sql.raw(`t.${column}`))],
    sql`, `,
  );
  const before = await queryRows<Changed>(
    tx,
    sql`SELECT ${select} FROM ${table.name} t WHERE t.product_id = ANY(${idArray(ids)}) AND ${changes(update)}
        ORDER BY 1 FOR UPDATE`,
  );
  if (before.length === 0) return { before, after: [] as Changed[] };
  const assignments = Object.entries(update.set).map(([column, value]) => sql`${sql.raw(column)} = ${value}`);
  const after = await queryRows<Changed>(
    tx,
    sql`UPDATE ${table.name} t SET ${sql.join(assignments, sql`, `)}, updated_at = now()
        WHERE t.${sql.raw(table.id)} = ANY(${idArray(before.map((row) => row.id))})
        RETURNING ${select}`,
  );
  return { before, after };
}

/** The audit entry's changes: the action, the products, and each changed row's fields before and after. */
function batchChanges(
  action: BulkAction,
  productIds: number[],
  parts: Array<{ table: Table; before: Changed[]; after: Changed[] }>,
): Changes {
  const result: Changes = { action: { before: null, after: action }, products: { before: null, after: productIds } };
  for (const { table, before, after } of parts) {
    const was = new Map(before.map((row) => [row.id, row]));
    for (const row of after) {
      const { id: _id, product_id: _product, ...now } = row;
      const { id: _old, product_id: _same, ...then } = was.get(row.id) ?? {};
      result[`${table.entity} ${row.id}`] = { before: then, after: now };
    }
  }
  return result;
}

/** Each changed stock figure as a stock adjustment, as a change by hand in Inventory is recorded. */
async function recordStock(
  tx: Tx,
  actor: AuditActor,
  reason: string,
  parts: Array<{ table: Table; before: Changed[]; after: Changed[] }>,
) {
  const values = parts.flatMap(({ table, before, after }) => {
    const was = new Map(before.map((row) => [row.id, Number(row.stock)]));
    return after.map((row) => ({
      product_id: row.product_id,
      productvariation_id: table === VARIATIONS ? row.id : null,
      delta: Number(row.stock) - (was.get(row.id) ?? 0),
      stock_after: Number(row.stock),
      reason,
      created_by: actor.user_id,
    }));
  });
  if (values.length > 0) await tx.insert(stockAdjustments).values(values);
}

/** One batch in one transaction: locks, checks the rules again, writes, records, and names the cache tags. */
async function writeBatch(
  context: BulkContext,
  actor: AuditActor,
  action: BulkAction,
  plan: BulkPlan,
  ids: readonly number[],
): Promise<BulkEditResult> {
  return context.catalogueWrite(async (tx, touch) => {
    await queryRows(
      tx,
      sql`SELECT product_id FROM products WHERE product_id = ANY(${idArray(ids)}) ORDER BY 1 FOR UPDATE`,
    );
    await checkRules(tx, plan, ids);
    // A product moving to another category or brand leaves the listings of its old place.
    touch(await productsWriteTags(tx, ids));
    const parts: Array<{ table: Table; before: Changed[]; after: Changed[] }> = [];
    if (plan.product) parts.push({ table: PRODUCTS, ...(await updateRows(tx, PRODUCTS, plan.product, ids)) });
    if (plan.variation) parts.push({ table: VARIATIONS, ...(await updateRows(tx, VARIATIONS, plan.variation, ids)) });
    const changedProducts = [...new Set(parts.flatMap((part) => part.after.map((row) => row.product_id)))].sort(
      (a, b) => a - b,
    );
    const variations = parts.find((part) => part.table === VARIATIONS)?.after.length ?? 0;
    if (changedProducts.length === 0) return { products: 0, variations: 0 };
    const ownRows = parts.find((part) => part.table === PRODUCTS)?.after ?? [];
    // As the product form's save does: the search words follow the product's brand and category.
    await refreshSearchVectors(tx, { productIds: ownRows.map((row) => row.id) });
    if (plan.stockReason) {
      await recordStock(tx, actor, plan.stockReason, parts);
      touch(SIZE_STOCK_TAG);
    }
    await recordAudit(tx, actor, {
      action: `product.bulk_${action.type}`,
      entity: 'product',
      entity_id: null,
      changes: batchChanges(action, changedProducts, parts),
    });
    touch(await productsWriteTags(tx, changedProducts));
    return { products: changedProducts.length, variations };
  });
}

/** A category or brand that a move names must exist (400 otherwise, as the product form says it). */
async function checkTarget(db: DbOrTx, action: BulkAction) {
  if (action.type === 'move_category') {
    const rows = await queryRows(db, sql`SELECT 1 FROM categories WHERE category_id = ${action.category_id}`);
    if (rows.length === 0) throw badRequest('category_id: Category not found', { category_id: 'Category not found' });
  } else if (action.type === 'move_brand') {
    const rows = await queryRows(db, sql`SELECT 1 FROM brands WHERE brand_id = ${action.brand_id}`);
    if (rows.length === 0) throw badRequest('brand_id: Brand not found', { brand_id: 'Brand not found' });
  }
}

/**
 * POST /admin/products/bulk: counts what the action changes over the selection and, unless it is a preview, writes
 * it batch by batch; answers the counts. A rule broken anywhere in the selection refuses the whole edit up front.
 */
export async function bulkEdit(
  context: BulkContext,
  actor: AuditActor,
  input: { selection: BulkSelection; action: BulkAction; preview?: boolean | undefined },
): Promise<BulkEditResult> {
  const db = context.database.db;
  await checkTarget(db, input.action);
  const plan = bulkPlan(input.action);
  const ids = await selectedIds(db, input.selection);
  await checkRules(db, plan, ids);
  if (input.preview) return countChanges(db, plan, ids);
  const total = { products: 0, variations: 0 };
  for (let start = 0; start < ids.length; start += BULK_BATCH) {
    const done = await writeBatch(context, actor, input.action, plan, ids.slice(start, start + BULK_BATCH));
    total.products += done.products;
    total.variations += done.variations;
  }
  return total;
}
