import type { ProductVariation } from '@store/shared/schemas/catalogue';
import type { AttributeValueChoices, VariationMatrixInput } from '@store/shared/schemas/variation-matrix';
import { sortSizes } from '@store/shared/sizes';
import {
  newCombinations,
  rowProblems,
  skuFromPattern,
  valuesByName,
  type MatrixAttribute,
} from '@store/shared/variation-matrix';

// The variation matrix's rows on the screen (docs/product/admin.md#adding-variations-in-one-go): worked out from the
// ticked values each render, with what the admin typed into a row kept by the row's combination.

/** A row's typed fields, as the inputs hold them. */
export interface RowFields {
  sku: string;
  price: string;
  discount_price: string;
  stock: string;
}
export type RowField = keyof RowFields;
/** The fields "Apply to all" sets on every row. */
export type SharedFields = Omit<RowFields, 'sku'>;

export interface MatrixRow extends RowFields {
  /** The combination, as a key that survives ticking and unticking other values. */
  key: string;
  values: string[];
}

export interface MatrixState {
  /** Ticked values by attribute id, each list in the order the choices show. */
  ticked: Record<number, string[]>;
  /** "Apply to all": every row's price, discount price and stock unless typed into the row. */
  shared: SharedFields;
  /** What was typed into single rows, by row key. */
  edits: Record<string, Partial<RowFields>>;
  /** Rows the admin removed, by key. */
  removed: string[];
  pattern: string;
}

const isColour = (name: string) => ['color', 'colour'].includes(name.toLowerCase());
const rank = (name: string) => (isColour(name) ? 0 : name.toLowerCase() === 'size' ? 1 : 2);

/** The attributes to choose from: colour first, then size, then the rest; sizes in shopping order, the rest A to Z. */
export function orderedChoices(choices: AttributeValueChoices): AttributeValueChoices {
  return [...choices]
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((choice) => ({
      ...choice,
      values:
        rank(choice.name) === 1 ? sortSizes(choice.values) : [...choice.values].sort((a, b) => a.localeCompare(b)),
    }));
}

/** The matrix's attributes: those with a ticked value, in the choices' order. */
export function matrixAttributes(choices: AttributeValueChoices, ticked: MatrixState['ticked']): MatrixAttribute[] {
  return choices
    .filter((choice) => (ticked[choice.attribute_id] ?? []).length > 0)
    .map((choice) => ({ attribute_id: choice.attribute_id, name: choice.name, values: ticked[choice.attribute_id]! }));
}

/** Ticks or unticks `value`, keeping the ticked list in the order `all` shows them. */
export function toggleValue(ticked: MatrixState['ticked'], attributeId: number, value: string, all: string[]) {
  const current = ticked[attributeId] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...ticked, [attributeId]: all.filter((item) => next.includes(item)) };
}

const rowKey = (values: readonly string[]) => values.map((value) => value.toLowerCase()).join('\u0000');

/** What the product's variations already are, as the matrix compares them. */
export const existingOf = (variations: readonly ProductVariation[] | undefined) =>
  (variations ?? []).map((variation) => variation.attributes);

/**
 * One row per combination of the ticked values the product does not have yet and the admin did not remove: its SKU
 * from the pattern unless typed, its numbers from "Apply to all" unless typed into the row.
 */
export function matrixRows(
  attributes: MatrixAttribute[],
  existing: ReturnType<typeof existingOf>,
  state: MatrixState,
  productCode: string,
): MatrixRow[] {
  return newCombinations(attributes, existing)
    .map((values) => ({ values, key: rowKey(values) }))
    .filter((row) => !state.removed.includes(row.key))
    .map(({ values, key }) => {
      const typed = state.edits[key] ?? {};
      return {
        key,
        values,
        sku: typed.sku ?? skuFromPattern(state.pattern, productCode, valuesByName(attributes, values)),
        price: typed.price ?? state.shared.price,
        discount_price: typed.discount_price ?? state.shared.discount_price,
        stock: typed.stock ?? state.shared.stock,
      };
    });
}

/** "Apply to all": the shared numbers become every row's, replacing what was typed into single rows. */
export function applyToAll(state: MatrixState, shared: SharedFields): MatrixState {
  const edits = Object.fromEntries(
    Object.entries(state.edits).map(([key, typed]) => [key, typed.sku === undefined ? {} : { sku: typed.sku }]),
  );
  return { ...state, shared, edits };
}

/** One field typed into one row. */
export function editRow(state: MatrixState, key: string, field: RowField, value: string): MatrixState {
  return { ...state, edits: { ...state.edits, [key]: { ...state.edits[key], [field]: value } } };
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** What is wrong with a row before it is sent: blank or bad numbers, discount above price, an empty SKU. */
export function rowErrors(row: MatrixRow): string[] {
  const problems: string[] = [];
  if (row.sku.trim() === '') problems.push('SKU is required');
  if (row.price.trim() === '') problems.push('price is required');
  if (row.stock.trim() === '') problems.push('stock is required');
  if (problems.length > 0) return problems;
  const discount = row.discount_price.trim() === '' ? null : numberOf(row.discount_price);
  return rowProblems({ price: numberOf(row.price), discount_price: discount, stock: numberOf(row.stock) });
}

/** The body of POST /admin/products/{id}/variations for these rows. */
export function matrixPayload(attributes: MatrixAttribute[], rows: MatrixRow[], pattern: string): VariationMatrixInput {
  return {
    attributes: attributes.map((attribute) => ({
      attribute_id: attribute.attribute_id,
      values: [...attribute.values],
    })),
    sku_pattern: pattern,
    rows: rows.map((row) => ({
      values: row.values,
      sku: row.sku.trim(),
      price: numberOf(row.price),
      discount_price: row.discount_price.trim() === '' ? null : numberOf(row.discount_price),
      stock: numberOf(row.stock),
    })),
  };
}
