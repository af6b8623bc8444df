import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, photoColumns, timestamps } from './columns.ts';
import { users } from './accounts.ts';
import { reviewFits } from '@store/shared/reviews';
import { products } from './catalogue.ts';
import { orderItems, orders } from './orders.ts';

/** The shopper a row belongs to, and the product it is about: both go with what they point at. */
const shopperId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.user_id, { onDelete: 'cascade' });
const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.product_id, { onDelete: 'cascade' });

/** Products a signed-in shopper saved (docs/product/storefront.md#wishlist); one row per product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    user_id: shopperId(),
    product_id: productId(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.product_id] }),
    index('wishlist_items_user_idx').on(t.user_id, t.created_at),
  ],
);

/** What the server keeps of a bag line (docs/product/storefront.md#the-bag-follows-the-shopper). */
export interface StoredCartLine {
  product_id: number;
  productvariation_id: number | null;
  quantity: number;
}

/**
 * A signed-in shopper's bag (docs/product/storefront.md#the-bag-follows-the-shopper): its lines in the bag's order,
 * and `version`, raised by every change, which a write must name (compare-and-set). `updated_at` is the last change.
 */
export const carts = pgTable(
  'carts',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<StoredCartLine[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('carts_version_check', sql`${t.version} >= 0`)],
);

export const couponTypes = ['percent', 'flat'] as const;

/**
 * A coupon (docs/product/checkout.md#coupons). `amount` is a whole percent (1–100) for `percent` and paise for
 * `flat`; `max_discount` and `min_amount` are paise. `used_count` counts live redemptions, raised and lowered in
 * the transaction that places or releases the order, so it can be checked against `total_uses` under a row lock.
 * `is_public` coupons are listed to shoppers; the others stay codes a shopper must be given.
 */
export const coupons = pgTable(
  'coupons',
  {
    coupon_id: serial('coupon_id').primaryKey(),
    code: text('code').notNull(),
    type: text('type', { enum: couponTypes }).notNull(),
    amount: integer('amount').notNull(),
    max_discount: integer('max_discount'),
    min_amount: integer('min_amount').notNull().default(0),
    starts_at: at('starts_at'),
    ends_at: at('ends_at'),
    total_uses: integer('total_uses'),
    per_user_uses: integer('per_user_uses'),
    used_count: integer('used_count').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /** Listed on the shopper's My Coupons page (docs/product/accounts.md#my-coupons); others work only typed in. */
    is_public: boolean('is_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_amount_check', sql`${t.amount} > 0 AND (${t.type} <> 'percent' OR ${t.amount} <= 100)`),
    check('coupons_used_check', sql`${t.used_count} >= 0`),
    check('coupons_min_amount_check', sql`${t.min_amount} >= 0`),
  ],
);

/**
 * One use of a coupon by an order. `released_at` is set when the order is cancelled or expires, giving the use
 * back (the coupon's `used_count` goes down in the same transaction).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    redemption_id: serial('redemption_id').primaryKey(),
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.coupon_id, { onDelete: 'restrict' }),
    user_id: shopperId(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
    released_at: at('released_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.order_id),
    index('coupon_redemptions_coupon_user_idx').on(t.coupon_id, t.user_id),
  ],
);

/**
 * Where the store delivers (docs/product/checkout.md#delivery): the longest `prefix` of a 6-digit PIN code that
 * has a row decides the zone, the days to deliver and whether cash on delivery is offered. No row: not
 * deliverable. Seeded by the migration; the admin replaces it by CSV upload.
 */
export const serviceablePincodes = pgTable(
  'serviceable_pincodes',
  {
    prefix: text('prefix').primaryKey(),
    zone: text('zone').notNull(),
    delivery_days: integer('delivery_days').notNull(),
    cod: boolean('cod').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('serviceable_pincodes_prefix_check', sql`${t.prefix} ~ '^[0-9]{1,6}$'`),
    check('serviceable_pincodes_days_check', sql`${t.delivery_days} BETWEEN 1 AND 60`),
  ],
);

/**
 * A shopper's review of a product they received (docs/product/storefront.md#reviews): one per product and
 * shopper. Hidden reviews stay stored but leave the product's average. `helpful_count` mirrors `review_votes`.
 */
export const reviews = pgTable(
  'reviews',
  {
    review_id: serial('review_id').primaryKey(),
    product_id: productId(),
    user_id: shopperId(),
    order_item_id: integer('order_item_id').references(() => orderItems.order_item_id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The size of the order line reviewed, copied when the review is written (docs/product/storefront.md#fit). */
    size: text('size'),
    /** `How was the fit?`: runs_small, true_to_size or runs_large; null when not answered or without a size. */
    fit: text('fit', { enum: reviewFits }),
    is_hidden: boolean('is_hidden').notNull().default(false),
    /** A hidden review its author edited (or a new one that starts hidden): the admin has not looked at it since. */
    awaiting_moderation: boolean('awaiting_moderation').notNull().default(false),
    helpful_count: integer('helpful_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.product_id, t.user_id),
    index('reviews_product_newest_idx').on(t.product_id, t.created_at.desc(), t.review_id.desc()),
    index('reviews_product_helpful_idx').on(t.product_id, t.helpful_count.desc(), t.review_id.desc()),
    index('reviews_user_idx').on(t.user_id),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      'reviews_fit_check',
      sql`${t.fit} IS NULL OR (${t.size} IS NOT NULL AND ${t.fit} IN ('runs_small', 'true_to_size', 'runs_large'))`,
    ),
  ],
);

/**
 * The admin hid this shopper's review of this product (docs/product/storefront.md#reviews): kept apart from the
 * review so deleting it and writing again cannot escape the hiding; a new review of the product starts hidden. Showing
 * the review again clears it.
 */
export const reviewHides = pgTable(
  'review_hides',
  {
    product_id: productId(),
    user_id: shopperId(),
    hidden_at: at('hidden_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.user_id] })],
);

/** Up to three photos per review, re-encoded like product images but kept apart from the product's gallery. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    photo_id: serial('photo_id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.review_id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (t) => [index('review_photos_review_idx').on(t.review_id, t.sort_order)],
);

/** "Helpful" votes: one per review and shopper. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.review_id, { onDelete: 'cascade' }),
    user_id: shopperId(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.review_id, t.user_id] })],
);
