import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince, ownerId } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { png, postProductImages } from '../../../test/uploads.ts';

// Every catalogue, image and coupon change through the admin API writes one audit row with its before and after,
// and a refused one writes none (docs/product/staff.md#audit-log).

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
  adminId = await ownerId(t);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

/** Runs `change` and answers the audit rows it wrote, after checking its status. */
async function written(status: number, change: () => ReturnType<typeof send>) {
  const mark = await auditMark(t);
  const response = await change();
  expect(response.statusCode, response.body).toBe(status);
  return { rows: await auditSince(t, mark), body: response.statusCode === 204 ? null : response.json() };
}

/** A refused change: its status, and not one audit row. */
async function refused(status: number, change: () => ReturnType<typeof send>) {
  const { rows } = await written(status, change);
  expect(rows).toEqual([]);
}

describe('catalogue records', () => {
  it('records a product’s price change exactly, with who, from where and the request', async () => {
    const product = await factory.product({
      name: 'Audit Tee',
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
      price: 999,
    });
    const mark = await auditMark(t);
    await factory.editProduct(product.product_id, { price: 1299, discount_price: 999 });
    const rows = await auditSince(t, mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: adminId,
      actor_role: 'admin',
      action: 'product.update',
      entity: 'product',
      entity_id: String(product.product_id),
      ip: '127.0.0.1',
      request_id: expect.any(String),
    });
    expect(rows[0]!.changes).toEqual({ price: { before: 99_900, after: 129_900 } });
  });

  it('records a product created, deactivated and deleted', async () => {
    const created = await written(201, () =>
      send('POST', '/api/Product', {
        name: 'Audit Jeans',
        description: 'Blue.',
        price: 1500,
        stock: 3,
        category_id: catalogue.menShirts.category_id,
        brand_id: catalogue.denim.brand_id,
        country_of_origin: 'India',
      }),
    );
    const id = created.body.product_id as number;
    expect(created.rows.map((row) => row.action)).toEqual(['product.create']);
    expect(created.rows[0]!.changes).toMatchObject({
      name: { before: null, after: 'Audit Jeans' },
      price: { before: null, after: 150_000 },
      stock: { before: null, after: 3 },
      is_active: { before: null, after: true },
    });
    const mark = await auditMark(t);
    await factory.editProduct(id, { is_active: false });
    expect((await auditSince(t, mark)).map((row) => row.changes)).toEqual([
      { is_active: { before: true, after: false } },
    ]);
    const deleted = await written(204, () => send('DELETE', `/api/Product/${id}`));
    expect(deleted.rows).toMatchObject([{ action: 'product.delete', entity_id: String(id) }]);
    expect(deleted.rows[0]!.changes).toMatchObject({ name: { before: 'Audit Jeans', after: null } });
  });

  it('records collections, categories, brands and attributes: create, rename, delete', async () => {
    const kinds = [
      { entity: 'collection', url: '/api/ParentCategory', body: { description: 'x' } },
      { entity: 'brand', url: '/api/Brand', body: { description: 'x' } },
      { entity: 'attribute', url: '/api/VariationAttribute', body: {} },
    ] as const;
    for (const kind of kinds) {
      const created = await written(201, () => send('POST', kind.url, { ...kind.body, name: `Audit ${kind.entity}` }));
      const id = Object.values(created.body as Record<string, unknown>)[0] as number;
      expect(created.rows).toMatchObject([{ action: `${kind.entity}.create`, entity_id: String(id) }]);
      const renamed = await written(200, () => send('PUT', `${kind.url}/${id}`, { ...kind.body, name: 'Renamed' }));
      expect(renamed.rows).toMatchObject([{ action: `${kind.entity}.update` }]);
      expect(renamed.rows[0]!.changes).toEqual({ name: { before: `Audit ${kind.entity}`, after: 'Renamed' } });
      const deleted = await written(204, () => send('DELETE', `${kind.url}/${id}`));
      expect(deleted.rows).toMatchObject([
        { action: `${kind.entity}.delete`, changes: { name: { before: 'Renamed' } } },
      ]);
    }
    const category = await written(201, () =>
      send('POST', '/api/Category', {
        name: 'Audit Caps',
        description: 'x',
        parentcategory_id: catalogue.men.parentcategory_id,
      }),
    );
    const categoryId = category.body.category_id as number;
    expect(category.rows).toMatchObject([{ action: 'category.create' }]);
    const moved = await written(200, () =>
      send('PUT', `/api/Category/${categoryId}`, {
        name: 'Audit Caps',
        description: 'x',
        parentcategory_id: catalogue.women.parentcategory_id,
      }),
    );
    expect(moved.rows[0]!.changes).toEqual({
      parentcategory_id: { before: catalogue.men.parentcategory_id, after: catalogue.women.parentcategory_id },
    });
    expect((await written(204, () => send('DELETE', `/api/Category/${categoryId}`))).rows).toMatchObject([
      { action: 'category.delete' },
    ]);
  });

  it('records variations and their attribute values, stock and prices included', async () => {
    const product = catalogue.products.linen.product_id;
    const created = await written(201, () =>
      send('POST', '/api/ProductVariation', { product_id: product, sku: 'AUD-L', price: 500, stock: 4 }),
    );
    const id = created.body.productvariation_id as number;
    expect(created.rows).toMatchObject([{ action: 'variation.create', entity_id: String(id) }]);
    const updated = await written(200, () =>
      send('PUT', `/api/ProductVariation/${id}`, { sku: 'AUD-L', price: 450, stock: 9 }),
    );
    expect(updated.rows[0]!.changes).toEqual({
      price: { before: 50_000, after: 45_000 },
      discount_price: { before: 50_000, after: 45_000 },
      stock: { before: 4, after: 9 },
    });
    const value = await written(201, () =>
      send('POST', '/api/VariationAttributeValue', {
        productvariation_id: id,
        attribute_id: catalogue.size.attribute_id,
        value: 'L',
      }),
    );
    const valueId = value.body.attributevalue_id as number;
    expect(value.rows).toMatchObject([{ action: 'attribute_value.create', changes: { value: { after: 'L' } } }]);
    const changed = await written(200, () =>
      send('PUT', `/api/VariationAttributeValue/${valueId}`, {
        attribute_id: catalogue.size.attribute_id,
        value: 'XL',
      }),
    );
    expect(changed.rows[0]!.changes).toEqual({ value: { before: 'L', after: 'XL' } });
    expect((await written(204, () => send('DELETE', `/api/VariationAttributeValue/${valueId}`))).rows).toMatchObject([
      { action: 'attribute_value.delete' },
    ]);
    expect((await written(204, () => send('DELETE', `/api/ProductVariation/${id}`))).rows).toMatchObject([
      { action: 'variation.delete', changes: { stock: { before: 9, after: null } } },
    ]);
  });

  it('records each image uploaded, moved and deleted', async () => {
    const product = catalogue.products.oxford.product_id;
    const mark = await auditMark(t);
    const uploaded = await postProductImages(t, product, [await png(40, 40), await png(40, 40)]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [first, second] = uploaded.json() as Array<{ image_id: number }>;
    expect((await auditSince(t, mark)).map((row) => [row.action, row.entity_id])).toEqual([
      ['image.create', String(first!.image_id)],
      ['image.create', String(second!.image_id)],
    ]);
    const moved = await written(200, () => send('PUT', `/api/Image/${second!.image_id}`, { sort_order: 0 }));
    expect(moved.rows[0]!.changes).toEqual({ sort_order: { before: 1, after: 0 } });
    expect((await written(204, () => send('DELETE', `/api/Image/${first!.image_id}`))).rows).toMatchObject([
      { action: 'image.delete', entity_id: String(first!.image_id) },
    ]);
  });

  it('writes nothing for a refused change: a taken name, a missing reference, a record still in use, a bad body', async () => {
    await refused(409, () => send('POST', '/api/Brand', { name: catalogue.loom.name, description: 'x' }));
    await refused(409, () =>
      send('PUT', `/api/Brand/${catalogue.denim.brand_id}`, { name: catalogue.loom.name, description: 'x' }),
    );
    await refused(409, () => send('DELETE', `/api/Brand/${catalogue.loom.brand_id}`));
    await refused(400, () =>
      send('POST', '/api/Product', {
        name: 'Orphan',
        description: 'x',
        price: 10,
        stock: 1,
        category_id: 999_999,
        brand_id: 999_999,
      }),
    );
    await refused(400, () => send('PUT', `/api/ProductVariation/1`, { sku: '' }));
    await refused(404, () => send('DELETE', '/api/Image/999999'));
  });
});

describe('coupons', () => {
  it('records a coupon created, its terms edited (exactly) and deleted', async () => {
    const created = await written(201, () =>
      send('POST', '/api/coupons', { code: 'AUDIT10', type: 'percent', amount: 10, min_amount: 500 }),
    );
    const id = created.body.coupon_id as number;
    expect(created.rows).toMatchObject([{ action: 'coupon.create', entity: 'coupon', entity_id: String(id) }]);
    expect(created.rows[0]!.changes).toMatchObject({
      code: { before: null, after: 'AUDIT10' },
      amount: { before: null, after: 10 },
      min_amount: { before: null, after: 50_000 },
    });
    const edited = await written(200, () =>
      send('PUT', `/api/coupons/${id}`, {
        code: 'AUDIT10',
        type: 'percent',
        amount: 15,
        min_amount: 500,
        max_discount: 300,
        is_active: false,
      }),
    );
    expect(edited.rows).toHaveLength(1);
    expect(edited.rows[0]!.changes).toEqual({
      amount: { before: 10, after: 15 },
      max_discount: { before: null, after: 30_000 },
      is_active: { before: true, after: false },
    });
    expect((await written(204, () => send('DELETE', `/api/coupons/${id}`))).rows).toMatchObject([
      { action: 'coupon.delete', changes: { code: { before: 'AUDIT10', after: null } } },
    ]);
  });

  it('writes nothing for a taken code or an invalid amount', async () => {
    const first = await written(201, () => send('POST', '/api/coupons', { code: 'TAKEN1', type: 'flat', amount: 50 }));
    await refused(409, () => send('POST', '/api/coupons', { code: 'taken1', type: 'flat', amount: 60 }));
    await refused(400, () =>
      send('PUT', `/api/coupons/${first.body.coupon_id}`, { code: 'TAKEN1', type: 'percent', amount: 150 }),
    );
  });
});
