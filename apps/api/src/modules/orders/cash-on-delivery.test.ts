import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, verifyEmail, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, homeAddress, smallCatalogue } from '../../../test/factories.ts';
import { orderRow } from '../../../test/orders.ts';
import { registerWithProvenPhone } from '../../../test/phone.ts';
import { ownVariation } from '../../../test/variations.ts';
import { notifications, orderEvents, orders, refunds, userAddresses, users } from '../../db/schema/index.ts';
import { releaseExpiredOrders } from './service.ts';

// Cash on delivery (docs/product/checkout.md#cash-on-delivery), with COD_MAX_AMOUNT at ₹1,500 so that four
// ₹500 items are above it.
let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;
let people = 0;

beforeAll(async () => {
  t = await buildTestApp({ COD_MAX_AMOUNT: '1500', OTP_CODES_PER_IP_PER_HOUR: '1000' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

interface ShopperSetup {
  pincode?: string;
  /** The address's state: it must agree with the PIN code (docs/product/checkout.md#address-book). */
  state?: string;
  /** Prove the mobile number at registration (else it is only claimed). */
  provenPhone?: boolean;
  /** Verify the email (else the account is an older one that may order before verifying). */
  verifiedEmail?: boolean;
  /** The delivery address's phone; each shopper's own mobile number unless given. */
  addressPhone?: string;
}

/** A shopper registered as the Register form does, with one address at `pincode`. */
async function shopper({
  pincode = '560001',
  state = homeAddress.state,
  provenPhone = true,
  verifiedEmail = true,
  addressPhone,
}: ShopperSetup = {}) {
  const n = ++people;
  const email = `cod${n}-${process.pid}@example.com`;
  const account = { first_name: 'Meera', email, password: 'shopper-pass-1', phone: `96${String(n).padStart(8, '0')}` };
  const registered = provenPhone
    ? await registerWithProvenPhone(t.app, account)
    : await t.app.inject({ method: 'POST', url: '/api/User/Register', payload: account });
  expect(registered.statusCode, registered.body).toBe(201);
  const [row] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  if (verifiedEmail) await verifyEmail(t.app, email, registered.json().dev_verification_code);
  else {
    await t.database.db.update(users).set({ orders_before_verification: true }).where(eq(users.user_id, row!.user_id));
  }
  const headers = bearer(await signIn(t.app, email, 'shopper-pass-1'));
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/UserAddress',
    headers,
    payload: { ...homeAddress, postal_code: pincode, state, phone: addressPhone ?? account.phone },
  });
  expect(address.statusCode, address.body).toBe(201);
  return { email, headers, userId: row!.user_id, remoteAddress: `10.71.0.${n}` };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const variation = (stock: number) => ownVariation(t, factory, catalogue.products.oxford.product_id, stock);

const checkout = (who: Shopper, items: object[], total: number, payment_method?: 'cod' | 'razorpay') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items, ...(payment_method ? { payment_method } : {}) },
  });

const options = (who: Shopper, total: number) =>
  t.app.inject({ method: 'GET', url: `/api/payment/options?total_amount=${total}`, headers: who.headers });

const ordersOf = (who: Shopper) =>
  t.database.db
    .select({ order_id: orders.order_id, status: orders.status, payment_status: orders.payment_status })
    .from(orders)
    .where(eq(orders.user_id, who.userId))
    .orderBy(asc(orders.order_id));

const adminMove = (orderId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: admin, payload: body });

/** Packed, then Shipped with a carrier: the moves before Delivered. */
async function ship(orderId: number) {
  expect((await adminMove(orderId, { status: 'Packed' })).statusCode).toBe(200);
  const shipped = await adminMove(orderId, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL1' });
  expect(shipped.statusCode, shipped.body).toBe(200);
}

describe('a cash-on-delivery order', () => {
  it('is Confirmed at once with the cash due: stock taken, no invoice number before dispatch, order_placed queued, no payment order', async () => {
    const buyer = await shopper();
    const own = await variation(5);
    const placed = await checkout(buyer, [own.line(2)], 1000, 'cod');
    expect(placed.statusCode, placed.body).toBe(200);
    const reply = placed.json();
    expect(reply).toMatchObject({ orderId: '', amount: 100_000, payment_method: 'cod' });

    const row = await orderRow(t, reply.orderid);
    expect(row).toMatchObject({
      status: 'Confirmed',
      payment_status: 'CashDue',
      payment_method: 'cod',
      razorpay_order_id: null,
      paid_at: null,
      cash_collected_at: null,
    });
    expect(row.invoice_number).toBeNull();
    expect(await own.stock()).toBe(3);
    const queued = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.order_id, reply.orderid));
    expect(queued.map((message) => message.kind)).toContain('order_placed');
    const events = await t.database.db
      .select({ kind: orderEvents.kind, from: orderEvents.from_status, to: orderEvents.to_status })
      .from(orderEvents)
      .where(eq(orderEvents.order_id, reply.orderid))
      .orderBy(asc(orderEvents.event_id));
    expect(events).toEqual([
      { kind: 'status', from: 'New', to: 'Confirmed' },
      { kind: 'payment', from: 'Unpaid', to: 'CashDue' },
    ]);

    const mine = await t.app.inject({ method: 'GET', url: `/api/Order/${buyer.email}`, headers: buyer.headers });
    expect(mine.json()).toEqual([
      expect.objectContaining({ order_id: reply.orderid, payment_status: 'CashDue', cash_on_delivery: true }),
    ]);
    expect((await options(buyer, 1000)).json().cod).toMatchObject({ allowed: true, rule: null, max_amount: 1500 });
  });

  it('is never swept as unpaid and never counted among the orders waiting for payment', async () => {
    const buyer = await shopper();
    const own = await variation(10);
    const first = (await checkout(buyer, [own.line(1)], 500, 'cod')).json();
    const second = (await checkout(buyer, [own.line(1)], 500, 'cod')).json();
    // Even with their payment time long gone, the sweep leaves them and their stock.
    await t.database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 hour'` })
      .where(eq(orders.user_id, buyer.userId));
    await releaseExpiredOrders(t.database.db);
    expect((await orderRow(t, first.orderid)).status).toBe('Confirmed');
    expect((await orderRow(t, second.orderid)).status).toBe('Confirmed');
    expect(await own.stock()).toBe(8);

    // Two online orders may still wait for payment beside them; the third is the limit.
    expect((await checkout(buyer, [own.line(1)], 500)).statusCode).toBe(200);
    expect((await checkout(buyer, [own.line(1)], 500)).statusCode).toBe(200);
    const third = await checkout(buyer, [own.line(1)], 500);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('UNPAID_ORDERS_LIMIT');
    expect(third.json().details.orders).toHaveLength(2);
    expect((await ordersOf(buyer)).map((order) => order.payment_status)).toEqual([
      'CashDue',
      'CashDue',
      'Unpaid',
      'Unpaid',
    ]);
  });

  it('needs no refund when cancelled: the stock comes back and no refund is recorded', async () => {
    const buyer = await shopper();
    const own = await variation(4);
    const placed = (await checkout(buyer, [own.line(2)], 1000, 'cod')).json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${placed.orderid}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund ?? null).toBeNull();
    const row = await orderRow(t, placed.orderid);
    expect(row.status).toBe('Cancelled');
    // Nothing is due any more: the admin's lists must not show cash to collect on a cancelled order.
    expect(row.payment_status).toBe('Unpaid');
    const history = await t.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, placed.orderid));
    expect(history).toContainEqual(
      expect.objectContaining({ kind: 'payment', from_status: 'CashDue', to_status: 'Unpaid' }),
    );
    expect(await own.stock()).toBe(4);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.order_id, placed.orderid))).toEqual([]);
  });
});

describe('cash on delivery refused (docs/product/checkout.md#cash-on-delivery)', () => {
  const cases: Array<{
    name: string;
    setup: ShopperSetup;
    quantity: number;
    status: number;
    code: string;
    rule: string;
    message: string;
  }> = [
    {
      name: 'a PIN code without cash on delivery',
      setup: { pincode: '744101', state: 'Andaman and Nicobar Islands' },
      quantity: 1,
      status: 400,
      code: 'COD_NOT_ALLOWED',
      rule: 'no_cod',
      message: 'Cash on Delivery is not available for PIN code 744101. Please pay online.',
    },
    {
      name: 'a PIN code the store does not deliver to',
      setup: { pincode: '999001' },
      quantity: 1,
      status: 400,
      code: 'NOT_DELIVERABLE',
      rule: 'not_deliverable',
      message: 'We do not deliver to PIN code 999001 yet. Please choose another address.',
    },
    {
      name: 'a total above COD_MAX_AMOUNT',
      setup: {},
      quantity: 4,
      status: 400,
      code: 'COD_NOT_ALLOWED',
      rule: 'amount',
      message: 'Cash on Delivery is available for orders up to ₹1,500. Please pay online.',
    },
    {
      name: 'an email not verified (an older account that may order without it)',
      setup: { verifiedEmail: false },
      quantity: 1,
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      rule: 'email',
      message: 'Verify your email to pay cash on delivery.',
    },
    {
      name: 'a mobile number not verified',
      setup: { provenPhone: false },
      quantity: 1,
      status: 403,
      code: 'PHONE_NOT_VERIFIED',
      rule: 'phone',
      message: 'Verify your mobile number to pay cash on delivery: we send a code to it.',
    },
  ];

  for (const refusal of cases) {
    it(`refuses ${refusal.name} with a clear message, creating no order and taking no stock`, async () => {
      const buyer = await shopper(refusal.setup);
      const own = await variation(5);
      const response = await checkout(buyer, [own.line(refusal.quantity)], 500 * refusal.quantity, 'cod');
      expect(response.statusCode, response.body).toBe(refusal.status);
      expect(response.json()).toMatchObject({
        code: refusal.code,
        message: refusal.message,
        details: { rule: refusal.rule },
      });
      expect(await ordersOf(buyer)).toEqual([]);
      expect(await own.stock()).toBe(5);
      // The Payment page is told the same before PLACE ORDER.
      const answer = (await options(buyer, 500 * refusal.quantity)).json();
      expect(answer.cod).toEqual({
        allowed: false,
        rule: refusal.rule,
        reason: refusal.message,
        max_amount: 1500,
        fee: 0,
      });
    });
  }

  it('still lets the online payment through where only cash on delivery is refused', async () => {
    const buyer = await shopper({ pincode: '744101', state: 'Andaman and Nicobar Islands', provenPhone: false });
    const own = await variation(5);
    const online = await checkout(buyer, [own.line(4)], 2000);
    expect(online.statusCode, online.body).toBe(200);
    expect((await orderRow(t, online.json().orderid)).payment_method).toBe('razorpay');
    expect((await options(buyer, 2000)).json()).toMatchObject({
      delivery: { pincode: '744101', deliverable: true, delivery_days: 10, cod: false },
      address_problem: null,
    });
  });
});

describe('addresses with a PIN code that is not 6 digits (docs/product/checkout.md#delivery)', () => {
  it('refuses to save one, and an older one is still listed but checkout asks to fix it', async () => {
    const buyer = await shopper();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/UserAddress',
      headers: buyer.headers,
      payload: { ...homeAddress, postal_code: '56001' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toMatchObject({ postal_code: 'Enter a 6 digit PIN code' });

    // An address saved before the rule, made the default.
    await t.database.db.update(userAddresses).set({ is_default: false }).where(eq(userAddresses.user_id, buyer.userId));
    await t.database.db.insert(userAddresses).values({
      user_id: buyer.userId,
      first_name: 'Meera',
      house_number: '4',
      street_number: 'Old Street',
      postal_code: 'KA-5600',
      city: 'Bengaluru',
      state: 'Karnataka',
      phone: '9876543210',
      is_default: true,
    });
    const book = await t.app.inject({ method: 'GET', url: `/api/UserAddress/${buyer.email}`, headers: buyer.headers });
    expect(book.statusCode).toBe(200);
    expect(book.json().map((address: { postal_code: string }) => address.postal_code)).toContain('KA-5600');

    const own = await variation(5);
    for (const method of ['razorpay', 'cod'] as const) {
      const refused = await checkout(buyer, [own.line(1)], 500, method);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_PINCODE',
        message:
          'The delivery address has the PIN code "KA-5600", which is not 6 digits. Please edit the address and try again.',
      });
    }
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await own.stock()).toBe(5);
    expect((await options(buyer, 500)).json()).toMatchObject({
      delivery: null,
      address_problem: expect.stringMatching(/not 6 digits/),
    });
  });
});

describe('holding limits (docs/product/checkout.md#holding-limits)', () => {
  const refusal = (response: { statusCode: number; json: () => { code: string; message: string } }) => [
    response.statusCode,
    response.json().code,
  ];

  it('caps undelivered cash-on-delivery orders per account at COD_MAX_OPEN_ORDERS (2); a delivered one frees a place', async () => {
    const buyer = await shopper();
    const own = await variation(14);
    expect((await checkout(buyer, [own.line(1)], 500, 'cod')).statusCode).toBe(200);
    const second = (await checkout(buyer, [own.line(1)], 500, 'cod')).json();
    const third = await checkout(buyer, [own.line(1)], 500, 'cod');
    expect(refusal(third)).toEqual([409, 'COD_OPEN_ORDERS_LIMIT']);
    expect(third.json().message).toBe(
      'You already have 2 cash on delivery orders waiting for delivery, the most allowed. Please pay online, or wait until one is delivered.',
    );
    expect(await own.stock()).toBe(12);
    expect(await ordersOf(buyer)).toHaveLength(2);

    await ship(second.orderid);
    expect((await adminMove(second.orderid, { status: 'Delivered' })).statusCode).toBe(200);
    expect((await checkout(buyer, [own.line(1)], 500, 'cod')).statusCode).toBe(200);
    expect(await own.stock()).toBe(11);
  });

  it('caps them per delivery phone across accounts, also for two accounts ordering at the same moment', async () => {
    const phone = `97${String(process.pid % 100_000_000).padStart(8, '0')}`;
    const [a, b] = [await shopper({ addressPhone: phone }), await shopper({ addressPhone: `0${phone}` })];
    const own = await variation(14);
    expect((await checkout(a, [own.line(1)], 500, 'cod')).statusCode).toBe(200);
    const both = await Promise.all([checkout(a, [own.line(1)], 500, 'cod'), checkout(b, [own.line(1)], 500, 'cod')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((response) => response.statusCode === 409)!;
    expect(refused.json().code).toBe('COD_OPEN_ORDERS_LIMIT');
    expect((await ordersOf(a)).length + (await ordersOf(b)).length).toBe(2);
    expect(await own.stock()).toBe(12);
    // Paying online is still open to them.
    expect((await checkout(b, [own.line(1)], 500)).statusCode).toBe(200);
  });

  it('caps the units of one size a shopper holds across unpaid and undelivered COD orders at MAX_UNITS_PER_VARIATION (5)', async () => {
    const buyer = await shopper();
    const own = await variation(14);
    expect((await checkout(buyer, [own.line(3)], 1500)).statusCode).toBe(200);
    const both = await Promise.all([
      checkout(buyer, [own.line(2)], 1000, 'cod'),
      checkout(buyer, [own.line(2)], 1000, 'cod'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'ITEM_HOLD_LIMIT',
      message:
        'You can hold at most 5 of Oxford Casual Shirt in orders not yet paid or delivered; you already have 5. Pay for an order, or wait until it is delivered, to order more.',
    });
    expect(await own.stock()).toBe(9);
    // Another size is its own count.
    const other = await variation(5);
    expect((await checkout(buyer, [other.line(1)], 500)).statusCode).toBe(200);
  });
});

describe('delivering a cash-on-delivery order (docs/product/orders.md#cash-on-delivery)', () => {
  it('records the cash as collected when the admin marks it Delivered', async () => {
    const buyer = await shopper();
    const own = await variation(3);
    const placed = (await checkout(buyer, [own.line(1)], 500, 'cod')).json();
    await ship(placed.orderid);
    expect((await orderRow(t, placed.orderid)).payment_status).toBe('CashDue');
    const delivered = await adminMove(placed.orderid, { status: 'Delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      payment_status: 'Paid',
      payment_method: 'cod',
      cash_collected_at: expect.any(String),
    });
    const row = await orderRow(t, placed.orderid);
    expect(row).toMatchObject({ status: 'Delivered', payment_status: 'Paid' });
    expect(row.cash_collected_at).not.toBeNull();
    expect(row.paid_at).not.toBeNull();
    const collected = await t.database.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.order_id, placed.orderid),
          eq(orderEvents.kind, 'payment'),
          eq(orderEvents.to_status, 'Paid'),
        ),
      );
    expect(collected).toEqual([{ note: 'Cash collected on delivery' }]);
  });

  it('leaves the cash due when the admin says it was not collected, for them to record later', async () => {
    const buyer = await shopper();
    const own = await variation(3);
    const placed = (await checkout(buyer, [own.line(1)], 500, 'cod')).json();
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderid}/cash-collected`,
      headers: admin,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not delivered yet/);
    await ship(placed.orderid);
    const delivered = await adminMove(placed.orderid, { status: 'Delivered', cash_collected: false });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await orderRow(t, placed.orderid)).toMatchObject({
      status: 'Delivered',
      payment_status: 'CashDue',
      cash_collected_at: null,
      paid_at: null,
    });

    const shopperTry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderid}/cash-collected`,
      headers: buyer.headers,
    });
    expect(shopperTry.statusCode).toBe(403);
    const later = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderid}/cash-collected`,
      headers: admin,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ payment_status: 'Paid', cash_collected_at: expect.any(String) });
    expect((await orderRow(t, placed.orderid)).payment_status).toBe('Paid');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderid}/cash-collected`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order #${placed.orderid} has no cash due to record.`);
  });
});
