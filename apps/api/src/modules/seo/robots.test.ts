import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';

// robots.txt (docs/product/api.md#system): search engines may read the storefront, not the API, the account,
// checkout and admin pages; the rules are case-sensitive prefixes, so they must not catch a public page.

const SITE = 'https://shop.example.in';
let t: TestApp;
let body: string;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: SITE });
  const response = await t.app.inject('/robots.txt');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  body = response.body;
});
afterAll(() => t.close());

const robots = () => robotsParser(`${SITE}/robots.txt`, body);

describe('GET /robots.txt', () => {
  it('applies to every crawler and points at the sitemap on PUBLIC_URL', () => {
    expect(body.split('\n').slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(robots().getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
  });

  it('keeps crawlers out of the API, account, checkout and admin pages', () => {
    const closed = [
      '/api/Product',
      '/api/User/Register',
      '/Login',
      '/Register',
      '/LoginOtp',
      '/OtpVerify',
      '/googlelogin',
      '/googlelogin?code=abc',
      '/ForgotPassword',
      '/ResetPassword/some-token',
      '/VerifyEmail',
      '/VerifyEmail/some-token',
      '/Dashboard',
      '/Profile',
      '/special-page',
      '/unauthorized',
      '/Cart',
      '/Wishlist',
      '/DeliveryAddress',
      '/AddDelivery',
      '/EditDelivery/4',
      '/Payment',
      '/Orders',
      '/OrderDetails/12',
      '/OrderDetails/12/Invoice',
      '/autocomplete',
      // The admin screens (docs/product/admin.md#screens).
      '/Product',
      '/CategoryParent',
      '/Category',
      '/Brand',
      '/VariationAttribute',
      '/ProductImageUpload',
      '/ProductImagevarUpload',
      '/ProductVariation/3',
      '/VariationAttributeValue/3',
      '/ManageOrders',
      '/ManageOrders/7',
      '/ManageOrders/7/Invoice',
      '/ManageOrders/7/PackingSlip',
      '/CreditNote/2',
      '/Customers',
      '/Customers/9',
      '/Inventory',
      '/Reviews',
      '/Coupons',
      '/Delivery',
    ];
    const parsed = robots();
    for (const page of closed) expect(parsed.isDisallowed(`${SITE}${page}`, 'Googlebot'), page).toBe(true);
  });

  it('lets crawlers read the home page, landings, listings, search and product pages', () => {
    const open = [
      '/',
      '/men',
      '/women',
      '/kids',
      '/Men/T-Shirt',
      '/Women/Casual%20Shirts',
      '/Kids/Shorts',
      '/Search?rawquery=linen',
      '/sitemap.xml',
      '/t-shirt/urban-loom/classic-crew-neck-t-shirt/1',
      // Product pages of categories whose slugs start like a closed page.
      '/special-pages/urban-loom/tee/2',
      '/autocomplete-kits/urban-loom/kit/3',
      '/unauthorized-prints/urban-loom/tee/4',
      '/googlelogin-merch/urban-loom/cap/5',
      '/login/urban-loom/tee/6',
      '/product/urban-loom/tee/7',
      '/cart/urban-loom/toy-cart/8',
      '/delivery/urban-loom/bag/9',
    ];
    const parsed = robots();
    for (const page of open) expect(parsed.isAllowed(`${SITE}${page}`, 'Googlebot'), page).toBe(true);
  });

  it('is the only robots.txt: a static copy in the web app would collide with this route', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    expect(existsSync(path.resolve(here, '../../../../web/public/robots.txt'))).toBe(false);
  });
});
