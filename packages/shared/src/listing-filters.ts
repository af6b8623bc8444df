import { sortValues, type SortValue } from './catalogue.ts';
import { familySwatches, isColourFamily } from './colour-families.ts';
import { formatRupees } from './money.ts';

/**
 * What the shopper chose on a listing (docs/product/storefront.md#filters): categories and brands by name, sizes,
 * colour families, a price range in whole rupees on the selling price, a least discount, and the sort. The page's
 * own scope (its collection, its subcategory, the search words) is not part of it, so Clear All never drops it.
 */
export interface ListingFilters {
  categories: string[];
  brands: string[];
  sizes: string[];
  colors: string[];
  priceMin: number | undefined;
  priceMax: number | undefined;
  discountMin: number | undefined;
  sort: SortValue | undefined;
}

export const emptyFilters: ListingFilters = {
  categories: [],
  brands: [],
  sizes: [],
  colors: [],
  priceMin: undefined,
  priceMax: undefined,
  discountMin: undefined,
  sort: undefined,
};

/** The URL query keys the filters own; a listing's other keys (rawquery, category of a search) stay as they are. */
export const FILTER_KEYS = ['category', 'brand', 'size', 'color', 'price_min', 'price_max', 'discount_min', 'sort'];

/** Price ranges the Price filter offers (from these steps, those with products), and the discount steps. */
export const PRICE_STEPS = [500, 1000, 2000, 5000] as const;
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;

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

function wholeRupees(value: string | null): number | undefined {
  return value !== null && /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** Reads a listing's URL query: repeated `category`, `brand`, `size`, `color`, the price and discount, the sort. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const discount = wholeRupees(params.get('discount_min'));
  return {
    categories: distinct(params.getAll('category')),
    brands: distinct(params.getAll('brand')),
    sizes: distinct(params.getAll('size')),
    colors: distinct(params.getAll('color').map((color) => color.toLowerCase())).filter(isColourFamily),
    priceMin: wholeRupees(params.get('price_min')),
    priceMax: wholeRupees(params.get('price_max')),
    discountMin: discount !== undefined && discount >= 1 && discount <= 99 ? discount : undefined,
    sort: parseSort(params.get('sort')),
  };
}

/**
 * The inverse of `filtersFromSearch`, written over `base` (the listing's other keys are kept); empty parts are left
 * out so a clean listing has a clean URL.
 */
export function filtersToSearch(filters: ListingFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) params.delete(key);
  for (const category of filters.categories) params.append('category', category);
  for (const brand of filters.brands) params.append('brand', brand);
  for (const size of filters.sizes) params.append('size', size);
  for (const color of filters.colors) params.append('color', color);
  if (filters.priceMin !== undefined) params.set('price_min', String(filters.priceMin));
  if (filters.priceMax !== undefined) params.set('price_max', String(filters.priceMax));
  if (filters.discountMin !== undefined) params.set('discount_min', String(filters.discountMin));
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return filtersToSearch(a).toString() === filtersToSearch(b).toString();
}

/** The API's listing parameters for the chosen filters (docs/product/api.md#catalogue), beside the page's scope. */
export function filterParams(filters: ListingFilters) {
  return {
    subcategories: filters.categories,
    brand: filters.brands,
    size: filters.sizes,
    color: filters.colors,
    price_min: filters.priceMin,
    price_max: filters.priceMax,
    discount_min: filters.discountMin,
    sort: filters.sort,
  };
}

/** A price range's facet name: '500-999', or '5000-' for the top one. */
export function priceRangeName(min: number, max: number | undefined): string {
  return `${min}-${max ?? ''}`;
}

/** The range a price facet name stands for; undefined for a malformed one. */
export function parsePriceRange(name: string): { min: number; max: number | undefined } | undefined {
  const match = /^(\d+)-(\d*)$/.exec(name);
  if (!match) return undefined;
  return { min: Number(match[1]), max: match[2] ? Number(match[2]) : undefined };
}

/** 'Under ₹500', '₹500 – ₹999', '₹5,000 and above'. */
export function priceRangeLabel(min: number | undefined, max: number | undefined): string {
  if (!min && max !== undefined) return `Under ${formatRupees(max + 1)}`;
  if (max === undefined) return `${formatRupees(min ?? 0)} and above`;
  return `${formatRupees(min ?? 0)} – ${formatRupees(max)}`;
}

export const discountLabel = (percent: number) => `${percent}% and above`;

export type ChipKind = 'category' | 'brand' | 'size' | 'color' | 'price' | 'discount';

export interface FilterChip {
  kind: ChipKind;
  value: string;
  label: string;
}

/** Every chosen filter as a removable chip, in the order of the filter sections. */
export function filterChips(filters: ListingFilters): FilterChip[] {
  const chips: FilterChip[] = [
    ...filters.categories.map((value) => ({ kind: 'category' as const, value, label: value })),
    ...filters.brands.map((value) => ({ kind: 'brand' as const, value, label: value })),
    ...filters.sizes.map((value) => ({ kind: 'size' as const, value, label: `Size ${value}` })),
    ...filters.colors.map((value) => ({
      kind: 'color' as const,
      value,
      label: isColourFamily(value) ? familySwatches[value].label : value,
    })),
  ];
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    chips.push({ kind: 'price', value: 'price', label: priceRangeLabel(filters.priceMin, filters.priceMax) });
  }
  if (filters.discountMin !== undefined) {
    chips.push({ kind: 'discount', value: 'discount', label: discountLabel(filters.discountMin) });
  }
  return chips;
}

export function removeChip(filters: ListingFilters, chip: Pick<FilterChip, 'kind' | 'value'>): ListingFilters {
  const without = (list: string[]) => list.filter((value) => value !== chip.value);
  switch (chip.kind) {
    case 'category':
      return { ...filters, categories: without(filters.categories) };
    case 'brand':
      return { ...filters, brands: without(filters.brands) };
    case 'size':
      return { ...filters, sizes: without(filters.sizes) };
    case 'color':
      return { ...filters, colors: without(filters.colors) };
    case 'price':
      return { ...filters, priceMin: undefined, priceMax: undefined };
    case 'discount':
      return { ...filters, discountMin: undefined };
  }
}

/** How many filters are chosen (the phone FILTER button's badge). */
export const chosenCount = (filters: ListingFilters) => filterChips(filters).length;

/**
 * Clear All empties what the shopper chose and keeps the sort (docs/product/storefront.md#filters); the page's own
 * collection, subcategory or search words are not filters, so they stay.
 */
export function clearFilters(filters: ListingFilters): ListingFilters {
  return { ...emptyFilters, sort: filters.sort };
}

/** Changing the sort starts again from page 1 (docs/product/storefront.md#listings). */
export function withSort(filters: ListingFilters, sort: SortValue | undefined): ListingFilters {
  return { ...filters, sort };
}

export interface FacetCount {
  name: string;
  count: number;
}

/** LOAD MORE shows only while fewer items are loaded than the total (docs/product/storefront.md#listings). */
export function hasMore(loaded: number, totalCount: number): boolean {
  return loaded < totalCount;
}
