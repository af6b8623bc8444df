import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { MatrixRowError, VariationMatrixInput } from '@store/shared/schemas/variation-matrix';
import {
  defaultSkuPattern,
  productSkuCode,
  rowProblems,
  skuFromPattern,
  valuesByName,
  type MatrixAttribute,
} from '@store/shared/variation-matrix';
import type { DbOrTx } from '../../db/client.ts';
import { productVariations, products, variationAttributeValues, variationAttributes } from '../../db/schema/index.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import type { AuditActor } from '../audit/record.ts';
import { getProduct, type VariationView } from './product-service.ts';
import { refreshSearchVectors } from './search-vector.ts';
import { insertAttributeValue, insertVariation } from './variation-service.ts';

/** Refused rows named in the message; all of them are in `details.rows`. */
const ROWS_IN_MESSAGE = 3;
const SKU_MAX = 64;

const key = (text: string) => text.trim().toLowerCase();

/** The matrix's attributes with their names, in the order sent; an unknown or repeated one is a 400. */
async function matrixAttributes(tx: DbOrTx, input: VariationMatrixInput): Promise<MatrixAttribute[]> {
  const ids = input.attributes.map((attribute) => attribute.attribute_id);
  if (new Set(ids).size !== ids.length) throw badRequest('attributes: an attribute is listed twice');
  const named = await tx
    .select({ attribute_id: variationAttributes.attribute_id, name: variationAttributes.name })
    .from(variationAttributes)
    .where(inArray(variationAttributes.attribute_id, ids));
  return input.attributes.map((attribute) => {
    const found = named.find((row) => row.attribute_id === attribute.attribute_id);
    if (!found) throw badRequest(`attributes: there is no attribute ${attribute.attribute_id}`);
    return { attribute_id: attribute.attribute_id, name: found.name, values: attribute.values };
  });
}

/** The SKUs of the batch already used by a variation in the store, letter case aside. */
async function takenSkus(tx: DbOrTx, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await tx
    .select({ sku: productVariations.sku })
    .from(productVariations)
    .where(inArray(sql`lower(${productVariations.sku})`, skus.map(key)));
  return new Set(rows.map((row) => key(row.sku)));
}

interface CheckedRow {
  values: string[];
  sku: string;
  price: number;
  discount_price: number | undefined;
  stock: number;
}

/**
 * Every row checked against the matrix, the batch and the store before anything is written: the answer is every
 * row ready to insert, or every problem by row number (from 1, in the order sent).
 */
async function checkRows(
  tx: DbOrTx,
  input: VariationMatrixInput,
  attributes: MatrixAttribute[],
  product: { product_id: number; name: string; sku: string | null; variations: VariationView[] },
): Promise<{ rows: CheckedRow[]; errors: MatrixRowError[] }> {
  const pattern = input.sku_pattern || defaultSkuPattern(attributes.map((attribute) => attribute.name));
  const code = productSkuCode(product);
  const comboOf = (valueOf: (attributeId: number) => string | undefined) =>
    attributes.map((attribute) => key(valueOf(attribute.attribute_id) ?? '')).join('\u0000');
  const existing = new Set(
    product.variations.map((variation) =>
      comboOf((id) => variation.attributes.find((value) => value.attribute_id === id)?.value),
    ),
  );
  const errors: MatrixRowError[] = [];
  const rows: CheckedRow[] = [];
  const combos = new Map<string, number>();
  const skus = new Map<string, number>();
  input.rows.forEach((row, index) => {
    const number = index + 1;
    const problems: string[] = [];
    if (row.values.length !== attributes.length) {
      problems.push(`it has ${row.values.length} values for ${attributes.length} attributes`);
    }
    attributes.forEach((attribute, position) => {
      const value = row.values[position];
      if (value !== undefined && !attribute.values.some((ticked) => key(ticked) === key(value))) {
        problems.push(`"${value}" is not one of the values chosen for ${attribute.name}`);
      }
    });
    const combo = comboOf((id) => row.values[attributes.findIndex((attribute) => attribute.attribute_id === id)]);
    const label = row.values.join(' / ');
    if (existing.has(combo)) problems.push(`the product already has ${label}`);
    else if (combos.has(combo)) problems.push(`${label} is also row ${combos.get(combo)}`);
    else combos.set(combo, number);
    problems.push(...rowProblems(row));
    const sku = row.sku || skuFromPattern(pattern, code, valuesByName(attributes, row.values));
    if (!sku) problems.push('its SKU is empty');
    else if (sku.length > SKU_MAX) problems.push(`SKU ${sku} is longer than ${SKU_MAX} characters`);
    else if (skus.has(key(sku))) problems.push(`SKU ${sku} is also row ${skus.get(key(sku))}`);
    else skus.set(key(sku), number);
    const discount = row.discount_price ?? undefined;
    if (problems.length > 0) errors.push({ row: number, message: `Row ${number} (${label}): ${problems.join('; ')}` });
    rows.push({ values: row.values, sku, price: row.price, discount_price: discount, stock: row.stock });
  });
  const taken = await takenSkus(tx, [...skus.keys()]);
  for (const [sku, number] of skus) {
    if (!taken.has(sku)) continue;
    const message = `SKU ${rows[number - 1]!.sku} is already used by another variation`;
    const earlier = errors.find((error) => error.row === number);
    if (earlier) earlier.message += `; ${message}`;
    else errors.push({ row: number, message: `Row ${number} (${rows[number - 1]!.values.join(' / ')}): ${message}` });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors };
}

function refusal(errors: MatrixRowError[]): HttpError {
  const listed = errors
    .slice(0, ROWS_IN_MESSAGE)
    .map((error) => error.message)
    .join('. ');
  const more = errors.length > ROWS_IN_MESSAGE ? ` (and ${errors.length - ROWS_IN_MESSAGE} more rows)` : '';
  return new HttpError(400, `Nothing was added. ${listed}${more}.`, {
    code: 'VALIDATION_FAILED',
    details: { rows: errors },
  });
}

/**
 * POST /admin/products/{id}/variations (docs/product/admin.md#adding-variations-in-one-go): every row becomes a
 * variation with one value per attribute of the matrix, through the same inserts and audit rows as the one-variation
 * forms, in the caller's transaction; any wrong row refuses them all, naming each.
 */
export async function createVariationMatrix(
  tx: DbOrTx,
  productId: number,
  input: VariationMatrixInput,
  actor: AuditActor,
): Promise<{ created: number; variations: VariationView[] }> {
  // Two matrices for one product at once would each miss the other's combinations: the second waits.
  const [locked] = await tx
    .select({ id: products.product_id })
    .from(products)
    .where(eq(products.product_id, productId))
    .for('update');
  if (!locked) throw notFound('Product');
  const product = await getProduct(tx, productId, { includeInactive: true });
  const attributes = await matrixAttributes(tx, input);
  const { rows, errors } = await checkRows(tx, input, attributes, product);
  if (errors.length > 0) throw refusal(errors);
  const ids: number[] = [];
  for (const row of rows) {
    const variationId = await insertVariation(tx, { product_id: productId, name: null, ...row }, actor);
    for (const [position, attribute] of attributes.entries()) {
      const value = attribute.values.find((ticked) => key(ticked) === key(row.values[position]!))!;
      const input = { productvariation_id: variationId, attribute_id: attribute.attribute_id, value };
      await insertAttributeValue(tx, attribute.name, input, actor);
    }
    ids.push(variationId);
  }
  await refreshSearchVectors(tx, { productIds: [productId] });
  const after = await getProduct(tx, productId, { includeInactive: true });
  const variations = after.variations.filter((variation) => ids.includes(variation.productvariation_id));
  return { created: ids.length, variations };
}

/** GET /admin/attribute-values: each attribute with the values variations use (one spelling each), for the matrix. */
export async function attributeValueChoices(db: DbOrTx) {
  const attributes = await db
    .select({ attribute_id: variationAttributes.attribute_id, name: variationAttributes.name })
    .from(variationAttributes)
    .orderBy(asc(variationAttributes.attribute_id));
  const used = await db
    .select({
      attribute_id: variationAttributeValues.attribute_id,
      value: sql<string>`min(${variationAttributeValues.value})`,
    })
    .from(variationAttributeValues)
    .groupBy(variationAttributeValues.attribute_id, sql`lower(${variationAttributeValues.value})`);
  return attributes.map((attribute) => ({
    ...attribute,
    values: used
      .filter((row) => row.attribute_id === attribute.attribute_id)
      .map((row) => row.value)
      .sort((a, b) => a.localeCompare(b)),
  }));
}
