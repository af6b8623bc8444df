import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory } from '../../../test/factories.ts';

let t: TestApp;

const names = async (url: string) => {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: Array<{ name: string }>; totalCount: number } | Array<{ name: string }>;
  return (Array.isArray(body) ? body : body.items).map((item) => item.name);
};

beforeAll(async () => {
  t = await buildTestApp();
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const men = await factory.collection('Men');
  const women = await factory.collection('Women');
  const menTees = await factory.category(men.parentcategory_id, 'T-Shirt');
  const menShirts = await factory.category(men.parentcategory_id, 'Casual Shirts');
  const womenTops = await factory.category(women.parentcategory_id, 'Tops');
  const sarees = await factory.category(women.parentcategory_id, 'Sarees');
  const loom = await factory.brand('Urban Loom');
  const saffron = await factory.brand('Saffron Thread');
  const color = await factory.attribute('color');
  await factory.product({
    name: 'Classic Crew Neck T-Shirt',
    category_id: menTees.category_id,
    brand_id: loom.brand_id,
  });
  await factory.product({ name: 'Oversized Graphic Tee', category_id: menTees.category_id, brand_id: loom.brand_id });
  await factory.product({
    name: 'Oxford Button-Down Shirt',
    category_id: menShirts.category_id,
    brand_id: loom.brand_id,
  });
  await factory.product({ name: 'Linen Casual Shirt', category_id: menShirts.category_id, brand_id: saffron.brand_id });
  await factory.product({ name: 'Peplum Top', category_id: womenTops.category_id, brand_id: saffron.brand_id });
  const saree = await factory.product({
    name: 'Banarasi Silk Saree',
    category_id: sarees.category_id,
    brand_id: saffron.brand_id,
  });
  const maroon = await factory.variation(saree.product_id);
  await factory.value(maroon.productvariation_id, color.attribute_id, 'Maroon');
  for (let index = 1; index <= 12; index++) {
    await factory.product({
      name: `Shirt Style ${index}`,
      category_id: menShirts.category_id,
      brand_id: loom.brand_id,
    });
  }
});
afterAll(() => t.close());

describe('search', () => {
  it("finds 'tshirt', 't-shirt' and 't shirt' alike", async () => {
    const results = await Promise.all(
      ['tshirt', 't-shirt', 't%20shirt', 'T-SHIRTS'].map((query) => names(`/api/product/search?rawquery=${query}`)),
    );
    for (const result of results) expect(result.sort()).toEqual(['Classic Crew Neck T-Shirt', 'Oversized Graphic Tee']);
  });

  it('covers name, brand, category, collection and colour, ranking name matches first', async () => {
    expect(await names('/api/product/search?rawquery=saffron')).toHaveLength(3);
    expect(await names('/api/product/search?rawquery=maroon')).toEqual(['Banarasi Silk Saree']);
    expect(await names('/api/product/search?rawquery=women%20top')).toEqual(['Peplum Top']);
    const shirts = await names('/api/product/search?rawquery=shirt&pageSize=100');
    expect(shirts).toHaveLength(14);
    expect(shirts).not.toContain('Classic Crew Neck T-Shirt');
    const oxford = await names('/api/product/search?rawquery=oxford%20shirt');
    expect(oxford[0]).toBe('Oxford Button-Down Shirt');
  });

  it('narrows by collection, sorts and pages', async () => {
    expect(await names('/api/product/search?rawquery=tee&category=Women')).toEqual([]);
    const page = (await t.app.inject('/api/product/search?rawquery=shirt&sort=newest&pageSize=5&pageNumber=2')).json();
    expect(page.totalCount).toBe(14);
    expect(page.items).toHaveLength(5);
  });

  it('tolerates a typo', async () => {
    expect((await names('/api/product/search?rawquery=shrit&pageSize=100')).length).toBe(14);
    expect(await names('/api/product/search?rawquery=banarsi')).toEqual(['Banarasi Silk Saree']);
  });

  it('refuses a blank query and answers nothing for nonsense', async () => {
    expect((await t.app.inject('/api/product/search?rawquery=%20%20')).statusCode).toBe(400);
    expect((await t.app.inject('/api/product/search')).statusCode).toBe(400);
    expect(await names('/api/product/search?rawquery=zzzzqqq')).toEqual([]);
    expect(await names("/api/product/search?rawquery=')%20%26%20!%3A*")).toEqual([]);
  });
});

describe('suggestions', () => {
  it('start at 2 characters', async () => {
    expect((await t.app.inject('/api/product/suggestions?query=s')).json()).toEqual([]);
    expect((await t.app.inject('/api/product/suggestions')).json()).toEqual([]);
    expect((await names('/api/product/suggestions?query=sa')).length).toBeGreaterThan(0);
  });

  it('return at most 10 names, brands and categories first', async () => {
    const shirts = await names('/api/product/suggestions?query=shi');
    expect(shirts).toHaveLength(10);
    expect(shirts[0]).toBe('Men Casual Shirts');
    expect(await names('/api/Product/Suggestions?query=urban')).toEqual(expect.arrayContaining(['Urban Loom']));
    expect((await names('/api/Product/Suggestions?query=urban'))[0]).toBe('Urban Loom');
  });

  it("tolerate a typo: 'shrit' finds shirts", async () => {
    const suggestions = await names('/api/product/suggestions?query=shrit');
    expect(suggestions).toContain('Linen Casual Shirt');
  });

  it('match the tshirt spellings', async () => {
    expect(await names('/api/product/suggestions?query=t-sh')).toContain('Classic Crew Neck T-Shirt');
    expect(await names('/api/product/suggestions?query=t%20sh')).toContain('Classic Crew Neck T-Shirt');
  });
});
