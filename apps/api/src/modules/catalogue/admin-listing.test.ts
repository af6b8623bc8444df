import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';

let t: TestApp;
let admin: Record<string, string>;
let zebraId: number;

interface Page {
  items: Array<{ product_id: number; name: string; description?: string; is_active: boolean }>;
  totalCount: number;
}

const adminPage = async (query: string) => {
  const response = await t.app.inject({ url: `/api/Product?includeInactive=true&${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  const place = { category_id: catalogue.menTees.category_id, brand_id: catalogue.loom.brand_id };
  zebraId = (
    await factory.product({ ...place, name: 'zebra Print Tee', is_active: false, description: 'Stripes all over.' })
  ).product_id;
  await factory.product({ ...place, name: '100% Cotton Tee' });
  await factory.product({ ...place, name: 'Tee_Shirt Basic' });
});
afterAll(() => t.close());

describe("the admin's product listing", () => {
  it('filters by part of the name in any case, inactive products included', async () => {
    const shirts = await adminPage('name=SHIRT&pageSize=100');
    expect(shirts.items.map((item) => item.name).sort()).toEqual(
      [
        'Linen Casual Shirt',
        'Oxford Casual Shirt',
        'Relaxed Graphic T-Shirt',
        'Tee_Shirt Basic',
        'Classic Crew Neck T-Shirt',
      ].sort(),
    );
    expect(shirts.totalCount).toBe(5);
    const zebra = await adminPage('NAME=zebra');
    expect(zebra.items).toHaveLength(1);
    expect(zebra.items[0]).toMatchObject({
      name: 'zebra Print Tee',
      is_active: false,
      description: 'Stripes all over.',
    });
  });

  it('matches %, _ and backslash literally', async () => {
    expect((await adminPage(`name=${encodeURIComponent('100%')}`)).items.map((item) => item.name)).toEqual([
      '100% Cotton Tee',
    ]);
    expect((await adminPage(`name=${encodeURIComponent('%')}`)).totalCount).toBe(1);
    expect((await adminPage('name=_')).items.map((item) => item.name)).toEqual(['Tee_Shirt Basic']);
    expect((await adminPage(`name=${encodeURIComponent('\\')}`)).totalCount).toBe(0);
  });

  it('sorts by name both ways, ignoring case, and pages the result', async () => {
    const all = await adminPage('sort=name_asc&pageSize=100');
    const names = all.items.map((item) => item.name);
    expect(names).toHaveLength(7);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.at(-1)).toBe('zebra Print Tee');
    const descending = await adminPage('sort=name_desc&pageSize=100');
    expect(descending.items.map((item) => item.name)).toEqual([...names].reverse());

    const first = await adminPage('sort=name_asc&pageSize=3&pageNumber=1&name=t');
    const third = await adminPage('sort=name_asc&pageSize=3&pageNumber=3&name=t');
    expect(first.totalCount).toBe(7);
    expect(first.items.map((item) => item.name)).toEqual(names.slice(0, 3));
    expect(third.items.map((item) => item.name)).toEqual(names.slice(6));
    expect(all.items.every((item) => typeof item.description === 'string')).toBe(true);
  });

  it('keeps the name filter and sorts away from shoppers and non-admins', async () => {
    const shopperList = await t.app.inject('/api/Product?name=shirt');
    expect(shopperList.statusCode).toBe(400);
    expect(shopperList.json().message).toMatch(/admin listing/);
    expect((await t.app.inject('/api/Product?sort=name_asc')).statusCode).toBe(400);
    expect((await t.app.inject('/api/Product?sort=price_asc')).json().items[0].description).toBeUndefined();
    expect((await t.app.inject('/api/Product?includeInactive=true&name=shirt')).statusCode).toBe(401);
    const shopper = bearer(await t.shopperToken());
    expect(
      (await t.app.inject({ url: '/api/Product?includeInactive=true&name=shirt', headers: shopper })).statusCode,
    ).toBe(403);
    const badSort = await t.app.inject({ url: '/api/Product?includeInactive=true&sort=name', headers: admin });
    expect(badSort.statusCode).toBe(400);
  });
});

describe('admin-only reads and the response cache', () => {
  // The response cache answers hits before authentication runs (docs/decisions/001-catalogue-response-cache.md),
  // so an admin-only answer must never be stored: the same URL read afterwards without a token, or with a
  // shopper's, is refused and shows none of it.
  it('answers an admin-only URL read by the admin with 401 or 403, and no product data, to everyone else', async () => {
    const shopper = bearer(await t.shopperToken('cache-probe@example.com'));
    const urls = [
      ['/api/Product?includeInactive=true&pageSize=100', '/api/product?PAGESIZE=100&includeinactive=true'],
      [`/api/Product/${zebraId}/admin`, `/api/product/${zebraId}/ADMIN`],
    ] as const;
    for (const [url, sameKey] of urls) {
      for (let read = 0; read < 2; read++) {
        const asAdmin = await t.app.inject({ url, headers: admin });
        expect(asAdmin.statusCode, url).toBe(200);
        expect(asAdmin.body).toContain('zebra Print Tee');
      }
      for (const candidate of [url, sameKey]) {
        for (const [who, headers, status] of [
          ['nobody', {}, 401],
          ['a shopper', shopper, 403],
        ] as const) {
          const response = await t.app.inject({ url: candidate, headers });
          expect(response.statusCode, `${candidate} as ${who}`).toBe(status);
          expect(response.body, `${candidate} as ${who}`).not.toContain('zebra');
          expect(response.body).not.toContain('Stripes all over.');
          expect(Object.keys(response.json()).sort(), `${candidate} as ${who}`).toEqual([
            'code',
            'message',
            'request_id',
          ]);
          expect(response.headers.etag).toBeUndefined();
        }
      }
    }
  });
});
