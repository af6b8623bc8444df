import { describe, expect, it } from 'vitest';
import { couponDiscount, normaliseCouponCode, paidForUnits, spreadDiscount } from './coupons.ts';

describe('couponDiscount', () => {
  it('takes a percent rounded down to the paisa', () => {
    expect(couponDiscount({ type: 'percent', amount: 10, max_discount: null }, 99_999)).toBe(9_999);
  });

  it('caps a percent at the maximum discount', () => {
    expect(couponDiscount({ type: 'percent', amount: 50, max_discount: 20_000 }, 100_000)).toBe(20_000);
  });

  it('takes a flat amount, never more than the bag', () => {
    expect(couponDiscount({ type: 'flat', amount: 15_000, max_discount: null }, 100_000)).toBe(15_000);
    expect(couponDiscount({ type: 'flat', amount: 150_000, max_discount: null }, 100_000)).toBe(100_000);
  });

  it('takes all of a bag at 100 percent and nothing of an empty one', () => {
    expect(couponDiscount({ type: 'percent', amount: 100, max_discount: null }, 12_345)).toBe(12_345);
    expect(couponDiscount({ type: 'flat', amount: 500, max_discount: null }, 0)).toBe(0);
  });
});

describe('spreadDiscount', () => {
  it('spreads in proportion and adds up exactly', () => {
    const shares = spreadDiscount(1_000, [33_333, 33_333, 33_334]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1_000);
    expect(shares).toEqual([333, 333, 334]);
  });
});

describe('paidForUnits', () => {
  it('is the line less its discount, in proportion to the units', () => {
    expect(paidForUnits({ price: 100_000, quantity: 2, discount: 20_000 }, 1)).toBe(90_000);
    expect(paidForUnits({ price: 100_000, quantity: 2, discount: 20_000 }, 2)).toBe(180_000);
  });
});

it('normalises codes to upper case', () => {
  expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
});
