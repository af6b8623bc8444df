import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { staffToken } from '../../../test/staff.ts';
import { images } from '../../db/schema/index.ts';
import { LEADING_COLUMNS, TRAILING_COLUMNS } from '@store/shared/catalogue-file';
import { catalogueCsv } from './export.ts';

// The catalogue export (docs/product/catalogue-import.md): the format, the filters, chunked reading, permissions.

let t: TestApp;
let admin: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let crewVariations: Array<{ productvariation_id: number; sku: string }>;
let hoodieId: number;

type Row = Record<string, string>;

const download = (query = '', headers = admin) => t.app.inject({ url: `/api/admin/catalogue.csv${query}`, headers });

/** The body parsed by a real CSV reader: the header, and each row by column name. */
function rowsOf(body: string): { header: string[]; rows: Row[] } {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const records = parse(body.slice(1)) as string[][];
  const header = records[0]!;
  return {
    header,
    rows: records.slice(1).map((record) => Object.fromEntries(header.map((name, i) => [name, record[i]!]))),
  };
}

async function exported(query = '') {
  const response = await download(query);
  expect(response.statusCode, response.body).toBe(200);
  return rowsOf(response.body);
}

const addImage = (product_id: number, file_key: string, productvariation_id: number | null, sort_order: number) =>
  t.database.db.insert(images).values({ product_id, productvariation_id, file_key, widths: [320], sort_order });

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  const material = await factory.attribute('Material');
  const crew = catalogue.products.crewTee.product_id;
  crewVariations = [
    await factory.variation(crew, { sku: 'CREW-RED-M', price: 799.5, discount_price: 599.25, stock: 3 }),
    await factory.variation(crew, { sku: 'CREW-BLUE-L', price: 799, stock: 0 }),
  ];
  const [red, blue] = crewVariations as [(typeof crewVariations)[0], (typeof crewVariations)[0]];
  await factory.value(red.productvariation_id, catalogue.color.attribute_id, 'Red');
  await factory.value(red.productvariation_id, catalogue.size.attribute_id, 'M');
  await factory.value(red.productvariation_id, material.attribute_id, 'Cotton');
  await factory.value(blue.productvariation_id, catalogue.color.attribute_id, 'Blue');
  await factory.value(blue.productvariation_id, catalogue.size.attribute_id, 'L');
  await addImage(crew, 'crew-front', null, 0);
  await addImage(crew, 'crew-back', null, 1);
  await addImage(crew, 'crew-red-1', red.productvariation_id, 0);
  await addImage(crew, 'crew-red-2', red.productvariation_id, 1);
  hoodieId = (
    await factory.product({
      name: '=HYPERLINK("http://evil.example","Hoodie")',
      category_id: catalogue.womenTees.category_id,
      brand_id: catalogue.loom.brand_id,
      price: 1299,
      stock: 7,
      is_active: false,
      sku: 'HOODIE-1',
      hsn_code: '6110',
      gst_rate: 12,
      country_of_origin: 'Bangladesh',
      generic_name: "Women's hooded sweatshirt",
      manufacturer: 'Loom Knits Ltd., Plot 4, Ashulia, Dhaka 1349, Bangladesh',
      importer: 'Urban Loom Pvt. Ltd., 12 Mill Road, Tiruppur, Tamil Nadu 641603',
      packer: null,
      net_quantity: '1 N',
    })
  ).product_id;
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/admin/catalogue.csv (docs/product/catalogue-import.md)', () => {
  it('answers a file named by the day, with a byte order mark and the header of the format', async () => {
    const response = await download();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const { header } = rowsOf(response.body);
    expect(header).toEqual([...LEADING_COLUMNS, 'attribute:Material', ...TRAILING_COLUMNS]);
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFF"product_id","name","description","brand","collection","category","is_active","hsn_code","gst_rate","country_of_origin","generic_name","manufacturer","importer","packer","net_quantity","sku","color","size","attribute:Material","price","discount_price","stock","product_images","variation_images"',
    );
  });

  it('writes one row per variation with its values, prices in rupees and image names joined by |', async () => {
    const { rows } = await exported();
    const crew = rows.filter((row) => row.product_id === String(catalogue.products.crewTee.product_id));
    expect(crew).toEqual([
      {
        product_id: String(catalogue.products.crewTee.product_id),
        name: 'Classic Crew Neck T-Shirt',
        description: 'A fine product.',
        brand: 'Urban Loom',
        collection: 'Men',
        category: 'T-Shirt',
        is_active: 'true',
        hsn_code: '',
        gst_rate: '',
        country_of_origin: 'India',
        generic_name: '',
        manufacturer: '',
        importer: '',
        packer: '',
        net_quantity: '',
        sku: 'CREW-RED-M',
        color: 'Red',
        size: 'M',
        'attribute:Material': 'Cotton',
        price: '799.50',
        discount_price: '599.25',
        stock: '3',
        product_images: 'crew-front|crew-back',
        variation_images: 'crew-red-1|crew-red-2',
      },
      expect.objectContaining({
        sku: 'CREW-BLUE-L',
        color: 'Blue',
        size: 'L',
        'attribute:Material': '',
        price: '799.00',
        discount_price: '799.00',
        stock: '0',
        product_images: 'crew-front|crew-back',
        variation_images: '',
      }),
    ]);
  });

  it('writes a product without variations as one row of its own fields, inactive ones included', async () => {
    const { rows } = await exported();
    const hoodie = rows.filter((row) => row.product_id === String(hoodieId));
    expect(hoodie).toHaveLength(1);
    expect(hoodie[0]).toMatchObject({
      is_active: 'false',
      sku: 'HOODIE-1',
      hsn_code: '6110',
      gst_rate: '12',
      country_of_origin: 'Bangladesh',
      generic_name: "Women's hooded sweatshirt",
      manufacturer: 'Loom Knits Ltd., Plot 4, Ashulia, Dhaka 1349, Bangladesh',
      importer: 'Urban Loom Pvt. Ltd., 12 Mill Road, Tiruppur, Tamil Nadu 641603',
      packer: '',
      net_quantity: '1 N',
      color: '',
      size: '',
      price: '1299.00',
      discount_price: '1299.00',
      stock: '7',
      collection: 'Women',
      variation_images: '',
    });
    // Four products without variations, two rows for the crew tee: six rows in all.
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => Number(row.product_id))).toEqual(
      rows.map((row) => Number(row.product_id)).sort((a, b) => a - b),
    );
  });

  it('makes a formula-looking name safe, and Excel-style quoting keeps it one cell', async () => {
    const response = await download();
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Hoodie"")"`);
    const { rows } = rowsOf(response.body);
    expect(rows.find((row) => row.product_id === String(hoodieId))?.name).toBe(
      `'=HYPERLINK("http://evil.example","Hoodie")`,
    );
  });

  it("narrows to the product table's filters", async () => {
    const names = async (query: string) => [...new Set((await exported(query)).rows.map((row) => row.name))].sort();
    expect(await names('?name=casual')).toEqual(['Linen Casual Shirt', 'Oxford Casual Shirt']);
    expect(await names('?parentcategory=Women')).toEqual([
      `'=HYPERLINK("http://evil.example","Hoodie")`,
      'Relaxed Graphic T-Shirt',
    ]);
    expect(await names('?parentcategory=Men&categoryname=T-Shirt')).toEqual(['Classic Crew Neck T-Shirt']);
    expect(await names('?parentcategory=Women&includeinactive=false')).toEqual(['Relaxed Graphic T-Shirt']);
    // Only the attributes of the exported variations get a column.
    expect((await exported('?name=casual')).header).toEqual([...LEADING_COLUMNS, ...TRAILING_COLUMNS]);
  });

  it('reads a catalogue larger than one chunk completely, each product once, in several reads', async () => {
    const whole = async (chunk: number) => {
      const parts: string[] = [];
      for await (const part of catalogueCsv(t.database.db, { includeInactive: true }, { chunk })) parts.push(part);
      return parts;
    };
    const inOne = await whole(1000);
    const inPairs = await whole(2);
    // The header, then ceil(5 products / 2) chunks.
    expect(inPairs.length).toBe(4);
    expect(inPairs.join('')).toBe(inOne.join(''));
    expect(rowsOf(inPairs.join('')).rows).toHaveLength(6);
  });

  it('refuses a fulfilment member, a shopper and a caller without a token', async () => {
    const fulfilment = await download('', bearer(await staffToken(t, 'fulfilment')));
    expect(fulfilment.statusCode).toBe(403);
    expect(fulfilment.body).not.toContain('Crew');
    const shopper = await download('', bearer(await t.shopperToken()));
    expect(shopper.statusCode).toBe(403);
    expect(shopper.body).not.toContain('Crew');
    expect((await download('', {})).statusCode).toBe(401);
    const catalogueStaff = await download('', bearer(await staffToken(t, 'catalogue')));
    expect(catalogueStaff.statusCode).toBe(200);
    expect(catalogueStaff.body).toContain('CREW-RED-M');
  });
});
