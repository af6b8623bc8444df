import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  emptyFilters,
  filterChips,
  filterParams,
  filtersFromSearch,
  filtersToSearch,
  hasMore,
  parsePriceRange,
  parseSort,
  priceRangeLabel,
  removeChip,
  sameFilters,
  toggleValue,
  withSort,
  type ListingFilters,
} from './listing-filters.ts';

const chosen: ListingFilters = {
  categories: ['Jeans'],
  brands: ['Heritage'],
  sizes: ['M'],
  colors: ['red'],
  priceMin: 500,
  priceMax: 999,
  discountMin: 20,
  sort: 'newest',
};

describe('sort', () => {
  it('accepts only the four sorts', () => {
    expect(parseSort('price_asc')).toBe('price_asc');
    expect(parseSort('popularity')).toBe('popularity');
    expect(parseSort('cheapest')).toBeUndefined();
    expect(parseSort(null)).toBeUndefined();
  });

  it('keeps the filters when the sort changes', () => {
    expect(withSort(chosen, 'price_asc')).toEqual({ ...chosen, sort: 'price_asc' });
  });
});

describe('URL state of a listing', () => {
  it('reads every filter, repeated ones too', () => {
    const params = new URLSearchParams(
      'category=T-Shirt&category=Jeans&brand=Urban%20Loom&size=M&size=L&color=Red&price_min=500&price_max=999&discount_min=20&sort=price_desc',
    );
    expect(filtersFromSearch(params)).toEqual({
      categories: ['T-Shirt', 'Jeans'],
      brands: ['Urban Loom'],
      sizes: ['M', 'L'],
      colors: ['red'],
      priceMin: 500,
      priceMax: 999,
      discountMin: 20,
      sort: 'price_desc',
    });
  });

  it('drops unknown sorts, colours, malformed numbers, blanks and repeats', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams(
          'sort=x&category=&category=Jeans&category=Jeans&color=chartreuse&price_min=-3&discount_min=100',
        ),
      ),
    ).toEqual({ ...emptyFilters, categories: ['Jeans'] });
  });

  it('writes the same state back over the listing’s other keys, and nothing for a clean listing', () => {
    const written = filtersToSearch(chosen, new URLSearchParams('rawquery=red+kurta&brand=Old'));
    expect(written.get('rawquery')).toBe('red kurta');
    expect(written.getAll('brand')).toEqual(['Heritage']);
    expect(filtersFromSearch(written)).toEqual(chosen);
    expect(filtersToSearch(emptyFilters).toString()).toBe('');
    expect(sameFilters(chosen, filtersFromSearch(written))).toBe(true);
  });

  it('gives the API its parameters', () => {
    expect(filterParams(chosen)).toEqual({
      subcategories: ['Jeans'],
      brand: ['Heritage'],
      size: ['M'],
      color: ['red'],
      price_min: 500,
      price_max: 999,
      discount_min: 20,
      sort: 'newest',
    });
  });
});

describe('toggles, chips and Clear All', () => {
  it('toggles a value on and off', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('shows a chip for every chosen filter, and removes each alone', () => {
    const chips = filterChips(chosen);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Jeans',
      'Heritage',
      'Size M',
      'Red',
      '₹500 – ₹999',
      '20% and above',
    ]);
    expect(removeChip(chosen, chips[2]!)).toEqual({ ...chosen, sizes: [] });
    expect(removeChip(chosen, chips[4]!)).toEqual({ ...chosen, priceMin: undefined, priceMax: undefined });
    expect(removeChip(chosen, chips[5]!)).toEqual({ ...chosen, discountMin: undefined });
  });

  it('clears every chosen filter but keeps the sort', () => {
    expect(clearFilters(chosen)).toEqual({ ...emptyFilters, sort: 'newest' });
  });
});

describe('price ranges', () => {
  it('name and label the ranges', () => {
    expect(parsePriceRange('500-999')).toEqual({ min: 500, max: 999 });
    expect(parsePriceRange('5000-')).toEqual({ min: 5000, max: undefined });
    expect(parsePriceRange('x')).toBeUndefined();
    expect(priceRangeLabel(0, 499)).toBe('Under ₹500');
    expect(priceRangeLabel(5000, undefined)).toBe('₹5,000 and above');
  });

  it('offers more while fewer are loaded than the total', () => {
    expect(hasMore(24, 60)).toBe(true);
    expect(hasMore(60, 60)).toBe(false);
  });
});
