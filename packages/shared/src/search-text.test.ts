import { describe, expect, it } from 'vitest';
import { editDistance, searchWords, typoAllowance } from './search-text.ts';

describe('searchWords', () => {
  it("makes 'tshirt', 't-shirt' and 't shirt' one word", () => {
    expect(searchWords('tshirt')).toEqual(['tshirt']);
    expect(searchWords('T-Shirt')).toEqual(['tshirt']);
    expect(searchWords('t shirt')).toEqual(['tshirt']);
    expect(searchWords('Men T Shirts')).toEqual(['men', 'tshirts']);
  });

  it('joins hyphenated words, drops apostrophes and accents', () => {
    expect(searchWords("Men's Crew-Neck Café")).toEqual(['mens', 'crewneck', 'cafe']);
    expect(searchWords('  !!  ')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('shrit', 'shirt')).toBe(1);
    expect(editDistance('shrit', 'short')).toBe(2);
    expect(editDistance('saree', 'saree')).toBe(0);
    expect(editDistance('kurta', 'kurti')).toBe(1);
  });

  it('stops early past the allowance', () => {
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });

  it('allows more typos in longer words', () => {
    expect(typoAllowance('tee')).toBe(0);
    expect(typoAllowance('shrit')).toBe(1);
    expect(typoAllowance('banarsi')).toBe(2);
  });
});
