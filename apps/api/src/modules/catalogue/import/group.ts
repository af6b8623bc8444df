import type { CsvRow } from './parse.ts';
import { rowError } from './check.ts';
import { nameBrandKey, type StoreState } from './store-state.ts';
import type { ImportError, ImportRow } from './types.ts';

// Which rows are one product (docs/product/catalogue-import.md#import): the same `product_id`, or, without one, the
// same name and brand. A new product whose name and brand the store already has is that product, so a file of new
// products can be imported twice without making them twice.

/** A row as the plan needs it: the cells that group it, the checked row (null when a cell is wrong), its errors. */
export interface PlanRow {
  row: number;
  productIdCell: string;
  name: string;
  brand: string;
  value: ImportRow | null;
  errors: readonly ImportError[];
}

/** No errors: one empty list for every right row (a file holds many such rows in memory). */
const NO_ERRORS: readonly ImportError[] = [];

export function planRow(csv: CsvRow, value: ImportRow | null, errors: ImportError[]): PlanRow {
  return {
    row: csv.row,
    productIdCell: (csv.cells.product_id ?? '').trim(),
    // The checked row's (shared with the product's other rows, read.ts) when the row is right.
    name: value?.name ?? (csv.cells.name ?? '').trim(),
    brand: value?.brand ?? (csv.cells.brand ?? '').trim(),
    value,
    errors: errors.length === 0 ? NO_ERRORS : errors,
  };
}

export interface ProductGroup {
  /** The store's product the rows update, or null for a new one. */
  productId: number | null;
  rows: PlanRow[];
  /** Errors about the product as a whole (its id, its name and brand): every row of it is skipped. */
  errors: ImportError[];
}

/** The rows grouped into products, in the order each product first appears in the file. */
export function groupRows(rows: readonly PlanRow[], state: StoreState): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const row of rows) {
    let key: string;
    let productId: number | null = null;
    const errors: ImportError[] = [];
    const id = Number(row.productIdCell);
    if (row.productIdCell && Number.isInteger(id) && id > 0) {
      key = `id:${id}`;
      if (state.products.has(id)) productId = id;
      else {
        errors.push(
          rowError(
            row.row,
            'product_id',
            `there is no product ${id} in the store (leave product_id empty to create a new product)`,
          ),
        );
      }
    } else {
      const matches = state.byNameBrand.get(nameBrandKey(row.name, row.brand)) ?? [];
      if (matches.length === 1) {
        productId = matches[0]!;
        key = `id:${productId}`;
      } else {
        key = `new:${nameBrandKey(row.name, row.brand)}`;
        if (matches.length > 1) {
          errors.push(
            rowError(
              row.row,
              'product_id',
              `${matches.length} products in the store are named "${row.name}" by ${row.brand} (ids ${matches.join(', ')}): put the product_id in the row`,
            ),
          );
        }
      }
    }
    const group = groups.get(key) ?? { productId, rows: [], errors: [] };
    group.rows.push(row);
    group.errors.push(...errors);
    groups.set(key, group);
  }
  return [...groups.values()];
}
