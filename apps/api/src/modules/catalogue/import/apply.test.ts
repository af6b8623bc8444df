import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../../test/app.ts';
import { auditMark, auditSince } from '../../../../test/audit.ts';
import { cardOf, staleCards } from '../../../../test/cards.ts';
import { CatalogueFactory } from '../../../../test/factories.ts';
import { applied, apply, checked, csvOf, exportedCsv, newRow, zipOf } from '../../../../test/imports.ts';
import { png } from '../../../../test/uploads.ts';
import { queryRows } from '../../../db/client.ts';
import { brands, products } from '../../../db/schema/index.ts';
import { planDemoProducts } from '../../../seed/plan.ts';
import { ensureTaxonomy, insertPlannedProducts } from '../../../seed/write.ts';
import { refreshSearchVectors } from '../search-vector.ts';

// Applying an import (docs/product/catalogue-import.md#apply): the export read back changes nothing, the same file
// twice is safe, new products with variations, values and ZIP images, updates with their audit entries.

let t: TestApp;
let token: string;
let hoodieId: number;

/** Every product and variation as the database has it, to compare before and after. */
const snapshot = () =>
  queryRows(
    t.database.db,
    sql`SELECT p.product_id, p.name, p.description, p.price, p.discount_price, p.stock, p.is_active, p.updated_at,
          (SELECT json_agg(json_build_object('sku', v.sku, 'price', v.price, 'stock', v.stock, 'at', v.updated_at)
             ORDER BY v.productvariation_id) FROM product_variations v WHERE v.product_id = p.product_id) AS variations,
          (SELECT json_agg(i.file_key ORDER BY i.image_id) FROM images i WHERE i.product_id = p.product_id) AS images
        FROM products p ORDER BY p.product_id`,
  );

beforeAll(async () => {
  t = await buildTestApp({ IMPORT_ROWS_PER_SECOND: '0' });
  token = await t.adminToken();
  // The demo catalogue's rows (its image rows name files this test never draws).
  await t.database.db.transaction(async (tx) => {
    await insertPlannedProducts(tx, planDemoProducts(), await ensureTaxonomy(tx), () => {});
    await refreshSearchVectors(tx, { all: true });
  });
  const factory = new CatalogueFactory(t.app, token);
  const [place] = await queryRows<{ category_id: number; brand_id: number }>(
    t.database.db,
    sql`SELECT c.category_id, b.brand_id FROM categories c, parent_categories pc, brands b
        WHERE pc.parentcategory_id = c.parentcategory_id AND pc.name = 'Women' AND c.name = 'T-Shirt'
          AND b.name = 'Urban Loom'`,
  );
  hoodieId = (
    await factory.product({
      name: '=HYPERLINK("http://evil.example","Hoodie")',
      description: '-5% off, +more',
      ...place!,
      price: 1299,
      stock: 7,
      sku: '@HOODIE-1',
    })
  ).product_id;
}, 180_000);
afterAll(() => t?.close());

describe('the export imported back unchanged', () => {
  it('reports nothing to create or update, and applying it changes nothing', async () => {
    const before = await snapshot();
    const csv = await exportedCsv(t, token);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Hoodie"")"`);
    const lines = (parse(csv.slice(1)) as string[][]).length - 1;
    const job = await checked(t, token, csv);
    expect(job.report!.errors).toEqual([]);
    expect(job.report!.create).toMatchObject({ products: 0, variations: 0, images: 0, brands: [], categories: [] });
    expect(job.report!.update).toEqual({ products: 0, variations: 0, items: [] });
    expect(job.report!.unchanged.products).toBe(before.length);
    expect(job.rows).toBe(lines);

    const mark = await auditMark(t);
    const done = await applied(t, token, job.id);
    expect(done.status).toBe('done');
    expect(done.done).toBe(lines);
    expect(done.result).toEqual({
      created: { products: 0, variations: 0 },
      updated: { products: 0, variations: 0 },
      skipped_rows: 0,
      deactivated: 0,
      images: 0,
    });
    expect(await snapshot()).toEqual(before);
    expect((await auditSince(t, mark)).map((row) => row.action)).toEqual(['catalogue_import.apply']);
  });

  it('takes the formula-safe prefix off: a name starting with = stays as it was', async () => {
    const csv = await exportedCsv(t, token);
    const job = await checked(t, token, csv);
    expect(job.report!.update.items).toEqual([]);
    const [hoodie] = await t.database.db.select().from(products).where(eq(products.product_id, hoodieId));
    expect(hoodie!.name).toBe('=HYPERLINK("http://evil.example","Hoodie")');
    expect(hoodie!.sku).toBe('@HOODIE-1');
  });
});

describe('new products from a file', () => {
  const file = csvOf(
    [
      newRow({ name: 'Import Polo', sku: 'POLO-TEAL-M', color: 'Teal', size: 'M', 'attribute:Fabric': 'Pique' }),
      newRow({ name: 'Import Polo', sku: 'POLO-TEAL-L', color: 'Teal', size: 'L', stock: '0' }),
      newRow({ name: 'Import Cap', brand: 'Cap Co', collection: 'Accessories', category: 'Caps', sku: 'CAP-1' }),
    ],
    ['Fabric'],
  );

  it('creates the missing taxonomy, products, variations and values once; the same file again changes nothing', async () => {
    const job = await checked(t, token, file, { createMissing: true });
    expect(job.report!.errors).toEqual([]);
    expect(job.report!.create).toMatchObject({
      products: 2,
      variations: 2,
      brands: ['Cap Co'],
      collections: ['Accessories'],
      categories: ['Accessories / Caps'],
      attributes: ['Fabric'],
    });
    const mark = await auditMark(t);
    const done = await applied(t, token, job.id);
    expect(done.result).toMatchObject({
      created: { products: 2, variations: 2 },
      updated: { products: 0, variations: 0 },
    });

    const [polo] = await queryRows<{ product_id: number }>(
      t.database.db,
      sql`SELECT product_id FROM products WHERE name = 'Import Polo'`,
    );
    const page = (await t.app.inject({ url: `/api/Product/${polo!.product_id}` })).json();
    expect(page.variations.map((v: { sku: string }) => v.sku)).toEqual(['POLO-TEAL-M', 'POLO-TEAL-L']);
    expect(
      page.variations[0].attributes.map(
        (a: { attribute_name: string; value: string }) => `${a.attribute_name}=${a.value}`,
      ),
    ).toEqual(['size=M', 'color=Teal', 'Fabric=Pique']);
    expect(page.discount_price).toBe(699);
    const [cap] = await t.database.db.select().from(products).where(eq(products.sku, 'CAP-1'));
    expect(cap).toMatchObject({ name: 'Import Cap', price: 79900, discount_price: 69900, stock: 5 });
    expect(await t.database.db.select().from(brands).where(eq(brands.name, 'Cap Co'))).toHaveLength(1);
    // The batch refreshed its products' cards once, deferring the triggers: the cards equal a rebuild, and show the
    // variations' stock (5 + 0) for the polo, the cap's own for the cap.
    expect(await cardOf(t, polo!.product_id)).toMatchObject({ stock: 5, sizes: ['M'], colors: ['teal'] });
    expect(await cardOf(t, cap!.product_id)).toMatchObject({ stock: 5, sizes: [] });
    expect(await staleCards(t)).toEqual([]);

    const audit = await auditSince(t, mark);
    expect(audit.map((row) => row.action)).toEqual([
      'brand.create',
      'collection.create',
      'category.create',
      'attribute.create',
      'catalogue_import.batch',
      'catalogue_import.apply',
    ]);
    const batch = audit.find((row) => row.action === 'catalogue_import.batch')!;
    expect(batch.entity_id).toBe(String(job.id));
    expect(batch.changes).toMatchObject({
      products: {
        after: [
          { id: polo!.product_id, fields: ['new'] },
          { id: cap!.product_id, fields: ['new'] },
        ],
      },
    });
    const summary = audit.find((row) => row.action === 'catalogue_import.apply')!;
    expect(summary.changes).toMatchObject({ file_name: { after: 'catalogue.csv' }, result: { after: done.result } });

    const again = await checked(t, token, file, { createMissing: true });
    expect(again.report!.create).toMatchObject({ products: 0, variations: 0, brands: [], attributes: [] });
    expect(again.report!.update).toEqual({ products: 0, variations: 0, items: [] });
    const before = await snapshot();
    const second = await applied(t, token, again.id);
    expect(second.result).toMatchObject({
      created: { products: 0, variations: 0 },
      updated: { products: 0, variations: 0 },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('stores images from the ZIP through the upload pipeline and shows them on the product', async () => {
    const zip = await zipOf({ 'shots/front.png': await png(600, 800), 'shots/back.png': await png(300, 300) });
    const job = await checked(
      t,
      token,
      csvOf([newRow({ name: 'Pictured Tee', sku: 'PIC-1', product_images: 'front.png|back.png' })]),
      { zip },
    );
    expect(job.report!.create.images).toBe(2);
    const done = await applied(t, token, job.id);
    expect(done.result!.images).toBe(2);
    const [product] = await t.database.db.select().from(products).where(eq(products.sku, 'PIC-1'));
    const page = (await t.app.inject({ url: `/api/Product/${product!.product_id}` })).json();
    expect(page.images).toHaveLength(2);
    const url: string = page.images[0].url ?? page.images[0].srcset ?? JSON.stringify(page.images[0]);
    expect(url).toContain('.webp');
    // The stored names are what the export writes and a later file may name without a ZIP.
    const csv = await exportedCsv(t, token);
    const keys = (
      await queryRows<{ file_key: string }>(
        t.database.db,
        sql`SELECT file_key FROM images WHERE product_id = ${product!.product_id} ORDER BY sort_order`,
      )
    ).map((row) => row.file_key);
    expect(csv).toContain(keys.join('|'));
  });
});

describe('updates and errors', () => {
  it('updates the changed cells only, with the changed fields in the report and the batch audit entry', async () => {
    const csv = await exportedCsv(t, token);
    const records = parse(csv.slice(1)) as string[][];
    const header = records[0]!;
    const col = (name: string) => header.indexOf(name);
    const target = records.find((record) => record[col('sku')] === 'POLO-TEAL-M')!;
    target[col('stock')] = '42';
    target[col('price')] = '899.50';
    // A product's own cell too: the hoodie (no variations) gets a new description, its price and stock stay.
    const hoodie = records.find((record) => record[col('product_id')] === String(hoodieId))!;
    hoodie[col('description')] = 'Warm, and now described.';
    const changed = csvOf(
      records.slice(1).map((record) => Object.fromEntries(header.map((h, i) => [h, record[i]!]))),
      ['Fabric'],
    );
    const job = await checked(t, token, changed);
    expect(job.report!.errors).toEqual([]);
    expect(job.report!.update).toEqual({
      products: 1,
      variations: 1,
      items: expect.arrayContaining([
        expect.objectContaining({ sku: 'POLO-TEAL-M', name: 'Import Polo', fields: ['price', 'stock'] }),
        expect.objectContaining({ product_id: hoodieId, fields: ['description'] }),
      ]),
    });
    const poloId = Number(target[col('product_id')]);
    const shown = async () =>
      (await t.app.inject({ url: `/api/Product/${poloId}` }))
        .json()
        .variations.find((v: { sku: string }) => v.sku === 'POLO-TEAL-M');
    expect(await shown()).toMatchObject({ price: 799, stock: 5 }); // now in the response cache
    const mark = await auditMark(t);
    const done = await applied(t, token, job.id);
    expect(done.result!.updated).toEqual({ products: 1, variations: 1 });
    // The batch dropped the cached page by its tag.
    expect(await shown()).toMatchObject({ price: 899.5, stock: 42 });
    const [variation] = await queryRows<{ price: number; stock: number; productvariation_id: number }>(
      t.database.db,
      sql`SELECT productvariation_id, price, stock FROM product_variations WHERE sku = 'POLO-TEAL-M'`,
    );
    expect(variation).toMatchObject({ price: 89950, stock: 42 });
    const [hoodieRow] = await t.database.db.select().from(products).where(eq(products.product_id, hoodieId));
    expect(hoodieRow).toMatchObject({ description: 'Warm, and now described.', price: 129900, stock: 7 });
    expect(await cardOf(t, poloId)).toMatchObject({ stock: 42 });
    expect(await staleCards(t)).toEqual([]);
    const [batch] = await auditSince(t, mark, 'catalogue_import.batch');
    expect(batch!.changes).toMatchObject({
      variations: { after: [{ id: variation!.productvariation_id, sku: 'POLO-TEAL-M', fields: ['price', 'stock'] }] },
    });
  });

  it('refuses to apply a report with errors unless told to skip them; skips just the bad row', async () => {
    const job = await checked(
      t,
      token,
      csvOf([
        newRow({ name: 'Half Good', sku: 'HG-1', color: 'Teal', size: 'M' }),
        newRow({ name: 'Half Good', sku: 'HG-2', color: 'Teal', size: 'L', stock: '-3' }),
      ]),
    );
    expect(job.report!.error_count).toBe(1);
    const refused = await apply(t, token, job.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The check found 1 errors/);
    expect(
      (await t.app.inject({ url: `/api/admin/catalogue/imports/${job.id}`, headers: bearer(token) })).json().status,
    ).toBe('checked');
    const done = await applied(t, token, job.id, { skip_errors: true });
    expect(done.result).toMatchObject({ created: { products: 1, variations: 1 }, skipped_rows: 1 });
    const skus = await queryRows<{ sku: string }>(
      t.database.db,
      sql`SELECT sku FROM product_variations WHERE sku LIKE 'HG-%'`,
    );
    expect(skus.map((row) => row.sku)).toEqual(['HG-1']);
  });

  it('sets inactive the products missing from the file when asked', async () => {
    const job = await checked(
      t,
      token,
      csvOf([
        newRow({ name: 'Import Cap', brand: 'Cap Co', collection: 'Accessories', category: 'Caps', sku: 'CAP-1' }),
      ]),
    );
    const active = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM products WHERE is_active`,
    );
    const done = await applied(t, token, job.id, { deactivate_missing: true });
    expect(done.result!.deactivated).toBe(active[0]!.n - 1);
    const still = await queryRows<{ name: string }>(t.database.db, sql`SELECT name FROM products WHERE is_active`);
    expect(still).toEqual([{ name: 'Import Cap' }]);
  });
});
