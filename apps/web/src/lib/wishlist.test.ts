import { describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT } from '@store/shared/schemas/wishlist';
import { addToGuestList, afterMerge, removeFromGuestList, sanitizeGuestList } from './wishlist';

const full = Array.from({ length: WISHLIST_LIMIT }, (_, index) => index + 1);

describe('the guest wishlist', () => {
  it('saves newest first, once', () => {
    const first = addToGuestList([], 7);
    expect(first).toEqual({ list: [7], full: false });
    const second = addToGuestList(first.list, 3);
    expect(second.list).toEqual([3, 7]);
    expect(addToGuestList(second.list, 7)).toEqual({ list: [3, 7], full: false });
  });

  it('refuses a new product when it holds the cap, but a saved one is still fine', () => {
    expect(addToGuestList(full, 5000)).toEqual({ list: full, full: true });
    expect(addToGuestList(full, 1)).toEqual({ list: full, full: false });
    expect(addToGuestList(removeFromGuestList(full, 50), 5000).list[0]).toBe(5000);
  });

  it('removes one product and keeps the rest in order', () => {
    expect(removeFromGuestList([3, 7, 9], 7)).toEqual([3, 9]);
    expect(removeFromGuestList([3, 9], 7)).toEqual([3, 9]);
  });

  it('reads back only sane ids from storage', () => {
    expect(sanitizeGuestList('x')).toEqual([]);
    expect(sanitizeGuestList(null)).toEqual([]);
    expect(sanitizeGuestList([4, 4, '5', -1, 0, 2.5, 2_147_483_648, 6])).toEqual([4, 6]);
    expect(sanitizeGuestList([...full, 500])).toEqual(full);
  });

  it('after a merge keeps only what was saved while the merge was on its way', () => {
    expect(afterMerge([9, 3, 7], [3, 7])).toEqual([9]);
    expect(afterMerge([3, 7], [3, 7])).toEqual([]);
  });
});
