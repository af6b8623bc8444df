import { describe, expect, it } from 'vitest';
import { discountPercent, formatRupees, sellingPrice, toPaise, toRupees } from './money.ts';

describe('money', () => {
  it('converts rupees to paise without float drift', () => {
    expect(toPaise(1199.2)).toBe(119920);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(119920)).toBe(1199.2);
  });

  it('sells at the discount price when there is one', () => {
    expect(sellingPrice(999, 599)).toBe(599);
    expect(sellingPrice(999, null)).toBe(999);
  });

  it('computes the percent off as a whole number, never negative', () => {
    expect(discountPercent(799, 599)).toBe(25);
    expect(discountPercent(799, 499)).toBe(37);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 150)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees(129999)).toBe('₹1,29,999');
    expect(formatRupees(1199.5)).toBe('₹1,199.5');
  });

  it('writes every amount as the en-IN number format does (with the rupee sign)', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const amounts = [
      0, 0.05, 0.5, 1, 9.99, 90.9, 99.995, 999, 1000, 12345, 123456, 1234567.89, 123456789012, -5, -1299.5,
    ];
    for (let paise = 0; paise < 2_000_000_000; paise = paise * 3 + 7) amounts.push(paise / 100);
    for (const rupees of amounts) expect(formatRupees(rupees), String(rupees)).toBe(`₹${intl.format(rupees)}`);
  });
});
