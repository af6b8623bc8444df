import { familySwatches, isColourFamily } from '@store/shared/colour-families';
import {
  discountLabel,
  parsePriceRange,
  priceRangeLabel,
  priceRangeName,
  toggleValue,
  type ChipKind,
  type ListingFilters,
} from '@store/shared/listing-filters';
import type { Facets } from '@store/shared/schemas/catalogue';

export interface SectionOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
  /** A colour family's swatch (a CSS colour or gradient). */
  swatch?: string;
}

export interface FilterSection {
  kind: ChipKind;
  title: string;
  options: SectionOption[];
}

type Counts = Array<{ name: string; count: number }>;

/** The facet's options, and any chosen option it no longer counts (0), so it can still be unchosen. */
function options(counts: Counts, chosen: string[], label: (name: string) => string, swatch?: (name: string) => string) {
  const shown: SectionOption[] = counts.map((option) => ({
    value: option.name,
    label: label(option.name),
    count: option.count,
    checked: chosen.includes(option.name),
    ...(swatch ? { swatch: swatch(option.name) } : {}),
  }));
  for (const value of chosen) {
    if (!counts.some((option) => option.name === value)) {
      shown.push({ value, label: label(value), count: 0, checked: true, ...(swatch ? { swatch: swatch(value) } : {}) });
    }
  }
  return shown;
}

const priceChosen = (filters: ListingFilters) => filters.priceMin !== undefined || filters.priceMax !== undefined;

/** Whether a price range lies within the chosen price span (ranges join into one span: under ₹500 + ₹500–999). */
function withinSpan(filters: ListingFilters, name: string): boolean {
  const range = parsePriceRange(name);
  if (!range || !priceChosen(filters)) return false;
  const upper = filters.priceMax === undefined || (range.max !== undefined && range.max <= filters.priceMax);
  return range.min >= (filters.priceMin ?? 0) && upper;
}

/** The price ranges chosen: the counted ones within the span, or the span itself when none is (a shared URL's own). */
function chosenPrice(facet: Counts, filters: ListingFilters): string[] {
  if (!priceChosen(filters)) return [];
  const inside = facet.map((option) => option.name).filter((name) => withinSpan(filters, name));
  return inside.length > 0 ? inside : [priceRangeName(filters.priceMin ?? 0, filters.priceMax)];
}

/**
 * Choosing a price range joins it to the chosen span (a range next to it, or one farther: the span covers the ranges
 * between); unchoosing the span's lowest or highest range narrows it, one in its middle clears the price.
 */
function choosePrice(filters: ListingFilters, name: string): ListingFilters {
  const range = parsePriceRange(name);
  const cleared = { ...filters, priceMin: undefined, priceMax: undefined };
  if (!range) return cleared;
  const low = (min: number) => (min > 0 ? min : undefined);
  if (!priceChosen(filters)) return { ...filters, priceMin: low(range.min), priceMax: range.max };
  const spanMin = filters.priceMin ?? 0;
  if (withinSpan(filters, name)) {
    if (range.min === spanMin && range.max !== undefined && range.max !== filters.priceMax) {
      return { ...filters, priceMin: range.max + 1 };
    }
    if (range.max === filters.priceMax && range.min !== spanMin) return { ...filters, priceMax: range.min - 1 };
    return cleared;
  }
  const max =
    range.max === undefined || filters.priceMax === undefined ? undefined : Math.max(range.max, filters.priceMax);
  return { ...filters, priceMin: low(Math.min(range.min, spanMin)), priceMax: max };
}

/**
 * The filter sections of a listing (docs/product/storefront.md#filters) from its facets: categories (unless the page
 * is one), brands, sizes, colour swatches, price ranges and discounts, each option with its count and whether it is
 * chosen. Sections without options are left out.
 */
export function filterSections(
  facets: Facets | undefined,
  filters: ListingFilters,
  { categories = true }: { categories?: boolean } = {},
): FilterSection[] {
  const counted = facets ?? { brands: [], categories: [], sizes: [], colors: [], prices: [], discounts: [] };
  const same = (name: string) => name;
  const sections: FilterSection[] = [
    ...(categories
      ? [
          {
            kind: 'category' as const,
            title: 'Categories',
            options: options(counted.categories, filters.categories, same),
          },
        ]
      : []),
    { kind: 'brand', title: 'Brand', options: options(counted.brands, filters.brands, same) },
    { kind: 'size', title: 'Size', options: options(counted.sizes, filters.sizes, same) },
    {
      kind: 'color',
      title: 'Colour',
      options: options(
        counted.colors,
        filters.colors,
        (name) => (isColourFamily(name) ? familySwatches[name].label : name),
        (name) => (isColourFamily(name) ? familySwatches[name].swatch : '#ccc'),
      ),
    },
    {
      kind: 'price',
      title: 'Price',
      options: options(counted.prices, chosenPrice(counted.prices, filters), (name) => {
        const range = parsePriceRange(name);
        return range ? priceRangeLabel(range.min, range.max) : name;
      }),
    },
    {
      kind: 'discount',
      title: 'Discount',
      options: options(
        counted.discounts,
        filters.discountMin === undefined ? [] : [String(filters.discountMin)],
        (name) => discountLabel(Number(name)),
      ),
    },
  ];
  return sections.filter((section) => section.options.length > 0);
}

/**
 * Choosing an option: categories, brands, sizes and colours toggle (several may be chosen); price ranges join into
 * one span; a discount is one at a time, and choosing the chosen one again clears it.
 */
export function chooseOption(filters: ListingFilters, kind: ChipKind, value: string): ListingFilters {
  switch (kind) {
    case 'category':
      return { ...filters, categories: toggleValue(filters.categories, value) };
    case 'brand':
      return { ...filters, brands: toggleValue(filters.brands, value) };
    case 'size':
      return { ...filters, sizes: toggleValue(filters.sizes, value) };
    case 'color':
      return { ...filters, colors: toggleValue(filters.colors, value) };
    case 'price':
      return choosePrice(filters, value);
    case 'discount': {
      const percent = Number(value);
      return { ...filters, discountMin: filters.discountMin === percent ? undefined : percent };
    }
  }
}
