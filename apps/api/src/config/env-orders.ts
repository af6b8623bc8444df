import { z } from 'zod';

/** The environment variables of placing orders (docs/configuration.md, docs/product/checkout.md). */
export const ordersEnv = z.object({
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The largest order total, in whole rupees, that may be paid in cash on delivery (docs/product/checkout.md#cash-on-delivery). */
  COD_MAX_AMOUNT: z.coerce.number().int('COD_MAX_AMOUNT must be whole rupees').min(1).max(10_000_000).default(10_000),
  /**
   * The cash-on-delivery fee, in whole rupees (docs/product/checkout.md#cod-fee): added to the total of an order paid
   * in cash; 0 charges none.
   */
  COD_FEE: z.coerce
    .number()
    .int('COD_FEE must be whole rupees')
    .min(0, 'COD_FEE must be 0 or more')
    .max(10_000)
    .default(0),
  /** Undelivered cash-on-delivery orders per account and per delivery phone (docs/product/checkout.md#holding-limits). */
  COD_MAX_OPEN_ORDERS: z.coerce.number().int('COD_MAX_OPEN_ORDERS must be a whole number').min(1).max(100).default(2),
  /**
   * Returned-to-origin orders in the last 180 days that switch cash on delivery off for an account
   * (docs/product/checkout.md#cash-on-delivery).
   */
  COD_MAX_RTO: z.coerce.number().int('COD_MAX_RTO must be a whole number').min(1).max(100).default(2),
  /**
   * A first cash-on-delivery order above this total (whole rupees) is confirmed by a code to the account's mobile
   * (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
   */
  COD_CONFIRM_ABOVE: z.coerce
    .number()
    .int('COD_CONFIRM_ABOVE must be whole rupees')
    .min(0)
    .max(10_000_000)
    .default(2000),
  /** Hours a first cash-on-delivery order waits for its code before its stock goes back. */
  COD_CONFIRM_HOURS: z.coerce.number().int('COD_CONFIRM_HOURS must be a whole number').min(1).max(168).default(24),
  /**
   * Units of one size a shopper may hold across orders not yet paid and cash-on-delivery orders not yet delivered
   * (docs/product/checkout.md#holding-limits); 5 is the bag's own limit for one line.
   */
  MAX_UNITS_PER_VARIATION: z.coerce
    .number()
    .int('MAX_UNITS_PER_VARIATION must be a whole number')
    .min(1)
    .max(1000)
    .default(5),
  /**
   * Days goodwill credit stays spendable (docs/product/accounts.md#store-credit); 0: it never expires. Credit from a
   * refund never expires.
   */
  STORE_CREDIT_EXPIRY_DAYS: z.coerce
    .number()
    .int('STORE_CREDIT_EXPIRY_DAYS must be a whole number')
    .min(0)
    .max(3650)
    .default(365),
});
