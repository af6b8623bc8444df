import { describe, expect, it } from 'vitest';
import {
  colourOptions,
  compareSizes,
  initialSelection,
  selectColour,
  selectSize,
  sizeOptions,
  variationsOfColour,
} from './product-options.ts';

const v = (id: number, size: string | null, colour: string | null, stock = 5) => ({
  productvariation_id: id,
  stock,
  attributes: [
    ...(size === null ? [] : [{ attribute_name: 'size', value: size }]),
    ...(colour === null ? [] : [{ attribute_name: 'color', value: colour }]),
  ],
});

const variations = [
  v(1, 'L', 'Navy'),
  v(2, 'S', 'Navy', 0),
  v(3, 'M', 'Navy'),
  v(4, 'S', 'Olive'),
  v(5, 'XL', 'Olive'),
];

describe('product options', () => {
  it('lists colours in order and the variations of one colour', () => {
    expect(colourOptions(variations)).toEqual(['Navy', 'Olive']);
    expect(variationsOfColour(variations, 'Olive').map((item) => item.productvariation_id)).toEqual([4, 5]);
    expect(variationsOfColour(variations, null)).toHaveLength(5);
  });

  it('sorts sizes and marks a size without stock unavailable', () => {
    const options = sizeOptions(variationsOfColour(variations, 'Navy'));
    expect(options.map((option) => [option.size, option.available])).toEqual([
      ['S', false],
      ['M', true],
      ['L', true],
    ]);
  });

  it('orders numeric and letter sizes', () => {
    expect(['10', '8', '9'].sort(compareSizes)).toEqual(['8', '9', '10']);
    expect(['XL', 'XS', 'M', 'Free Size'].sort(compareSizes)).toEqual(['XS', 'M', 'XL', 'Free Size']);
  });

  it('starts on the first colour and its first variation, with no size', () => {
    expect(initialSelection(variations)).toEqual({ colour: 'Navy', size: null, variation: variations[0] });
    expect(initialSelection([])).toEqual({ colour: null, size: null, variation: null });
  });

  it('resets the size when the colour changes', () => {
    const chosen = selectSize(variations, initialSelection(variations), 'M');
    expect(chosen.size).toBe('M');
    expect(selectColour(variations, 'Olive')).toEqual({ colour: 'Olive', size: null, variation: variations[3] });
  });

  it('selects the variation of a size and refuses one without stock', () => {
    const start = initialSelection(variations);
    expect(selectSize(variations, start, 'M').variation).toBe(variations[2]);
    expect(selectSize(variations, start, 'S')).toBe(start);
  });

  it('works for products whose variations have sizes only', () => {
    const sizesOnly = [v(7, '8', null), v(8, '7', null)];
    expect(colourOptions(sizesOnly)).toEqual([]);
    expect(sizeOptions(variationsOfColour(sizesOnly, null)).map((option) => option.size)).toEqual(['7', '8']);
  });
});
