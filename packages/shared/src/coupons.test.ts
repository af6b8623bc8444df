import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponOffer,
  couponRules,
  normaliseCouponCode,
  paidForUnits,
  spreadDiscount,
} from './coupons.ts';

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

describe('couponOffer and couponRules', () => {
  const terms = { max_discount: null, min_amount: 0, ends_at: null, per_user_uses: null } as const;

  it('words a percent coupon with its cap, minimum, per-shopper limit and end in India’s time', () => {
    const coupon = {
      type: 'percent' as const,
      amount: 10,
      max_discount: 300,
      min_amount: 1999,
      ends_at: '2026-12-31T18:29:00.000Z',
      per_user_uses: 1,
    };
    expect(couponOffer(coupon)).toBe('10% off, up to ₹300');
    expect(couponRules(coupon)).toEqual([
      'On orders of ₹1,999 or more',
      'Maximum discount ₹300',
      'Once per shopper',
      'Valid until 31 Dec 2026, 11:59 pm',
    ]);
  });

  it('words a flat coupon without limits, and a percent one without a cap', () => {
    expect(couponOffer({ ...terms, type: 'flat', amount: 150.5 })).toBe('₹150.5 off');
    expect(couponRules({ ...terms, type: 'flat', amount: 150 })).toEqual(['On any order', 'No end date']);
    expect(couponRules({ ...terms, type: 'percent', amount: 5, per_user_uses: 3 })).toEqual([
      'On any order',
      'No maximum discount',
      'Up to 3 times per shopper',
      'No end date',
    ]);
  });
});
