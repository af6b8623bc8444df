import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory } from '../../../test/factories.ts';

// Search understands colour families and synonyms, and a search with no results offers what to try
// (docs/product/storefront.md#search-synonyms, docs/product/storefront.md#no-results).

let t: TestApp;

interface Page {
  items: Array<{ name: string }>;
  totalCount: number;
  noResults?: {
    didYouMean: string | null;
    closestCategory: { collection: string; name: string } | null;
    popular: Array<{ name: string }>;
  };
}
const search = async (query: string): Promise<Page> => {
  const response = await t.app.inject(`/api/Product/search?pageSize=100&rawquery=${encodeURIComponent(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const names = async (query: string) => (await search(query)).items.map((item) => item.name).sort();

beforeAll(async () => {
  t = await buildTestApp();
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const men = await factory.collection('Men');
  const women = await factory.collection('Women');
  const tees = await factory.category(men.parentcategory_id, 'T-Shirt');
  const pants = await factory.category(men.parentcategory_id, 'Track Pants');
  const kurtas = await factory.category(women.parentcategory_id, 'Kurta');
  const sarees = await factory.category(women.parentcategory_id, 'Sarees');
  const brand = await factory.brand('Saffron Thread');
  const color = await factory.attribute('color');
  const coloured = async (name: string, category_id: number, colour: string, units = 0) => {
    const product = await factory.product({ name, category_id, brand_id: brand.brand_id });
    const variation = await factory.variation(product.product_id);
    await factory.value(variation.productvariation_id, color.attribute_id, colour);
    if (units) {
      await t.database.db.execute(
        sql`UPDATE products SET units_sold = ${units} WHERE product_id = ${product.product_id}`,
      );
    }
  };
  await coloured('Festive Anarkali Kurta', kurtas.category_id, 'Maroon', 50);
  await coloured('Straight Cotton Kurta', kurtas.category_id, 'Mustard');
  await coloured('Chikankari Kurta', kurtas.category_id, 'White');
  await coloured('Banarasi Silk Saree', sarees.category_id, 'Red', 20);
  await coloured('Classic Crew Neck T-Shirt', tees.category_id, 'Navy', 10);
  await coloured('Fleece Track Pants', pants.category_id, 'Charcoal');
});
afterAll(() => t.close());

describe('colour families', () => {
  it('"red kurta" finds the maroon kurta, and not the mustard or white ones', async () => {
    expect(await names('red kurta')).toEqual(['Festive Anarkali Kurta']);
    expect(await names('red')).toEqual(['Banarasi Silk Saree', 'Festive Anarkali Kurta']);
    expect(await names('grey')).toEqual(['Fleece Track Pants']);
  });
});

describe('synonyms', () => {
  it('tee, kurti, sari and joggers find T-shirts, kurtas, sarees and track pants', async () => {
    expect(await names('tee')).toEqual(['Classic Crew Neck T-Shirt']);
    expect(await names('kurti')).toEqual(['Chikankari Kurta', 'Festive Anarkali Kurta', 'Straight Cotton Kurta']);
    expect(await names('sari')).toEqual(['Banarasi Silk Saree']);
    expect(await names('joggers')).toEqual(['Fleece Track Pants']);
    expect(await names('white kurti')).toEqual(['Chikankari Kurta']);
  });
});

describe('a search with no results', () => {
  it('offers the words that find something, the closest category and best sellers', async () => {
    const page = await search('kurtaa zzqxv');
    expect(page.totalCount).toBe(0);
    expect(page.noResults?.didYouMean).toBe('kurta');
    expect((await search(page.noResults!.didYouMean!)).totalCount).toBe(3);
    expect(page.noResults?.closestCategory).toEqual({ collection: 'Women', name: 'Kurta' });
    expect(page.noResults?.popular.map((item) => item.name)).toEqual([
      'Festive Anarkali Kurta',
      'Banarasi Silk Saree',
      'Classic Crew Neck T-Shirt',
      expect.any(String),
    ]);
  });

  it('offers no "Did you mean" when nothing would be found, and nothing at all when results exist', async () => {
    const page = await search('zzqxv');
    expect(page.noResults?.didYouMean).toBeNull();
    expect(page.noResults?.popular.length).toBeGreaterThan(0);
    expect((await search('kurta')).noResults).toBeUndefined();
  });
});
