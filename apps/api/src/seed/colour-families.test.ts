import { describe, expect, it } from 'vitest';
import { familyOf } from '@store/shared/colour-families';
import { designPalettes } from './catalogue-data.ts';
import { colourSwatches } from './illustrations/paint.ts';

// The shared colour table answers every colour of the demo catalogue (docs/product/storefront.md#colour-families).
describe('colour families of the demo catalogue', () => {
  it('map every drawn colour to a family', () => {
    const colours = new Set([...Object.keys(colourSwatches), ...Object.values(designPalettes).flat()]);
    const missing = [...colours].filter((colour) => familyOf(colour) === undefined);
    expect(missing).toEqual([]);
    expect(familyOf('Maroon')).toBe('red');
    expect(familyOf('Teal')).toBe('green');
    expect(familyOf('off-white')).toBe('white');
    expect(familyOf('Sky Blue')).toBe('blue');
  });
});
