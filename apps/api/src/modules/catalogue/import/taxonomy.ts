import { cellError } from './check.ts';
import { attributeOf, categoryKey, lower, valueKey, type StoreState } from './store-state.ts';
import type { ImportError, ImportRow } from './types.ts';

// Brands, collections, categories, attributes and values a file names (docs/product/catalogue-import.md#import):
// known to the store, to be created (create_missing), or an error on the row and column that names them.

const TICK = 'tick "Create missing brands, categories and attributes" or fix the name';

/** What the file would create, as the report lists it: first spelling in the file wins. */
export class MissingTaxonomy {
  readonly brands = new Map<string, string>();
  readonly collections = new Map<string, string>();
  /** `{lower collection}|{lower category}` → [collection, category]. */
  readonly categories = new Map<string, [string, string]>();
  readonly attributes = new Map<string, string>();
  /** `{lower attribute}:{lower value}` → [attribute, value]. */
  readonly values = new Map<string, [string, string]>();

  lists() {
    return {
      brands: [...this.brands.values()],
      collections: [...this.collections.values()],
      categories: [...this.categories.values()].map(([collection, category]) => `${collection} / ${category}`),
      attributes: [...this.attributes.values()],
      values: [...this.values.values()].map(([attribute, value]) => `${attribute}: ${value}`),
    };
  }
}

/** The attribute's name as the store will have it: the stored one, or the file's (`color` → `Color`). */
export function attributeName(state: StoreState, attribute: string): string {
  const stored = attributeOf(state, attribute);
  if (stored) return stored.name;
  return attribute === 'color' || attribute === 'size' ? attribute[0]!.toUpperCase() + attribute.slice(1) : attribute;
}

const columnOf = (attribute: string) =>
  attribute === 'color' || attribute === 'size' ? attribute : `attribute:${attribute}`;

/**
 * The product columns' names (brand, collection, category) of `row`: errors when missing and not to be created,
 * otherwise noted in `missing`.
 */
export function checkProductTaxonomy(
  row: ImportRow,
  state: StoreState,
  missing: MissingTaxonomy,
  createMissing: boolean,
): ImportError[] {
  const errors: ImportError[] = [];
  const unknown = (column: string, what: string) =>
    cellError(row.row, column, `there is no ${what} in the store: ${TICK}`);
  if (!state.brands.has(lower(row.brand))) {
    if (createMissing) missing.brands.set(lower(row.brand), row.brand);
    else errors.push(unknown('brand', `brand "${row.brand}"`));
  }
  const collection = state.collections.get(lower(row.collection));
  if (!collection) {
    if (createMissing) missing.collections.set(lower(row.collection), row.collection);
    else errors.push(unknown('collection', `collection "${row.collection}"`));
  }
  if (!collection || !state.categories.has(categoryKey(collection.id, row.category))) {
    if (createMissing) {
      missing.categories.set(`${lower(row.collection)}|${lower(row.category)}`, [
        collection?.name ?? row.collection,
        row.category,
      ]);
    } else if (collection) errors.push(unknown('category', `category "${row.category}" in ${collection.name}`));
  }
  return errors;
}

/** The variation's attributes and values: errors when missing and not to be created, otherwise noted. */
export function checkValueTaxonomy(
  row: ImportRow,
  state: StoreState,
  missing: MissingTaxonomy,
  createMissing: boolean,
): ImportError[] {
  const errors: ImportError[] = [];
  for (const { attribute, value } of row.values) {
    const name = attributeName(state, attribute);
    const column = columnOf(attribute);
    if (!attributeOf(state, attribute)) {
      if (createMissing) missing.attributes.set(lower(name), name);
      else errors.push(cellError(row.row, column, `there is no attribute "${name}" in the store: ${TICK}`));
      if (createMissing) missing.values.set(valueKey(name, value), [name, value]);
      continue;
    }
    if (state.values.has(valueKey(lower(name), value))) continue;
    if (createMissing) missing.values.set(valueKey(name, value), [name, value]);
    else errors.push(cellError(row.row, column, `there is no ${name} "${value}" in the store: ${TICK}`));
  }
  return errors;
}
