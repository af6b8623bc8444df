import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { productPath } from '@store/shared/slug';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import seoRoutes from './routes.ts';
import { escapeXml } from './sitemap.ts';

// The sitemap (docs/product/api.md#system): the store's pages and its active products as absolute URLs, from the
// response cache, dropped by every catalogue write that could change it.

const SITE = 'https://shop.example.in';
/** A second copy of the routes with three URLs per file, to see the index without 50,000 products. */
const SMALL = '/small';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: { authorization: string };

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });

interface UrlSet {
  urlset: { '@_xmlns': string; url?: Array<{ loc: string; lastmod?: string }> };
}
interface SitemapIndex {
  sitemapindex: { '@_xmlns': string; sitemap: Array<{ loc: string }> };
}

async function fetchXml<T>(url: string): Promise<{ xml: string; document: T }> {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(response.body)).toBe(true);
  return { xml: response.body, document: parser.parse(response.body) as T };
}

async function urls(url = '/sitemap.xml') {
  const { document } = await fetchXml<UrlSet>(url);
  expect(document.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return document.urlset.url ?? [];
}
const locs = async (url = '/sitemap.xml') => (await urls(url)).map((entry) => entry.loc);

const productUrl = (product: { product_id: number; name: string }, category: string, brand: string) =>
  `${SITE}${productPath({ ...product, category_name: category, brand_name: brand })}`;

beforeAll(async () => {
  t = await buildTestApp(
    { PUBLIC_URL: `${SITE}/` },
    { beforeReady: (app) => void app.register(seoRoutes, { prefix: SMALL, sitemapPageSize: 3 }) },
  );
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists the home page, the landings, the category listings and every active product as absolute URLs', async () => {
    const entries = await urls();
    const { crewTee, oxford, linen, womenTee } = catalogue.products;
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/men`,
      `${SITE}/women`,
      `${SITE}/kids`,
      `${SITE}/Men/Casual%20Shirts`,
      `${SITE}/Men/T-Shirt`,
      `${SITE}/Women/T-Shirt`,
      productUrl(crewTee, 'T-Shirt', 'Urban Loom'),
      productUrl(oxford, 'Casual Shirts', 'Denim Republic'),
      productUrl(linen, 'Casual Shirts', 'Urban Loom'),
      productUrl(womenTee, 'T-Shirt', 'Denim Republic'),
    ]);
    expect(entries[7]!.loc).toBe(`${SITE}/t-shirt/urban-loom/classic-crew-neck-t-shirt/${crewTee.product_id}`);
    // A product's last change, as the API reports it; the store's own pages carry none.
    const shown = (await t.app.inject(`/api/Product/${oxford.product_id}`)).json() as { updated_at: string };
    expect(entries[8]!.lastmod).toBe(shown.updated_at);
    expect(entries.slice(0, 7).every((entry) => entry.lastmod === undefined)).toBe(true);
  });

  it('leaves out inactive products and categories with nothing to show', async () => {
    const jackets = await factory.category(catalogue.men.parentcategory_id, 'Jackets');
    const hidden = await factory.product({
      name: 'Hidden Jacket',
      category_id: jackets.category_id,
      brand_id: catalogue.loom.brand_id,
      is_active: false,
    });
    const listed = await locs();
    expect(listed).not.toContain(`${SITE}/Men/Jackets`);
    expect(listed.some((loc) => loc.endsWith(`/${hidden.product_id}`))).toBe(false);
    expect(listed).toHaveLength(11);
  });

  it('answers the same text again with an ETag, and 304 to a client that has it', async () => {
    const first = await t.app.inject('/sitemap.xml');
    const again = await t.app.inject({
      url: '/sitemap.xml?utm_source=x',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(first.headers.etag).toBeTruthy();
    expect(again.statusCode).toBe(304);
  });
});

describe('keeping the sitemap current', () => {
  it('shows a product created through the admin API on the next request', async () => {
    const before = await locs(); // cached from here on
    const kurtas = await factory.category(catalogue.women.parentcategory_id, 'Kurta');
    const kurta = await factory.product({
      name: 'Block Print Kurta',
      category_id: kurtas.category_id,
      brand_id: catalogue.denim.brand_id,
    });
    const after = await locs();
    expect(after).toContain(productUrl(kurta, 'Kurta', 'Denim Republic'));
    expect(after).toContain(`${SITE}/Women/Kurta`);
    expect(after).toHaveLength(before.length + 2);
  });

  it('drops a product once it is deactivated, and another once it is deleted', async () => {
    const { linen, oxford } = catalogue.products;
    const linenUrl = productUrl(linen, 'Casual Shirts', 'Urban Loom');
    const oxfordUrl = productUrl(oxford, 'Casual Shirts', 'Denim Republic');
    expect(await locs()).toEqual(expect.arrayContaining([linenUrl, oxfordUrl]));

    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/${linen.product_id}`,
      headers: admin,
      payload: {
        name: linen.name,
        description: 'A fine product.',
        price: linen.price,
        stock: 10,
        category_id: catalogue.menShirts.category_id,
        brand_id: catalogue.loom.brand_id,
        is_active: false,
      },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const afterDeactivation = await locs();
    expect(afterDeactivation).not.toContain(linenUrl);
    expect(afterDeactivation).toContain(oxfordUrl);
    expect(afterDeactivation).toContain(`${SITE}/Men/Casual%20Shirts`);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/Product/${oxford.product_id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const afterDeletion = await locs();
    expect(afterDeletion).not.toContain(oxfordUrl);
    // No active shirt is left: the listing goes too.
    expect(afterDeletion).not.toContain(`${SITE}/Men/Casual%20Shirts`);
  });

  it('follows a category renamed through the admin API to its listing and product URLs', async () => {
    const { crewTee } = catalogue.products;
    expect(await locs()).toContain(`${SITE}/Men/T-Shirt`);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/Category/${catalogue.menTees.category_id}`,
      headers: admin,
      payload: { name: 'Tees', description: 'Tees', parentcategory_id: catalogue.men.parentcategory_id },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await locs();
    expect(after).toContain(`${SITE}/Men/Tees`);
    expect(after).not.toContain(`${SITE}/Men/T-Shirt`);
    expect(after).toContain(productUrl(crewTee, 'Tees', 'Urban Loom'));
  });
});

describe('escaping', () => {
  it('escapes XML and encodes names in URLs the way the menu links them', async () => {
    const shirtsAndTops = await factory.category(catalogue.women.parentcategory_id, 'Shirts & Tops');
    const mensWear = await factory.category(catalogue.men.parentcategory_id, "Men's <Wear>");
    const brand = await factory.brand('H&M');
    const product = await factory.product({
      name: 'Salt & Pepper "Tee"',
      category_id: shirtsAndTops.category_id,
      brand_id: brand.brand_id,
    });
    await factory.product({ name: 'Wool Vest', category_id: mensWear.category_id, brand_id: brand.brand_id });
    const { xml, document } = await fetchXml<UrlSet>('/sitemap.xml');
    const listed = (document.urlset.url ?? []).map((entry) => entry.loc);
    expect(listed).toContain(`${SITE}/Women/Shirts%20%26%20Tops`);
    expect(listed).toContain(`${SITE}/Men/Men's%20%3CWear%3E`);
    expect(listed).toContain(`${SITE}/shirts--tops/hm/salt--pepper-tee/${product.product_id}`);
    // Every ampersand in the text starts an entity.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    expect(xml).toContain(`<loc>${SITE}/Men/Men&apos;s%20%3CWear%3E</loc>`);
  });

  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('the sitemap index', () => {
  it('lists files of at most the page size once the URLs do not fit in one, and they hold every URL', async () => {
    const all = await locs();
    const { document } = await fetchXml<SitemapIndex>(`${SMALL}/sitemap.xml`);
    expect(document.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = document.sitemapindex.sitemap.map((entry) => entry.loc);
    expect(files).toEqual(
      Array.from({ length: Math.ceil(all.length / 3) }, (_, index) => `${SITE}${SMALL}/sitemap-${index + 1}.xml`),
    );
    const pages = [];
    for (const file of files) pages.push(await locs(file.slice(SITE.length)));
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(3);
    expect(pages.flat()).toEqual(all);
  });

  it('answers 404 for a file the index does not list, and for any file while one file holds everything', async () => {
    const count = (await fetchXml<SitemapIndex>(`${SMALL}/sitemap.xml`)).document.sitemapindex.sitemap.length;
    for (const url of [`${SMALL}/sitemap-${count + 1}.xml`, `${SMALL}/sitemap-0.xml`, `${SMALL}/sitemap-x.xml`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: 'The sitemap has no such file.', code: 'NOT_FOUND' });
    }
    const single = await t.app.inject('/sitemap-1.xml');
    expect(single.statusCode).toBe(404);
  });
});
