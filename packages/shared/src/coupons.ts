// Coupon maths (docs/product/checkout.md#coupons): pure functions on paise, used by the API at order time and by
// the bag to explain a refusal. The server's figure is the one that counts.

import { spreadProportionally } from './gst.ts';

export interface CouponTerms {
  type: 'percent' | 'flat';
  /** A whole percent (1–100) for `percent`, paise for `flat`. */
  amount: number;
  /** Paise; null for no cap. */
  max_discount: number | null;
}

/**
 * The discount (paise) on a bag worth `subtotal` paise: a percent of it rounded down to the paisa and capped at
 * `max_discount`, or the flat amount; never more than the bag, so what is paid never goes below zero.
 */
export function couponDiscount(terms: CouponTerms, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const raw = terms.type === 'percent' ? Math.floor((subtotal * terms.amount) / 100) : terms.amount;
  const capped = terms.max_discount === null ? raw : Math.min(raw, terms.max_discount);
  return Math.max(0, Math.min(capped, subtotal));
}

/**
 * The discount spread over the lines in proportion to their value (price × quantity), in whole paise that add up
 * to the discount exactly; no line gets more off than it is worth.
 */
export function spreadDiscount(discount: number, lineValues: readonly number[]): number[] {
  return spreadProportionally(discount, lineValues);
}

/**
 * What a line's `quantity` of `lineQuantity` units paid is worth after its discount (paise): the line's value less
 * its discount, in proportion, rounded to the paisa. A return's refund starts from this.
 */
export function paidForUnits(line: { price: number; quantity: number; discount: number }, quantity: number): number {
  if (line.quantity <= 0) return 0;
  return Math.round(((line.price * line.quantity - line.discount) * quantity) / line.quantity);
}

/** Codes are kept in upper case without spaces around; "welcome10 " is WELCOME10. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
