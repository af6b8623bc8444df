import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../../test/factories.ts';
import { checked, csvOf, newRow, upload, zipOf } from '../../../../test/imports.ts';
import { png } from '../../../../test/uploads.ts';

// The dry run's checks (docs/product/catalogue-import.md#errors): each kind of error, by row and column, in a
// sentence; a dry run writes nothing.

let t: TestApp;
let token: string;
let crewId: number;

beforeAll(async () => {
  t = await buildTestApp({ IMPORT_ROWS_PER_SECOND: '0', IMPORT_MAX_ROWS: '30' });
  token = await t.adminToken();
  const factory = new CatalogueFactory(t.app, token);
  const catalogue = await smallCatalogue(factory);
  crewId = catalogue.products.crewTee.product_id;
  const variation = await factory.variation(crewId, { sku: 'CREW-RED-M', price: 799 });
  await factory.value(variation.productvariation_id, catalogue.color.attribute_id, 'Red');
  await factory.value(variation.productvariation_id, catalogue.size.attribute_id, 'M');
}, 120_000);
afterAll(() => t?.close());

const messagesOf = (job: Awaited<ReturnType<typeof checked>>) => job.report!.errors.map((error) => error.message);

describe('the dry run reports every error by row and column', () => {
  it('names wrong cells: price, discount, stock, is_active, GST rate, HSN code', async () => {
    const job = await checked(
      t,
      token,
      csvOf([
        newRow({ sku: 'A-1', price: '12,99', color: 'Red', size: 'M' }),
        newRow({ sku: 'A-2', price: '500.00', discount_price: '600.00', color: 'Red', size: 'M' }),
        newRow({ sku: 'A-3', stock: '-1', color: 'Red', size: 'M' }),
        newRow({ sku: 'A-4', stock: '2.5', color: 'Red', size: 'M' }),
        newRow({ name: 'Other', sku: 'B-1', is_active: 'yes' }),
        newRow({ name: 'Third', sku: 'C-1', gst_rate: '7' }),
        newRow({ name: 'Fourth', sku: 'D-1', hsn_code: '12a4' }),
        newRow({ name: 'Fifth', sku: 'E-1', price: '12.999' }),
      ]),
    );
    expect(job.status).toBe('checked');
    expect(job.report!.errors).toContainEqual({
      row: 2,
      column: 'price',
      message: 'Row 2, price: "12,99" is not a price in rupees (use digits and a dot for paise, e.g. 12.99)',
    });
    expect(job.report!.errors).toContainEqual({
      row: 3,
      column: 'discount_price',
      message: 'Row 3: discount price is above the price',
    });
    const messages = messagesOf(job);
    expect(messages).toContain('Row 4, stock: "-1" is not a stock count (a whole number, 0 or more)');
    expect(messages).toContain('Row 5, stock: "2.5" is not a stock count (a whole number, 0 or more)');
    expect(messages).toContain('Row 6, is_active: "yes" is not true or false');
    expect(messages).toContain('Row 7, gst_rate: "7" is not a GST rate (one of 0, 0.25, 3, 5, 12, 18, 28, 40)');
    expect(messages).toContain('Row 8, hsn_code: "12a4" is not an HSN code (4, 6 or 8 digits)');
    expect(messages).toContain(
      'Row 9, price: "12.999" is not a price in rupees (use digits and a dot for paise, e.g. 12.99)',
    );
    expect(job.report!.error_rows).toBe(8);
    expect(job.rows).toBe(8);
    expect(job.done).toBe(8);
  });

  it('names a SKU repeated in the file with both rows, and one another product uses in the store', async () => {
    const job = await checked(
      t,
      token,
      csvOf([
        newRow({ sku: 'TS-RED-M', color: 'Red', size: 'M' }),
        newRow({ sku: 'TS-BLUE-M', color: 'Red', size: 'M' }),
        newRow({ sku: 'ts-red-m', color: 'Red', size: 'M' }),
        newRow({ name: 'Thief', sku: 'CREW-RED-M', color: 'Red', size: 'M' }),
      ]),
    );
    const messages = messagesOf(job);
    expect(messages).toContain('Row 2: SKU TS-RED-M appears twice (rows 2 and 4)');
    expect(messages).toContain(
      `Row 5, sku: SKU CREW-RED-M belongs to another product in the store (${crewId}, "Classic Crew Neck T-Shirt")`,
    );
    expect(job.report!.error_rows, JSON.stringify(job.report!.errors)).toBe(3);
  });

  it('names product columns that differ between rows of one product, and product ids the store lacks', async () => {
    const job = await checked(
      t,
      token,
      csvOf([
        newRow({ sku: 'P-1', color: 'Red', size: 'M' }),
        newRow({ sku: 'P-2', color: 'Red', size: 'L', description: 'Another text.' }),
        newRow({ product_id: '99999', sku: 'P-3' }),
      ]),
    );
    const messages = messagesOf(job);
    expect(messages).toContain(
      'Row 3, description: differs from row 2 of the same product (every row of a product has the same description)',
    );
    expect(messages).toContain(
      'Row 4: there is no product 99999 in the store (leave product_id empty to create a new product)',
    );
  });

  it('refuses unknown brands, collections, categories, attributes and values unless told to create them', async () => {
    const rows = [
      newRow({ name: 'New One', brand: 'Brand New', sku: 'N-1', color: 'Teal', size: 'M' }),
      newRow({ name: 'New Two', collection: 'Pets', sku: 'N-2', color: 'Red', size: 'M' }),
      newRow({ name: 'New Three', category: 'Kurta', sku: 'N-3', color: 'Red', size: 'M', 'attribute:Fabric': 'Silk' }),
    ];
    const refused = await checked(t, token, csvOf(rows, ['Fabric']));
    const tick = 'tick "Create missing brands, categories and attributes" or fix the name';
    expect(refused.report!.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'brand', message: `Row 2, brand: there is no brand "Brand New" in the store: ${tick}` },
        { row: 2, column: 'color', message: `Row 2, color: there is no color "Teal" in the store: ${tick}` },
        {
          row: 4,
          column: 'attribute:Fabric',
          message: `Row 4, attribute:Fabric: there is no attribute "Fabric" in the store: ${tick}`,
        },
        {
          row: 3,
          column: 'collection',
          message: `Row 3, collection: there is no collection "Pets" in the store: ${tick}`,
        },
        {
          row: 4,
          column: 'category',
          message: `Row 4, category: there is no category "Kurta" in Men in the store: ${tick}`,
        },
      ]),
    );
    expect(refused.report!.create.brands).toEqual([]);

    const allowed = await checked(t, token, csvOf(rows, ['Fabric']), { createMissing: true });
    expect(allowed.report!.errors).toEqual([]);
    expect(allowed.options.create_missing).toBe(true);
    expect(allowed.report!.create).toMatchObject({
      products: 3,
      variations: 3,
      brands: ['Brand New'],
      collections: ['Pets'],
      categories: ['Pets / T-Shirt', 'Men / Kurta'],
      attributes: ['Fabric'],
      values: ['color: Teal', 'Fabric: Silk'],
    });
  });

  it('names images neither stored for the product nor in the ZIP', async () => {
    const zip = await zipOf({ 'photos/front.png': await png(20, 20) });
    const job = await checked(
      t,
      token,
      csvOf([newRow({ name: 'Pictured', sku: 'IMG-1', product_images: 'front.png|back.png' })]),
      { zip },
    );
    expect(messagesOf(job)).toEqual([
      'Row 2, product_images: image "back.png" is neither stored for this product nor in the ZIP',
    ]);
    const fine = await checked(
      t,
      token,
      csvOf([newRow({ name: 'Pictured', sku: 'IMG-1', product_images: 'front.png' })]),
      {
        zip,
      },
    );
    expect(fine.report!.errors).toEqual([]);
    expect(fine.report!.create.images).toBe(1);
  });
});

describe('a file that cannot be read', () => {
  it('names the header columns missing and unknown', async () => {
    const csv = 'product_id,name,brand,colour\r\n1,Tee,Loom,Red\r\n';
    const job = await checked(t, token, csv);
    expect(job.report!.errors).toHaveLength(1);
    expect(job.report!.errors[0]!.row).toBe(1);
    expect(job.report!.errors[0]!.message).toMatch(
      /^Row 1: the header lacks the columns description, collection, category, is_active, hsn_code, gst_rate, country_of_origin, generic_name, manufacturer, importer, packer, net_quantity, sku, color, size, price, discount_price, stock, product_images, variation_images; the header has unknown column "colour"/,
    );
  });

  it('says a file that is not UTF-8 is not', async () => {
    const latin1 = Buffer.from(csvOf([newRow({ name: 'Caf\u00e9 Tee', sku: 'L-1' })]), 'latin1');
    const job = await checked(t, token, latin1);
    expect(job.report!.errors).toEqual([
      {
        row: null,
        column: null,
        message:
          'The file is not UTF-8 text. In the spreadsheet, save it as "CSV UTF-8 (comma delimited)" and upload it again.',
      },
    ]);
  });

  it('refuses more rows than IMPORT_MAX_ROWS', async () => {
    const rows = Array.from({ length: 31 }, (_, index) => newRow({ name: `Many ${index}`, sku: `M-${index}` }));
    const job = await checked(t, token, csvOf(rows));
    expect(job.report!.errors.map((error) => error.message)).toEqual([
      'The file has more than 30 rows: split it into smaller files.',
    ]);
  });

  it('answers 400 for a file that is not CSV at all, or no file', async () => {
    const zip = await zipOf({ 'a.txt': Buffer.from('hello') });
    const notCsv = await upload(t, token, zip);
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().message).toBe('The file is not a CSV file: export the sheet as CSV and upload that.');
  });
});
