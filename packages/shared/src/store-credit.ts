import { toPaise, toRupees } from './money.ts';

// Paying with store credit at checkout (docs/product/checkout.md#store-credit): one rule for the server, which takes
// the credit, and the Payment page, which shows it before PLACE ORDER.

/** The smallest amount a payment service takes (paise): Razorpay's minimum order is ₹1. */
export const MIN_PAYMENT_PAISE = 100;

/**
 * How much credit an order of `total` paise takes from a `balance` in paise: min(balance, total), except that a rest of
 * 1 to 99 paise is never left to the card or the courier (no payment service takes less than ₹1): the credit then
 * leaves exactly ₹1 to pay.
 */
export function creditToSpend(total: number, balance: number): number {
  const taken = Math.max(0, Math.min(balance, total));
  const rest = total - taken;
  if (rest > 0 && rest < MIN_PAYMENT_PAISE) return Math.max(0, total - MIN_PAYMENT_PAISE);
  return taken;
}

/** The Payment page's split of `payable` rupees when the shopper ticks store credit: credit used and the rest (rupees). */
export function creditSplit(payable: number, balance: number, use: boolean): { credit: number; rest: number } {
  const total = toPaise(payable);
  const credit = use ? creditToSpend(total, toPaise(balance)) : 0;
  return { credit: toRupees(credit), rest: toRupees(total - credit) };
}
