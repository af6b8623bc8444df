import { describe, expect, it } from 'vitest';
import { attributeText } from './attribute-text';

describe('attributeText', () => {
  it('names each attribute with a capital, in the given order', () => {
    expect(
      attributeText([
        { attribute_name: 'size', value: 'M' },
        { attribute_name: 'color', value: 'Navy' },
      ]),
    ).toBe('Size: M · Color: Navy');
  });

  it('is empty without attributes', () => {
    expect(attributeText([])).toBe('');
  });
});
