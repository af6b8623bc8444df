import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_MAX_ROWS } from '@store/shared/variation-matrix';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { staffToken } from '../../../test/staff.ts';
import { productVariations, variationAttributeValues } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
let factory: CatalogueFactory;
let shop: Awaited<ReturnType<typeof smallCatalogue>>;

beforeAll(async () => {
  t = await buildTestApp();
  const token = await t.adminToken();
  admin = bearer(token);
  factory = new CatalogueFactory(t.app, token);
  shop = await smallCatalogue(factory);
});
afterAll(() => t.close());

const add = (productId: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/variations`, headers, payload });

/** The product's variations as stored, with their values by attribute name, by SKU. */
async function stored(productId: number) {
  const rows = await t.database.db
    .select({
      sku: productVariations.sku,
      price: productVariations.price,
      discount_price: productVariations.discount_price,
      stock: productVariations.stock,
      attribute_id: variationAttributeValues.attribute_id,
      value: variationAttributeValues.value,
    })
    .from(productVariations)
    .leftJoin(
      variationAttributeValues,
      eq(variationAttributeValues.productvariation_id, productVariations.productvariation_id),
    )
    .where(eq(productVariations.product_id, productId));
  const bySku = new Map<string, { price: number; discount_price: number; stock: number; values: string[] }>();
  for (const row of rows) {
    const entry = bySku.get(row.sku) ?? {
      price: row.price,
      discount_price: row.discount_price,
      stock: row.stock,
      values: [],
    };
    if (row.value !== null)
      entry.values.push(`${row.attribute_id === shop.color.attribute_id ? 'color' : 'size'}=${row.value}`);
    entry.values.sort();
    bySku.set(row.sku, entry);
  }
  return bySku;
}

/** A product of its own for one test, named so its SKU code is predictable. */
const freshProduct = (name: string, fields: Record<string, unknown> = {}) =>
  factory.product({ name, category_id: shop.menTees.category_id, brand_id: shop.loom.brand_id, ...fields });

/** The body for colours × sizes, one row per combination, the same prices and stock. */
function matrix(colours: string[], sizes: string[], row: Record<string, unknown> = {}) {
  return {
    attributes: [
      { attribute_id: shop.color.attribute_id, values: colours },
      { attribute_id: shop.size.attribute_id, values: sizes },
    ],
    rows: colours.flatMap((colour) =>
      sizes.map((size): Record<string, unknown> => ({
        values: [colour, size],
        price: 999,
        discount_price: 799,
        stock: 4,
        ...row,
      })),
    ),
  };
}

describe('adding variations in one go (docs/product/admin.md#adding-variations-in-one-go)', () => {
  it('creates every variation with its values and a SKU from the pattern, audited, and the product page shows them', async () => {
    const product = await freshProduct('Pique Polo Shirt');
    // The public page is read (and cached) before the write: the write must drop it.
    expect((await t.app.inject({ url: `/api/Product/${product.product_id}` })).json().variations).toEqual([]);
    const mark = await auditMark(t);

    const response = await add(product.product_id, matrix(['Navy blue', 'White', 'Red'], ['S', 'M']));

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().created).toBe(6);
    const rows = await stored(product.product_id);
    expect([...rows.keys()].sort()).toEqual([
      'PIQUE-POLO-NAVY-BLUE-M',
      'PIQUE-POLO-NAVY-BLUE-S',
      'PIQUE-POLO-RED-M',
      'PIQUE-POLO-RED-S',
      'PIQUE-POLO-WHITE-M',
      'PIQUE-POLO-WHITE-S',
    ]);
    expect(rows.get('PIQUE-POLO-NAVY-BLUE-M')).toEqual({
      price: 99900,
      discount_price: 79900,
      stock: 4,
      values: ['color=Navy blue', 'size=M'],
    });
    const audit = await auditSince(t, mark);
    expect(audit.filter((row) => row.action === 'variation.create')).toHaveLength(6);
    expect(audit.filter((row) => row.action === 'attribute_value.create')).toHaveLength(12);
    const page = (await t.app.inject({ url: `/api/Product/${product.product_id}` })).json();
    expect(page.variations).toHaveLength(6);
    const values = page.variations[0].attributes.map((value: { value: string }) => value.value);
    expect(values.sort()).toEqual(['Navy blue', 'S']);
  });

  it('takes the SKUs sent, a pattern of its own, and the product’s own SKU as {product}', async () => {
    const product = await freshProduct('Linen Kurta', { sku: 'lk 22' });
    const body = { ...matrix(['Olive'], ['L', 'XL']), sku_pattern: '{SIZE}/{product}-{COLOUR}' };
    body.rows[1]!.sku = 'KURTA-OLIVE-XTRA';
    const response = await add(product.product_id, body);
    expect(response.statusCode, response.body).toBe(201);
    expect([...(await stored(product.product_id)).keys()].sort()).toEqual(['KURTA-OLIVE-XTRA', 'L/LK-22-OLIVE']);
  });

  it('skips nothing silently: each wrong row is named, and nothing is added', async () => {
    const product = await freshProduct('Rib Tank');
    const taken = await factory.variation(product.product_id, { sku: 'RIB-TANK-BLACK-S', price: 500, stock: 1 });
    await factory.value(taken.productvariation_id, shop.color.attribute_id, 'Black');
    await factory.value(taken.productvariation_id, shop.size.attribute_id, 'S');
    const other = await freshProduct('Other Tee');
    await factory.variation(other.product_id, { sku: 'TAKEN-ELSEWHERE', price: 500, stock: 1 });
    const before = await stored(product.product_id);
    const mark = await auditMark(t);

    const cases: Array<[string, (body: ReturnType<typeof matrix>) => void, RegExp]> = [
      [
        'discount above price',
        (body) => Object.assign(body.rows[1]!, { discount_price: 2000 }),
        /Row 2 .*discount price is above the price/,
      ],
      ['negative stock', (body) => Object.assign(body.rows[0]!, { stock: -1 }), /Row 1 .*stock must be a whole number/],
      [
        'SKU twice in the batch',
        (body) => {
          Object.assign(body.rows[0]!, { sku: 'X-1' });
          Object.assign(body.rows[1]!, { sku: 'x-1' });
        },
        /Row 2 .*SKU x-1 is also row 1/,
      ],
      [
        'SKU used in the store',
        (body) => Object.assign(body.rows[0]!, { sku: 'taken-elsewhere' }),
        /Row 1 .*SKU taken-elsewhere is already used/,
      ],
      [
        'a combination the product has',
        (body) => Object.assign(body.rows[0]!, { values: ['black', 's'] }),
        /Row 1 .*the product already has black \/ s/,
      ],
      [
        'a combination twice',
        (body) => Object.assign(body.rows[1]!, { values: ['White', 'M'] }),
        /Row 2 .*White \/ M is also row 1/,
      ],
      [
        'a value not of that attribute',
        (body) => Object.assign(body.rows[1]!, { values: ['White', 'XXL'] }),
        /Row 2 .*"XXL" is not one of the values chosen for size/,
      ],
    ];
    for (const [kind, spoil, message] of cases) {
      const body = matrix(['White'], ['M', 'L']);
      spoil(body);
      const response = await add(product.product_id, body);
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().message, kind).toMatch(/^Nothing was added\./);
      expect(response.json().details.rows, kind).toEqual([
        expect.objectContaining({ message: expect.stringMatching(message) }),
      ]);
    }
    // 3 colours × 67 sizes: one row more than a save takes.
    const sizes = Array.from({ length: (MATRIX_MAX_ROWS + 1) / 3 }, (_, index) => `W${index}`);
    const tooMany = matrix(['White', 'Grey', 'Blue'], sizes);
    expect(tooMany.rows).toHaveLength(MATRIX_MAX_ROWS + 1);
    const refused = await add(product.product_id, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`At most ${MATRIX_MAX_ROWS} variations at once`);

    expect(await stored(product.product_id)).toEqual(before);
    expect(await auditSince(t, mark)).toEqual([]);
  });

  it('refuses whoever may not edit the catalogue, with the product unchanged; a catalogue member may', async () => {
    const product = await freshProduct('Denim Jacket');
    const body = matrix(['Indigo'], ['M']);
    const shopper = bearer(await t.shopperToken('matrix-shopper@example.com'));
    const fulfilment = bearer(await staffToken(t, 'fulfilment'));
    expect((await add(product.product_id, body, {})).statusCode).toBe(401);
    expect((await add(product.product_id, body, shopper)).statusCode).toBe(403);
    expect((await add(product.product_id, body, fulfilment)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/attribute-values', headers: fulfilment })).statusCode).toBe(403);
    expect((await stored(product.product_id)).size).toBe(0);
    const catalogue = bearer(await staffToken(t, 'catalogue'));
    expect((await add(product.product_id, body, catalogue)).statusCode).toBe(201);
    expect([...(await stored(product.product_id)).keys()]).toEqual(['DENIM-JACKET-INDIGO-M']);
  });

  it('answers 404 for an unknown product and 400 for an unknown attribute', async () => {
    expect((await add(999_999, matrix(['Red'], ['M']))).statusCode).toBe(404);
    const product = await freshProduct('Cargo Pants');
    const body = { ...matrix(['Red'], ['M']), attributes: [{ attribute_id: 999_999, values: ['Red'] }] };
    const response = await add(product.product_id, { ...body, rows: [{ values: ['Red'], price: 100, stock: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('there is no attribute 999999');
  });

  it('lists each attribute with the values variations use, one spelling each, for the matrix', async () => {
    const product = await freshProduct('Spelling Tee');
    const variation = await factory.variation(product.product_id, { price: 500, stock: 1 });
    await factory.value(variation.productvariation_id, shop.color.attribute_id, 'navy BLUE');
    const response = await t.app.inject({ url: '/api/admin/attribute-values', headers: admin });
    expect(response.statusCode).toBe(200);
    const colours = response.json().find((row: { name: string }) => row.name === 'color');
    const navy = colours.values.filter((value: string) => value.toLowerCase() === 'navy blue');
    expect(navy).toHaveLength(1);
    expect(colours.values).toEqual(expect.arrayContaining(['Black', 'White']));
  });
});
