import { PRODUCT_DETAIL_FIELDS, activationRefused, productDetailMessages } from '@store/shared/product-details';
import { rowError, cellError } from './check.ts';
import { groupRows, type PlanRow, type ProductGroup } from './group.ts';
import { attributeOf, categoryKey, lower, type StoreState, type StoredProduct } from './store-state.ts';
import { checkProductTaxonomy, checkValueTaxonomy, MissingTaxonomy } from './taxonomy.ts';
import { ReportBuilder } from './report.ts';
import type { ImportError, ImportOptions, ImportReport, ImportRow, ProductPlan, VariationPlan } from './types.ts';

export type { ProductPlan, VariationPlan } from './types.ts';

// What an import will do (docs/product/catalogue-import.md#import): every row checked against the others and the
// store, products and variations sorted into create, update (with the fields that change) and unchanged. The dry run
// reports it; the apply writes it.

export interface Plan {
  report: ImportReport;
  products: ProductPlan[];
  missing: MissingTaxonomy;
  /** New image names the ZIP must give. */
  newImages: Set<string>;
  /** Products of the store the file names (for "deactivate products missing from the file"). */
  named: Set<number>;
}

export interface PlanInput {
  rows: readonly PlanRow[];
  state: StoreState;
  zipNames: ReadonlySet<string>;
  options: ImportOptions;
  maxImages: number;
  /** An error about the whole file (not UTF-8, wrong header, too many rows): nothing else is planned. */
  fileError?: ImportError | undefined;
}

const PRODUCT_COLUMNS = [
  'name',
  'description',
  'brand',
  'collection',
  'category',
  'is_active',
  'hsn_code',
  'gst_rate',
  ...PRODUCT_DETAIL_FIELDS,
  'product_images',
] as const;

const productCell = (row: ImportRow, column: (typeof PRODUCT_COLUMNS)[number]) =>
  column === 'product_images' ? row.product_images.join('|') : String(row[column] ?? '');
const sameList = (a: readonly string[], b: readonly string[]) => a.join('|') === b.join('|');

/** SKUs repeated in the file: one error on the first row naming every row; the later rows are errors too. */
function repeatedSkus(rows: readonly PlanRow[], report: ReportBuilder) {
  const bySku = new Map<string, PlanRow[]>();
  for (const row of rows) {
    const sku = row.value?.sku;
    if (!sku) continue;
    const key = lower(sku);
    const same = bySku.get(key);
    if (same) same.push(row);
    else bySku.set(key, [row]);
  }
  const later = new Set<number>();
  for (const same of bySku.values()) {
    if (same.length < 2) continue;
    const numbers = same.map((row) => row.row);
    const times = same.length === 2 ? 'twice' : `${same.length} times`;
    const list = `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
    report.error(rowError(numbers[0]!, 'sku', `SKU ${same[0]!.value!.sku} appears ${times} (rows ${list})`));
    for (const row of same.slice(1)) {
      later.add(row.row);
      report.markRow(row.row);
    }
  }
  return later;
}

/** Fields of the product that the row changes (all of them for a new product). */
function productChanges(
  source: ImportRow,
  stored: StoredProduct | undefined,
  state: StoreState,
  simple: boolean,
): string[] {
  if (!stored) return ['new'];
  const fields: string[] = [];
  if (source.name !== stored.name) fields.push('name');
  if (source.description !== stored.description) fields.push('description');
  if (state.brands.get(lower(source.brand))?.id !== stored.brand_id) fields.push('brand');
  const collection = state.collections.get(lower(source.collection));
  const category = collection && state.categories.get(categoryKey(collection.id, source.category));
  if (category?.id !== stored.category_id) fields.push('category');
  if (source.is_active !== stored.is_active) fields.push('is_active');
  if (source.hsn_code !== stored.hsn_code) fields.push('hsn_code');
  if (source.gst_rate !== (stored.gst_rate === null ? null : Number(stored.gst_rate))) fields.push('gst_rate');
  for (const field of PRODUCT_DETAIL_FIELDS) if (source[field] !== stored[field]) fields.push(field);
  if (simple) {
    if ((source.sku ?? null) !== stored.sku) fields.push('sku');
    if (source.price !== stored.price) fields.push('price');
    if (source.discount_price !== stored.discount_price) fields.push('discount_price');
    if (source.stock !== stored.stock) fields.push('stock');
  }
  if (source.product_images.length > 0 && !sameList(source.product_images, stored.images)) {
    fields.push('product_images');
  }
  return fields;
}

/** The column of an attribute value. */
const valueColumn = (attribute: string) =>
  attribute === 'color' || attribute === 'size' ? attribute : `attribute:${attribute}`;

/**
 * A row that would make its product active without a country of origin is an error on that column
 * (docs/product/catalogue-import.md#errors); a product active without one already may stay so.
 */
function checkActivation(source: ImportRow, stored: StoredProduct | undefined): ImportError[] {
  if (!activationRefused(stored, source)) return [];
  return [
    cellError(source.row, 'country_of_origin', `${productDetailMessages.activationNeedsCountry} (is_active is true)`),
  ];
}

/** Image names of a cell: each stored for the product, or new from the ZIP; otherwise an error. */
function checkImages(
  row: number,
  column: string,
  names: readonly string[],
  stored: StoredProduct | undefined,
  input: PlanInput,
  newImages: Set<string>,
): ImportError[] {
  const errors: ImportError[] = [];
  for (const name of names) {
    if (stored?.files.has(name)) continue;
    if (input.zipNames.has(name)) newImages.add(name);
    else {
      const zip = input.zipNames.size > 0 ? 'in the ZIP' : 'in a ZIP (none was uploaded)';
      errors.push(cellError(row, column, `image "${name}" is neither stored for this product nor ${zip}`));
    }
  }
  return errors;
}

/** Plans one product's rows; its errors go to the report. */
function planProduct(
  group: ProductGroup,
  input: PlanInput,
  context: { report: ReportBuilder; missing: MissingTaxonomy; newImages: Set<string>; repeated: Set<number> },
): ProductPlan | null {
  const { state, options } = input;
  const { report, missing } = context;
  const stored = group.productId === null ? undefined : state.products.get(group.productId);
  for (const row of group.rows) report.errors(row.errors);
  report.errors(group.errors);
  const source = group.rows.find((row) => row.value)?.value;
  if (!source || group.errors.length > 0) return null;

  const productErrors = [
    ...checkActivation(source, stored),
    ...checkProductTaxonomy(source, state, missing, options.create_missing),
    ...checkImages(source.row, 'product_images', source.product_images, stored, input, context.newImages),
  ];
  report.errors(productErrors);

  const only = group.rows.length === 1 ? source : null;
  const simple = stored
    ? stored.variations === 0 && only !== null && only.values.length === 0 && only.variation_images.length === 0
    : only !== null && only.values.length === 0 && only.variation_images.length === 0;

  const plan: ProductPlan = {
    row: source.row,
    productId: group.productId,
    source,
    simple,
    images: source.product_images.length > 0 ? source.product_images : null,
    fields: productChanges(source, stored, state, simple),
    variations: [],
    rows: 0,
    skipped: 0,
  };
  for (const { row: number, value: row } of group.rows) {
    if (!row || context.repeated.has(number)) {
      plan.skipped += 1;
      continue;
    }
    const errors: ImportError[] = [];
    for (const column of PRODUCT_COLUMNS) {
      if (productCell(row, column) !== productCell(source, column)) {
        errors.push(
          cellError(
            row.row,
            column,
            `differs from row ${source.row} of the same product (every row of a product has the same ${column})`,
          ),
        );
      }
    }
    const owner = row.sku ? state.variations.get(lower(row.sku)) : undefined;
    const productOwner = row.sku ? state.productSkus.get(lower(row.sku)) : undefined;
    const other = owner && owner.product_id !== group.productId ? owner.product_id : undefined;
    const otherProduct = simple && productOwner !== undefined && productOwner !== group.productId;
    if (other !== undefined || otherProduct) {
      const id = other ?? productOwner!;
      const name = state.products.get(id)?.name ?? '';
      errors.push(
        cellError(row.row, 'sku', `SKU ${row.sku} belongs to another product in the store (${id}, "${name}")`),
      );
    }
    if (!simple) {
      if (!row.sku) {
        errors.push(
          cellError(row.row, 'sku', 'a variation needs a SKU (every row of a product with variations is one)'),
        );
      }
      errors.push(...checkValueTaxonomy(row, state, missing, options.create_missing));
      const variation = row.sku ? state.variations.get(lower(row.sku)) : undefined;
      errors.push(...checkImages(row.row, 'variation_images', row.variation_images, stored, input, context.newImages));
      if (errors.length === 0) plan.variations.push(planVariation(row, variation, state));
    }
    report.errors(errors);
    if (errors.length > 0) plan.skipped += 1;
    else plan.rows += 1;
  }
  // A product whose own columns are wrong is skipped whole; its rows were still checked for the report.
  if (plan.rows === 0 || productErrors.length > 0) return null;
  return plan;
}

function planVariation(
  row: ImportRow,
  stored: StoreState['variations'] extends Map<string, infer V> ? V | undefined : never,
  state: StoreState,
): VariationPlan {
  const images = row.variation_images.length > 0 ? row.variation_images : null;
  const fields: string[] = [];
  if (stored) {
    if (row.price !== stored.price) fields.push('price');
    if (row.discount_price !== stored.discount_price) fields.push('discount_price');
    if (row.stock !== stored.stock) fields.push('stock');
    for (const { attribute, value } of row.values) {
      const name = attributeOf(state, attribute)?.name ?? attribute;
      if (stored.values.get(lower(name)) !== value) fields.push(valueColumn(attribute));
    }
    if (images && !sameList(images, stored.images)) fields.push('variation_images');
  }
  return {
    row: row.row,
    id: stored?.productvariation_id ?? null,
    sku: row.sku!,
    price: row.price,
    discount_price: row.discount_price,
    stock: row.stock,
    values: row.values,
    images,
    fields,
  };
}

/** The whole file's plan and report. */
export function planImport(input: PlanInput): Plan {
  const report = new ReportBuilder();
  const missing = new MissingTaxonomy();
  const newImages = new Set<string>();
  const plans: ProductPlan[] = [];
  const named = new Set<number>();
  if (input.fileError) {
    report.error(input.fileError);
    return { report: report.build(missing, 0), products: plans, missing, newImages, named };
  }
  const repeated = repeatedSkus(input.rows, report);
  for (const group of groupRows(input.rows, input.state)) {
    if (group.productId !== null) named.add(group.productId);
    const plan = planProduct(group, input, { report, missing, newImages, repeated });
    if (plan) {
      plans.push(plan);
      report.count(plan);
    }
  }
  if (newImages.size > input.maxImages) {
    report.error({
      row: null,
      column: null,
      message: `The file names ${newImages.size} new images from the ZIP; one import may add at most ${input.maxImages}: split the file.`,
    });
  }
  return { report: report.build(missing, newImages.size), products: plans, missing, newImages, named };
}
