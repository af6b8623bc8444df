import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { images } from '../../db/schema/index.ts';

// An inactive product is the admin's alone (docs/product/admin.md#products): every public read answers as if it did
// not exist, the admin's token still reads it, and no cached response shows it once it is deactivated.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: { authorization: string };
let shopper: { authorization: string };
let hidden: { product_id: number };
let hiddenVariation: { productvariation_id: number; sku: string };

const HIDDEN_NAME = 'Zephyr Velvet Blazer';
const HIDDEN_SKU = 'ZEPHYR-BLZ-M';
const HIDDEN_FILE = 'zephyr-velvet-file';

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
  shopper = bearer(await t.shopperToken());
  const ghostLabel = await factory.brand('Ghost Label');
  const blazers = await factory.category(catalogue.men.parentcategory_id, 'Blazers');
  hidden = await factory.product({
    name: HIDDEN_NAME,
    category_id: blazers.category_id,
    brand_id: ghostLabel.brand_id,
    is_active: false,
  });
  hiddenVariation = await factory.variation(hidden.product_id, { sku: HIDDEN_SKU });
  await factory.value(hiddenVariation.productvariation_id, catalogue.size.attribute_id, 'M');
  await t.database.db
    .insert(images)
    .values({ product_id: hidden.product_id, file_key: HIDDEN_FILE, widths: [240], sort_order: 0 });
});
afterAll(() => t.close());

describe('reads of an inactive product', () => {
  const routes = () => [
    { url: `/api/Product/${hidden.product_id}`, shows: HIDDEN_NAME, message: 'Product not found.' },
    { url: `/api/ProductVariation/${hidden.product_id}`, shows: HIDDEN_SKU, message: 'Product not found.' },
    {
      url: `/api/ProductVariation/${hiddenVariation.productvariation_id}/detail`,
      shows: HIDDEN_SKU,
      message: 'Variation not found.',
    },
    {
      url: `/api/ProductVariation/${hiddenVariation.productvariation_id}/value`,
      shows: HIDDEN_SKU,
      message: 'Variation not found.',
    },
    {
      url: `/api/VariationAttributeValue/${hiddenVariation.productvariation_id}`,
      shows: HIDDEN_SKU,
      message: 'Variation not found.',
    },
    { url: `/api/Product/${hidden.product_id}/images`, shows: HIDDEN_FILE, message: 'Product not found.' },
  ];

  it('answer 404, as for an unknown product, to nobody, a shopper and an expired token', async () => {
    for (const { url, shows, message } of routes()) {
      for (const headers of [{}, shopper, bearer('not-a-token')]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ message, code: 'NOT_FOUND', request_id: expect.any(String) });
        expect(response.body).not.toContain(shows);
      }
    }
  });

  it('answer the admin with the product, except GET /Product/{id}, whose admin twin is /Product/{id}/admin', async () => {
    for (const { url, shows } of routes().slice(1)) {
      const response = await t.app.inject({ url, headers: admin });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(shows);
    }
    const adminView = await t.app.inject({ url: `/api/Product/${hidden.product_id}/admin`, headers: admin });
    expect(adminView.json()).toMatchObject({ name: HIDDEN_NAME, is_active: false });
  });

  it('an unknown product has no images either (404, not an empty list)', async () => {
    const response = await t.app.inject('/api/Product/99999/images');
    expect(response.statusCode).toBe(404);
  });

  it('never appear in listings, search, suggestions, brand, category or collection pages', async () => {
    const reads = [
      '/api/Product?pageSize=100',
      '/api/Product?categoryName=Blazers',
      '/api/Product/products?parentcategory=Men&subcategories=Blazers&brand=Ghost%20Label',
      '/api/Product/search?rawquery=zephyr%20velvet',
      '/api/Product/search?rawquery=blazer',
      '/api/Product/suggestions?query=zeph',
      '/api/Product/suggestions?query=ghost',
      '/api/Product/suggestions?query=blaz',
    ];
    for (const url of reads) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/Zephyr|Ghost Label|Blazers/);
    }
    const brands = (await t.app.inject('/api/Brand?brand=Men')).json() as Array<{ name: string }>;
    expect(brands.map((brand) => brand.name)).not.toContain('Ghost Label');
    const categories = (await t.app.inject('/api/Category?ParentCategory=Men')).json() as Array<{
      name: string;
      productCount: number;
    }>;
    expect(categories.find((category) => category.name === 'Blazers')?.productCount).toBe(0);
    const men = (await t.app.inject(`/api/ParentCategory/${catalogue.men.parentcategory_id}`)).json();
    expect(men.productCount).toBe(3);
  });
});

describe('deactivating a product', () => {
  it('drops it from every cached public read at once, and reactivating brings it back', async () => {
    const product = catalogue.products.linen;
    const variation = await factory.variation(product.product_id, { sku: 'LINEN-M' });
    const reads = {
      page: `/api/Product/${product.product_id}`,
      listing: '/api/Product?pageSize=100',
      filtered: '/api/Product/products?parentcategory=Men&subcategories=Casual%20Shirts',
      search: '/api/Product/search?rawquery=linen',
      suggestions: '/api/Product/suggestions?query=line',
    };
    // Each read twice: the second comes from the cache (and its fast path).
    for (const url of Object.values(reads)) {
      for (let read = 0; read < 2; read++) expect((await t.app.inject(url)).body, url).toContain('Linen Casual Shirt');
    }
    await factory.editProduct(product.product_id, { is_active: false });
    for (let read = 0; read < 2; read++) {
      expect((await t.app.inject(reads.page)).statusCode).toBe(404);
      for (const url of [reads.listing, reads.filtered, reads.search, reads.suggestions]) {
        const response = await t.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('Linen Casual Shirt');
      }
      const detail = await t.app.inject(`/api/ProductVariation/${variation.productvariation_id}/detail`);
      expect(detail.statusCode).toBe(404);
    }
    await factory.editProduct(product.product_id, { is_active: true });
    for (const url of Object.values(reads)) expect((await t.app.inject(url)).body, url).toContain('Linen Casual Shirt');
  });
});
