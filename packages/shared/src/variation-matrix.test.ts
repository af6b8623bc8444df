import { describe, expect, it } from 'vitest';
import {
  combinations,
  defaultSkuPattern,
  newCombinations,
  productSkuCode,
  skuFromPattern,
  skuToken,
} from './variation-matrix.ts';

describe('SKUs from a pattern (docs/product/admin.md#adding-variations-in-one-go)', () => {
  it('upper-cases a value with one - for each run of other characters', () => {
    expect(skuToken('Navy blue')).toBe('NAVY-BLUE');
    expect(skuToken(' 3/4 sleeve ')).toBe('3-4-SLEEVE');
    expect(skuToken('Off-white (cream)')).toBe('OFF-WHITE-CREAM');
  });

  it('codes the product by its own SKU, else its name cut at a word, else its id', () => {
    expect(productSkuCode({ product_id: 7, name: 'Anything', sku: 'ts 01' })).toBe('TS-01');
    expect(productSkuCode({ product_id: 7, name: 'Pique Polo Shirt', sku: null })).toBe('PIQUE-POLO');
    expect(productSkuCode({ product_id: 7, name: 'Denim Jacket' })).toBe('DENIM-JACKET');
    expect(productSkuCode({ product_id: 7, name: 'Supercalifragilistic' })).toBe('SUPERCALIFRA');
    expect(productSkuCode({ product_id: 7, name: '☆☆☆' })).toBe('P7');
  });

  it('puts colour before size in the default pattern and fills any attribute by name', () => {
    expect(defaultSkuPattern(['size', 'color'])).toBe('{product}-{COLOR}-{SIZE}');
    expect(defaultSkuPattern(['fit', 'size'])).toBe('{product}-{SIZE}-{FIT}');
    const values = { colour: 'Navy blue', size: 'XL', fit: 'Slim' };
    expect(skuFromPattern('{product}-{COLOR}-{SIZE}', 'TEE', values)).toBe('TEE-NAVY-BLUE-XL');
    expect(skuFromPattern('{Fit}/{product}-{size}', 'TEE', values)).toBe('SLIM/TEE-XL');
    // A name without a value leaves nothing, and its dash goes with it.
    expect(skuFromPattern('{product}-{COLOR}-{SLEEVE}-{SIZE}', 'TEE', { size: 'M' })).toBe('TEE-M');
  });

  it('makes every combination, first attribute slowest, leaving out those the product has', () => {
    const attributes = [
      { attribute_id: 2, name: 'color', values: ['Red', 'Blue'] },
      { attribute_id: 1, name: 'size', values: ['S', 'M'] },
    ];
    expect(combinations(attributes)).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
    const has = [
      [
        { attribute_id: 1, value: 'm' },
        { attribute_id: 2, value: 'RED' },
      ],
    ];
    expect(newCombinations(attributes, has)).toEqual([
      ['Red', 'S'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
    expect(combinations([{ attribute_id: 1, name: 'size', values: [] }])).toEqual([]);
  });
});
