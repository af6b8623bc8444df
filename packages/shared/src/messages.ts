/** Texts shoppers and the admin see, word for word as the product documents under docs/product/ quote them. */
export const messages = {
  nameRequired: 'Name required',
  required: 'required',
  emailRequired: 'Email required',
  passwordRequired: 'Password required',
  passwordsDoNotMatch: 'Passwords do not match',
  notAValidNumber: 'Not a valid number',
  selectSize: 'Please select a size',
  invalidLogin: 'Invalid email or password.',
  codeRequired: 'Enter the 6-digit code',
  /** POST /User/resend-verification, whatever the email (docs/product/accounts.md#email-verification). */
  verificationResent: 'If this email has an account that is not verified yet, we sent it a new verification link.',
  /** POST /User/forgot-password, whatever the email (docs/product/accounts.md#forgotten-password). */
  resetLinkSent: 'If this email has an account, we sent it a link to reset the password. It works for 30 minutes.',
  emailNotVerified: 'Please verify your email address before ordering. We sent you a link; you can ask for a new one.',
  /** The start of the 409 a bag gets when the catalogue's prices moved since it was filled. */
  pricesChanged: 'Prices in your bag have changed.',
  searchFailed: 'Failed to fetch search results. Please try again later.',
  itemAdded: 'Item added to cart Successfully!',
  /** Adding to a line that already holds MAX_QUANTITY, the most the bag allows (docs/product/storefront.md#limits). */
  quantityLimit: 'You can add at most 5 of this item.',
  itemRemoved: 'Item removed from the cart!',
  orderNotFound: 'Order not found! Please go back to the orders page.',
  noOrders: 'No Order Found',
  emptyCart: 'Your cart is empty. Add some Product',
  /** A forged, altered or broken unsubscribe link (docs/product/privacy.md#unsubscribing): 400, nothing changes. */
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
} as const;
