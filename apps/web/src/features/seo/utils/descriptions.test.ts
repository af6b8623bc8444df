import { describe, expect, it } from 'vitest';
import { listingDescription, metaDescription, productDescription } from './descriptions';
import { testProduct } from './test-product';

describe('metaDescription', () => {
  it('keeps a short text whole, with its whitespace collapsed', () => {
    expect(metaDescription('  Soft\n cotton   shirt. ')).toBe('Soft cotton shirt.');
  });

  it('cuts a long text at a word before 155 characters and marks the cut', () => {
    const text = `${'cotton '.repeat(40)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut).toMatch(/^cotton( cotton)*…$/);
  });
});

describe('productDescription', () => {
  it("is the product's own description", () => {
    expect(productDescription(testProduct())).toBe('A cotton shirt for every day.');
  });

  it('is a sentence with brand, name and price when the product has no description', () => {
    expect(productDescription(testProduct({ description: '   ' }))).toBe(
      'Buy Roadster Slim Fit Casual Shirt for ₹1,199 online at Store, delivered across India.',
    );
  });
});

describe('listingDescription', () => {
  it('names the subcategory, the collection and the count when known', () => {
    expect(listingDescription('T-Shirt', 'Men', 24)).toBe(
      'T-Shirt for Men: 24 products online at Store, delivered across India.',
    );
    expect(listingDescription('T-Shirt', 'Men', 1)).toBe(
      'T-Shirt for Men: 1 product online at Store, delivered across India.',
    );
    expect(listingDescription('T-Shirt', 'Men', undefined)).toBe(
      'T-Shirt for Men online at Store, delivered across India.',
    );
  });
});
