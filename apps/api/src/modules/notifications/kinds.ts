/** The messages the store sends about an order (docs/product/orders.md#notifications). */
export const orderNotificationKinds = [
  'order_placed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_returned_to_origin',
  'return_accepted',
  'refund_processed',
  'late_payment_refunded',
] as const;
export type OrderNotificationKind = (typeof orderNotificationKinds)[number];

/** The messages the store sends about its staff (docs/product/staff.md#invitations). */
export const staffNotificationKinds = ['staff_invite'] as const;
export type StaffNotificationKind = (typeof staffNotificationKinds)[number];

/** The messages the store sends about a shopper's grievance (docs/product/legal.md#grievances). */
export const grievanceNotificationKinds = ['grievance_received', 'grievance_reply'] as const;
export type GrievanceNotificationKind = (typeof grievanceNotificationKinds)[number];

/** The messages the store sends about a shopper's personal data (docs/product/privacy.md#retention). */
export const privacyNotificationKinds = ['retention_notice'] as const;
export type PrivacyNotificationKind = (typeof privacyNotificationKinds)[number];

/** The message a shopper asked for on a sold-out size (docs/product/storefront.md#back-in-stock-alerts). */
export const stockAlertNotificationKinds = ['back_in_stock'] as const;
export type StockAlertNotificationKind = (typeof stockAlertNotificationKinds)[number];

/** The marketing messages, sent only with consent (docs/product/storefront.md#messages-that-bring-shoppers-back). */
export const marketingNotificationKinds = ['price_drop', 'bag_reminder'] as const;
export type MarketingNotificationKind = (typeof marketingNotificationKinds)[number];
