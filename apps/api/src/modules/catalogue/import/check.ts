import { GST_RATES } from '@store/shared/gst';
import {
  PRODUCT_DETAIL_FIELDS,
  PRODUCT_DETAIL_MAX,
  needsImporter,
  productDetailMessages,
  type ProductDetails,
} from '@store/shared/product-details';
import { IMAGE_SEPARATOR } from '../export.ts';
import type { CsvRow } from './parse.ts';
import type { ImportError, ImportRow, RowValue } from './types.ts';

// Each cell of a row on its own (docs/product/catalogue-import.md#errors): what it must look like, and the sentence
// that says how to fix it. Checks across rows and against the store are in plan.ts.

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
const HSN = /^(\d{4}|\d{6}|\d{8})$/;

/** `Row 214, price: "12,99" is not …` — the row, the column and the cell as typed. */
export const cellError = (row: number, column: string, text: string): ImportError => ({
  row,
  column,
  message: `Row ${row}, ${column}: ${text}`,
});

/** `Row 12: discount price is above the price` — about the row rather than one cell's spelling. */
export const rowError = (row: number, column: string | null, text: string): ImportError => ({
  row,
  column,
  message: `Row ${row}: ${text}`,
});

/** Rupees with up to two decimals as paise: "12.5" → 1250. */
export const paiseOf = (text: string) => {
  const [rupees, decimals = ''] = text.split('.');
  return Number(rupees) * 100 + Number(decimals.padEnd(2, '0'));
};

/** No image names: one empty list for every row without them (a file holds many such rows in memory). */
const NO_NAMES: string[] = [];

/** Image names in a cell: split on `|`, trimmed, empty ones dropped. */
const imageNames = (cell: string) =>
  cell === ''
    ? NO_NAMES
    : cell
        .split(IMAGE_SEPARATOR)
        .map((name) => name.trim())
        .filter(Boolean);

/** The value columns of a header: `color`, `size` and its `attribute:{name}` ones, each with its attribute. */
const valueColumnsOf = new WeakMap<readonly string[], Array<[string, string]>>();
function valueColumns(attributes: readonly string[]): Array<[string, string]> {
  let columns = valueColumnsOf.get(attributes);
  if (!columns) {
    columns = [
      ['color', 'color'],
      ['size', 'size'],
      ...attributes.map((name): [string, string] => [name, `attribute:${name}`]),
    ];
    valueColumnsOf.set(attributes, columns);
  }
  return columns;
}

const REQUIRED_TEXT = ['name', 'brand', 'collection', 'category'] as const;

/**
 * The row's cells checked and converted, or its errors. `attributes` are the header's `attribute:{name}` columns.
 */
export function checkRow(
  { row, cells }: CsvRow,
  attributes: readonly string[],
): { value: ImportRow | null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const cell = (column: string) => (cells[column] ?? '').trim();

  for (const column of REQUIRED_TEXT) {
    if (!cell(column)) errors.push(cellError(row, column, `the ${column} is empty`));
  }

  let productId: number | null = null;
  const productIdCell = cell('product_id');
  if (productIdCell) {
    if (WHOLE.test(productIdCell) && Number(productIdCell) > 0) productId = Number(productIdCell);
    else errors.push(cellError(row, 'product_id', `"${productIdCell}" is not a product id (a whole number)`));
  }

  const price = (column: 'price' | 'discount_price'): number | null => {
    const text = cell(column);
    if (column === 'discount_price' && text === '') return null;
    if (PRICE.test(text)) return paiseOf(text);
    errors.push(
      cellError(row, column, `"${text}" is not a price in rupees (use digits and a dot for paise, e.g. 12.99)`),
    );
    return null;
  };
  const paise = price('price');
  const discount = price('discount_price') ?? paise;
  if (paise !== null && discount !== null && discount > paise) {
    errors.push(rowError(row, 'discount_price', 'discount price is above the price'));
  }

  const stockText = cell('stock') || '0';
  if (!WHOLE.test(stockText)) {
    errors.push(cellError(row, 'stock', `"${cell('stock')}" is not a stock count (a whole number, 0 or more)`));
  }

  const activeCell = cell('is_active');
  const active = activeCell === 'true' || activeCell === 'false' ? activeCell : activeCell.toLowerCase();
  if (active !== 'true' && active !== 'false') {
    errors.push(cellError(row, 'is_active', `"${activeCell}" is not true or false`));
  }

  const hsn = cell('hsn_code');
  if (hsn && !HSN.test(hsn)) errors.push(cellError(row, 'hsn_code', `"${hsn}" is not an HSN code (4, 6 or 8 digits)`));
  const gst = cell('gst_rate');
  if (gst && !(GST_RATES as readonly number[]).includes(Number(gst))) {
    errors.push(cellError(row, 'gst_rate', `"${gst}" is not a GST rate (one of ${GST_RATES.join(', ')})`));
  }

  // The product page's details (docs/product/storefront.md#product-details): an empty cell is none.
  const details = {} as ProductDetails;
  for (const field of PRODUCT_DETAIL_FIELDS) {
    const text = cell(field);
    if (text.length > PRODUCT_DETAIL_MAX[field]) {
      errors.push(cellError(row, field, `is longer than ${PRODUCT_DETAIL_MAX[field]} characters`));
    }
    details[field] = text || null;
  }
  if (needsImporter(details)) errors.push(cellError(row, 'importer', productDetailMessages.importerRequired));

  const values: RowValue[] = [];
  for (const [attribute, column] of valueColumns(attributes)) {
    const value = cell(column);
    if (value) values.push({ attribute, value });
  }

  if (errors.length > 0) return { value: null, errors };
  return {
    value: {
      row,
      product_id: productId,
      name: cell('name'),
      description: cells.description ?? '',
      brand: cell('brand'),
      collection: cell('collection'),
      category: cell('category'),
      is_active: active === 'true',
      hsn_code: hsn || null,
      gst_rate: gst ? Number(gst) : null,
      ...details,
      sku: cell('sku') || null,
      values,
      price: paise!,
      discount_price: discount!,
      stock: Number(stockText),
      product_images: imageNames(cell('product_images')),
      variation_images: imageNames(cell('variation_images')),
    },
    errors,
  };
}
