import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

interface Page {
  items: Array<{
    product_id: number;
    name: string;
    price: number;
    discount_price: number;
    discount: number;
    brand_name: string;
    category_name: string;
    parentcategory_name: string;
    images: unknown[];
  }>;
  totalCount: number;
}

const page = async (url: string) => {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

describe('product listing', () => {
  it('pages GET /Product with items and totalCount', async () => {
    const first = await page('/api/Product?pageNumber=1&pageSize=3');
    expect(first.totalCount).toBe(4);
    expect(first.items).toHaveLength(3);
    const second = await page('/api/product?PAGENUMBER=2&pagesize=3');
    expect(second.items).toHaveLength(1);
    const ids = [...first.items, ...second.items].map((item) => item.product_id);
    expect(new Set(ids).size).toBe(4);
  });

  it('uses 24 per page by default and caps pageSize at 100', async () => {
    for (let index = 0; index < 22; index++) {
      await factory.product({
        category_id: catalogue.menTees.category_id,
        brand_id: catalogue.loom.brand_id,
        price: 100 + index,
      });
    }
    expect((await page('/api/Product')).items).toHaveLength(24);
    expect((await page('/api/Product?pageSize=500')).items).toHaveLength(26);
    const bad = await t.app.inject('/api/Product?pageNumber=0');
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject('/api/Product?sort=cheapest')).statusCode).toBe(400);
  });

  it('sorts by selling price, newest and popularity', async () => {
    const asc = (await page('/api/Product?sort=price_asc&pageSize=100')).items.map((item) => item.discount_price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await page('/api/Product?sort=price_desc&pageSize=100')).items.map((item) => item.discount_price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    // The Oxford shirt costs 1499 with 20% off (1199.20): it sells below the 1999 linen shirt.
    const shirts = (
      await page('/api/Product/products?parentcategory=Men&subcategories=Casual%20Shirts&sort=price_desc')
    ).items;
    expect(shirts.map((item) => item.name)).toEqual(['Linen Casual Shirt', 'Oxford Casual Shirt']);
    const newest = (await page('/api/Product?sort=newest&pageSize=100')).items.map((item) => item.product_id);
    expect(newest[0]).toBe(Math.max(...newest));
    const popular = await page('/api/Product?sort=popularity&pageSize=100');
    expect(popular.totalCount).toBe(26);
  });

  it('computes discount consistently from price and discount price', async () => {
    const detail = (await t.app.inject(`/api/Product/${catalogue.products.crewTee.product_id}`)).json();
    expect(detail).toMatchObject({ price: 799, discount_price: 599, discount: 25 });
    expect(catalogue.products.oxford).toMatchObject({ price: 1499, discount_price: 1199.2, discount: 20 });
    expect(catalogue.products.linen).toMatchObject({ price: 1999, discount_price: 1999, discount: 0 });
    const headers = bearer(await t.adminToken());
    const tooHigh = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers,
      payload: {
        name: 'X',
        description: 'x',
        price: 100,
        discount_price: 150,
        stock: 1,
        category_id: catalogue.menTees.category_id,
        brand_id: catalogue.loom.brand_id,
        country_of_origin: 'India',
      },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors).toEqual({ discount_price: 'Discount price cannot be above the price' });
  });

  it('filters by CategoryName and ParentCategory', async () => {
    const tees = await page('/api/product?CategoryName=T-Shirt&ParentCategory=Women');
    expect(tees.items.map((item) => item.name)).toEqual(['Relaxed Graphic T-Shirt']);
    expect(tees.items[0]).toMatchObject({
      category_name: 'T-Shirt',
      parentcategory_name: 'Women',
      brand_name: 'Denim Republic',
    });
    const men = await page('/api/product?ParentCategory=men&pageSize=100');
    expect(men.totalCount).toBe(25);
  });

  it('filters /product/products by repeated subcategories and brands, matching names by slug', async () => {
    const both = await page(
      '/api/product/products?parentcategory=Men&subcategories=t-shirt&subcategories=casual-shirts&brand=Denim%20Republic',
    );
    expect(both.items.map((item) => item.name)).toEqual(['Oxford Casual Shirt']);
    const twoBrands = await page(
      '/api/product/products?parentcategory=Men&subcategories=Casual%20Shirts&brand=Denim%20Republic&brand=urban%20loom',
    );
    expect(twoBrands.totalCount).toBe(2);
    const none = await page('/api/product/products?parentcategory=Kids');
    expect(none).toEqual({ items: [], totalCount: 0 });
  });

  it('hides inactive products from shoppers but not from the admin', async () => {
    const hidden = await factory.product({
      name: 'Hidden Hoodie',
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
      is_active: false,
    });
    expect((await t.app.inject(`/api/product/${hidden.product_id}`)).statusCode).toBe(404);
    const shopperList = await page('/api/Product?pageSize=100');
    expect(shopperList.items.some((item) => item.product_id === hidden.product_id)).toBe(false);
    expect((await t.app.inject('/api/Product?includeInactive=true')).statusCode).toBe(401);
    const adminList = await t.app.inject({
      url: '/api/Product?includeInactive=true&pageSize=100',
      headers: bearer(await t.adminToken()),
    });
    expect((adminList.json() as Page).items.some((item) => item.product_id === hidden.product_id)).toBe(true);
    const adminOne = await t.app.inject({
      url: `/api/Product/${hidden.product_id}/admin`,
      headers: bearer(await t.adminToken()),
    });
    expect(adminOne.json()).toMatchObject({ name: 'Hidden Hoodie', is_active: false });
  });
});

describe('product detail, variations and attribute values', () => {
  it('returns a product with variations carrying size and color, prices, stock and images', async () => {
    const productId = catalogue.products.crewTee.product_id;
    const black = await factory.variation(productId, { sku: 'TEE-BLK-M', price: 799, discount_price: 499, stock: 3 });
    const blackL = await factory.variation(productId, { sku: 'TEE-BLK-L', price: 799, discount: 50, stock: 0 });
    await factory.value(black.productvariation_id, catalogue.size.attribute_id, 'M');
    await factory.value(black.productvariation_id, catalogue.color.attribute_id, 'Black');
    await factory.value(blackL.productvariation_id, catalogue.color.attribute_id, 'Black');
    await factory.value(blackL.productvariation_id, catalogue.size.attribute_id, 'L');

    const detail = (await t.app.inject(`/api/Product/${productId}`)).json();
    expect(detail).toMatchObject({
      product_id: productId,
      name: 'Classic Crew Neck T-Shirt',
      description: 'A fine product.',
      brand_name: 'Urban Loom',
      category_name: 'T-Shirt',
      images: [],
    });
    expect(detail.variations).toHaveLength(2);
    expect(detail.variations[0]).toMatchObject({
      sku: 'TEE-BLK-M',
      name: 'Classic Crew Neck T-Shirt',
      price: 799,
      discount_price: 499,
      discount: 37,
      stock: 3,
      attributes: [
        { attribute_name: 'size', value: 'M' },
        { attribute_name: 'color', value: 'Black' },
      ],
      images: [],
    });
    expect(detail.variations[1]).toMatchObject({ discount_price: 399.5, discount: 50, stock: 0 });
  });

  it('lists, reads, updates and deletes variations', async () => {
    const headers = bearer(await t.adminToken());
    const productId = catalogue.products.linen.product_id;
    const variation = await factory.variation(productId, { sku: 'LIN-WHT-S' });
    const list = (await t.app.inject(`/api/ProductVariation/${productId}`)).json() as Array<{ sku: string }>;
    expect(list.map((row) => row.sku)).toEqual(['LIN-WHT-S']);
    const detail = (await t.app.inject(`/api/ProductVariation/${variation.productvariation_id}/detail`)).json();
    expect(detail).toMatchObject({ sku: 'LIN-WHT-S', product_name: 'Linen Casual Shirt', brand_name: 'Urban Loom' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/productvariation/${variation.productvariation_id}`,
      headers,
      payload: { sku: 'LIN-WHT-S2', price: 2100, stock: 7, discount_price: 1800 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      sku: 'LIN-WHT-S2',
      price: 2100,
      discount_price: 1800,
      discount: 14,
      stock: 7,
    });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/ProductVariation',
      headers,
      payload: { product_id: productId, sku: 'lin-wht-s2', price: 1, stock: 1 },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("A variation with SKU 'lin-wht-s2' already exists.");
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/api/ProductVariation',
      headers,
      payload: { product_id: 99999, sku: 'ORPHAN', price: 1, stock: 1 },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual({ product_id: 'Product not found' });
    const negative = await t.app.inject({
      method: 'POST',
      url: '/api/ProductVariation',
      headers,
      payload: { product_id: productId, sku: 'NEG', price: -1, stock: -2 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toMatchObject({ price: 'Must not be negative', stock: 'Must not be negative' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/ProductVariation/${variation.productvariation_id}`, headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/ProductVariation/${variation.productvariation_id}`, headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject('/api/ProductVariation/99999')).statusCode).toBe(404);
  });

  it('keeps one value per attribute on a variation, with its own PUT and DELETE', async () => {
    const headers = bearer(await t.adminToken());
    const variation = await factory.variation(catalogue.products.oxford.product_id, { sku: 'OXF-BLU-M' });
    const size = await factory.value(variation.productvariation_id, catalogue.size.attribute_id, 'M');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/VariationAttributeValue',
      headers,
      payload: {
        productvariation_id: variation.productvariation_id,
        attribute_id: catalogue.size.attribute_id,
        value: 'L',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This variation already has a value for 'size'. Edit that value instead.");
    await factory.value(variation.productvariation_id, catalogue.color.attribute_id, 'Sky Blue');

    const values = (await t.app.inject(`/api/VariationAttributeValue/${variation.productvariation_id}`)).json();
    expect(values).toEqual([
      expect.objectContaining({ sku: 'OXF-BLU-M', attribute_name: 'size', value: 'M' }),
      expect.objectContaining({ sku: 'OXF-BLU-M', attribute_name: 'color', value: 'Sky Blue' }),
    ]);
    expect((await t.app.inject(`/api/ProductVariation/${variation.productvariation_id}/value`)).json()).toEqual(values);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/VariationAttributeValue/${size.attributevalue_id}`,
      headers,
      payload: { attribute_id: catalogue.size.attribute_id, value: 'XL' },
    });
    expect(updated.json()).toMatchObject({ value: 'XL', attribute_name: 'size' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/VariationAttributeValue/${size.attributevalue_id}`, headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/VariationAttributeValue/${size.attributevalue_id}`, headers }))
        .statusCode,
    ).toBe(404);
    const unknownAttribute = await t.app.inject({
      method: 'POST',
      url: '/api/VariationAttributeValue',
      headers,
      payload: { productvariation_id: variation.productvariation_id, attribute_id: 9999, value: 'x' },
    });
    expect(unknownAttribute.statusCode).toBe(400);
    expect((await t.app.inject('/api/VariationAttributeValue/99999')).statusCode).toBe(404);
  });

  it('updates and deletes a product, refreshing cached reads', async () => {
    const headers = bearer(await t.adminToken());
    const product = await factory.product({
      name: 'Temporary Tee',
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
    });
    expect((await t.app.inject(`/api/Product/${product.product_id}`)).json().name).toBe('Temporary Tee');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/${product.product_id}`,
      headers,
      payload: {
        name: 'Permanent Tee',
        description: 'Better',
        price: 500,
        stock: 2,
        category_id: catalogue.menTees.category_id,
        brand_id: catalogue.denim.brand_id,
        discount: 10,
      },
    });
    expect(updated.json()).toMatchObject({
      name: 'Permanent Tee',
      brand_name: 'Denim Republic',
      discount_price: 450,
      discount: 10,
    });
    expect((await t.app.inject(`/api/Product/${product.product_id}`)).json().name).toBe('Permanent Tee');
    const badBrand = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/${product.product_id}`,
      headers,
      payload: {
        name: 'X',
        description: 'x',
        price: 1,
        stock: 1,
        category_id: catalogue.menTees.category_id,
        brand_id: 9999,
      },
    });
    expect(badBrand.statusCode).toBe(400);
    expect(badBrand.json().errors).toEqual({ brand_id: 'Brand not found' });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/Product/99999',
          headers,
          payload: {
            name: 'X',
            description: 'x',
            price: 1,
            stock: 1,
            category_id: catalogue.menTees.category_id,
            brand_id: catalogue.loom.brand_id,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/Product/${product.product_id}`, headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject(`/api/Product/${product.product_id}`)).statusCode).toBe(404);
  });
});
