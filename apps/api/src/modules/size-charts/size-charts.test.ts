import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { staffToken } from '../../../test/staff.ts';

// Size charts (docs/product/storefront.md#size-charts, docs/product/admin.md#size-charts): which chart applies, the
// admin's writes with their validation, permissions and audit rows, the CSV upload, and the cached answers a chart
// change drops.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

const tees = () => ({
  category_id: catalogue.menTees.category_id,
  brand_id: null as number | null,
  measurements: ['chest', 'length'],
  rows: [
    { size: 'S', values: { chest: 96.5, length: 68.5 } },
    { size: 'M', values: { chest: 101.5, length: 71 } },
    { size: 'L', values: { chest: 106.5, length: 73.5 } },
  ],
});

async function created(body: object) {
  const response = await send('POST', '/api/admin/size-charts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { size_chart_id: number; rows: Array<{ size: string; values: Record<string, number> }> };
}

const chartOf = async (productId: number) => get(`/api/size-charts?product_id=${productId}`);
const pageChart = async (productId: number) =>
  (await get(`/api/Product/${productId}`)).json().size_chart as { size_chart_id: number; rows: unknown[] } | null;
const allCharts = async () => (await get('/api/admin/size-charts', admin)).json() as unknown[];

describe('the chart that applies', () => {
  it('is the brand’s chart for the category first, else the category default, else none (404)', async () => {
    const { crewTee, womenTee, oxford } = catalogue.products;
    expect((await chartOf(crewTee.product_id)).statusCode).toBe(404);
    expect(await pageChart(crewTee.product_id)).toBeNull();

    const fallback = await created(tees());
    expect((await chartOf(crewTee.product_id)).json()).toMatchObject({ size_chart_id: fallback.size_chart_id });
    expect(await pageChart(crewTee.product_id)).toMatchObject({ size_chart_id: fallback.size_chart_id });

    const loomChart = await created({
      ...tees(),
      brand_id: catalogue.loom.brand_id,
      rows: [{ size: 'M', values: { chest: 104, length: 72 } }],
    });
    const response = await chartOf(crewTee.product_id);
    expect(response.json()).toMatchObject({
      size_chart_id: loomChart.size_chart_id,
      brand_name: 'Urban Loom',
      category_name: 'T-Shirt',
      measurements: ['chest', 'length'],
      rows: [{ size: 'M', values: { chest: 104, length: 72 } }],
    });
    expect(await pageChart(crewTee.product_id)).toMatchObject({ size_chart_id: loomChart.size_chart_id });

    // Another category's products, and a product that does not exist, have none.
    const none = await chartOf(womenTee.product_id);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Size chart not found.');
    expect((await chartOf(oxford.product_id)).statusCode).toBe(404);
    expect((await chartOf(999_999)).json().message).toBe('Product not found.');
    expect((await get('/api/size-charts?product_id=abc')).statusCode).toBe(400);

    await send('DELETE', `/api/admin/size-charts/${loomChart.size_chart_id}`);
    await send('DELETE', `/api/admin/size-charts/${fallback.size_chart_id}`);
  });
});

describe('the admin’s writes', () => {
  it('refuses a table that breaks a rule, naming the field, and changes nothing', async () => {
    const before = await allCharts();
    const mark = await auditMark(t);
    const cases: Array<[object, string, string]> = [
      [
        { rows: [...tees().rows, { size: 'm', values: { chest: 1, length: 1 } }] },
        'rows.3.size',
        'Size m is already in row 2',
      ],
      [
        { rows: [{ size: 'S', values: { chest: -4, length: 60 } }] },
        'rows.0.values.chest',
        'chest must be more than 0',
      ],
      [
        { rows: [{ size: 'S', values: { chest: 96.55, length: 60 } }] },
        'rows.0.values.chest',
        'chest at most one decimal',
      ],
      [{ rows: [{ size: 'S', values: { chest: 96 } }] }, 'rows.0.values.length', 'length required'],
      [{ measurements: ['chest', 'sleeve'] }, 'measurements.1', "Unknown measurement 'sleeve'"],
      [{ rows: [{ size: 'S', values: { chest: 96, length: 60, hip: 90 } }] }, 'rows.0.values.hip', 'not a measurement'],
      [{ rows: [] }, 'rows', 'Add at least one size'],
      [{ category_id: 999_999 }, 'category_id', 'Category not found'],
      [{ brand_id: 999_999 }, 'brand_id', 'Brand not found'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send('POST', '/api/admin/size-charts', { ...tees(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(response.json())).toContain(message);
    }
    expect(await allCharts()).toEqual(before);
    expect(await auditSince(t, mark)).toEqual([]);
  });

  it('keeps one default and one chart per brand in a category (409), and audits each change', async () => {
    const mark = await auditMark(t);
    const chart = await created(tees());
    const twice = await send('POST', '/api/admin/size-charts', tees());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('already has a default size chart');

    const edited = await send('PUT', `/api/admin/size-charts/${chart.size_chart_id}`, {
      ...tees(),
      rows: [{ size: ' XL ', values: { length: 76, chest: 112 } }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().rows).toEqual([{ size: 'XL', values: { chest: 112, length: 76 } }]);
    expect((await send('DELETE', `/api/admin/size-charts/${chart.size_chart_id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/size-charts/${chart.size_chart_id}`)).statusCode).toBe(404);

    const rows = await auditSince(t, mark);
    expect(rows.map((row) => row.action)).toEqual(['size_chart.create', 'size_chart.update', 'size_chart.delete']);
    expect(rows[1]!.changes).toMatchObject({ rows: { after: [{ size: 'XL', values: { chest: 112, length: 76 } }] } });
  });

  it('is refused without the catalogue permission, the charts unchanged', async () => {
    const chart = await created(tees());
    const before = await allCharts();
    const shopper = bearer(await t.shopperToken());
    const fulfilment = bearer(await staffToken(t, 'fulfilment'));
    const mark = await auditMark(t);
    for (const [headers, status] of [
      [{}, 401],
      [shopper, 403],
      [fulfilment, 403],
    ] as const) {
      expect((await get('/api/admin/size-charts', headers)).statusCode).toBe(status);
      expect(
        (await send('POST', '/api/admin/size-charts', { ...tees(), brand_id: catalogue.denim.brand_id }, headers))
          .statusCode,
      ).toBe(status);
      expect(
        (await send('PUT', `/api/admin/size-charts/${chart.size_chart_id}`, { ...tees(), rows: [] }, headers))
          .statusCode,
      ).toBe(status);
      const upload = await send(
        'POST',
        `/api/admin/size-charts/${chart.size_chart_id}/csv`,
        { csv: 'size,chest\nS,1\n' },
        headers,
      );
      expect(upload.statusCode).toBe(status);
      expect(
        (await send('DELETE', `/api/admin/size-charts/${chart.size_chart_id}`, undefined, headers)).statusCode,
      ).toBe(status);
    }
    expect(await allCharts()).toEqual(before);
    expect(await auditSince(t, mark)).toEqual([]);

    // The catalogue role may.
    const catalogueStaff = bearer(await staffToken(t, 'catalogue'));
    expect(
      (await send('DELETE', `/api/admin/size-charts/${chart.size_chart_id}`, undefined, catalogueStaff)).statusCode,
    ).toBe(204);
  });
});

describe('the CSV upload', () => {
  it('replaces the table, or refuses naming every wrong line and keeps the chart', async () => {
    const chart = await created({ ...tees(), category_id: catalogue.menShirts.category_id });
    const url = `/api/admin/size-charts/${chart.size_chart_id}/csv`;
    const taken = await send('POST', url, { csv: '\uFEFFsize,chest,waist\r\nM,101.5,81\r\n"L",106.5,86.5\r\n\r\n' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      category_id: catalogue.menShirts.category_id,
      measurements: ['chest', 'waist'],
      rows: [
        { size: 'M', values: { chest: 101.5, waist: 81 } },
        { size: 'L', values: { chest: 106.5, waist: 86.5 } },
      ],
    });
    const kept = (await get(`/api/admin/size-charts/${chart.size_chart_id}`, admin)).json();

    const mark = await auditMark(t);
    const wrong = await send('POST', url, {
      csv: ['size,chest,waist', 'S,96,76', 'M,abc,81', 'L,106.55,86', 's,90,70', ',90,70', 'XL,110'].join('\n'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('VALIDATION_FAILED');
    expect(wrong.json().details.lines).toEqual([
      { line: 3, message: 'chest "abc" must be a number' },
      { line: 4, message: 'chest "106.55" at most one decimal' },
      { line: 5, message: 'size s is already on line 2' },
      { line: 6, message: 'size is empty' },
      { line: 7, message: 'expected 3 cells, found 2; waist "" must be a number' },
    ]);
    expect(wrong.json().message).toContain('line 3: chest "abc" must be a number');

    const header = await send('POST', url, { csv: 'size,chest,sleeve\nS,96,60\n' });
    expect(header.json().details.lines).toEqual([
      { line: 1, message: 'unknown measurement sleeve (known: chest, waist, hip, length, foot_length)' },
    ]);
    const quote = await send('POST', url, { csv: 'size,chest\nS,96\n"M,100\n' });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().details.lines[0].message).toContain('not a CSV table');

    expect((await get(`/api/admin/size-charts/${chart.size_chart_id}`, admin)).json()).toEqual(kept);
    expect(await auditSince(t, mark)).toEqual([]);
    expect((await send('POST', '/api/admin/size-charts/999999/csv', { csv: 'size,chest\nS,96\n' })).statusCode).toBe(
      404,
    );
    await send('DELETE', `/api/admin/size-charts/${chart.size_chart_id}`);
  });
});

describe('cached answers', () => {
  it('the product page and the lookup show a chart as soon as it is added, edited or removed', async () => {
    const { linen } = catalogue.products; // Casual Shirts, Urban Loom
    // Cached without a chart.
    expect(await pageChart(linen.product_id)).toBeNull();
    expect((await chartOf(linen.product_id)).statusCode).toBe(404);
    const before = await get(`/api/Product/${linen.product_id}`);
    expect(
      (await get(`/api/Product/${linen.product_id}`, { 'if-none-match': before.headers.etag as string })).statusCode,
    ).toBe(304);

    const chart = await created({ ...tees(), category_id: catalogue.menShirts.category_id });
    expect(await pageChart(linen.product_id)).toMatchObject({ size_chart_id: chart.size_chart_id, rows: tees().rows });
    expect((await chartOf(linen.product_id)).json().rows).toEqual(tees().rows);

    await send('POST', `/api/admin/size-charts/${chart.size_chart_id}/csv`, { csv: 'size,chest\nXXL,117\n' });
    expect((await pageChart(linen.product_id))?.rows).toEqual([{ size: 'XXL', values: { chest: 117 } }]);
    expect((await chartOf(linen.product_id)).json().rows).toEqual([{ size: 'XXL', values: { chest: 117 } }]);

    // Moved to another category: this one's pages lose it.
    await send('PUT', `/api/admin/size-charts/${chart.size_chart_id}`, {
      ...tees(),
      category_id: catalogue.womenTees.category_id,
    });
    expect(await pageChart(linen.product_id)).toBeNull();
    expect(await pageChart(catalogue.products.womenTee.product_id)).toMatchObject({
      size_chart_id: chart.size_chart_id,
    });

    await send('DELETE', `/api/admin/size-charts/${chart.size_chart_id}`);
    expect(await pageChart(catalogue.products.womenTee.product_id)).toBeNull();
    expect((await chartOf(catalogue.products.womenTee.product_id)).statusCode).toBe(404);
  });
});
