import { z } from 'zod';
import { orderStatuses, paymentStatuses, returnStatuses, rtoReasons } from '../order-lifecycle.ts';
import { messages } from '../messages.ts';
import { orderPaymentMethods } from './delivery.ts';
import { orderLine } from './order-line.ts';
import { emptyToUndefined, optionalText, page } from './admin-query.ts';

// Payloads and answers of the merchant's order operations (docs/product/api.md#merchant-operations): the admin's
// orders, dashboard and documents, and the shopper's cancel and return (the customers and the inventory have files of
// their own). Amounts in rupees, times as ISO strings.

const isoDate = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23')
    .optional(),
);

export const orderStatus = z.enum(orderStatuses, { error: 'Unknown status' });
export const paymentStatus = z.enum(paymentStatuses);
export const returnStatus = z.enum(returnStatuses);

/** Sort orders of the admin's order table. */
export const adminOrderSorts = ['date_desc', 'date_asc', 'total_desc', 'total_asc'] as const;

/**
 * GET /api/admin/orders and /api/admin/orders.csv: `q` matches the order number, email, phone or name; `from`
 * and `to` are days (inclusive, the store's time zone, Asia/Kolkata); `needs_attention=1` keeps the orders with
 * an unresolved stock shortfall.
 */
export const adminOrderQuery = z.object({
  status: z.preprocess(emptyToUndefined, orderStatus.optional()),
  q: optionalText(100),
  from: isoDate,
  to: isoDate,
  needs_attention: z.preprocess(emptyToUndefined, z.enum(['1']).optional()),
  pageNumber: page,
  pageSize: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(20)),
  sort: z.preprocess(emptyToUndefined, z.enum(adminOrderSorts, { error: 'Unknown sort' }).default('date_desc')),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

/** A row of the admin's order table. */
export const adminOrderRow = z.object({
  order_id: z.number(),
  order_date: z.string(),
  status: orderStatus,
  payment_status: paymentStatus,
  total_amount: z.number(),
  refunded_amount: z.number(),
  customer: z.object({ user_id: z.number(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  items: z.number(),
  needs_attention: z.boolean(),
  /** Open return requests (Requested or Accepted). */
  open_returns: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/** GET /api/admin/orders: one page, the total matching, and how many orders each status has under the same filters but status. */
export const adminOrderList = z.object({
  items: z.array(adminOrderRow),
  totalCount: z.number(),
  counts: z.record(z.string(), z.number()),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

/** One entry of an order's history (docs/product/orders.md#lifecycle). */
export const orderEvent = z.object({
  event_id: z.number(),
  kind: z.enum(['status', 'payment', 'refund', 'return', 'note', 'stock']),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.enum(['shopper', 'admin', 'system']),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const refundView = z.object({
  refund_id: z.number(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['Pending', 'Processed', 'Failed']),
  method: z.enum(['razorpay', 'sandbox', 'payout', 'store_credit']),
  /**
   * The part of `amount` given back as the store credit the order was paid with (rupees); `method` refunds the rest
   * (docs/product/orders.md#refunds). Optional so answers recorded before it still parse.
   */
  store_credit_amount: z.number().optional(),
  provider_refund_id: z.string().nullable(),
  credit_note_number: z.string().nullable(),
  return_id: z.number().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundView>;

export const returnView = z.object({
  return_id: z.number(),
  kind: z.enum(['return', 'exchange']),
  status: returnStatus,
  reason: z.string(),
  admin_note: z.string().nullable(),
  items: z.array(z.object({ order_item_id: z.number(), quantity: z.number() })),
  /** For an exchange: the size to ship instead, as the shopper chose it. */
  exchange: z
    .object({
      productvariation_id: z.number(),
      attributes: z.array(z.object({ attribute_name: z.string(), value: z.string() })),
    })
    .nullable(),
  /** Only for the admin: where the refund goes (store credit, or a cash-on-delivery order's UPI id or bank account). */
  refund_destination: z
    .record(z.string(), z.union([z.string(), z.boolean()]))
    .nullable()
    .optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnView = z.infer<typeof returnView>;

/** GET /api/admin/returns?status=&pageNumber=: return and exchange requests, newest first, 50 a page. */
export const adminReturnQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(returnStatuses, { error: 'Unknown status' }).optional()),
  pageNumber: page,
});
export type AdminReturnQuery = z.infer<typeof adminReturnQuery>;

/** A row of the admin's returns list: the request, its order and customer, and what the returned lines are. */
export const adminReturnRow = returnView.extend({
  order_id: z.number(),
  order_status: orderStatus,
  customer: z.object({ user_id: z.number(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  lines: z.array(
    z.object({
      order_item_id: z.number(),
      product_name: z.string(),
      brand_name: z.string(),
      sku: z.string().nullable(),
      attributes: z.array(z.object({ attribute_name: z.string(), value: z.string() })),
      price: z.number(),
      quantity: z.number(),
    }),
  ),
});
export type AdminReturnRow = z.infer<typeof adminReturnRow>;
export const adminReturnList = z.object({ items: z.array(adminReturnRow), totalCount: z.number() });
export type AdminReturnList = z.infer<typeof adminReturnList>;

export const notificationView = z.object({
  notification_id: z.number(),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(['Pending', 'Sent', 'Failed']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const paymentView = z.object({
  payment_id: z.number(),
  razorpay_payment_id: z.string(),
  payment_amount: z.number(),
  payment_method: z.string(),
  status: z.string(),
  payment_date: z.string(),
});

/** GET /api/admin/orders/{id}: everything the admin's order page shows. */
export const adminOrderDetail = z.object({
  order_id: z.number(),
  order_date: z.string(),
  status: orderStatus,
  payment_status: paymentStatus,
  /** `cod`: cash on delivery; `cash_collected_at` is when the cash was recorded as collected. */
  payment_method: z.enum(orderPaymentMethods),
  /** Store credit spent on the order at checkout (rupees), part of `total_amount` (docs/product/checkout.md#store-credit). */
  store_credit_used: z.number().optional(),
  cash_collected_at: z.string().nullable(),
  total_amount: z.number(),
  /** A coupon's discount and code (docs/product/checkout.md#coupons); optional so answers recorded before still parse. */
  discount_amount: z.number().optional(),
  coupon_code: z.string().nullable().optional(),
  /** The cash-on-delivery fee (rupees), part of `total_amount` (docs/product/checkout.md#cod-fee). */
  cod_fee: z.number().optional(),
  refunded_amount: z.number(),
  /** What may still be refunded: paid minus refunded and pending refunds. */
  refundable_amount: z.number(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /**
   * The credit note of an order cancelled after its invoice with nothing paid (docs/product/orders.md#credit-notes);
   * optional so answers recorded before still parse.
   */
  credit_note_number: z.string().nullable().optional(),
  /** Why a shipped order came back (docs/product/orders.md#returned-to-origin); optional so older answers still parse. */
  rto_reason: z.enum(rtoReasons).nullable().optional(),
  needs_attention: z.boolean(),
  stock_shortfall: z.boolean(),
  customer: z.object({ user_id: z.number(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  shipping_address: z.record(z.string(), z.unknown()).nullable(),
  lines: z.array(orderLine.extend({ returned_quantity: z.number() })),
  payments: z.array(paymentView),
  refunds: z.array(refundView),
  returns: z.array(returnView),
  /**
   * The returns waiting for their refund (accepted or received, with no refund yet) and what each may get back
   * (rupees): what their items were paid less their coupon share, at most what is refundable. The refund form
   * starts from these (docs/product/admin.md#an-orders-page); optional so answers recorded before still parse.
   */
  returns_to_refund: z.array(z.object({ return_id: z.number(), amount: z.number() })).optional(),
  history: z.array(orderEvent),
  notifications: z.array(notificationView),
  /** The statuses the admin may move the order to now (from the shared state machine). */
  allowed_moves: z.array(orderStatus),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** POST /api/admin/orders/{id}/status: Shipped needs the carrier and tracking number. */
export const orderStatusInput = z.object({
  status: orderStatus,
  carrier: optionalText(60),
  tracking_number: optionalText(60),
  note: optionalText(500),
  /**
   * Delivered, cash on delivery only: the cash was collected (the default). False keeps the payment CashDue for
   * the admin to record later (docs/product/orders.md#cash-on-delivery).
   */
  cash_collected: z.boolean().optional(),
  /**
   * Cancelled, a paid order: its refund goes into the customer's store credit at once rather than back the way they
   * paid (docs/product/orders.md#cancelling-a-paid-order).
   */
  to_store_credit: z.boolean().optional(),
});
export type OrderStatusInput = z.infer<typeof orderStatusInput>;

/** POST /api/admin/orders/{id}/return-to-origin (docs/product/orders.md#returned-to-origin). */
export const returnToOriginInput = z.object({
  reason: z.enum(rtoReasons, {
    error: 'Choose why the parcel came back: refused at door, not reachable or address wrong',
  }),
});
export type ReturnToOriginInput = z.infer<typeof returnToOriginInput>;

/**
 * POST /api/admin/orders/{id}/refunds: rupees with at most two decimals, never more than what is refundable.
 * `Idempotency-Key` header (optional): the same key twice refunds once.
 */
export const refundInput = z.object({
  amount: z.coerce
    .number({ error: messages.required })
    .positive('The amount must be more than zero')
    .multipleOf(0.01, 'At most two decimals'),
  reason: z.string({ error: messages.required }).trim().min(1, messages.required).max(300, 'At most 300 characters'),
  /** Refund as part of this return (it becomes Refunded). */
  return_id: z.coerce.number().int().positive().optional(),
  /** Into the shopper's store credit instead of the way they paid (docs/product/accounts.md#store-credit). */
  to_store_credit: z.boolean().optional(),
});
export type RefundInput = z.infer<typeof refundInput>;

/** POST /api/admin/orders/{id}/shortfall: the admin found the stock (or refunded) and closes "needs attention". */
export const shortfallInput = z.object({ note: z.string().trim().min(1, messages.required).max(500) });

/**
 * Where a return's refund is paid: the shopper's store credit (any order, docs/product/accounts.md#store-credit), or
 * for a cash-on-delivery order a UPI id or a bank account.
 */
export const refundDestination = z.union([
  z.object({ store_credit: z.literal(true) }),
  z.object({
    upi_id: z
      .string()
      .trim()
      .regex(/^[\w.-]{2,256}@[a-zA-Z]{2,64}$/, 'Enter a UPI id like name@bank'),
  }),
  z.object({
    account_name: z.string().trim().min(1, messages.required).max(100),
    account_number: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, 'Enter the account number (9 to 18 digits)'),
    ifsc: z
      .string()
      .trim()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter the IFSC code, like HDFC0001234'),
  }),
]);

/** POST /api/Order/{id}/return: lines and quantities, within 14 days of delivery. */
export const returnRequestInput = z.object({
  items: z
    .array(
      z.object({
        order_item_id: z.coerce.number().int().positive(),
        quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1'),
      }),
    )
    .min(1, 'Choose at least one item to return'),
  reason: z.string({ error: messages.required }).trim().min(1, messages.required).max(500, 'At most 500 characters'),
  /** Exchange instead of refund: another size of the same product (one line only). */
  exchange_variation_id: z.coerce.number().int().positive().optional(),
  refund_destination: refundDestination.optional(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

/** POST /api/admin/returns/{id}/status: Accepted or Rejected (with a note), then Received; Refunded comes with a refund, Exchanged when the replacement ships. */
export const returnDecisionInput = z.object({
  status: returnStatus,
  note: optionalText(500),
});
export type ReturnDecisionInput = z.infer<typeof returnDecisionInput>;

/** The shopper's own view of an order's progress, added to GET /Order/{email} rows and the order page. */
export const shopperOrderProgress = z.object({
  payment_status: paymentStatus,
  refunded_amount: z.number(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The credit note of the order cancelled after its invoice with nothing paid (docs/product/orders.md#credit-notes). */
  credit_note_number: z.string().nullable().optional(),
  /** Why a shipped order came back to the store (docs/product/orders.md#returned-to-origin). */
  rto_reason: z.enum(rtoReasons).nullable().optional(),
  delivered_at: z.string().nullable(),
  /** Until when a return may be asked (null when not delivered). */
  return_until: z.string().nullable(),
  history: z.array(orderEvent),
  refunds: z.array(refundView),
  returns: z.array(returnView),
});

// The dashboard's figures and the tax documents have files of their own; their names stay importable from here.
export * from './dashboard.ts';
export * from './tax-documents.ts';
