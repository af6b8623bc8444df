import type { Tx } from '../db/client.ts';
import { sizeCharts } from '../db/schema/index.ts';
import { MEASUREMENT_NAMES } from '@store/shared/size-charts';
import { demoBrandCharts, demoCategoryCharts, demoCharts, type DemoChart } from './size-chart-data.ts';
import type { Taxonomy } from './write.ts';

/** A demo table as a chart's measurements and rows. */
export function demoTable(chart: DemoChart) {
  const measurements = MEASUREMENT_NAMES.filter((name) => chart.values[name] !== undefined);
  const rows = chart.sizes.map((size, index) => ({
    size,
    values: Object.fromEntries(measurements.map((name) => [name, chart.values[name]![index]!])),
  }));
  return { measurements: [...measurements], rows };
}

/**
 * A size chart for every sized category the demo sells, and a brand's own where its cut differs
 * (docs/product/admin.md#demo-catalogue). Charts that exist already are left as they are.
 */
export async function seedDemoSizeCharts(tx: Tx, taxonomy: Taxonomy): Promise<number> {
  const categoryId = (collection: string, category: string) =>
    taxonomy.categories.get(`${collection}|${category}`.toLowerCase());
  const values = [
    ...demoCategoryCharts.map(([collection, category, chart]) => ({
      category_id: categoryId(collection, category),
      brand_id: null,
      ...demoTable(demoCharts[chart]),
    })),
    ...demoBrandCharts.map(([collection, category, brand, chart]) => ({
      category_id: categoryId(collection, category),
      brand_id: taxonomy.brands.get(brand.toLowerCase()) ?? null,
      ...demoTable(demoCharts[chart]),
    })),
  ].filter((chart): chart is typeof chart & { category_id: number } => chart.category_id !== undefined);
  const inserted = await tx.insert(sizeCharts).values(values).onConflictDoNothing().returning();
  return inserted.length;
}
