/**
 * Pages no search engine should index (docs/product/api.md#system): sign-in, account, bag, checkout and order pages,
 * and the admin screens. Robots rules are case-sensitive prefixes, so these start with a capital (as the store links
 * them) and can never match a landing (`/men`), a category listing (`/Men/…`) or a product page (`/{category}/…`,
 * always lower case).
 */
const PRIVATE_PREFIXES = [
  '/api/',
  // Sign-in and account (docs/product/accounts.md).
  '/Login',
  '/Register',
  '/LoginOtp',
  '/OtpVerify',
  '/ForgotPassword',
  '/ResetPassword/',
  '/VerifyEmail',
  '/Dashboard',
  '/Profile',
  // Bag, wishlist, checkout and orders (docs/product/checkout.md).
  '/Cart',
  '/Wishlist',
  '/DeliveryAddress',
  '/AddDelivery',
  '/EditDelivery/',
  '/Payment',
  '/Orders',
  '/OrderDetails/',
  // The admin screens (docs/product/admin.md#screens).
  '/Product',
  '/CategoryParent',
  '/Category',
  '/Brand',
  '/VariationAttribute',
  '/ProductImageUpload',
  '/ProductImagevarUpload',
  '/ProductVariation/',
  '/VariationAttributeValue/',
  '/ManageOrders',
  '/CreditNote/',
  '/Customers',
  '/Inventory',
  '/Reviews',
  '/Coupons',
  '/Delivery',
];

/**
 * Lower-case pages: matched exactly (`$`) or with a query string, since as prefixes they could match the product
 * pages of a category whose slug starts the same (`/special-pages/…`).
 */
const PRIVATE_PAGES = ['/googlelogin', '/special-page', '/unauthorized', '/autocomplete'];

/** robots.txt for the store at `publicUrl` (no trailing slash). */
export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of PRIVATE_PREFIXES) lines.push(`Disallow: ${prefix}`);
  for (const page of PRIVATE_PAGES) lines.push(`Disallow: ${page}$`, `Disallow: ${page}?`);
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
