/**
 * How many open back-in-stock alerts one account holds (docs/product/storefront.md#back-in-stock-alerts). A zod-free
 * module, so the product page can say it without loading zod.
 */
export const STOCK_ALERT_LIMIT = 50;

/** The product page's texts for a sold-out size (docs/product/storefront.md#back-in-stock-alerts). */
export const stockAlertTexts = {
  notifyMe: 'Notify me',
  subscribed: "We'll email you when it's back",
  cancel: 'Cancel alert',
  signIn: 'Sign in to be notified',
  limit: `You have ${STOCK_ALERT_LIMIT} open stock alerts. Cancel one to add another.`,
  inStock: 'This is in stock now: add it to your bag instead.',
  chooseSize: 'Choose a size to be notified about.',
  otherProduct: 'This size belongs to another product.',
} as const;
