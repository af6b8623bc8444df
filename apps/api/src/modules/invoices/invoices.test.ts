import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spreadProportionally } from '@store/shared/gst';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { ADMIN, bearer, buildTestApp, PRODUCTION_ENV, signIn, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue, homeAddress } from '../../../test/factories.ts';
import { buyer, orderNumber, payOrder, placeOrder, type Buyer } from '../../../test/orders.ts';
import { orderItems, orderReturns, orders, refunds, returnItems } from '../../db/schema/index.ts';
import { financialYear } from './numbers.ts';

let t: TestApp;
let admin: Record<string, string>;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let blazer: { product_id: number };
let asha: Buyer;
let ravi: Buyer;

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });
const invoiceOf = async (orderId: number) => {
  const response = await get(`/api/admin/orders/${orderId}/invoice`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TaxDocument;
};
const invoiceNumber = async (orderId: number) =>
  (await t.database.db.select({ n: orders.invoice_number }).from(orders).where(eq(orders.order_id, orderId)))[0]!.n;

/** Four lines, one per way a line gets its HSN code and rate (docs/product/orders.md#how-tax-is-computed). */
const bag = () => [
  // Category HSN 6109, rate by the apparel rule: ₹599 a piece → 5%.
  { product_id: catalogue.products.crewTee.product_id, quantity: 2 },
  // No HSN anywhere: the Men default 6211; ₹1,999 → 5%.
  { product_id: catalogue.products.linen.product_id, quantity: 1 },
  // ₹3,000 a piece → 18%.
  { product_id: blazer.product_id, quantity: 1 },
  // The product's own HSN and rate.
  { product_id: catalogue.products.womenTee.product_id, quantity: 1 },
];
const BAG_TOTAL = 599 * 2 + 1999 + 3000 + 349;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  const tees = await t.app.inject({
    method: 'PUT',
    url: `/api/Category/${catalogue.menTees.category_id}`,
    headers: admin,
    payload: {
      name: 'T-Shirt',
      description: 'Tees',
      parentcategory_id: catalogue.men.parentcategory_id,
      hsn_code: '6109',
      gst_rate: '',
    },
  });
  expect(tees.statusCode, tees.body).toBe(200);
  expect(tees.json()).toMatchObject({ hsn_code: '6109', gst_rate: null });
  const womenTee = await t.app.inject({
    method: 'PUT',
    url: `/api/Product/${catalogue.products.womenTee.product_id}`,
    headers: admin,
    payload: {
      name: 'Relaxed Graphic T-Shirt',
      description: 'A tee.',
      price: 699,
      discount_price: 349,
      stock: 10,
      category_id: catalogue.womenTees.category_id,
      brand_id: catalogue.denim.brand_id,
      hsn_code: '61091000',
      gst_rate: 12,
    },
  });
  expect(womenTee.statusCode, womenTee.body).toBe(200);
  expect(womenTee.json()).toMatchObject({ hsn_code: '61091000', gst_rate: 12 });
  blazer = await factory.product({
    name: 'Wool Blazer',
    category_id: catalogue.menShirts.category_id,
    brand_id: catalogue.loom.brand_id,
    price: 3000,
    stock: 10,
  });
  asha = await buyer(t, 'asha@example.com');
  ravi = await buyer(t, 'ravi@example.com', {
    ...homeAddress,
    first_name: 'Ravi',
    city: 'Pune',
    state: 'Maharashtra',
    postal_code: '411001',
  });
});
afterAll(() => t.close());

describe('the tax invoice of an order', () => {
  let orderId: number;

  it('keeps each line’s HSN code and GST rate at checkout, and refuses the invoice (409) until payment', async () => {
    const order = await placeOrder(t, asha, bag(), BAG_TOTAL);
    orderId = order.orderid;
    const lines = await t.database.db
      .select({ hsn_code: orderItems.hsn_code, gst_rate: orderItems.gst_rate, product_id: orderItems.product_id })
      .from(orderItems)
      .where(eq(orderItems.order_id, orderId))
      .orderBy(orderItems.order_item_id);
    expect(lines.map(({ hsn_code, gst_rate }) => [hsn_code, gst_rate])).toEqual([
      ['6109', 5],
      ['6211', 5],
      ['6211', 18],
      ['61091000', 12],
    ]);
    expect((await get(`/api/admin/orders/${orderId}/invoice`)).statusCode).toBe(409);
    expect((await get(`/api/Order/${orderId}/invoice`, asha.headers)).statusCode).toBe(409);
    expect(await invoiceNumber(orderId)).toBeNull();
  });

  it('numbers the invoice when the payment confirms the order and splits CGST + SGST within Karnataka to the paisa', async () => {
    const order = await placeOrder(t, asha, bag(), BAG_TOTAL);
    // Pay the order placed in the previous test as well as this one: numbers follow the confirmations.
    const first = (await t.database.db.select().from(orders).where(eq(orders.order_id, orderId)))[0]!;
    expect((await payOrder(t, asha, first.razorpay_order_id!)).statusCode).toBe(200);
    expect((await payOrder(t, asha, order.orderId)).statusCode).toBe(200);
    const [a, b] = [await invoiceNumber(orderId), await invoiceNumber(order.orderid)];
    expect(a).toMatch(/^INV\d{2}-\d{2}\/\d{6}$/);
    expect(Number(b!.slice(-6))).toBe(Number(a!.slice(-6)) + 1);

    const invoice = await invoiceOf(orderId);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: a,
      original_invoice: null,
      order_id: orderId,
      seller: {
        name: t.config.store!.legalName,
        gstin: '29AABCK1234M1ZG',
        state: 'Karnataka',
        state_code: '29',
      },
      buyer: { name: 'Asha', state: 'Karnataka', phone: '9876543210' },
      place_of_supply: 'Karnataka (29)',
      intra_state: true,
    });
    expect(invoice.buyer.address).toBe('12, MG Road, Bengaluru 560001');
    expect(invoice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.lines).toEqual([
      {
        description: 'Urban Loom Classic Crew Neck T-Shirt',
        sku: null,
        hsn_code: '6109',
        quantity: 2,
        unit_price: 599,
        taxable_value: 1140.95,
        gst_rate: 5,
        cgst: 28.53,
        sgst: 28.52,
        igst: 0,
        total: 1198,
      },
      expect.objectContaining({ hsn_code: '6211', gst_rate: 5, taxable_value: 1903.81, cgst: 47.6, sgst: 47.59 }),
      expect.objectContaining({ hsn_code: '6211', gst_rate: 18, taxable_value: 2542.37, cgst: 228.82, sgst: 228.81 }),
      expect.objectContaining({ hsn_code: '61091000', gst_rate: 12, taxable_value: 311.61, cgst: 18.7, sgst: 18.69 }),
    ]);
    expect(invoice.totals).toEqual({ taxable_value: 5898.74, cgst: 323.65, sgst: 323.61, igst: 0, total: BAG_TOTAL });
    expect(invoice.amount_in_words).toBe('Rupees Six Thousand Five Hundred Forty-Six Only');
  });

  it('charges IGST only to a buyer in another state', async () => {
    const id = await orderNumber(t, ravi, [{ product_id: blazer.product_id, quantity: 1 }], 3000);
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({ intra_state: false, place_of_supply: 'Maharashtra (27)' });
    expect(invoice.totals).toEqual({ taxable_value: 2542.37, cgst: 0, sgst: 0, igst: 457.63, total: 3000 });
  });

  it('takes the place of supply from the PIN code, not the state typed with it', async () => {
    // A Bengaluru PIN with "Delhi" typed (an address kept from before the state was checked against the PIN).
    const orderId = await orderNumber(
      t,
      asha,
      [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }],
      599,
    );
    await t.database.db
      .update(orders)
      .set({ shipping_address: sql`jsonb_set(${orders.shipping_address}, '{state}', '"Delhi"')` })
      .where(eq(orders.order_id, orderId));
    const invoice = await invoiceOf(orderId);
    expect(invoice).toMatchObject({ intra_state: true, place_of_supply: 'Karnataka (29)' });
    expect(invoice.buyer.state).toBe('Karnataka');
    expect(invoice.totals.igst).toBe(0);
    expect(invoice.totals.cgst).toBeGreaterThan(0);

    // A Delhi PIN: IGST from Karnataka, whatever its typed spelling.
    const delhi = await buyer(t, 'delhi-pin@example.com', {
      ...homeAddress,
      city: 'New Delhi',
      state: 'NCT of Delhi',
      postal_code: '110001',
    });
    const other = await orderNumber(
      t,
      delhi,
      [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }],
      599,
    );
    const igst = await invoiceOf(other);
    expect(igst).toMatchObject({ intra_state: false, place_of_supply: 'Delhi (07)' });
    expect(igst.totals.cgst).toBe(0);
    expect(igst.totals.igst).toBeGreaterThan(0);
  });

  it("gives the shopper their own invoice and nobody else's (404), and keeps the admin's route to the admin", async () => {
    const own = await get(`/api/Order/${orderId}/invoice`, asha.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(await invoiceOf(orderId));
    expect((await get(`/api/Order/${orderId}/invoice`, ravi.headers)).statusCode).toBe(404);
    expect((await get(`/api/Order/999999/invoice`, ravi.headers)).statusCode).toBe(404);
    expect((await get(`/api/Order/${orderId}/invoice`, {})).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/${orderId}/invoice`, asha.headers)).statusCode).toBe(403);
    expect((await get(`/api/admin/orders/${orderId}/invoice`, {})).statusCode).toBe(401);
    expect((await get('/api/admin/orders/999999/invoice')).statusCode).toBe(404);
  });

  it('numbers an order confirmed before invoices existed once, on its first request, even when asked twice at once', async () => {
    const id = await orderNumber(t, ravi, [{ product_id: catalogue.products.linen.product_id, quantity: 1 }], 1999);
    await t.database.db.update(orders).set({ invoice_number: null, invoice_date: null }).where(eq(orders.order_id, id));
    const [one, two] = await Promise.all([invoiceOf(id), invoiceOf(id)]);
    expect(one.number).toBe(two.number);
    expect(await invoiceNumber(id)).toBe(one.number);
    expect((await invoiceOf(id)).number).toBe(one.number);
  });
});

describe('credit notes', () => {
  let orderId: number;
  let invoice: TaxDocument;
  let crewTeeLine: number;

  beforeAll(async () => {
    orderId = await orderNumber(t, asha, bag(), BAG_TOTAL);
    invoice = await invoiceOf(orderId);
    const lines = await t.database.db
      .select({ id: orderItems.order_item_id })
      .from(orderItems)
      .where(eq(orderItems.order_id, orderId))
      .orderBy(orderItems.order_item_id);
    crewTeeLine = lines[0]!.id;
  });

  const refund = async (fields: Partial<typeof refunds.$inferInsert>) => {
    const [row] = await t.database.db
      .insert(refunds)
      .values({
        order_id: orderId,
        amount: 100_000,
        reason: 'Goodwill',
        status: 'Processed',
        method: 'sandbox',
        idempotency_key: `key-${Math.random()}`,
        processed_at: sql`now()` as unknown as string,
        ...fields,
      })
      .returning();
    return row!.refund_id;
  };

  it('spreads a processed refund over the lines in proportion to their value, to the paisa', async () => {
    const id = await refund({ credit_note_number: 'CN26-27/000001' });
    const response = await get(`/api/admin/refunds/${id}/credit-note`);
    expect(response.statusCode, response.body).toBe(200);
    const note = response.json() as TaxDocument;
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'CN26-27/000001',
      original_invoice: invoice.number,
      order_id: orderId,
      intra_state: true,
      amount_in_words: 'Rupees One Thousand Only',
    });
    const shares = spreadProportionally(100_000, [119_800, 199_900, 300_000, 34_900]);
    expect(note.lines.map((line) => Math.round(line.total * 100))).toEqual(shares);
    expect(note.lines.map((line) => line.gst_rate)).toEqual([5, 5, 18, 12]);
    for (const line of note.lines) {
      expect(Math.round((line.taxable_value + line.cgst + line.sgst + line.igst) * 100)).toBe(
        Math.round(line.total * 100),
      );
    }
    expect(note.totals.total).toBe(1000);
    const sum = (key: 'taxable_value' | 'cgst' | 'sgst') =>
      note.lines.reduce((total, line) => total + Math.round(line[key] * 100), 0);
    expect(Math.round(note.totals.taxable_value * 100)).toBe(sum('taxable_value'));
    expect(Math.round(note.totals.cgst * 100)).toBe(sum('cgst'));
    expect(Math.round(note.totals.sgst * 100)).toBe(sum('sgst'));
  });

  it('credits only the returned lines and quantities when the refund is for a return', async () => {
    const [ret] = await t.database.db
      .insert(orderReturns)
      .values({ order_id: orderId, user_id: asha.userId, kind: 'return', status: 'Refunded', reason: 'Too small' })
      .returning();
    await t.database.db
      .insert(returnItems)
      .values({ return_id: ret!.return_id, order_item_id: crewTeeLine, quantity: 1 });
    const id = await refund({ amount: 59_900, return_id: ret!.return_id, credit_note_number: 'CN26-27/000002' });
    const note = (await get(`/api/admin/refunds/${id}/credit-note`)).json() as TaxDocument;
    expect(note.lines).toEqual([
      expect.objectContaining({
        hsn_code: '6109',
        quantity: 1,
        unit_price: 599,
        taxable_value: 570.48,
        cgst: 14.26,
        sgst: 14.26,
        total: 599,
      }),
    ]);
    expect(note.totals.total).toBe(599);
  });

  it('refuses a refund not processed yet (409) and an unknown one (404), for the admin only', async () => {
    const pending = await refund({ status: 'Pending', processed_at: null });
    expect((await get(`/api/admin/refunds/${pending}/credit-note`)).statusCode).toBe(409);
    expect((await get('/api/admin/refunds/999999/credit-note')).statusCode).toBe(404);
    expect((await get(`/api/admin/refunds/${pending}/credit-note`, asha.headers)).statusCode).toBe(403);
  });
});

describe('HSN code and GST rate in the catalogue', () => {
  const category = (fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Category',
      headers: admin,
      payload: {
        name: `Cat ${Math.random()}`,
        description: 'x',
        parentcategory_id: catalogue.men.parentcategory_id,
        ...fields,
      },
    });

  it('takes 4, 6 or 8 digits and a GST slab, and says what is wrong otherwise', async () => {
    for (const hsn of ['610', '61091', '6109100', '610910001', '61A9']) {
      const response = await category({ hsn_code: hsn });
      expect(response.statusCode, hsn).toBe(400);
      expect(response.json().errors.hsn_code).toBe('HSN code: 4, 6 or 8 digits');
    }
    for (const rate of [7, -5, 100, 'x']) {
      const response = await category({ gst_rate: rate });
      expect(response.statusCode, String(rate)).toBe(400);
      expect(response.json().errors.gst_rate).toBeDefined();
    }
    const good = await category({ hsn_code: '610910', gst_rate: '0.25' });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toMatchObject({ hsn_code: '610910', gst_rate: 0.25 });
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      headers: admin,
      payload: {
        name: 'Taxed',
        description: 'x',
        price: 100,
        stock: 1,
        category_id: good.json().category_id,
        brand_id: catalogue.loom.brand_id,
        hsn_code: '6109 ',
        gst_rate: 40,
        country_of_origin: 'India',
      },
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json()).toMatchObject({ hsn_code: '6109', gst_rate: 40 });
  });

  it('clears a value sent empty, so the category’s (or the default) applies again', async () => {
    const made = await category({ hsn_code: '6205', gst_rate: 12 });
    const id = made.json().category_id;
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/Category/${id}`,
      headers: admin,
      payload: {
        name: made.json().name,
        description: 'x',
        parentcategory_id: catalogue.men.parentcategory_id,
        hsn_code: '',
        gst_rate: '',
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ hsn_code: null, gst_rate: null });
  });
});

describe('a production store without STORE_GSTIN', () => {
  it('starts, and refuses tax documents with 503 rather than print a made-up GSTIN', async () => {
    const password = 'a-strong-admin-password';
    // The owner here has not set up two-step sign-in, which production asks for by default (STAFF_REQUIRE_2FA).
    const production = await buildTestApp({ ...PRODUCTION_ENV, ADMIN_PASSWORD: password, STAFF_REQUIRE_2FA: '0' });
    try {
      expect(production.config.store).toBeNull();
      const headers = bearer(await signIn(production.app, ADMIN.email, password));
      for (const url of ['/api/admin/orders/1/invoice', '/api/admin/refunds/1/credit-note']) {
        const response = await production.app.inject({ url, headers });
        expect(response.statusCode, url).toBe(503);
        expect(response.json().message).toMatch(/STORE_GSTIN/);
      }
    } finally {
      await production.close();
    }
  });

  it('keeps counting past 999,999 invoices in a year (seven digits, never cut to six)', async () => {
    await t.database.db.execute(
      sql`UPDATE document_sequences SET last_number = 999999 WHERE kind = 'INV' AND financial_year = ${financialYear(new Date())}`,
    );
    const order = await placeOrder(t, ravi, [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }], 599);
    expect((await payOrder(t, ravi, order.orderId)).statusCode).toBe(200);
    expect(await invoiceNumber(order.orderid)).toBe(`INV${financialYear(new Date())}/1000000`);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('invoice numbers under concurrency on PostgreSQL', () => {
  // PGlite runs one statement at a time, so only PostgreSQL can show two confirmations racing for a number.
  it('gives orders confirmed at the same moment consecutive, unique numbers', async () => {
    const socks = await factory.product({
      name: 'Cotton Socks',
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
      price: 199,
      stock: 20,
    });
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, index) => buyer(t, `racer${index}@example.com`)));
    const placed = await Promise.all(
      shoppers.map((who) => placeOrder(t, who, [{ product_id: socks.product_id, quantity: 1 }], 199)),
    );
    const paid = await Promise.all(placed.map((order, index) => payOrder(t, shoppers[index]!, order.orderId)));
    for (const response of paid) expect(response.statusCode, response.body).toBe(200);
    const numbers = await Promise.all(placed.map((order) => invoiceNumber(order.orderid)));
    const serials = numbers.map((number) => Number(number!.slice(-6))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(8);
    expect(serials.at(-1)! - serials[0]!).toBe(7);
  });
});
