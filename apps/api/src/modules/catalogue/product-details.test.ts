import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailMessages } from '@store/shared/product-details';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { applied, checked, csvOf, exportedCsv, newRow } from '../../../test/imports.ts';
import { products } from '../../db/schema/index.ts';

// The product page's details (docs/product/storefront.md#product-details): carried by the API, the form's writes, bulk
// edits and the catalogue file; no product made active without a country of origin (docs/product/admin.md#products);
// an importer named for goods made outside India.

let t: TestApp;
let token: string;
let admin: Record<string, string>;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

const DETAILS = {
  country_of_origin: 'Vietnam',
  generic_name: "Men's sneakers",
  manufacturer: 'Stride Lab Co., Ltd., Lot C4, Tan Tao Industrial Park, Ho Chi Minh City, Vietnam',
  importer: 'Stride Lab India Pvt. Ltd., Marathahalli, Bengaluru, Karnataka 560103',
  packer: 'Stride Lab India Pvt. Ltd., Marathahalli, Bengaluru, Karnataka 560103',
  net_quantity: '1 Pair',
};

const body = (fields: Record<string, unknown> = {}) => ({
  name: 'Legal Tee',
  description: 'A tee with its details.',
  price: 999,
  stock: 4,
  category_id: catalogue.menTees.category_id,
  brand_id: catalogue.loom.brand_id,
  ...fields,
});

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin, payload });

const stored = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.product_id, id)))[0]!;

/** A product as one stored before the details existed: no country of origin (the migration's NULL). */
async function legacyProduct(active: boolean) {
  const made = await factory.product(body({ name: `Old Tee ${Math.random()}`, is_active: active }));
  await t.database.db.update(products).set({ country_of_origin: null }).where(eq(products.product_id, made.product_id));
  return made.product_id;
}

beforeAll(async () => {
  t = await buildTestApp({ IMPORT_ROWS_PER_SECOND: '0' });
  token = await t.adminToken();
  admin = bearer(token);
  factory = new CatalogueFactory(t.app, token);
  catalogue = await smallCatalogue(factory);
}, 180_000);
afterAll(() => t?.close());

describe('the product form and the API', () => {
  it('refuses a new product without a country of origin, and stores nothing', async () => {
    const before = await t.database.db.$count(products);
    for (const country of [undefined, '', '   ', null]) {
      const response = await send('POST', '/api/Product', body({ name: 'No Origin', country_of_origin: country }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ country_of_origin: productDetailMessages.countryRequired });
    }
    expect(await t.database.db.$count(products)).toBe(before);
  });

  it('asks for the importer of goods made outside India, on create and update', async () => {
    const before = await t.database.db.$count(products);
    const refused = await send('POST', '/api/Product', body({ ...DETAILS, importer: '' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ importer: productDetailMessages.importerRequired });
    expect(await t.database.db.$count(products)).toBe(before);

    const made = await factory.product(body({ country_of_origin: 'india' }));
    const update = await send('PUT', `/api/Product/${made.product_id}`, body({ country_of_origin: 'Japan' }));
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe(`importer: ${productDetailMessages.importerRequired}`);
    expect((await stored(made.product_id)).country_of_origin).toBe('india');
  });

  it('answers the details on the product, to shoppers and the admin, and keeps them when a PUT leaves them out', async () => {
    const created = await send('POST', '/api/Product', body({ ...DETAILS, name: 'Imported Sneaker' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(DETAILS);
    const id = created.json().product_id as number;
    expect((await t.app.inject(`/api/Product/${id}`)).json()).toMatchObject(DETAILS);
    expect(await stored(id)).toMatchObject(DETAILS);

    const edited = await send('PUT', `/api/Product/${id}`, body({ name: 'Imported Sneaker', price: 1099 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(id)).toMatchObject({ ...DETAILS, price: 109_900 });

    const cleared = await send('PUT', `/api/Product/${id}`, body({ packer: '', generic_name: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stored(id)).toMatchObject({ packer: null, generic_name: null, manufacturer: DETAILS.manufacturer });
  });

  it('does not activate a product without a country of origin; it stays inactive until one is given', async () => {
    const id = await legacyProduct(false);
    const refused = await send('PUT', `/api/Product/${id}`, body({ is_active: true, price: 1 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Add the country of origin before activating this product.');
    expect(refused.json().errors).toEqual({ country_of_origin: productDetailMessages.activationNeedsCountry });
    expect(await stored(id)).toMatchObject({ is_active: false, price: 99_900 });

    // Edited while inactive it may stay without one; given one, it activates.
    expect((await send('PUT', `/api/Product/${id}`, body({ is_active: false, stock: 9 }))).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ is_active: false, stock: 9, country_of_origin: null });
    const activated = await send('PUT', `/api/Product/${id}`, body({ is_active: true, country_of_origin: 'India' }));
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await stored(id)).toMatchObject({ is_active: true, country_of_origin: 'India' });
  });

  it('lets an old active product stay as it is, but never clears the country of an active one', async () => {
    const old = await legacyProduct(true);
    expect((await send('PUT', `/api/Product/${old}`, body({ is_active: true, price: 899 }))).statusCode).toBe(200);
    expect(await stored(old)).toMatchObject({ is_active: true, price: 89_900, country_of_origin: null });

    const made = await factory.product(body({ name: 'Active Tee', is_active: true }));
    const cleared = await send('PUT', `/api/Product/${made.product_id}`, body({ country_of_origin: '' }));
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(productDetailMessages.activationNeedsCountry);
    expect(await stored(made.product_id)).toMatchObject({ is_active: true, country_of_origin: 'India' });
  });
});

describe('bulk activation', () => {
  it('refuses the whole selection when a product to activate has no country of origin', async () => {
    const bare = await legacyProduct(false);
    const ready = await factory.product(body({ name: 'Ready Tee', is_active: false }));
    const activeOld = await legacyProduct(true);
    const ids = [bare, ready.product_id, activeOld];
    const activate = (preview: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk',
        headers: admin,
        payload: { selection: { ids }, action: { type: 'activate' }, ...(preview ? { preview: true } : {}) },
      });
    for (const preview of [true, false]) {
      const refused = await activate(preview);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(productDetailMessages.bulkActivationNeedsCountry(1));
    }
    const rows = await t.database.db.select().from(products).where(inArray(products.product_id, ids));
    expect(rows.map((row) => [row.product_id, row.is_active]).sort()).toEqual(
      [
        [bare, false],
        [ready.product_id, false],
        [activeOld, true],
      ].sort(),
    );
    // With the country filled in, the same selection activates.
    await t.database.db.update(products).set({ country_of_origin: 'India' }).where(eq(products.product_id, bare));
    const done = await activate(false);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ products: 2, variations: 0 });
  });
});

describe('the catalogue file', () => {
  it('names a row that would be active without a country of origin, and a foreign one without an importer', async () => {
    const old = await legacyProduct(false);
    const job = await checked(
      t,
      token,
      csvOf([
        newRow({ name: 'Fileless Origin', country_of_origin: '' }),
        newRow({ name: 'Draft Tee', country_of_origin: '', is_active: 'false' }),
        newRow({ name: 'Foreign Tee', country_of_origin: 'Sri Lanka' }),
        newRow({ product_id: String(old), name: (await stored(old)).name, country_of_origin: '' }),
      ]),
    );
    const errors = job.report!.errors.map((error) => [error.row, error.column, error.message]);
    expect(errors).toEqual([
      [
        2,
        'country_of_origin',
        `Row 2, country_of_origin: ${productDetailMessages.activationNeedsCountry} (is_active is true)`,
      ],
      [4, 'importer', `Row 4, importer: ${productDetailMessages.importerRequired}`],
      [
        5,
        'country_of_origin',
        `Row 5, country_of_origin: ${productDetailMessages.activationNeedsCountry} (is_active is true)`,
      ],
    ]);
    // Applied skipping errors, only the inactive draft is written; the old product stays inactive.
    const before = await t.database.db.$count(products);
    const done = await applied(t, token, job.id, { skip_errors: true });
    expect(done.status).toBe('done');
    expect(await t.database.db.$count(products)).toBe(before + 1);
    expect(await stored(old)).toMatchObject({ is_active: false, country_of_origin: null });
  });

  it('exports the details and reads them back: changes are written, the same file again changes nothing', async () => {
    const made = await send('POST', '/api/Product', body({ ...DETAILS, name: 'Round Trip Sneaker' }));
    const id = made.json().product_id as number;
    const rows = parse(await exportedCsv(t, token), { columns: true, bom: true }) as Array<Record<string, string>>;
    const row = rows.find((candidate) => candidate.product_id === String(id))!;
    expect(row).toMatchObject(DETAILS);

    const again = await checked(t, token, csvOf(rows));
    expect(again.report!.errors).toEqual([]);
    expect(again.report!.update.products).toBe(0);

    const changed = rows.map((candidate) =>
      candidate.product_id === String(id) ? { ...candidate, net_quantity: '2 Pairs', packer: '' } : candidate,
    );
    const job = await checked(t, token, csvOf(changed));
    expect(job.report!.update.items).toEqual([expect.objectContaining({ fields: ['packer', 'net_quantity'] })]);
    expect((await applied(t, token, job.id)).status).toBe('done');
    expect(await stored(id)).toMatchObject({ ...DETAILS, net_quantity: '2 Pairs', packer: null });
  });
});
