import { describe, expect, it } from 'vitest';
import { sortSizes } from './sizes.ts';

describe('size order', () => {
  it('letters XS…XXL, waists ascending, kids ages, kids shoes 10–13 before 1', () => {
    expect(sortSizes(['XL', 'S', 'XXL', 'M', 'XS', 'L'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sortSizes(['34', '28', '30'])).toEqual(['28', '30', '34']);
    expect(sortSizes(['8-9Y', '2-3Y', '10-11Y'])).toEqual(['2-3Y', '8-9Y', '10-11Y']);
    expect(sortSizes(['1', '12', '10', '13', '2'], { kids: true })).toEqual(['10', '12', '13', '1', '2']);
    expect(sortSizes(['10', '6', '8'])).toEqual(['6', '8', '10']);
  });
});
