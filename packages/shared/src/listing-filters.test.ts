import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  emptyFilters,
  facetCounts,
  filterChips,
  filterLoadedItems,
  filterLoadedItemsById,
  filtersFromSearch,
  filtersToSearch,
  hasMore,
  loadedCountText,
  parseSort,
  removeChip,
  sameFilters,
  toggleValue,
  withSort,
} from './listing-filters.ts';

const items = [
  { id: 1, category_id: 1, category_name: 'T-Shirt', brand_id: 10, brand_name: 'Urban Loom' },
  { id: 2, category_id: 2, category_name: 'Casual Shirts', brand_id: 11, brand_name: 'Heritage' },
  { id: 3, category_id: 1, category_name: 'T-Shirt', brand_id: 11, brand_name: 'Heritage' },
  { id: 4, category_id: 3, category_name: 'Jeans', brand_id: 10, brand_name: 'Urban Loom' },
];

describe('sort', () => {
  it('accepts only the four sorts', () => {
    expect(parseSort('price_asc')).toBe('price_asc');
    expect(parseSort('popularity')).toBe('popularity');
    expect(parseSort('cheapest')).toBeUndefined();
    expect(parseSort(null)).toBeUndefined();
  });

  it('keeps the filters when the sort changes', () => {
    const filters = { categories: ['Jeans'], brands: [], sort: undefined };
    expect(withSort(filters, 'newest')).toEqual({ categories: ['Jeans'], brands: [], sort: 'newest' });
  });
});

describe('URL state of the parent-category listing', () => {
  it('reads repeated category and brand and the sort', () => {
    const params = new URLSearchParams('category=T-Shirt&category=Jeans&brand=Urban%20Loom&sort=price_desc');
    expect(filtersFromSearch(params)).toEqual({
      categories: ['T-Shirt', 'Jeans'],
      brands: ['Urban Loom'],
      sort: 'price_desc',
    });
  });

  it('drops unknown sorts, blanks and repeats', () => {
    expect(filtersFromSearch(new URLSearchParams('sort=x&category=&category=Jeans&category=Jeans'))).toEqual({
      categories: ['Jeans'],
      brands: [],
      sort: undefined,
    });
  });

  it('writes the same state back, and nothing for a clean listing', () => {
    const filters = { categories: ['Casual Shirts'], brands: ['A&B'], sort: 'newest' as const };
    const written = filtersToSearch(filters);
    expect(written.toString()).toBe('category=Casual+Shirts&brand=A%26B&sort=newest');
    expect(filtersFromSearch(written)).toEqual(filters);
    expect(filtersToSearch(emptyFilters).toString()).toBe('');
    expect(sameFilters(filters, filtersFromSearch(written))).toBe(true);
  });
});

describe('toggles, chips and Clear All', () => {
  it('toggles a value on and off', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('lists selected filters as chips and removes one', () => {
    const filters = { categories: ['Jeans'], brands: ['Heritage'], sort: 'newest' as const };
    const chips = filterChips(filters);
    expect(chips).toEqual([
      { kind: 'category', value: 'Jeans' },
      { kind: 'brand', value: 'Heritage' },
    ]);
    expect(removeChip(filters, chips[1]!)).toEqual({ categories: ['Jeans'], brands: [], sort: 'newest' });
  });

  it('clears categories and brands but keeps the sort', () => {
    expect(clearFilters({ categories: ['Jeans'], brands: ['Heritage'], sort: 'newest' })).toEqual({
      categories: [],
      brands: [],
      sort: 'newest',
    });
  });
});

describe('client-side filters over loaded items', () => {
  it('shows everything when nothing is selected', () => {
    expect(filterLoadedItems(items, emptyFilters)).toHaveLength(4);
    expect(filterLoadedItemsById(items, [], [])).toHaveLength(4);
  });

  it('keeps items whose category and brand are selected', () => {
    expect(
      filterLoadedItems(items, { categories: ['t-shirt'], brands: [], sort: undefined }).map((item) => item.id),
    ).toEqual([1, 3]);
    expect(
      filterLoadedItems(items, { categories: ['T-Shirt'], brands: ['Heritage'], sort: undefined }).map(
        (item) => item.id,
      ),
    ).toEqual([3]);
    expect(filterLoadedItemsById(items, [1, 3], [10]).map((item) => item.id)).toEqual([1, 4]);
  });

  it('counts categories and brands', () => {
    expect(facetCounts(items)).toEqual({
      categories: [
        { name: 'T-Shirt', count: 2 },
        { name: 'Casual Shirts', count: 1 },
        { name: 'Jeans', count: 1 },
      ],
      brands: [
        { name: 'Heritage', count: 2 },
        { name: 'Urban Loom', count: 2 },
      ],
    });
  });

  it('offers more while fewer are loaded than the total', () => {
    expect(hasMore(24, 60)).toBe(true);
    expect(hasMore(60, 60)).toBe(false);
  });
});

describe('the catalogue home count line', () => {
  it('gives the total when no filter is active', () => {
    expect(loadedCountText({ matched: 24, loaded: 24, totalCount: 180, filtered: false })).toBe('180 items');
  });

  it('says how many of the loaded products match while more pages exist', () => {
    expect(loadedCountText({ matched: 2, loaded: 48, totalCount: 180, filtered: true })).toBe(
      '2 of 48 loaded match — load more to see others',
    );
    expect(loadedCountText({ matched: 0, loaded: 24, totalCount: 180, filtered: true })).toBe(
      '0 of 24 loaded match — load more to see others',
    );
  });

  it('gives the plain count once everything is loaded', () => {
    expect(loadedCountText({ matched: 7, loaded: 180, totalCount: 180, filtered: true })).toBe('7 items');
  });
});
