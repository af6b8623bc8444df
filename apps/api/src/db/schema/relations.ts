import { relations } from 'drizzle-orm';
import {
  brands,
  categories,
  images,
  parentCategories,
  productVariations,
  products,
  variationAttributeValues,
  variationAttributes,
} from './catalogue.ts';
import { notifications, orderEvents, orderItems, orders, payments } from './orders.ts';
import { orderReturns, refunds, returnItems } from './returns.ts';
import { users } from './accounts.ts';
import { couponRedemptions, coupons, reviewPhotos, reviews, wishlistItems } from './shopper.ts';

export const parentCategoriesRelations = relations(parentCategories, ({ many }) => ({ categories: many(categories) }));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(parentCategories, {
    fields: [categories.parentcategory_id],
    references: [parentCategories.parentcategory_id],
  }),
  products: many(products),
}));

export const brandsRelations = relations(brands, ({ many }) => ({ products: many(products) }));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.category_id], references: [categories.category_id] }),
  brand: one(brands, { fields: [products.brand_id], references: [brands.brand_id] }),
  variations: many(productVariations),
  images: many(images),
}));

export const productVariationsRelations = relations(productVariations, ({ one, many }) => ({
  product: one(products, { fields: [productVariations.product_id], references: [products.product_id] }),
  values: many(variationAttributeValues),
  images: many(images),
}));

export const variationAttributeValuesRelations = relations(variationAttributeValues, ({ one }) => ({
  variation: one(productVariations, {
    fields: [variationAttributeValues.productvariation_id],
    references: [productVariations.productvariation_id],
  }),
  attribute: one(variationAttributes, {
    fields: [variationAttributeValues.attribute_id],
    references: [variationAttributes.attribute_id],
  }),
}));

export const imagesRelations = relations(images, ({ one }) => ({
  product: one(products, { fields: [images.product_id], references: [products.product_id] }),
  variation: one(productVariations, {
    fields: [images.productvariation_id],
    references: [productVariations.productvariation_id],
  }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.user_id], references: [users.user_id] }),
  items: many(orderItems),
  payments: many(payments),
  events: many(orderEvents),
  refunds: many(refunds),
  returns: many(orderReturns),
  notifications: many(notifications),
}));

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.order_id], references: [orders.order_id] }),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  order: one(orders, { fields: [refunds.order_id], references: [orders.order_id] }),
  return: one(orderReturns, { fields: [refunds.return_id], references: [orderReturns.return_id] }),
}));

export const orderReturnsRelations = relations(orderReturns, ({ one, many }) => ({
  order: one(orders, { fields: [orderReturns.order_id], references: [orders.order_id] }),
  items: many(returnItems),
}));

export const returnItemsRelations = relations(returnItems, ({ one }) => ({
  return: one(orderReturns, { fields: [returnItems.return_id], references: [orderReturns.return_id] }),
  item: one(orderItems, { fields: [returnItems.order_item_id], references: [orderItems.order_item_id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  order: one(orders, { fields: [notifications.order_id], references: [orders.order_id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.order_id], references: [orders.order_id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.order_id], references: [orders.order_id] }),
}));

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  product: one(products, { fields: [wishlistItems.product_id], references: [products.product_id] }),
}));

export const couponsRelations = relations(coupons, ({ many }) => ({ redemptions: many(couponRedemptions) }));

export const couponRedemptionsRelations = relations(couponRedemptions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponRedemptions.coupon_id], references: [coupons.coupon_id] }),
  order: one(orders, { fields: [couponRedemptions.order_id], references: [orders.order_id] }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  product: one(products, { fields: [reviews.product_id], references: [products.product_id] }),
  user: one(users, { fields: [reviews.user_id], references: [users.user_id] }),
  photos: many(reviewPhotos),
}));

export const reviewPhotosRelations = relations(reviewPhotos, ({ one }) => ({
  review: one(reviews, { fields: [reviewPhotos.review_id], references: [reviews.review_id] }),
}));
