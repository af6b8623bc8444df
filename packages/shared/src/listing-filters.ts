import { sortValues, type SortValue } from './catalogue.ts';
import { slugSegment } from './slug.ts';

/** Filter and sort state of a listing (docs/product/storefront.md#listings). Categories and brands are names. */
export interface ListingFilters {
  categories: string[];
  brands: string[];
  sort: SortValue | undefined;
}

export const emptyFilters: ListingFilters = { categories: [], brands: [], sort: undefined };

export function parseSort(value: string | null | undefined): SortValue | undefined {
  return sortValues.find((sort) => sort === value);
}

/** Category (and brand) names toggle on and off (docs/product/storefront.md#listings). */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function distinct(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

/** Reads the parent-category listing's URL query: repeated `category` and `brand`, and `sort`. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  return {
    categories: distinct(params.getAll('category')),
    brands: distinct(params.getAll('brand')),
    sort: parseSort(params.get('sort')),
  };
}

/** The inverse of `filtersFromSearch`; empty parts are left out so a clean listing has a clean URL. */
export function filtersToSearch(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of filters.categories) params.append('category', category);
  for (const brand of filters.brands) params.append('brand', brand);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return filtersToSearch(a).toString() === filtersToSearch(b).toString();
}

export interface FilterChip {
  kind: 'category' | 'brand';
  value: string;
}

/** Selected filters, shown as removable chips. */
export function filterChips(filters: ListingFilters): FilterChip[] {
  return [
    ...filters.categories.map((value) => ({ kind: 'category' as const, value })),
    ...filters.brands.map((value) => ({ kind: 'brand' as const, value })),
  ];
}

export function removeChip(filters: ListingFilters, chip: FilterChip): ListingFilters {
  return chip.kind === 'category'
    ? { ...filters, categories: filters.categories.filter((value) => value !== chip.value) }
    : { ...filters, brands: filters.brands.filter((value) => value !== chip.value) };
}

/** Clear All empties the filters; the sort stays (docs/product/storefront.md#listings). */
export function clearFilters(filters: ListingFilters): ListingFilters {
  return { ...filters, categories: [], brands: [] };
}

/** Changing the sort starts again from page 1 (docs/product/storefront.md#listings). */
export function withSort(filters: ListingFilters, sort: SortValue | undefined): ListingFilters {
  return { ...filters, sort };
}

export interface FilterableItem {
  category_id: number;
  category_name: string;
  brand_id: number;
  brand_name: string;
}

/**
 * The home page's and the search results' filters apply to the loaded items (docs/product/storefront.md#search,
 * docs/product/storefront.md#catalogue-home): an item shows when no category is selected or its category is in the
 * selection, and likewise for brands. Names compare by slug.
 */
export function filterLoadedItems<T extends FilterableItem>(items: readonly T[], filters: ListingFilters): T[] {
  const categories = new Set(filters.categories.map(slugSegment));
  const brands = new Set(filters.brands.map(slugSegment));
  return items.filter(
    (item) =>
      (categories.size === 0 || categories.has(slugSegment(item.category_name))) &&
      (brands.size === 0 || brands.has(slugSegment(item.brand_name))),
  );
}

/** The same rule by ids, for the catalogue home whose category lists hold ids. */
export function filterLoadedItemsById<T extends FilterableItem>(
  items: readonly T[],
  categoryIds: readonly number[],
  brandIds: readonly number[],
): T[] {
  return items.filter(
    (item) =>
      (categoryIds.length === 0 || categoryIds.includes(item.category_id)) &&
      (brandIds.length === 0 || brandIds.includes(item.brand_id)),
  );
}

export interface FacetCount {
  name: string;
  count: number;
}

/** Category and brand names with how many of the given items carry each, by count then name. */
export function facetCounts(items: readonly FilterableItem[]): { categories: FacetCount[]; brands: FacetCount[] } {
  const count = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return [...counts]
      .map(([name, total]) => ({ name, count: total }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  };
  return {
    categories: count(items.map((item) => item.category_name)),
    brands: count(items.map((item) => item.brand_name)),
  };
}

/** LOAD MORE shows only while fewer items are loaded than the total (docs/product/storefront.md#listings). */
export function hasMore(loaded: number, totalCount: number): boolean {
  return loaded < totalCount;
}

/**
 * The count line of the catalogue home, whose filters apply only to the products loaded so far
 * (docs/product/storefront.md#catalogue-home). While more pages exist a filtered home says how many of the
 * loaded products match, so a short or empty result is not read as all there is; once everything is loaded it
 * gives the plain count.
 */
export function loadedCountText(counts: {
  matched: number;
  loaded: number;
  totalCount: number;
  filtered: boolean;
}): string {
  const { matched, loaded, totalCount, filtered } = counts;
  if (!filtered) return `${totalCount} items`;
  if (hasMore(loaded, totalCount)) return `${matched} of ${loaded} loaded match — load more to see others`;
  return `${matched} items`;
}
