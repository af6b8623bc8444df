import { z } from 'zod';
import { orderPaymentMethods, paymentMethods } from './delivery.ts';
import { MAX_QUANTITY } from '../cart.ts';
import { messages } from '../messages.ts';
import { shopperOrderProgress } from './merchant.ts';
import { orderLine } from './order-line.ts';

// Payloads and answers of the order and payment API (docs/product/api.md#orders-and-payment).

export { orderLine, type OrderLine } from './order-line.ts';

/** An order with its lines (`orderitemss`, the API's spelling). */
export const orderView = z.object({
  order_id: z.number(),
  order_date: z.string(),
  status: z.string(),
  total_amount: z.number(),
  /** What a coupon took off (docs/product/checkout.md#coupons); optional so answers recorded before it still parse. */
  discount_amount: z.number().optional(),
  coupon_code: z.string().nullable().optional(),
  /** The cash-on-delivery fee (rupees), part of `total_amount` (docs/product/checkout.md#cod-fee); 0 or absent: none. */
  cod_fee: z.number().optional(),
  shipping_address: z.record(z.string(), z.unknown()).nullable(),
  /** When an unpaid order (status New) gives its stock back; null once it is paid. */
  expires_at: z.string().nullable(),
  /**
   * Admin reads only: a payment arrived after the order's stock had gone back and some of it could not be taken
   * again (docs/product/checkout.md#unpaid-orders).
   */
  stock_shortfall: z.boolean().optional(),
  /** Paid in cash on delivery (docs/product/checkout.md#cash-on-delivery). */
  cash_on_delivery: z.boolean().optional(),
  /** How it is paid; `store_credit` when credit covered all of it (docs/product/checkout.md#store-credit). */
  payment_method: z.enum(orderPaymentMethods).optional(),
  /** Store credit spent on it (rupees), part of `total_amount`; `paid_amount` is the rest, paid by card or cash. */
  store_credit_used: z.number().optional(),
  paid_amount: z.number().optional(),
  orderitemss: z.array(orderLine),
  // The order's progress (docs/product/orders.md#lifecycle): optional so answers recorded before it still parse.
  ...shopperOrderProgress.partial().shape,
});
export type OrderView = z.infer<typeof orderView>;

export const paymentProviders = ['razorpay', 'sandbox'] as const;

/** At most this many lines in one order (docs/product/checkout.md#stock). */
export const MAX_ORDER_LINES = 20;

/** A bag line's identity: its variation, or the product when it has none. */
const lineKey = (item: { product_id: number; productvariation_id?: number | null | undefined }) =>
  item.productvariation_id == null ? `product:${item.product_id}` : `variation:${item.productvariation_id}`;

/** One line of the bag as the server takes it: the product, its variation (none without sizes), 1 to MAX_QUANTITY. */
export const bagLineInput = z.object({
  product_id: z.coerce.number({ error: messages.required }).int().positive(),
  productvariation_id: z.coerce.number().int().positive().nullish(),
  quantity: z.coerce
    .number({ error: messages.required })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY, `At most ${MAX_QUANTITY} of one item`),
});

/** Refuses a variation (or a product without variations) on two lines: one line with its quantity instead. */
export function noRepeatedLines(items: ReadonlyArray<z.infer<typeof bagLineInput>>, context: z.RefinementCtx): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = lineKey(item);
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: [index],
        message: 'The same item appears twice in your bag. Change its quantity on one line instead.',
      });
    }
    seen.add(key);
  });
}

/**
 * POST /payment/order: the bag as the server needs it; prices come from the catalogue, never the client. Each
 * line 1 to MAX_QUANTITY, each variation (or product without variations) once (docs/product/checkout.md#stock).
 */
export const paymentOrderInput = z.object({
  total_amount: z.coerce.number({ error: messages.required }).nonnegative('Must not be negative'),
  items: z
    .array(bagLineInput, { error: 'Your bag is empty.' })
    .min(1, 'Your bag is empty.')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines in one order`)
    .superRefine(noRepeatedLines),
  useraddress_id: z.coerce.number().int().positive().optional(),
  /** A coupon to apply (docs/product/checkout.md#coupons); `total_amount` is then the bag less its discount. */
  coupon_code: z.string().trim().max(30, 'At most 30 characters').optional(),
  /** `cod`: cash on delivery, when the rules allow it (docs/product/checkout.md#cash-on-delivery). */
  payment_method: z.enum(paymentMethods).default('razorpay'),
  /**
   * Pay with the shopper's store credit first (docs/product/checkout.md#store-credit): the server takes
   * min(balance, total); `total_amount` stays the total before credit. With no balance, nothing is taken.
   */
  use_store_credit: z.boolean().optional(),
});
export type PaymentOrderInput = z.infer<typeof paymentOrderInput>;

/** POST /payment/order: the payment order to pay (`amount` in paise). */
export const paymentOrderReply = z.object({
  orderId: z.string(),
  orderid: z.number(),
  amount: z.number(),
  currency: z.literal('INR'),
  key: z.string(),
  provider: z.enum(paymentProviders),
  /** When the order gives its stock back unless it is paid (ISO time). */
  expires_at: z.string(),
  /**
   * `cod`: the order is already Confirmed with payment status CashDue; there is no payment order (`orderId` is
   * empty) and nothing to pay now. Optional so answers recorded before it still parse.
   */
  payment_method: z.enum(orderPaymentMethods).optional(),
  /**
   * Store credit taken for the order (rupees; docs/product/checkout.md#store-credit); `amount` is the rest. With
   * `payment_method: "store_credit"` credit paid it all: the order is Confirmed and paid, `orderId` is empty.
   */
  store_credit_used: z.number().optional(),
  /** The cash-on-delivery fee (rupees) included in the total, when cash on delivery charged one (docs/product/checkout.md#cod-fee). */
  cod_fee: z.number().optional(),
  /**
   * Cash on delivery, a first COD order above COD_CONFIRM_ABOVE: the order waits `New` (payment status CashDue) until
   * a code sent to the account's mobile confirms it, by `expires_at` (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
   */
  confirmation_required: z.boolean().optional(),
});
export type PaymentOrderReply = z.infer<typeof paymentOrderReply>;

/** POST /api/orders/{id}/cod-confirmation/code: the code went to the account's mobile, shown masked. */
export const codCodeSentReply = z.object({
  message: z.string(),
  /** The account's mobile number as the screen shows it: `+91 98xxxxx10`. */
  phone: z.string(),
  /** When the order stops waiting for its code (ISO time). */
  expires_at: z.string(),
  /** Only with the development console provider, to a client on the store's own machine. */
  dev_code: z.string().optional(),
});
export type CodCodeSentReply = z.infer<typeof codCodeSentReply>;

/** POST /api/orders/{id}/cod-confirmation. */
export const codConfirmationInput = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type CodConfirmationInput = z.infer<typeof codConfirmationInput>;

/** POST /payment/verify: what Razorpay Checkout (or the sandbox) handed the browser. */
export const paymentVerifyInput = z.object({
  razorpay_order_id: z.string({ error: messages.required }).min(1, messages.required).max(100),
  razorpay_payment_id: z.string({ error: messages.required }).min(1, messages.required).max(100),
  razorpay_signature: z.string({ error: messages.required }).min(1, messages.required).max(200),
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifyInput>;

/** POST /payment/verify. */
export const paymentVerifyReply = z.object({ message: z.string(), orderid: z.number(), status: z.string() });
export type PaymentVerifyReply = z.infer<typeof paymentVerifyReply>;

/** GET /payment/config: which checkout the Payment page opens. */
export const paymentConfig = z.object({ provider: z.enum(paymentProviders), key: z.string() });
export type PaymentConfig = z.infer<typeof paymentConfig>;

/** POST /payment/sandbox/pay: what Razorpay Checkout would hand the browser. */
export const paymentResult = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

/** One of the shopper's unpaid orders, as UNPAID_ORDERS_LIMIT lists them (`total_amount` in rupees). */
export const unpaidOrderSummary = z.object({
  orderid: z.number(),
  orderId: z.string().nullable(),
  total_amount: z.number(),
  expires_at: z.string(),
});
export type UnpaidOrderSummary = z.infer<typeof unpaidOrderSummary>;

/** At most this many orders wait for payment per shopper (docs/product/checkout.md#unpaid-orders). */
export const MAX_UNPAID_ORDERS = 2;

/** `details` of UNPAID_ORDERS_LIMIT: the orders waiting for payment. */
export const unpaidOrdersLimitDetails = z.object({ orders: z.array(unpaidOrderSummary) });

/**
 * POST /Order/{id}/cancel's body, optional: a paid order's refund goes into the shopper's store credit at once rather
 * than back the way they paid (docs/product/orders.md#cancelling-a-paid-order).
 */
export const orderCancelInput = z
  .object({ refund_destination: z.object({ store_credit: z.literal(true) }).optional() })
  .nullish();
export type OrderCancelInput = z.infer<typeof orderCancelInput>;

/** POST /Order/{id}/cancel. */
export const orderCancelReply = z.object({
  orderid: z.number(),
  status: z.literal('Cancelled'),
  cancelled_at: z.string(),
  /** A paid order's refund of what was left (docs/product/orders.md#refunds); absent when nothing was paid. */
  refund: z
    .object({
      refund_id: z.number(),
      amount: z.number(),
      status: z.enum(['Pending', 'Processed', 'Failed']),
      /** `store_credit` when it went into the shopper's store credit; otherwise the way the order was paid. */
      method: z.enum(['razorpay', 'sandbox', 'payout', 'store_credit']),
    })
    .optional(),
});
export type OrderCancelReply = z.infer<typeof orderCancelReply>;

/** `{orderid}` path parameter: an order's number. */
export const orderIdParams = z.object({
  orderid: z.coerce.number({ error: 'orderid must be a number' }).int().positive('orderid must be a positive number'),
});
