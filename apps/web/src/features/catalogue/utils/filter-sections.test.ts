import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  emptyFilters,
  filterChips,
  removeChip,
  type ListingFilters,
} from '@store/shared/listing-filters';
import type { Facets } from '@store/shared/schemas/catalogue';
import { listingRequest } from '../api/listing-query';
import { chooseOption, filterSections } from './filter-sections';

const facets: Facets = {
  brands: [{ name: 'Urban Loom', count: 3 }],
  categories: [{ name: 'T-Shirt', count: 4 }],
  sizes: [
    { name: 'S', count: 1 },
    { name: 'M', count: 2 },
  ],
  colors: [{ name: 'red', count: 1 }],
  prices: [
    { name: '0-499', count: 1 },
    { name: '500-999', count: 2 },
  ],
  discounts: [{ name: '20', count: 2 }],
};
const chosen: ListingFilters = { ...emptyFilters, sizes: ['M'], priceMax: 999, priceMin: 500, brands: ['Tickwell'] };

describe('Clear All on a subcategory page', () => {
  it('keeps the page’s collection and subcategory and clears every filter the shopper chose', () => {
    const scope = { kind: 'subcategory', parent: 'Men', subcategory: 'T-Shirt' } as const;
    const cleared = listingRequest(scope, clearFilters({ ...chosen, sort: 'price_asc' }));
    expect(cleared).toEqual({
      path: '/Product/products',
      params: {
        parentcategory: 'Men',
        subcategories: ['T-Shirt'],
        brand: [],
        size: [],
        color: [],
        price_min: undefined,
        price_max: undefined,
        discount_min: undefined,
        sort: 'price_asc',
      },
    });
    // A category in the URL of a subcategory page never replaces the page's own.
    expect(listingRequest(scope, { ...chosen, categories: ['Jeans'] }).params.subcategories).toEqual(['T-Shirt']);
  });

  it('keeps a search’s words and collection', () => {
    const scope = { kind: 'search', rawquery: 'red kurta', category: 'Women' } as const;
    expect(listingRequest(scope, clearFilters(chosen)).params).toMatchObject({
      rawquery: 'red kurta',
      category: 'Women',
      size: [],
    });
  });
});

describe('chips and sections', () => {
  it('shows a chip per chosen filter, each removed alone', () => {
    const chips = filterChips(chosen);
    expect(chips.map((chip) => chip.label)).toEqual(['Tickwell', 'Size M', '₹500 – ₹999']);
    expect(removeChip(chosen, chips[1]!)).toEqual({ ...chosen, sizes: [] });
  });

  it('offers the counted options, keeps a chosen one with none left, and hides categories on a subcategory page', () => {
    const sections = filterSections(facets, chosen, { categories: false });
    expect(sections.map((section) => section.kind)).toEqual(['brand', 'size', 'color', 'price', 'discount']);
    expect(sections[0]!.options).toEqual([
      { value: 'Urban Loom', label: 'Urban Loom', count: 3, checked: false },
      { value: 'Tickwell', label: 'Tickwell', count: 0, checked: true },
    ]);
    expect(sections[3]!.options.map((option) => [option.label, option.checked])).toEqual([
      ['Under ₹500', false],
      ['₹500 – ₹999', true],
    ]);
    expect(sections[2]!.options[0]).toMatchObject({ label: 'Red', swatch: '#c7313a' });
  });

  it('toggles lists, joins price ranges into one span and chooses one discount at a time', () => {
    expect(chooseOption(chosen, 'size', 'S').sizes).toEqual(['M', 'S']);
    const under1000 = chooseOption(chosen, 'price', '0-499');
    expect(under1000).toMatchObject({ priceMin: undefined, priceMax: 999 });
    expect(filterChips(under1000).at(-1)?.label).toBe('Under ₹1,000');
    expect(filterSections(facets, under1000)[4]!.options.map((option) => option.checked)).toEqual([true, true]);
    expect(chooseOption(under1000, 'price', '0-499')).toMatchObject({ priceMin: 500, priceMax: 999 });
    expect(chooseOption(under1000, 'price', '500-999')).toMatchObject({ priceMin: undefined, priceMax: 499 });
    expect(chooseOption(chosen, 'price', '500-999')).toMatchObject({ priceMin: undefined, priceMax: undefined });
    expect(chooseOption(chosen, 'price', '5000-')).toMatchObject({ priceMin: 500, priceMax: undefined });
    expect(chooseOption(chosen, 'discount', '20').discountMin).toBe(20);
    expect(chooseOption({ ...chosen, discountMin: 20 }, 'discount', '20').discountMin).toBeUndefined();
  });
});
