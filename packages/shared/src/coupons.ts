// Coupon maths (docs/product/checkout.md#coupons): pure functions on paise, used by the API at order time and by
// the bag to explain a refusal. The server's figure is the one that counts.

import { dateFormatter } from './dates.ts';
import { STORE_TIME_ZONE } from './delivery.ts';
import { spreadProportionally } from './gst.ts';
import { formatRupees } from './money.ts';

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

/** A coupon's terms in rupees, as the API answers them (docs/product/api.md#coupons). */
export interface CouponTermsInRupees {
  type: 'percent' | 'flat';
  /** A whole percent for `percent`, rupees for `flat`. */
  amount: number;
  max_discount: number | null;
  min_amount: number;
  ends_at: string | null;
  per_user_uses: number | null;
}

/** '10% off, up to ₹300', '10% off' or '₹150 off' (docs/product/admin.md#coupons). */
export function couponOffer(coupon: Pick<CouponTermsInRupees, 'type' | 'amount' | 'max_discount'>): string {
  if (coupon.type === 'flat') return `${formatRupees(coupon.amount)} off`;
  return coupon.max_discount === null
    ? `${coupon.amount}% off`
    : `${coupon.amount}% off, up to ${formatRupees(coupon.max_discount)}`;
}

const storeTime = dateFormatter('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: STORE_TIME_ZONE,
});

/**
 * A coupon's rules in words, as My Coupons lists them (docs/product/accounts.md#my-coupons): the minimum order,
 * the maximum discount of a percent coupon, how often a shopper may use it and until when, in the store's time.
 */
export function couponRules(coupon: CouponTermsInRupees): string[] {
  const rules = [coupon.min_amount > 0 ? `On orders of ${formatRupees(coupon.min_amount)} or more` : 'On any order'];
  if (coupon.type === 'percent') {
    rules.push(
      coupon.max_discount === null ? 'No maximum discount' : `Maximum discount ${formatRupees(coupon.max_discount)}`,
    );
  }
  if (coupon.per_user_uses !== null) {
    rules.push(coupon.per_user_uses === 1 ? 'Once per shopper' : `Up to ${coupon.per_user_uses} times per shopper`);
  }
  rules.push(coupon.ends_at === null ? 'No end date' : `Valid until ${storeTime(new Date(coupon.ends_at))}`);
  return rules;
}
