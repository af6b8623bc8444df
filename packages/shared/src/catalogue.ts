/** Page size, and the shoppers' sorts with their labels (docs/product/storefront.md#listings). */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const sortOptions = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
  { value: 'popularity', label: 'Popularity' },
] as const;

export type SortValue = (typeof sortOptions)[number]['value'];

export const sortValues = sortOptions.map((option) => option.value) as [SortValue, ...SortValue[]];

export const genders = ['Men', 'Women', 'Kids'] as const;

export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 10;

/**
 * The admin's product table (GET /Product?includeInactive=true) also sorts by name, so that a catalogue of
 * 10,000 products stays usable; shoppers' listings keep the four sorts above.
 */
export const adminSortOptions = [
  { value: 'name_asc', label: 'Name: A to Z' },
  { value: 'name_desc', label: 'Name: Z to A' },
  ...sortOptions,
] as const;

export type AdminSortValue = (typeof adminSortOptions)[number]['value'];

export const adminSortValues = adminSortOptions.map((option) => option.value) as [AdminSortValue, ...AdminSortValue[]];
