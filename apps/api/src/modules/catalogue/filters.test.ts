import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory } from '../../../test/factories.ts';

// Listing filters and faceted counts (docs/product/storefront.md#filters, docs/product/api.md#filters).

let t: TestApp;
let factory: CatalogueFactory;
let admin: { authorization: string };
let ids: Record<string, number> = {};

type Facet = Array<{ name: string; count: number }>;
interface Facets {
  brands: Facet;
  categories: Facet;
  sizes: Facet;
  colors: Facet;
  prices: Facet;
  discounts: Facet;
}

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const listing = (query: string) =>
  get<{ items: Array<{ name: string }>; totalCount: number }>(`/api/Product/products?pageSize=100&${query}`);
const names = async (query: string) => (await listing(query)).items.map((item) => item.name).sort();
const facets = (query: string) => get<Facets>(`/api/Product/facets?${query}`);
const countOf = (facet: Facet, name: string) => facet.find((option) => option.name === name)?.count ?? 0;

/** A product with variations of (size, colour, stock). */
async function product(
  name: string,
  place: { category_id: number; brand_id: number },
  price: { price: number; discount_price?: number },
  variations: Array<[size: string | null, colour: string, stock: number]>,
  attributes: { size: number; color: number },
) {
  const created = await factory.product({ name, ...place, ...price });
  for (const [size, colour, stock] of variations) {
    const variation = await factory.variation(created.product_id, { ...price, stock });
    if (size) await factory.value(variation.productvariation_id, attributes.size, size);
    await factory.value(variation.productvariation_id, attributes.color, colour);
  }
  ids[name] = created.product_id;
  return created;
}

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  admin = bearer(await t.adminToken());
  ids = {};
  const men = await factory.collection('Men');
  const tees = await factory.category(men.parentcategory_id, 'T-Shirt');
  const watches = await factory.category(men.parentcategory_id, 'Watches');
  const shoes = await factory.category(men.parentcategory_id, 'Casual Shoes');
  const loom = await factory.brand('Urban Loom');
  const denim = await factory.brand('Denim Republic');
  const tickwell = await factory.brand('Tickwell');
  const size = (await factory.attribute('size')).attribute_id;
  const color = (await factory.attribute('color')).attribute_id;
  const attributes = { size, color };
  const tee = (brand: number) => ({ category_id: tees.category_id, brand_id: brand });
  // Urban Loom tees: red (maroon) M in stock, navy M sold out + L in stock, white XL.
  await product(
    'Maroon Tee',
    tee(loom.brand_id),
    { price: 800 },
    [
      ['M', 'Maroon', 3],
      ['S', 'Maroon', 2],
    ],
    attributes,
  );
  await product(
    'Navy Tee',
    tee(loom.brand_id),
    { price: 1500, discount_price: 900 },
    [
      ['M', 'Navy', 0],
      ['L', 'Navy', 4],
    ],
    attributes,
  );
  await product(
    'White Tee',
    tee(loom.brand_id),
    { price: 2500, discount_price: 2000 },
    [['XL', 'Off-White', 1]],
    attributes,
  );
  // A Denim Republic tee in teal (green), M, half price.
  await product('Teal Tee', tee(denim.brand_id), { price: 1200, discount_price: 600 }, [['M', 'Teal', 5]], attributes);
  // Tickwell makes only watches: no T-shirt.
  await product(
    'Steel Watch',
    { category_id: watches.category_id, brand_id: tickwell.brand_id },
    { price: 4000 },
    [[null, 'Silver', 2]],
    attributes,
  );
  await product(
    'Runner Shoe',
    { category_id: shoes.category_id, brand_id: denim.brand_id },
    { price: 3000 },
    [
      ['10', 'Black', 2],
      ['8', 'Black', 2],
    ],
    attributes,
  );
});
afterAll(() => t.close());

describe('filters narrow the listing', () => {
  it('by size in stock, colour family, price on the selling price and discount', async () => {
    const men = 'parentcategory=Men&subcategories=T-Shirt';
    expect(await names(`${men}&size=M`)).toEqual(['Maroon Tee', 'Teal Tee']); // Navy's M is sold out
    expect(await names(`${men}&color=red`)).toEqual(['Maroon Tee']);
    expect(await names(`${men}&color=green&color=white`)).toEqual(['Teal Tee', 'White Tee']);
    expect(await names(`${men}&price_max=999`)).toEqual(['Maroon Tee', 'Navy Tee', 'Teal Tee']);
    expect(await names(`${men}&price_min=900&price_max=1999`)).toEqual(['Navy Tee']);
    expect(await names(`${men}&discount_min=40`)).toEqual(['Navy Tee', 'Teal Tee']);
    expect(await names(`${men}&discount_min=50`)).toEqual(['Teal Tee']);
    expect(await names(`${men}&size=M&price_max=999&color=red`)).toEqual(['Maroon Tee']);
  });

  it('pages a filtered listing consistently', async () => {
    const query = 'parentcategory=Men&subcategories=T-Shirt&price_max=999&sort=price_asc';
    const first = await get<{ items: Array<{ name: string }>; totalCount: number }>(
      `/api/Product/products?${query}&pageSize=2&pageNumber=1`,
    );
    const second = await get<{ items: Array<{ name: string }>; totalCount: number }>(
      `/api/Product/products?${query}&pageSize=2&pageNumber=2`,
    );
    expect(first.totalCount).toBe(3);
    expect([...first.items, ...second.items].map((item) => item.name)).toEqual(['Teal Tee', 'Maroon Tee', 'Navy Tee']);
  });
});

describe('faceted counts', () => {
  it('count brands within the subcategory only: a brand with no T-shirt is not offered', async () => {
    const tees = await facets('parentcategory=Men&subcategories=T-Shirt');
    expect(tees.brands).toEqual([
      { name: 'Urban Loom', count: 3 },
      { name: 'Denim Republic', count: 1 },
    ]);
    expect(countOf(tees.brands, 'Tickwell')).toBe(0);
  });

  it('count each facet with the other filters, not its own', async () => {
    const base = 'parentcategory=Men&subcategories=T-Shirt';
    const loom = await facets(`${base}&brand=Urban Loom`);
    // The brand narrows the sizes and colours; the brand list itself still offers the other brand.
    expect(loom.sizes).toEqual([
      { name: 'S', count: 1 },
      { name: 'M', count: 1 },
      { name: 'L', count: 1 },
      { name: 'XL', count: 1 },
    ]);
    expect(countOf(loom.colors, 'green')).toBe(0);
    expect(countOf(loom.brands, 'Denim Republic')).toBe(1);
    const all = await facets(base);
    expect(countOf(all.sizes, 'M')).toBe(2);
    expect(countOf(all.colors, 'green')).toBe(1);
  });

  it('match the items the listing returns for every option', async () => {
    const base = 'parentcategory=Men&subcategories=T-Shirt&price_max=1999';
    const counted = await facets(base);
    for (const option of counted.sizes) {
      expect((await listing(`${base}&size=${option.name}`)).totalCount, `size ${option.name}`).toBe(option.count);
    }
    for (const option of counted.colors) {
      expect((await listing(`${base}&color=${option.name}`)).totalCount, `colour ${option.name}`).toBe(option.count);
    }
    for (const option of counted.brands) {
      expect((await listing(`${base}&brand=${option.name}`)).totalCount).toBe(option.count);
    }
    for (const option of counted.discounts) {
      expect((await listing(`${base}&discount_min=${option.name}`)).totalCount).toBe(option.count);
    }
    const all = await facets('parentcategory=Men&subcategories=T-Shirt');
    for (const option of all.prices) {
      const [min, max] = option.name.split('-');
      const range = `price_min=${min}${max ? `&price_max=${max}` : ''}`;
      expect((await listing(`parentcategory=Men&subcategories=T-Shirt&${range}`)).totalCount, option.name).toBe(
        option.count,
      );
    }
    expect(all.prices.map((option) => option.name)).toEqual(['500-999', '2000-4999']);
  });

  it('count sizes in stock only, and follow stock as it moves', async () => {
    const base = 'parentcategory=Men&subcategories=T-Shirt&brand=Urban Loom&color=navy';
    expect((await facets(base)).sizes).toEqual([{ name: 'L', count: 1 }]);
    const product = (
      await get<{
        variations: Array<{
          productvariation_id: number;
          sku: string;
          price: number;
          attributes: Array<{ value: string }>;
        }>;
      }>(`/api/Product/${ids['Navy Tee']}`)
    ).variations.find((variation) => variation.attributes.some((value) => value.value === 'M'))!;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/ProductVariation/${product.productvariation_id}`,
      headers: admin,
      payload: { sku: product.sku, price: 1500, discount_price: 900, stock: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await facets(base)).sizes).toEqual([
      { name: 'M', count: 1 },
      { name: 'L', count: 1 },
    ]);
    expect(await names('parentcategory=Men&subcategories=T-Shirt&size=M')).toContain('Navy Tee');
  });

  it('offer sizes only within one category, never mixing systems', async () => {
    expect((await facets('parentcategory=Men')).sizes).toEqual([]);
    expect((await facets('parentcategory=Men&subcategories=Casual Shoes')).sizes.map((size) => size.name)).toEqual([
      '8',
      '10',
    ]);
  });

  it('answer search scopes too', async () => {
    const found = await facets('rawquery=tee&color=red');
    expect(found.brands).toEqual([{ name: 'Urban Loom', count: 1 }]);
  });
});

describe('validation', () => {
  const refused = async (query: string, message: RegExp) => {
    for (const path of ['/api/Product/products', '/api/Product/facets', '/api/Product/search?rawquery=tee']) {
      const response = await t.app.inject(`${path}${path.includes('?') ? '&' : '?'}${query}`);
      expect(response.statusCode, `${path} ${query}`).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  };

  it('refuses each malformed parameter with a clear message', async () => {
    await refused('price_min=-1', /price_min: a whole number of rupees/);
    await refused('price_max=abc', /price_max: a whole number of rupees/);
    await refused('price_min=10.5', /price_min: a whole number of rupees/);
    await refused('price_min=1000&price_max=500', /price_max: must not be below price_min/);
    await refused('discount_min=0', /discount_min: a whole percent from 1 to 99/);
    await refused('discount_min=100', /discount_min: a whole percent from 1 to 99/);
    await refused('color=chartreuse', /color: each a colour family/);
    await refused(`size=${'X'.repeat(41)}`, /size: each value at most 40 characters/);
    await refused(Array.from({ length: 31 }, (_, index) => `brand=b${index}`).join('&'), /brand: at most 30 values/);
  });
});

describe('colour families set by the admin', () => {
  it('refuses a family for a colour the table knows, and counts an unknown colour once the admin sets one', async () => {
    const color = (await get<Array<{ attribute_id: number; name: string }>>('/api/VariationAttribute')).find(
      (attribute) => attribute.name === 'color',
    )!;
    const tee = await get<{ category_id: number; brand_id: number }>(`/api/Product/${ids['Maroon Tee']}`);
    const created = await factory.product({
      name: 'Sunset Tee',
      category_id: tee.category_id,
      brand_id: tee.brand_id,
      price: 700,
    });
    const variation = await factory.variation(created.product_id, { price: 700 });
    const value = await factory.value(variation.productvariation_id, color.attribute_id, 'Sunset Glow');
    const base = 'parentcategory=Men&subcategories=T-Shirt';
    expect(await names(`${base}&color=orange`)).toEqual([]);

    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/VariationAttributeValue/${value.attributevalue_id}`,
        headers: admin,
        payload,
      });
    const known = await put({ attribute_id: color.attribute_id, value: 'Maroon', color_family: 'orange' });
    expect(known.statusCode).toBe(400);
    expect(known.json().message).toMatch(/already red in the colour table/);
    expect(
      (await get<Array<{ value: string }>>(`/api/VariationAttributeValue/${variation.productvariation_id}`))[0]!.value,
    ).toBe('Sunset Glow');

    const set = await put({ attribute_id: color.attribute_id, value: 'Sunset Glow', color_family: 'orange' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().color_family).toBe('orange');
    expect(await names(`${base}&color=orange`)).toEqual(['Sunset Tee']);
    expect(countOf((await facets(base)).colors, 'orange')).toBe(1);
    expect(
      (await get<{ items: Array<{ name: string }> }>('/api/Product/search?rawquery=orange%20tee')).items.map(
        (item) => item.name,
      ),
    ).toEqual(['Sunset Tee']);
  });
});
