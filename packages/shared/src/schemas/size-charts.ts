import { z } from 'zod';
import { isMeasurementName, MEASUREMENT_NAMES, measurementProblem, SIZE_CHART_LIMITS } from '../size-charts.ts';
import { messages } from '../messages.ts';
import { id, requiredText } from './fields.ts';

// Size charts (docs/product/api.md#size-charts).

/** One size of a chart: its name as the products' size values say it, and its measurements in cm. */
export const sizeChartRow = z.object({
  size: requiredText('Size required', SIZE_CHART_LIMITS.sizeChars),
  values: z.record(z.string(), z.number({ error: 'must be a number' })),
});
export type SizeChartRow = z.infer<typeof sizeChartRow>;

const measurementList = z
  .array(z.string())
  .min(1, 'Choose at least one measurement')
  .max(MEASUREMENT_NAMES.length, `At most ${MEASUREMENT_NAMES.length} measurements`);

/** What a chart's table must keep, as issues with their path (the API's field errors). */
export function tableIssues(measurements: readonly string[], rows: readonly SizeChartRow[]) {
  const issues: Array<{ path: (string | number)[]; message: string }> = [];
  measurements.forEach((name, index) => {
    if (!isMeasurementName(name)) {
      issues.push({
        path: ['measurements', index],
        message: `Unknown measurement '${name}' (${MEASUREMENT_NAMES.join(', ')})`,
      });
    } else if (measurements.indexOf(name) !== index) {
      issues.push({ path: ['measurements', index], message: `'${name}' is listed twice` });
    }
  });
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = row.size.trim().toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      issues.push({ path: ['rows', index, 'size'], message: `Size ${row.size} is already in row ${earlier + 1}` });
    } else seen.set(key, index);
    for (const name of Object.keys(row.values)) {
      if (!measurements.includes(name)) {
        issues.push({ path: ['rows', index, 'values', name], message: `'${name}' is not a measurement of this chart` });
      }
    }
    for (const name of measurements) {
      const problem = name in row.values ? measurementProblem(row.values[name]) : 'required';
      if (problem) issues.push({ path: ['rows', index, 'values', name], message: `${name} ${problem}` });
    }
  });
  return issues;
}

/**
 * POST and PUT /admin/size-charts: a brand's chart for a category (brand_id set) or the category's default
 * (brand_id null), with its measurements and a row per size (docs/product/admin.md#size-charts).
 */
export const sizeChartInput = z
  .object({
    category_id: id(messages.required),
    brand_id: z.preprocess((value) => (value === '' ? null : value), id(messages.required).nullable()),
    measurements: measurementList,
    rows: z
      .array(sizeChartRow)
      .min(1, 'Add at least one size')
      .max(SIZE_CHART_LIMITS.rows, `At most ${SIZE_CHART_LIMITS.rows} sizes`),
  })
  .superRefine((input, context) => {
    for (const issue of tableIssues(input.measurements, input.rows)) context.addIssue({ code: 'custom', ...issue });
  });
export type SizeChartInput = z.infer<typeof sizeChartInput>;

/** A chart as the API answers it: the admin's list, the public lookup and the product page's `size_chart`. */
export const sizeChart = z.object({
  size_chart_id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  parentcategory_name: z.string(),
  brand_id: z.number().nullable(),
  brand_name: z.string().nullable(),
  measurements: z.array(z.enum(MEASUREMENT_NAMES)),
  rows: z.array(z.object({ size: z.string(), values: z.record(z.string(), z.number()) })),
  updated_at: z.string(),
});
export type SizeChart = z.infer<typeof sizeChart>;

/** GET /size-charts?product_id=: the chart that applies to a product. */
export const sizeChartQuery = z.object({ product_id: id('product_id: a product id') });

/** POST /admin/size-charts/{id}/csv: the CSV `size,chest,waist,…` as text (the screen reads the chosen file). */
export const sizeChartUpload = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(SIZE_CHART_LIMITS.csvChars, 'The file is too large (at most 20 KB)'),
});
export type SizeChartUpload = z.infer<typeof sizeChartUpload>;

/** GET /api/Product/{id}/your-size: the size of the shopper's past orders in this brand and category, or null. */
export const yourSize = z.object({ brand: z.string(), size: z.string().nullable() });
export type YourSize = z.infer<typeof yourSize>;
