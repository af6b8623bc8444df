import { sql } from 'drizzle-orm';
import { at, timestamps } from './columns.ts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderStatuses, paymentStatuses, rtoReasons } from '@store/shared/order-lifecycle';
import { users } from './accounts.ts';
import type { SellerCopy } from './site.ts';
import { productVariations, products } from './catalogue.ts';

/** The address book; at most one default per user (the service keeps exactly one). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    useraddress_id: serial('useraddress_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name'),
    house_number: text('house_number').notNull(),
    street_number: text('street_number').notNull(),
    landmark: text('landmark'),
    postal_code: text('postal_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country'),
    phone: text('phone').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('user_addresses_user_idx').on(t.user_id),
    uniqueIndex('user_addresses_one_default')
      .on(t.user_id)
      .where(sql`${t.is_default}`),
  ],
);

export type { OrderStatus, PaymentStatus, ReturnStatus } from '@store/shared/order-lifecycle';

/**
 * An order (docs/product/orders.md#lifecycle). `status` is fulfilment: New when payment starts (stock taken then),
 * Confirmed once a payment is verified (or accepted as cash on delivery), then Packed, Shipped, Delivered; New
 * becomes Expired (stock given back) when it stays unpaid past `expires_at`, and New, Confirmed or Packed may be
 * Cancelled. `payment_status` is money: Unpaid, Paid, PartiallyRefunded, Refunded (CashDue for cash on
 * delivery). The allowed moves live in @store/shared/order-lifecycle. Amounts in paise.
 */
export const orders = pgTable(
  'orders',
  {
    order_id: serial('order_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatuses }).notNull().default('New'),
    payment_status: text('payment_status', { enum: paymentStatuses }).notNull().default('Unpaid'),
    total_amount: integer('total_amount').notNull(),
    /** Coupon discount taken off the lines' total (paise); `total_amount` is what is paid after it. */
    discount_amount: integer('discount_amount').notNull().default(0),
    coupon_code: text('coupon_code'),
    /** How the shopper pays: online through the provider, or cash on delivery (docs/product/checkout.md#cash-on-delivery). */
    payment_method: text('payment_method', { enum: ['razorpay', 'cod', 'store_credit'] })
      .notNull()
      .default('razorpay'),
    /** Store credit spent at checkout (paise, part of `total_amount`; docs/product/checkout.md#store-credit). */
    store_credit_paise: integer('store_credit_paise').notNull().default(0),
    /**
     * The cash-on-delivery fee charged (paise, part of `total_amount`; docs/product/checkout.md#cod-fee); 0 for orders
     * paid online or wholly by store credit.
     */
    cod_fee_paise: integer('cod_fee_paise').notNull().default(0),
    /** When the courier's cash for a cash-on-delivery order was recorded as collected. */
    cash_collected_at: at('cash_collected_at'),
    /** What has gone back to the shopper so far (processed refunds, paise). */
    refunded_amount: integer('refunded_amount').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    razorpay_order_id: text('razorpay_order_id'),
    receipt: text('receipt').notNull(),
    shipping_address: jsonb('shipping_address'),
    order_date: at('order_date').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
    paid_at: at('paid_at'),
    cancelled_at: at('cancelled_at'),
    packed_at: at('packed_at'),
    shipped_at: at('shipped_at'),
    delivered_at: at('delivered_at'),
    /** A shipped order came back undelivered: when and why (docs/product/orders.md#returned-to-origin). */
    returned_to_origin_at: at('returned_to_origin_at'),
    rto_reason: text('rto_reason', { enum: rtoReasons }),
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    /**
     * GST tax invoice number, given once: when a payment confirms the order, or when a cash-on-delivery order is
     * dispatched (docs/product/orders.md#invoice-numbers).
     */
    invoice_number: text('invoice_number'),
    invoice_date: at('invoice_date'),
    /**
     * The seller as it was when the invoice number was given (legal name, address, GSTIN, state), copied in the same
     * statement, so editing Store Settings never changes an invoice already issued; null on orders invoiced before
     * the copy existed, which print the current settings (docs/product/legal.md#store-settings).
     */
    seller: jsonb('seller').$type<SellerCopy>(),
    /**
     * The credit note that cancels the invoice of an order cancelled without a refund to carry one (cash on delivery
     * invoiced before it was cancelled; docs/product/orders.md#credit-notes).
     */
    credit_note_number: text('credit_note_number'),
    credit_note_date: at('credit_note_date'),
    /**
     * Set when an order needs stock it could not take: the admin must resolve it; never a silent oversell. Late
     * payments no longer set it: they are refunded instead (docs/product/checkout.md#late-payments).
     */
    stock_shortfall: boolean('stock_shortfall').notNull().default(false),
    /** When the admin resolved a stock shortfall (refunded or found the stock), and how. */
    shortfall_resolved_at: at('shortfall_resolved_at'),
    ...timestamps,
  },
  (t) => [
    index('orders_user_idx').on(t.user_id, t.order_date),
    uniqueIndex('orders_razorpay_order_key').on(t.razorpay_order_id),
    uniqueIndex('orders_receipt_key').on(t.receipt),
    uniqueIndex('orders_invoice_number_key').on(t.invoice_number),
    uniqueIndex('orders_credit_note_number_key').on(t.credit_note_number),
    index('orders_user_status_idx').on(t.user_id, t.status),
    index('orders_status_date_idx').on(t.status, t.order_date),
    index('orders_date_idx').on(t.order_date),
    index('orders_unpaid_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 'New'`),
    // Undelivered cash-on-delivery orders by the last 10 digits of their delivery phone: every COD checkout counts
    // them (modules/orders/holding-limits.ts, docs/product/checkout.md#holding-limits). The expression is the query's;
    // `New` is a first COD order waiting for its code (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
    index('orders_open_cod_phone_idx')
      .on(sql`right(regexp_replace(coalesce((${t.shipping_address}->>'phone'), ''), '\\D', '', 'g'), 10)`)
      .where(
        sql`${t.payment_method} = 'cod' AND ${t.payment_status} = 'CashDue' AND ${t.status} IN ('New', 'Confirmed', 'Packed', 'Shipped')`,
      ),
    // Returned-to-origin orders of an account: the COD_MAX_RTO rule counts them (docs/product/checkout.md#cash-on-delivery).
    index('orders_user_rto_idx')
      .on(t.user_id, t.returned_to_origin_at)
      .where(sql`${t.status} = 'ReturnedToOrigin'`),
    check('orders_discount_check', sql`${t.discount_amount} >= 0 AND ${t.total_amount} >= 0`),
    check('orders_refunded_check', sql`${t.refunded_amount} >= 0 AND ${t.refunded_amount} <= ${t.total_amount}`),
    check('orders_cod_fee_check', sql`${t.cod_fee_paise} BETWEEN 0 AND ${t.total_amount}`),
    check('orders_store_credit_check', sql`${t.store_credit_paise} BETWEEN 0 AND ${t.total_amount}`),
  ],
);

/** Lines keep what was bought (name, brand, SKU, attributes, price) even if the catalogue changes later. */
export const orderItems = pgTable(
  'order_items',
  {
    order_item_id: serial('order_item_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.product_id, { onDelete: 'set null' }),
    productvariation_id: integer('productvariation_id').references(() => productVariations.productvariation_id, {
      onDelete: 'set null',
    }),
    product_name: text('product_name').notNull(),
    brand_name: text('brand_name').notNull(),
    sku: text('sku'),
    image_key: text('image_key'),
    image_widths: integer('image_widths').array(),
    attributes: jsonb('attributes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    price: integer('price').notNull(),
    list_price: integer('list_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's coupon discount (paise, for all its units); the invoice taxes what is left. */
    discount: integer('discount').notNull().default(0),
    /** HSN code and GST rate (percent) at the time of sale, for the tax invoice (docs/product/orders.md#gst-invoices). */
    hsn_code: text('hsn_code'),
    gst_rate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [index('order_items_order_idx').on(t.order_id)],
);

/** A verified payment: status Verified, method RazorPay (docs/product/checkout.md#payments). */
export const payments = pgTable(
  'payments',
  {
    payment_id: serial('payment_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id, { onDelete: 'restrict' }),
    payment_date: timestamp('payment_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    razorpay_payment_id: text('razorpay_payment_id').notNull(),
    razorpay_order_id: text('razorpay_order_id').notNull(),
    razorpay_signature: text('razorpay_signature'),
    payment_amount: integer('payment_amount').notNull(),
    payment_method: text('payment_method').notNull().default('RazorPay'),
    status: text('status').notNull().default('Verified'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_razorpay_payment_key').on(t.razorpay_payment_id),
    index('payments_order_idx').on(t.order_id),
  ],
);

/** Razorpay webhook deliveries already handled, by `x-razorpay-event-id`. */
export const webhookEvents = pgTable('webhook_events', {
  event_id: text('event_id').primaryKey(),
  event: text('event').notNull(),
  received_at: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * The order's history (docs/product/orders.md#lifecycle): every status or payment change, refund, return step,
 * note and notification, with who did it. `actor_user_id` null with role `system` for the sweep and webhooks.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    event_id: serial('event_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'payment', 'refund', 'return', 'note', 'stock'] }).notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    note: text('note'),
    actor_user_id: integer('actor_user_id').references(() => users.user_id, { onDelete: 'set null' }),
    actor_role: text('actor_role', { enum: ['shopper', 'admin', 'system'] }).notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.event_id)],
);

/**
 * Messages to send (docs/product/orders.md#notifications), written in the same transaction as the change they
 * tell of and delivered by the outbox worker with retries and backoff. `dedupe_key` makes writing the same
 * message twice a no-op; a row is claimed with FOR UPDATE SKIP LOCKED so no two workers send it.
 */
export const notifications = pgTable(
  'notifications',
  {
    notification_id: serial('notification_id').primaryKey(),
    order_id: integer('order_id').references(() => orders.order_id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** Extra email headers (List-Unsubscribe on marketing: docs/product/privacy.md#unsubscribing). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    dedupe_key: text('dedupe_key').notNull(),
    status: text('status', { enum: ['Pending', 'Sent', 'Failed'] })
      .notNull()
      .default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    sent_at: at('sent_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupe_key),
    index('notifications_order_idx').on(t.order_id),
    index('notifications_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/** Stock changed by hand in Inventory, with the reason (docs/product/admin.md#inventory). */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    adjustment_id: serial('adjustment_id').primaryKey(),
    product_id: integer('product_id').references(() => products.product_id, { onDelete: 'cascade' }),
    productvariation_id: integer('productvariation_id').references(() => productVariations.productvariation_id, {
      onDelete: 'cascade',
    }),
    delta: integer('delta').notNull(),
    stock_after: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    created_by: integer('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_adjustments_product_idx').on(t.product_id, t.adjustment_id),
    index('stock_adjustments_variation_idx').on(t.productvariation_id, t.adjustment_id),
  ],
);

/** The last serial number given per financial year and document kind (`INV` invoices, `CN` credit notes). */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text('kind', { enum: ['INV', 'CN'] }).notNull(),
    financial_year: text('financial_year').notNull(),
    last_number: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financial_year] })],
);

/**
 * Units sold not yet counted into `products.units_sold` (docs/decisions/018-sales-tally.md): a confirmed order adds
 * its quantities, a cancel or a return takes them back (negative), and one process counts them into the products at
 * most once every CACHE_SALES_WINDOW_SECONDS. A queue emptied whole by each count, so no key; and no foreign key, so
 * the insert on every paid order stays a plain append (the rows of a product deleted meanwhile go with the count).
 */
export const salesTally = pgTable('sales_tally', {
  product_id: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
  recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
