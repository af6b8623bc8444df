import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
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

export type OrderStatus = 'New' | 'Paid' | 'Expired' | 'Cancelled';

/**
 * An order, created with status New when payment starts (stock taken then), Paid once a payment is verified,
 * Expired (stock given back) when it stays unpaid past `expires_at` or the payment provider refused to make
 * its payment order. Amounts in paise.
 */
export const orders = pgTable(
  'orders',
  {
    order_id: serial('order_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['New', 'Paid', 'Expired', 'Cancelled'] })
      .notNull()
      .default('New'),
    total_amount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    razorpay_order_id: text('razorpay_order_id'),
    receipt: text('receipt').notNull(),
    shipping_address: jsonb('shipping_address'),
    order_date: timestamp('order_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    /**
     * Set when a payment arrived for an order whose stock had already gone back and could not all be taken again:
     * the admin must resolve it (docs/product/checkout.md#unpaid-orders); never a silent oversell.
     */
    stock_shortfall: boolean('stock_shortfall').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('orders_user_idx').on(t.user_id, t.order_date),
    uniqueIndex('orders_razorpay_order_key').on(t.razorpay_order_id),
    uniqueIndex('orders_receipt_key').on(t.receipt),
    index('orders_user_status_idx').on(t.user_id, t.status),
    index('orders_unpaid_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 'New'`),
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
