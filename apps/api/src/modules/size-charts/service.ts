import { eq, sql, type SQL } from 'drizzle-orm';
import type { SizeChart, SizeChartInput, SizeChartRow } from '@store/shared/schemas/size-charts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { sizeCharts } from '../../db/schema/index.ts';
import { badRequest, notFound, uniquely } from '../../lib/http-error.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** What the audit log keeps of a chart's change (docs/product/staff.md#audit-log). */
const AUDITED = ['category_id', 'brand_id', 'measurements', 'rows'] as const;

/** The response-cache tag of every answer showing the chart of category `id`: its products' pages and the lookup. */
export const sizeChartTag = (categoryId: number) => `size-chart:${categoryId}`;

/** The chart's rows with their measurements in the chart's order, and nothing else. */
export function tidyRows(measurements: readonly string[], rows: readonly SizeChartRow[]): SizeChartRow[] {
  return rows.map((row) => ({
    size: row.size.trim(),
    values: Object.fromEntries(measurements.map((name) => [name, row.values[name]!])),
  }));
}

type ChartRow = Omit<SizeChart, 'updated_at'> & { updated_at: string | Date };

const chartSelect = sql`SELECT s.size_chart_id, s.category_id, c.name AS category_name, pc.name AS parentcategory_name,
    s.brand_id, b.name AS brand_name, s.measurements, s.rows, s.updated_at
  FROM size_charts s
  JOIN categories c ON c.category_id = s.category_id
  JOIN parent_categories pc ON pc.parentcategory_id = c.parentcategory_id
  LEFT JOIN brands b ON b.brand_id = s.brand_id`;

async function readCharts(db: DbOrTx, where: SQL, tail = sql``): Promise<SizeChart[]> {
  const rows = await queryRows<ChartRow>(db, sql`${chartSelect} WHERE ${where} ${tail}`);
  return rows.map((row) => ({
    ...row,
    measurements: row.measurements,
    updated_at: new Date(row.updated_at).toISOString(),
  }));
}

/** GET /admin/size-charts: every chart, by collection, category, then the default before the brands' charts. */
export const listSizeCharts = (db: DbOrTx) =>
  readCharts(db, sql`true`, sql`ORDER BY pc.name, c.name, b.name NULLS FIRST`);

export async function getSizeChart(db: DbOrTx, id: number): Promise<SizeChart> {
  const [chart] = await readCharts(db, sql`s.size_chart_id = ${id}`);
  if (!chart) throw notFound('Size chart');
  return chart;
}

/**
 * The chart that applies to a product of this category and brand (docs/product/storefront.md#size-charts): the
 * brand's chart for the category first, else the category's default; null when neither exists.
 */
export async function chartForPlace(db: DbOrTx, categoryId: number, brandId: number): Promise<SizeChart | null> {
  const [chart] = await readCharts(
    db,
    sql`s.category_id = ${categoryId} AND (s.brand_id = ${brandId} OR s.brand_id IS NULL)`,
    sql`ORDER BY s.brand_id NULLS LAST LIMIT 1`,
  );
  return chart ?? null;
}

/** GET /size-charts?product_id=: the chart of an active product; 404 for no such product or no chart. */
export async function chartForProduct(db: DbOrTx, productId: number): Promise<SizeChart> {
  const [product] = await queryRows<{ category_id: number; brand_id: number }>(
    db,
    sql`SELECT category_id, brand_id FROM products WHERE product_id = ${productId} AND is_active`,
  );
  if (!product) throw notFound('Product');
  const chart = await chartForPlace(db, product.category_id, product.brand_id);
  if (!chart) throw notFound('Size chart');
  return chart;
}

/** 400 naming the category or brand the chart points at that does not exist. */
async function checkReferences(tx: DbOrTx, input: SizeChartInput) {
  const [found] = await queryRows<{ category: boolean; brand: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM categories WHERE category_id = ${input.category_id}) AS category,
          (${input.brand_id}::int IS NULL OR EXISTS (SELECT 1 FROM brands WHERE brand_id = ${input.brand_id})) AS brand`,
  );
  if (!found?.category) throw badRequest('category_id: Category not found', { category_id: 'Category not found' });
  if (!found.brand) throw badRequest('brand_id: Brand not found', { brand_id: 'Brand not found' });
}

const duplicateChart = (input: SizeChartInput) =>
  input.brand_id === null
    ? 'This category already has a default size chart. Edit that one instead.'
    : 'This brand already has a size chart for this category. Edit that one instead.';

const valuesOf = (input: SizeChartInput) => ({
  category_id: input.category_id,
  brand_id: input.brand_id,
  measurements: input.measurements,
  rows: tidyRows(input.measurements, input.rows),
});

export async function createSizeChart(tx: DbOrTx, input: SizeChartInput, actor: AuditActor): Promise<SizeChart> {
  await checkReferences(tx, input);
  const [row] = await uniquely(() => tx.insert(sizeCharts).values(valuesOf(input)).returning(), duplicateChart(input));
  await recordRowChange(tx, actor, {
    entity: 'size_chart',
    verb: 'create',
    id: row!.size_chart_id,
    after: row,
    fields: AUDITED,
  });
  return getSizeChart(tx, row!.size_chart_id);
}

/** The chart's row, locked for the change; 404 when there is none. */
export async function lockedChart(tx: DbOrTx, id: number) {
  const [before] = await tx.select().from(sizeCharts).where(eq(sizeCharts.size_chart_id, id)).for('update');
  if (!before) throw notFound('Size chart');
  return before;
}

export async function updateSizeChart(
  tx: DbOrTx,
  id: number,
  input: SizeChartInput,
  actor: AuditActor,
): Promise<SizeChart> {
  const before = await lockedChart(tx, id);
  await checkReferences(tx, input);
  const [row] = await uniquely(
    () =>
      tx
        .update(sizeCharts)
        .set({ ...valuesOf(input), updated_at: sql`now()` })
        .where(eq(sizeCharts.size_chart_id, id))
        .returning(),
    duplicateChart(input),
  );
  await recordRowChange(tx, actor, { entity: 'size_chart', verb: 'update', id, before, after: row, fields: AUDITED });
  return getSizeChart(tx, id);
}

/** Replaces a chart's measurements and sizes (the CSV upload), keeping its category and brand. */
export async function replaceTable(
  tx: DbOrTx,
  id: number,
  table: Pick<SizeChartInput, 'measurements' | 'rows'>,
  actor: AuditActor,
): Promise<SizeChart> {
  const before = await lockedChart(tx, id);
  return updateSizeChart(tx, id, { category_id: before.category_id, brand_id: before.brand_id, ...table }, actor);
}

export async function deleteSizeChart(tx: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  const [deleted] = await tx.delete(sizeCharts).where(eq(sizeCharts.size_chart_id, id)).returning();
  if (!deleted) throw notFound('Size chart');
  await recordRowChange(tx, actor, { entity: 'size_chart', verb: 'delete', id, before: deleted, fields: AUDITED });
}

/** The category a chart belongs to now (for its cache tag); null when the chart does not exist. */
export async function chartCategory(tx: DbOrTx, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ category_id: sizeCharts.category_id })
    .from(sizeCharts)
    .where(eq(sizeCharts.size_chart_id, id));
  return row?.category_id ?? null;
}
