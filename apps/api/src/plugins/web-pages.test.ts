import { productPath } from '@store/shared/slug';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../test/factories.ts';
import { emptyCacheAfterNotifications } from '../../test/notifications.ts';
import { ensureWebBuild } from '../../test/store-process.ts';

// Store pages rendered on the server (docs/decisions/017-server-rendering.md): the raw HTML, before any script runs,
// carries the page with its data; statuses; the page cache and its invalidation; no inline script.

let t: TestApp;
let admin: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let factory: CatalogueFactory;
const ORIGIN = 'https://shop.example';

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), PUBLIC_URL: ORIGIN });
  admin = bearer(await t.adminToken());
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The `<head>` of a page, where React puts every page's title, meta and link tags. */
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

/** Every script element's opening tag. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

/** The state the page hands the browser, parsed as the browser does. */
function serverState(html: string): { queries: { queries: Array<{ queryKey: unknown[] }> }; origin: string } {
  const match = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no server state in the page');
  return JSON.parse(match[1]!) as ReturnType<typeof serverState>;
}

function crewTeePath() {
  return productPath({ ...catalogue.products.crewTee, category_name: 'T-Shirt', brand_name: 'Urban Loom' });
}

describe('the HTML of each public page type', () => {
  it('home: the products and their prices, the title, and the data the browser hydrates with', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<title>Store – Online Fashion Shopping for Men, Women and Kids</title>');
    expect(html).toContain('Classic Crew Neck T-Shirt');
    expect(html).toContain('₹599');
    const state = serverState(html);
    expect(state.origin).toBe(ORIGIN);
    expect(state.queries.queries.map((query) => query.queryKey[0])).toContain('products');
  });

  it('a category listing: its products, not the other collection’s, and an ItemList', async () => {
    const html = (await get('/Men/T-Shirt')).body;
    expect(head(html)).toContain('<title>T-Shirt for Men · Store</title>');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/Men/T-Shirt"/>`);
    const [list] = jsonLd(html);
    expect(list).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 1, url: `${ORIGIN}${crewTeePath()}` }],
    });
    expect(html).toContain('Classic Crew Neck T-Shirt');
    expect(html).not.toContain('Relaxed Graphic T-Shirt');
    // The path may carry the slug: the server finds the catalogue's name, as the browser would.
    expect((await get('/men/t-shirt')).body).toContain('Classic Crew Neck T-Shirt');
  });

  it('a landing: the collection’s products with their filters from the address', async () => {
    const html = (await get('/men')).body;
    expect(html).toContain('Oxford Casual Shirt');
    expect(html).toContain('Classic Crew Neck T-Shirt');
    expect(html).not.toContain('Relaxed Graphic T-Shirt');
    const filtered = (await get('/men?category=Casual%20Shirts&sort=price_asc')).body;
    expect(filtered).toContain('Oxford Casual Shirt');
    expect(filtered).not.toContain('Classic Crew Neck T-Shirt');
    // Every filter of the address reaches the page (docs/product/storefront.md#filters): the price too.
    const cheap = (await get('/men?price_max=999')).body;
    expect(cheap).toContain('Classic Crew Neck T-Shirt');
    expect(cheap).not.toContain('Oxford Casual Shirt');
    expect(cheap).toContain('Remove filter Under ₹1,000');
  });

  it('search results: the matching products', async () => {
    const html = (await get('/Search?rawquery=linen')).body;
    expect(html).toContain('Linen Casual Shirt');
    // A query's results are a page for search engines, at one canonical address whatever the sort.
    expect(head(html)).not.toContain('name="robots"');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/Search?rawquery=linen"/>`);
    expect(html).not.toContain('Classic Crew Neck T-Shirt');
  });

  it('a product page: name, brand, price, canonical, link preview and JSON-LD before any script runs', async () => {
    const response = await get(crewTeePath());
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(head(html)).toContain('<title>Urban Loom Classic Crew Neck T-Shirt · Store</title>');
    expect(html).toContain('Classic Crew Neck T-Shirt');
    expect(html).toContain('₹599');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}${crewTeePath()}"/>`);
    expect(head(html)).toContain('<meta property="og:type" content="product"/>');
    expect(head(html)).toContain('<meta property="product:price:amount" content="599.00"/>');
    expect(head(html).match(/<title>/g)).toHaveLength(1);
    expect(head(html).match(/<meta name="description"/g)).toHaveLength(1);
    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Classic Crew Neck T-Shirt',
      brand: { '@type': 'Brand', name: 'Urban Loom' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '599.00',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}${crewTeePath()}`,
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // Opened at another spelling of its address, the page still names its one canonical URL.
    const other = await get(`/Men/whatever/any-name/${catalogue.products.crewTee.product_id}`);
    expect(head(other.body)).toContain(`<link rel="canonical" href="${ORIGIN}${crewTeePath()}"/>`);
  });

  it('a product page: the MRP with its tax statement and the details under Product Details in the HTML', async () => {
    const details = {
      country_of_origin: 'Japan',
      generic_name: "Men's analogue wrist watch",
      manufacturer: 'Tickwell Co., Ltd., 2-14-8 Kameido, Koto-ku, Tokyo 136-0071, Japan',
      importer: 'Tickwell Time India Pvt. Ltd., Andheri East, Mumbai, Maharashtra 400093',
      packer: 'Tickwell Time India Pvt. Ltd., Andheri East, Mumbai, Maharashtra 400093',
      net_quantity: '1 N',
    };
    const watch = await factory.product({
      name: 'Field Watch',
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
      price: 4999,
      discount_price: 3999,
      ...details,
    });
    const response = await get(productPath({ ...watch, category_name: 'T-Shirt', brand_name: 'Urban Loom' }));
    expect(response.statusCode).toBe(200);
    // The page's text as a reader sees it: tags and React's text separators out, entities read.
    const text = response.body
      .slice(response.body.indexOf('<body'))
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    expect(text).toContain('MRP ₹4,999 (incl. of all taxes)');
    expect(text).toContain('Product Details');
    const labels = {
      country_of_origin: 'Country of origin',
      generic_name: 'Generic name',
      manufacturer: 'Manufacturer',
      importer: 'Importer',
      packer: 'Packer',
      net_quantity: 'Net quantity',
    };
    for (const [field, label] of Object.entries(labels)) {
      expect(text).toContain(`${label}${details[field as keyof typeof details]}`);
    }
  });

  it('never carries an inline script: only module files and JSON data (the CSP allows no inline script)', async () => {
    for (const url of ['/', '/men', '/Men/T-Shirt', '/Search?rawquery=shirt', crewTeePath(), '/no-such-page']) {
      const tags = scriptTags((await get(url)).body);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) {
        expect(tag, url).toMatch(/ src="\/assets\/[^"]+\.js"| type="application\/(ld\+)?json"/);
      }
    }
  });

  it('asks for the stylesheet first and for no script of the app before the page has painted', async () => {
    for (const url of ['/', '/Men/T-Shirt', crewTeePath()]) {
      const html = (await get(url)).body;
      const top = head(html);
      const stylesheet = top.indexOf('<link rel="stylesheet"');
      expect(stylesheet, url).toBeGreaterThan(0);
      expect(top.slice(0, stylesheet), url).not.toMatch(/<link rel="modulepreload"|<script/);
      // One small module (src/boot.ts) loads the app once the page's largest picture is painted.
      const modules = scriptTags(html).filter((tag) => tag.includes(' src="'));
      expect(modules, url).toEqual([expect.stringMatching(/ src="\/assets\/boot-[^"]+\.js"/)]);
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(
        preloads.every((preload) => / href="\/assets\/boot-/.test(preload)),
        url,
      ).toBe(true);
    }
  });
});

describe('statuses', () => {
  it('answers 404 with the 404 page for an unknown path, an unknown product and an id that is not one', async () => {
    for (const url of ['/no-such-page', '/t-shirt/urban-loom/gone/999999', '/t-shirt/urban-loom/gone/abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('404 - Page Not Found');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers 410 for a product that was deleted, and 404 for one that never was', async () => {
    const gone = await factory.product({
      name: 'Short-lived Tee',
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
    });
    const path = productPath({ ...gone, category_name: 'T-Shirt', brand_name: 'Urban Loom' });
    expect((await get(path)).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/Product/${gone.product_id}`, headers: admin });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const response = await get(path);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('404 - Page Not Found');
    expect(response.body).not.toContain('Short-lived Tee');
    expect((await get(`/t-shirt/urban-loom/x/${gone.product_id + 1000}`)).statusCode).toBe(404);
  });

  it('leaves the other account and checkout pages and the admin pages to the browser (no server state)', async () => {
    for (const url of ['/Payment', '/Profile', '/Wishlist', '/ManageOrders', '/Product']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.body, url).not.toContain('id="server-state"');
    }
  });
});

describe('the shells of the sign-in, bag, orders and address pages', () => {
  /** What each page's HTML shows before any script runs: its own title and content, never "Loading the store…". */
  const shells: Array<[string, string, RegExp[]]> = [
    ['/Login', 'Login · Store', [/<input[^>]*type="email"/, /<input[^>]*type="password"/, />LOGIN</]],
    ['/Register', 'Register · Store', [/<input[^>]*type="password"/, /Create an account/]],
    ['/LoginOtp', 'Login with OTP · Store', [/<input[^>]*inputMode="numeric"|<input[^>]*type="tel"/, /CONTINUE/]],
    ['/Cart', 'Shopping Bag · Store', [/MY BAG/, /Loading your bag/]],
    ['/Orders', 'Orders · Store', [/Loading\.\.\./]],
    ['/DeliveryAddress', 'Delivery Address · Store', [/Loading\.\.\./]],
  ];

  it.each(shells)('%s: its own title and content, rendered on the server', async (url, title, content) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    const html = response.body;
    expect(head(html)).toContain(`<title>${title}</title>`);
    for (const pattern of content) expect(html).toMatch(pattern);
    expect(html).not.toContain('Loading the store');
    expect(html).toContain('id="server-state"');
    // The header of every page, as a guest sees it.
    expect(html).toContain('aria-label="Bag"');
  });

  it('the forms cannot be sent before the page is hydrated (their fields are disabled until then)', async () => {
    for (const url of ['/Login', '/Register', '/LoginOtp']) {
      expect((await get(url)).body, url).toMatch(/<fieldset disabled="" class="contents">/);
    }
  });

  it('carries nothing of the signed-in visitor, and the page kept for one is the page every visitor gets', async () => {
    const email = 'shell-visitor@example.com';
    const token = await t.shopperToken(email);
    for (const [url] of shells) {
      await emptyCacheAfterNotifications(t);
      const signedIn = await get(url, { authorization: `Bearer ${token}`, cookie: `token=${token}` });
      expect(signedIn.statusCode, `${url}: ${signedIn.body}`).toBe(200);
      for (const secret of [email, token, 'shell-visitor']) expect(signedIn.body, url).not.toContain(secret);
      // Answered again to a guest: the same page, from the cache (the Login page reads the store's sign-in
      // configuration, an answer the response cache does not keep, so it is made again each time).
      const misses = t.app.catalogueCache.misses;
      const guest = await get(url);
      if (url !== '/Login') expect(t.app.catalogueCache.misses, url).toBe(misses);
      // (The data handed to the browser carries the time its answers were read.)
      const markup = (html: string) => html.slice(0, html.indexOf('<script type="application/json"'));
      expect(markup(guest.body), url).toBe(markup(signedIn.body));
    }
  });
});

describe('the page cache', () => {
  it('answers the same page again from the cache, with an ETag and 304', async () => {
    await emptyCacheAfterNotifications(t);
    const first = await get(crewTeePath());
    const misses = t.app.catalogueCache.misses;
    const second = await get(crewTeePath());
    expect(t.app.catalogueCache.misses).toBe(misses);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const revalidated = await get(crewTeePath(), { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    // Campaign tags and other parameters no page reads do not make another page.
    const tagged = await get(`${crewTeePath()}?utm_source=whatsapp&x=${Math.random()}`);
    expect(t.app.catalogueCache.misses).toBe(misses);
    expect(tagged.headers.etag).toBe(first.headers.etag);
  });

  it('does not keep a page made from a stale answer (one being recomputed after a sale), and keeps it made again', async () => {
    await emptyCacheAfterNotifications(t);
    const cachedOf = t.app.cachedOf.bind(t.app);
    const reads: string[] = [];
    // Every answer the page reads is reported stale, as those ordered by sales are after a sales window.
    const stale = vi.spyOn(t.app, 'cachedOf').mockImplementation((url) => {
      reads.push(url);
      const entry = cachedOf(url);
      return entry && { ...entry, stale: true };
    });
    try {
      expect((await get('/Search?rawquery=linen')).body).toContain('Linen Casual Shirt');
      expect(reads.length).toBeGreaterThan(0);
      const misses = t.app.catalogueCache.misses;
      await get('/Search?rawquery=linen');
      expect(t.app.catalogueCache.misses).toBeGreaterThan(misses);
    } finally {
      stale.mockRestore();
    }
    // Made from fresh answers, it is kept.
    await get('/Search?rawquery=linen');
    const misses = t.app.catalogueCache.misses;
    expect((await get('/Search?rawquery=linen')).body).toContain('Linen Casual Shirt');
    expect(t.app.catalogueCache.misses).toBe(misses);
  });

  it('drops a page when a product it shows changes, and keeps pages that do not show it', async () => {
    await emptyCacheAfterNotifications(t);
    expect((await get(crewTeePath())).body).toContain('₹599');
    const otherPath = productPath({
      ...catalogue.products.womenTee,
      category_name: 'T-Shirt',
      brand_name: 'Denim Republic',
    });
    const otherBefore = await get(otherPath);
    expect(otherBefore.body).toContain('Relaxed Graphic T-Shirt');

    await factory.editProduct(catalogue.products.crewTee.product_id, { discount_price: 549 });

    const after = (await get(crewTeePath())).body;
    expect(after).toContain('₹549');
    expect(after).not.toContain('₹599');
    expect((await get('/Men/T-Shirt')).body).toContain('₹549');
    // Another brand's product page shows nothing of the men's tee: it stays as it was, from the cache.
    const misses = t.app.catalogueCache.misses;
    const otherAfter = await get(otherPath);
    expect(t.app.catalogueCache.misses).toBe(misses);
    expect(otherAfter.headers.etag).toBe(otherBefore.headers.etag);
  });

  it('escapes the data it hands the browser: a product name cannot end the script element', async () => {
    const hostile = '</script><script>alert(1)</script>';
    await factory.editProduct(catalogue.products.linen.product_id, { name: `Linen ${hostile}` });
    const linen = { ...catalogue.products.linen, name: `Linen ${hostile}`, category_name: 'Casual Shirts' };
    const html = (await get(productPath({ ...linen, brand_name: 'Urban Loom' }))).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(scriptTags(html).every((tag) => / src="| type="application\//.test(tag))).toBe(true);
    expect(JSON.stringify(serverState(html))).toContain(hostile);
  });
});
