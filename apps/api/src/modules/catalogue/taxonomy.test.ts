import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

describe('collections, categories and brands', () => {
  it('lists categories with their collection name and product count', async () => {
    const response = await t.app.inject('/api/category');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<Record<string, unknown>>;
    expect(rows).toContainEqual(
      expect.objectContaining({
        name: 'Casual Shirts',
        parentcategory_name: 'Men',
        productCount: 2,
        description: 'Casual Shirts category',
      }),
    );
    expect(rows[0]).toHaveProperty('created_at');
  });

  it('filters categories by collection name, any case, and by key in any case', async () => {
    for (const url of ['/api/Category?ParentCategory=Men', '/api/CATEGORY?parentcategory=men']) {
      const names = ((await t.app.inject(url)).json() as Array<{ name: string }>).map((row) => row.name);
      expect(names).toEqual(['T-Shirt', 'Casual Shirts']);
    }
  });

  it('gets one category, 404 for an unknown id and 400 for a bad id', async () => {
    const ok = await t.app.inject(`/api/category/${catalogue.menShirts.category_id}`);
    expect(ok.json()).toMatchObject({ name: 'Casual Shirts', parentcategory_id: catalogue.men.parentcategory_id });
    const missing = await t.app.inject('/api/category/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'Category not found.',
      code: 'NOT_FOUND',
      request_id: expect.any(String),
    });
    const bad = await t.app.inject('/api/category/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
  });

  it('lists collections with both id spellings and counts', async () => {
    const rows = (await t.app.inject('/api/parentcategory')).json() as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.name)).toEqual(['Men', 'Women']);
    expect(rows[0]).toMatchObject({
      parentcategory_id: catalogue.men.parentcategory_id,
      ParentCategory_id: catalogue.men.parentcategory_id,
      productCount: 3,
    });
  });

  it('lists brands, and the brands of one collection counted within it', async () => {
    const all = (await t.app.inject('/api/Brand')).json() as Array<{ name: string; productCount: number }>;
    expect(all).toEqual([
      expect.objectContaining({ name: 'Denim Republic', productCount: 2 }),
      expect.objectContaining({ name: 'Urban Loom', productCount: 2 }),
    ]);
    const women = (await t.app.inject('/api/brand?brand=Women')).json() as Array<{
      name: string;
      productCount: number;
    }>;
    expect(women).toEqual([expect.objectContaining({ name: 'Denim Republic', productCount: 1 })]);
  });

  it('answers a repeated read from the cache with an ETag and 304', async () => {
    const first = await t.app.inject('/api/brand');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/brand', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const hit = await t.app.inject('/api/BRAND/');
    expect(hit.statusCode).toBe(200);
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.body).toBe(first.body);
  });

  it('never answers an admin-only or invalid read from the cache', async () => {
    expect((await t.app.inject('/api/Product?pageNumber=1')).statusCode).toBe(200);
    expect((await t.app.inject('/api/Product?pageNumber=1&includeInactive=true')).statusCode).toBe(401);
    expect((await t.app.inject('/api/Product?pageNumber=0')).statusCode).toBe(400);
    expect((await t.app.inject('/api/Product?pageNumber=0')).statusCode).toBe(400);
  });
});

describe('admin writes', () => {
  it('refuses writes without a token (401) and from a shopper (403)', async () => {
    const payload = { name: 'Nope', description: 'x' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/brand', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();
    const shopper = await t.shopperToken();
    const forbidden = await t.app.inject({ method: 'POST', url: '/api/brand', payload, headers: bearer(shopper) });
    expect(forbidden.statusCode).toBe(403);
    const garbage = await t.app.inject({ method: 'POST', url: '/api/brand', payload, headers: bearer('not-a-token') });
    expect(garbage.statusCode).toBe(401);
    for (const [method, url] of [
      ['PUT', '/api/category/1'],
      ['DELETE', '/api/product/1'],
      ['POST', '/api/VariationAttribute'],
      ['DELETE', '/api/VariationAttributeValue/1'],
      ['POST', '/api/ProductVariation'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {}, headers: bearer(shopper) })).statusCode).toBe(403);
    }
  });

  it('validates with the admin form messages (docs/product/admin.md#forms-and-toasts)', async () => {
    const headers = bearer(await t.adminToken());
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      payload: { name: '  ', description: '' },
      headers,
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors).toEqual({
      name: 'Name required',
      description: 'required',
      parentcategory_id: 'required',
    });
    const brand = await t.app.inject({ method: 'POST', url: '/api/brand', payload: {}, headers });
    expect(brand.json().errors).toEqual({ name: 'Name required', description: 'required' });
    const product = await t.app.inject({ method: 'POST', url: '/api/product', payload: { price: '' }, headers });
    expect(product.json().errors).toMatchObject({
      name: 'Name required',
      description: 'required',
      price: 'required',
      stock: 'required',
      category_id: 'required',
      brand_id: 'required',
    });
    const variation = await t.app.inject({ method: 'POST', url: '/api/ProductVariation', payload: {}, headers });
    expect(variation.json().errors).toMatchObject({ sku: 'Name required', price: 'required', stock: 'required' });
    const value = await t.app.inject({
      method: 'POST',
      url: '/api/VariationAttributeValue',
      payload: { productvariation_id: 1 },
      headers,
    });
    expect(value.json().errors).toMatchObject({ attribute_id: 'Name required', value: 'required' });
    const attribute = await t.app.inject({ method: 'POST', url: '/api/VariationAttribute', payload: {}, headers });
    expect(attribute.json().errors).toEqual({ name: 'Name required' });
  });

  it('creates, updates and deletes a collection, category and brand', async () => {
    const headers = bearer(await t.adminToken());
    const kids = await factory.collection('Kids');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/ParentCategory/${kids.parentcategory_id}`,
      payload: { name: 'Kids', description: 'For little ones' },
      headers,
    });
    expect(renamed.json()).toMatchObject({ name: 'Kids', description: 'For little ones' });
    const toys = await factory.category(kids.parentcategory_id, 'Toys');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/category/${toys.category_id}`,
      payload: { name: 'Games', description: 'Board games', parentcategory_id: kids.parentcategory_id },
      headers,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Games', parentcategory_name: 'Kids' });
    expect((await t.app.inject(`/api/category/${toys.category_id}`)).json().name).toBe('Games');

    const busy = await t.app.inject({
      method: 'DELETE',
      url: `/api/ParentCategory/${kids.parentcategory_id}`,
      headers,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This collection still has 1 category. Move or delete them first.');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/category/${toys.category_id}`, headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/ParentCategory/${kids.parentcategory_id}`, headers }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject(`/api/ParentCategory/${kids.parentcategory_id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/category/${toys.category_id}`, headers })).statusCode,
    ).toBe(404);

    const brand = await factory.brand('Saffron Thread');
    const brandUpdate = await t.app.inject({
      method: 'PUT',
      url: `/api/brand/${brand.brand_id}`,
      payload: { name: 'Saffron Threads', description: 'Ethnic wear' },
      headers,
    });
    expect(brandUpdate.json()).toMatchObject({ name: 'Saffron Threads', productCount: 0 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/brand/${brand.brand_id}`, headers })).statusCode).toBe(
      204,
    );
  });

  it('refuses duplicates and deleting what still has products, changing nothing', async () => {
    const headers = bearer(await t.adminToken());
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      payload: { name: 'urban loom', description: 'again' },
      headers,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("A brand named 'urban loom' already exists.");
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      payload: { name: 'T-SHIRT', description: 'x', parentcategory_id: catalogue.men.parentcategory_id },
      headers,
    });
    expect(category.statusCode).toBe(409);

    const brandInUse = await t.app.inject({ method: 'DELETE', url: `/api/brand/${catalogue.loom.brand_id}`, headers });
    expect(brandInUse.statusCode).toBe(409);
    expect(brandInUse.json().message).toBe('This brand still has 2 products. Move or delete them first.');
    const categoryInUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/category/${catalogue.menShirts.category_id}`,
      headers,
    });
    expect(categoryInUse.statusCode).toBe(409);
    expect(categoryInUse.json().message).toBe('This category still has 2 products. Move or delete them first.');
    expect((await t.app.inject(`/api/brand/${catalogue.loom.brand_id}`)).json().productCount).toBe(2);
    expect((await t.app.inject(`/api/product/${catalogue.products.linen.product_id}`)).statusCode).toBe(200);
  });

  it('refuses a category in a collection that does not exist', async () => {
    const headers = bearer(await t.adminToken());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      payload: { name: 'Ghost', description: 'x', parentcategory_id: 9999 },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ parentcategory_id: 'Collection not found' });
  });

  it('keeps reads fresh after a write', async () => {
    const before = (await t.app.inject('/api/brand')).json() as unknown[];
    await factory.brand('Fresh Brand');
    const after = (await t.app.inject('/api/brand')).json() as unknown[];
    expect(after.length).toBe(before.length + 1);
  });
});

describe('variation attributes', () => {
  it('creates, reads, renames and deletes an attribute; refuses deleting one in use', async () => {
    const headers = bearer(await t.adminToken());
    const fit = await factory.attribute('fit');
    expect((await t.app.inject(`/api/VariationAttribute/${fit.attribute_id}`)).json()).toEqual({
      attribute_id: fit.attribute_id,
      name: 'fit',
    });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/variationattribute/${fit.attribute_id}`,
      payload: { name: 'cut' },
      headers,
    });
    expect(renamed.json()).toEqual({ attribute_id: fit.attribute_id, name: 'cut' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/VariationAttribute', payload: { name: 'Size' }, headers }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/VariationAttribute/${fit.attribute_id}`, headers }))
        .statusCode,
    ).toBe(204);

    const variation = await factory.variation(catalogue.products.crewTee.product_id);
    await factory.value(variation.productvariation_id, catalogue.size.attribute_id, 'M');
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/VariationAttribute/${catalogue.size.attribute_id}`,
      headers,
    });
    expect(inUse.statusCode).toBe(409);
    const names = ((await t.app.inject('/api/VariationAttribute')).json() as Array<{ name: string }>).map(
      (row) => row.name,
    );
    expect(names).toEqual(['size', 'color']);
  });
});
