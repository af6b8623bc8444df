/** SPEC.md §9: page size, sorts and their labels. */
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
