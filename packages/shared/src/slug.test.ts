import { describe, expect, it } from 'vitest';
import { productPath, slugSegment } from './slug.ts';

describe('slugSegment', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugSegment('Casual Shirts')).toBe('casual-shirts');
  });

  it('removes everything but a-z, 0-9 and hyphens', () => {
    expect(slugSegment("Levi's 511™ Slim-Fit (Blue)")).toBe('levis-511-slim-fit-blue');
    expect(slugSegment('T-Shirt')).toBe('t-shirt');
    expect(slugSegment('Café & Co.')).toBe('caf--co');
  });

  it('turns every space into a hyphen, as the rule says', () => {
    expect(slugSegment('a  b')).toBe('a--b');
  });
});

describe('productPath', () => {
  it('builds /{category}/{brand}/{name}/{id}', () => {
    expect(
      productPath({ product_id: 42, name: 'Slim Fit Denim Jeans', category_name: 'Jeans', brand_name: 'Urban Loom' }),
    ).toBe('/jeans/urban-loom/slim-fit-denim-jeans/42');
  });

  it('never leaves an empty segment', () => {
    expect(productPath({ product_id: 7, name: '★', category_name: null, brand_name: '' })).toBe(
      '/product/brand/item/7',
    );
  });
});
