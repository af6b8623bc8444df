import { describe, expect, it } from 'vitest';
import { creditSplit, creditToSpend } from './store-credit.ts';

describe('creditToSpend', () => {
  it('takes min(balance, total) and never leaves a rest under ₹1 to the card', () => {
    expect(creditToSpend(50_000, 100_000)).toBe(50_000);
    expect(creditToSpend(50_000, 30_000)).toBe(30_000);
    expect(creditToSpend(50_000, 0)).toBe(0);
    expect(creditToSpend(50_000, 49_950)).toBe(49_900);
    expect(creditToSpend(50_000, 49_900)).toBe(49_900);
    expect(creditToSpend(50, 30)).toBe(0);
  });
});

describe('creditSplit', () => {
  it('splits the payable rupees into credit and rest only when the box is ticked', () => {
    expect(creditSplit(1299, 500, false)).toEqual({ credit: 0, rest: 1299 });
    expect(creditSplit(1299, 500, true)).toEqual({ credit: 500, rest: 799 });
    expect(creditSplit(1299, 2000, true)).toEqual({ credit: 1299, rest: 0 });
    expect(creditSplit(1299.5, 1299, true)).toEqual({ credit: 1298.5, rest: 1 });
  });
});
