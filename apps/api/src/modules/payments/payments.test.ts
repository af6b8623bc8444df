import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue, homeAddress as home } from '../../../test/factories.ts';
import { startRazorpayStandIn } from '../../../test/razorpay.ts';
import { getAddress } from '../addresses/service.ts';
import { releaseExpiredOrders } from '../orders/service.ts';

interface Shop {
  t: TestApp;
  factory: CatalogueFactory;
  catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
  variation: { productvariation_id: number };
}

async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  const t = await buildTestApp(env);
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  const variation = await factory.variation(catalogue.products.crewTee.product_id, {
    sku: `TEE-M-${Math.random()}`,
    price: 799,
    discount_price: 599,
    stock: 5,
  });
  await factory.value(variation.productvariation_id, catalogue.size.attribute_id, 'M');
  return { t, factory, catalogue, variation };
}

/** Each shopper checks out from an address of their own, so the per-address checkout limit counts them apart. */
const clientAddress = new WeakMap<object, string>();
let shoppers = 0;

async function shopper(shop: Shop, email: string) {
  const headers = bearer(await shop.t.shopperToken(email));
  shoppers++;
  clientAddress.set(headers, `10.20.${Math.floor(shoppers / 250)}.${shoppers % 250}`);
  const address = await shop.t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: home });
  expect(address.statusCode).toBe(201);
  return headers;
}

const stockOf = async (shop: Shop) => {
  const detail = (await shop.t.app.inject(`/api/Product/${shop.catalogue.products.crewTee.product_id}`)).json();
  return detail.variations[0].stock as number;
};

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/** An order's status and how many payments are recorded for it, straight from the database. */
async function orderState(shop: Shop, orderid: number) {
  const { rows } = (await shop.t.database.db.execute(
    `SELECT o.status, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.order_id) AS payments FROM orders o WHERE o.order_id = ${Number(orderid)}` as never,
  )) as unknown as { rows: Array<{ status: string; payments: number }> };
  return rows[0];
}

/** Units sold once the sales tally is counted (docs/decisions/018-sales-tally.md). */
async function unitsSold(shop: Shop, productId: number) {
  await shop.t.app.countSales(0);
  const { rows } = (await shop.t.database.db.execute(
    `SELECT units_sold FROM products WHERE product_id = ${Number(productId)}` as never,
  )) as unknown as { rows: Array<{ units_sold: number }> };
  return rows[0]!.units_sold;
}

let shop: Shop;
let asha: Record<string, string>;
let vikram: Record<string, string>;

beforeAll(async () => {
  shop = await openShop();
  asha = await shopper(shop, 'asha@example.com');
  vikram = await shopper(shop, 'vikram@example.com');
});
afterAll(() => shop.t.close());

/** A variation of its own (of the Oxford shirt), so a test does not eat the shared variation's stock. */
async function ownVariation(sku: string, stock: number, price = 599) {
  const variation = await shop.factory.variation(shop.catalogue.products.oxford.product_id, { sku, price, stock });
  const item = (quantity = 1) => ({
    product_id: shop.catalogue.products.oxford.product_id,
    productvariation_id: variation.productvariation_id,
    quantity,
  });
  const stock_ = async () => {
    shop.t.app.catalogueCache.clear();
    return (await shop.t.app.inject(`/api/ProductVariation/${variation.productvariation_id}/detail`)).json()
      .stock as number;
  };
  return { item, stock: stock_ };
}

const line = (quantity = 1) => ({
  product_id: shop.catalogue.products.crewTee.product_id,
  productvariation_id: shop.variation.productvariation_id,
  quantity,
});
const post = (headers: Record<string, string>, url: string, payload: object) =>
  shop.t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: clientAddress.get(headers) });

describe('checkout in the sandbox', () => {
  it('prices the bag on the server, takes stock, and pays with the test card after a declined one', async () => {
    const order = await post(asha, '/api/payment/order', { total_amount: 1198, items: [line(2)] });
    expect(order.statusCode, order.body).toBe(200);
    const body = order.json();
    expect(body).toMatchObject({ amount: 119800, currency: 'INR', key: 'rzp_test_sandbox', provider: 'sandbox' });
    expect(body.orderId).toMatch(/^order_sbx/);
    expect(await stockOf(shop)).toBe(3);

    expect((await post(asha, '/api/Order', { orderId: body.orderId, user_name: 'x', total_amount: 1 })).json()).toEqual(
      { orderid: body.orderid, status: 'New' },
    );

    const declined = await post(asha, '/api/payment/sandbox/pay', {
      orderId: body.orderId,
      card_number: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined. Try another card.');
    const paid = await post(asha, '/api/payment/sandbox/pay', {
      orderId: body.orderId,
      card_number: '4111 1111 1111 1111',
    });
    expect(paid.statusCode).toBe(200);
    const signed = paid.json();
    expect(signed.razorpay_order_id).toBe(body.orderId);

    const verified = await post(asha, '/api/payment/verify', signed);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      orderid: body.orderid,
      status: 'Confirmed',
      message: 'Order Placed Successfully!',
    });
    const again = await post(asha, '/api/payment/verify', signed);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This payment was already recorded.');

    const orders = (await shop.t.app.inject({ url: '/api/Order/asha@example.com', headers: asha })).json();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ order_id: body.orderid, status: 'Confirmed', total_amount: 1198 });
    expect(orders[0].orderitemss).toEqual([
      expect.objectContaining({
        productName: 'Classic Crew Neck T-Shirt',
        brand_name: 'Urban Loom',
        price: 599,
        list_price: 799,
        quantity: 2,
        attributes: [{ attribute_name: 'size', value: 'M' }],
      }),
    ]);
    const payments = (await shop.t.database.db.execute(
      'SELECT status, payment_method, payment_amount FROM payments' as never,
    )) as unknown as { rows: unknown[] };
    expect(payments.rows).toEqual([{ status: 'Verified', payment_method: 'RazorPay', payment_amount: 119800 }]);
    // Once the units sold are counted (a sales window later), the crew tee leads the popularity sort.
    expect(await shop.t.app.countSales(0)).toBe(1);
    const product = (await shop.t.app.inject('/api/Product?sort=popularity')).json().items[0];
    expect(product.name).toBe('Classic Crew Neck T-Shirt');
  });

  it("ships to the address named, else the default, keeping it as the book answers it; another shopper's is a 404 taking nothing", async () => {
    const leela = await shopper(shop, 'leela@example.com');
    const work = await post(leela, '/api/UserAddress', {
      ...home,
      house_number: '7',
      street_number: 'Residency Road',
      is_default: false,
    });
    expect(work.statusCode).toBe(201);
    const book = (await shop.t.app.inject({ url: '/api/UserAddress/leela@example.com', headers: leela })).json();
    const defaultId = book.find((address: { is_default: boolean }) => address.is_default).useraddress_id;
    const workId = work.json().useraddress_id;
    expect(defaultId).not.toBe(workId);
    const [vikramAddress] = (
      await shop.t.app.inject({ url: '/api/UserAddress/vikram@example.com', headers: vikram })
    ).json();
    const { item, stock } = await ownVariation('ADDRESS-COPY', 5);
    const { rows } = (await shop.t.database.db.execute(
      `SELECT user_id FROM users WHERE email = 'leela@example.com'` as never,
    )) as unknown as { rows: Array<{ user_id: number }> };
    const userId = rows[0]!.user_id;
    const ordersOf = async () => {
      const result = (await shop.t.database.db.execute(
        `SELECT order_id, shipping_address FROM orders WHERE user_id = ${userId} ORDER BY order_id` as never,
      )) as unknown as { rows: Array<{ order_id: number; shipping_address: unknown }> };
      return result.rows;
    };
    // What the address book reads for that address, as the order's JSON keeps it.
    const bookCopy = async (id: number) => JSON.parse(JSON.stringify(await getAddress(shop.t.database.db, userId, id)));

    const refused = await post(leela, '/api/payment/order', {
      total_amount: 599,
      items: [item()],
      useraddress_id: vikramAddress.useraddress_id,
    });
    expect(refused.statusCode).toBe(404);
    expect(await ordersOf()).toEqual([]);
    expect(await stock()).toBe(5);

    const toDefault = await post(leela, '/api/payment/order', { total_amount: 599, items: [item()] });
    expect(toDefault.statusCode, toDefault.body).toBe(200);
    const toWork = await post(leela, '/api/payment/order', {
      total_amount: 599,
      items: [item()],
      useraddress_id: workId,
    });
    expect(toWork.statusCode, toWork.body).toBe(200);
    expect(await ordersOf()).toEqual([
      { order_id: toDefault.json().orderid, shipping_address: await bookCopy(defaultId) },
      { order_id: toWork.json().orderid, shipping_address: await bookCopy(workId) },
    ]);
    expect((await ordersOf())[1]!.shipping_address).toMatchObject({
      street_number: 'Residency Road',
      user_name: 'leela@example.com',
    });
    expect(await stock()).toBe(3);
  });

  it('refuses a tampered total with 409 and the server figure, taking nothing', async () => {
    const before = await stockOf(shop);
    const response = await post(asha, '/api/payment/order', { total_amount: 1, items: [line(1)] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Prices in your bag have changed. The total is now ₹599.',
      code: 'PRICES_CHANGED',
      details: { total_amount: 599 },
      total_amount: 599,
    });
    expect(await stockOf(shop)).toBe(before);
  });

  it('ignores prices the client sends: lines are priced from the catalogue', async () => {
    const own = await ownVariation('TAMPER-1', 3);
    const tampered = { ...own.item(1), price: 1, discount_price: 1, total: 1 };
    const cheap = await post(asha, '/api/payment/order', { total_amount: 1, items: [tampered] });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().total_amount).toBe(599);
    const fair = await post(asha, '/api/payment/order', { total_amount: 599, items: [tampered] });
    expect(fair.statusCode, fair.body).toBe(200);
    expect(fair.json().amount).toBe(59900);
    const confirmed = await post(asha, '/api/Order', {
      orderId: fair.json().orderId,
      total_amount: 1,
      ordersitems: [{ ...tampered, price: 1 }],
    });
    expect(confirmed.json()).toEqual({ orderid: fair.json().orderid, status: 'New' });
    const stored = (await shop.t.database.db.execute(
      `SELECT o.total_amount, i.price, i.quantity FROM orders o JOIN order_items i USING (order_id) WHERE o.order_id = ${Number(fair.json().orderid)}` as never,
    )) as unknown as { rows: unknown[] };
    expect(stored.rows).toEqual([{ total_amount: 59900, price: 59900, quantity: 1 }]);
    expect((await post(asha, '/api/Order', { orderId: 'order_unknown' })).statusCode).toBe(404);
  });

  it('refuses zero, negative and fractional quantities, unknown variations and a missing size', async () => {
    for (const quantity of [0, -1, 1.5]) {
      expect((await post(asha, '/api/payment/order', { total_amount: 0, items: [line(quantity)] })).statusCode).toBe(
        400,
      );
    }
    const unknown = await post(asha, '/api/payment/order', {
      total_amount: 599,
      items: [{ ...line(1), productvariation_id: 99999 }],
    });
    expect(unknown.statusCode).toBe(409);
    const noSize = await post(asha, '/api/payment/order', {
      total_amount: 599,
      items: [{ product_id: shop.catalogue.products.crewTee.product_id, quantity: 1 }],
    });
    expect(noSize.statusCode).toBe(400);
    expect((await post(asha, '/api/payment/order', { total_amount: 0, items: [] })).json().message).toMatch(
      /Your bag is empty/,
    );
    expect((await post({}, '/api/payment/order', { total_amount: 599, items: [line(1)] })).statusCode).toBe(401);
  });

  it('refuses more than is in stock with 409 naming the line, taking nothing', async () => {
    const before = await stockOf(shop);
    const linen = { product_id: shop.catalogue.products.linen.product_id, quantity: 1 };
    const response = await post(asha, '/api/payment/order', {
      total_amount: 599 * (before + 1) + 1999,
      items: [linen, line(before + 1)],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Classic Crew Neck T-Shirt (size M) is out of stock in the quantity you chose.',
    );
    expect(await stockOf(shop)).toBe(before);
    const linenStock = (await shop.t.app.inject(`/api/Product/${linen.product_id}`)).json().stock;
    expect(linenStock).toBe(10);
  });

  it("refuses bad and replayed signatures, and other users' orders", async () => {
    const meera = await shopper(shop, 'meera@example.com');
    const { orderId, orderid } = (
      await post(meera, '/api/payment/order', { total_amount: 599, items: [line(1)] })
    ).json();
    const bad = await post(meera, '/api/payment/verify', {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'deadbeef',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Payment verification failed.');
    const paid = (await post(meera, '/api/payment/sandbox/pay', { orderId, card_number: '4111111111111111' })).json();
    const otherOrder = (await post(meera, '/api/payment/order', { total_amount: 599, items: [line(1)] })).json();
    const replayed = await post(meera, '/api/payment/verify', { ...paid, razorpay_order_id: otherOrder.orderId });
    expect(replayed.statusCode).toBe(400);
    // Vikram hands in Meera's genuine payment: refused, and her order is still unpaid with no payment recorded.
    const stolen = await post(vikram, '/api/payment/verify', paid);
    expect(await orderState(shop, orderid)).toEqual({ status: 'New', payments: 0 });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await post(vikram, '/api/payment/sandbox/pay', { orderId, card_number: '4111111111111111' })).statusCode,
    ).toBe(404);
    expect((await post(vikram, '/api/Order', { orderId })).statusCode).toBe(404);
    expect((await shop.t.app.inject({ url: '/api/Order/meera@example.com', headers: vikram })).statusCode).toBe(403);
    expect((await shop.t.app.inject({ url: '/api/Order/vikram@example.com', headers: vikram })).json()).toEqual([]);
    const admin = bearer(await shop.t.adminToken());
    const meeraOrders = await shop.t.app.inject({ url: '/api/Order/meera@example.com', headers: admin });
    expect(meeraOrders.statusCode).toBe(200);
    expect(meeraOrders.json().length).toBeGreaterThan(0);
    expect((await shop.t.app.inject({ url: '/api/Order/nobody@example.com', headers: admin })).statusCode).toBe(404);
  });

  it('gives the stock of an unpaid order back after the timeout', async () => {
    const ravi = await shopper(shop, 'ravi@example.com');
    const before = await stockOf(shop);
    const { orderid } = (await post(ravi, '/api/payment/order', { total_amount: 599, items: [line(1)] })).json();
    expect(await stockOf(shop)).toBe(before - 1);
    await shop.t.database.db.execute(
      `UPDATE orders SET expires_at = now() - interval '1 minute' WHERE order_id = ${Number(orderid)}` as never,
    );
    expect((await releaseExpiredOrders(shop.t.database.db)).orders).toBeGreaterThanOrEqual(1);
    shop.t.app.catalogueCache.clear();
    expect(await stockOf(shop)).toBe(before);
  });

  it('lets exactly as many checkouts win as there is stock', async () => {
    const fresh = await shop.factory.variation(shop.catalogue.products.oxford.product_id, {
      sku: 'RACE-1',
      price: 100,
      stock: 5,
    });
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => shopper(shop, `racer${index}@example.com`)),
    );
    const item = {
      product_id: shop.catalogue.products.oxford.product_id,
      productvariation_id: fresh.productvariation_id,
      quantity: 1,
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(buyers[index % buyers.length]!, '/api/payment/order', { total_amount: 100, items: [item] }),
      ),
    );
    const codes = results.map((result) => result.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    const detail = (await shop.t.app.inject(`/api/ProductVariation/${fresh.productvariation_id}/detail`)).json();
    expect(detail.stock).toBe(0);
  });
});

describe('webhooks', () => {
  const sandboxSecret = (t: TestApp) =>
    createHmac('sha256', t.config.jwtSecret).update('payments-sandbox').digest('hex');

  it('completes an order whose browser never came back, once, and never moves a paid order back', async () => {
    const { orderId, orderid, amount } = (
      await post(vikram, '/api/payment/order', { total_amount: 599, items: [line(1)] })
    ).json();
    const event = (name: string, paymentId: string, paid = amount) =>
      JSON.stringify({
        event: name,
        payload: {
          payment: { entity: { id: paymentId, order_id: orderId, amount: paid, currency: 'INR', status: 'captured' } },
        },
      });
    const send = (body: string, eventId: string, signature = sign(sandboxSecret(shop.t), body)) =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      });

    expect((await send(event('payment.captured', 'pay_w1'), 'evt_bad', 'f00d')).statusCode).toBe(400);
    expect((await send(event('payment.captured', 'pay_w1', amount - 100), 'evt_0')).json()).toEqual({
      status: 'amount mismatch',
    });
    expect((await send(event('payment.captured', 'pay_w1'), 'evt_1')).json()).toEqual({ status: 'paid' });
    expect((await send(event('payment.captured', 'pay_w1'), 'evt_1')).json()).toEqual({ status: 'duplicate' });
    expect((await send(event('payment.failed', 'pay_w2'), 'evt_2')).json()).toEqual({ status: 'ignored' });
    const orders = (await shop.t.app.inject({ url: '/api/Order/vikram@example.com', headers: vikram })).json();
    expect(orders.map((order: { order_id: number; status: string }) => [order.order_id, order.status])).toEqual([
      [orderid, 'Confirmed'],
    ]);
  });
});

describe('webhooks: what is signed, what is checked and what happens once', () => {
  const secret = () => createHmac('sha256', shop.t.config.jwtSecret).update('payments-sandbox').digest('hex');
  const deliver = (body: string, eventId: string, signature = sign(secret(), body)) =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
    });
  const captured = (
    order: { orderId: string; amount: number },
    paymentId: string,
    { amount = order.amount, currency = 'INR' } = {},
  ) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: order.orderId, amount, currency, status: 'captured' } } },
  });
  /** The same object with every key order reversed: equal as JSON, different as text. */
  const reversed = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([key, inner]) => [key, reversed(inner)]),
        )
      : value;

  it('checks the signature over the raw body: the same event re-serialised, or a wrong signature of the right length, is refused', async () => {
    const own = await ownVariation('HOOK-RAW', 3);
    const placed = await post(vikram, '/api/payment/order', { total_amount: 599, items: [own.item(1)] });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json() as { orderId: string; orderid: number; amount: number };
    const event = captured(order, 'pay_raw1');
    const body = JSON.stringify(event);
    const signature = sign(secret(), body);
    const units = await unitsSold(shop, shop.catalogue.products.oxford.product_id);

    const wrongOfRightLength = [
      sign('another-webhook-secret', body),
      signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0'),
    ];
    expect(wrongOfRightLength.every((candidate) => /^[0-9a-f]{64}$/.test(candidate))).toBe(true);
    const refused: Array<[label: string, text: string, signed: string]> = [
      ['indented', JSON.stringify(event, null, 2), signature],
      ['keys in another order', JSON.stringify(reversed(event)), signature],
      ['a trailing newline', `${body}\n`, signature],
      ...wrongOfRightLength.map((wrong): [string, string, string] => ['a wrong signature', body, wrong]),
    ];
    for (const [label, text, signed] of refused) {
      expect(JSON.parse(text), label).toEqual(event);
      const response = await deliver(text, 'evt_raw_1', signed);
      expect(await orderState(shop, order.orderid), label).toEqual({ status: 'New', payments: 0 });
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({
        message: 'Invalid webhook signature.',
        code: 'BAD_REQUEST',
        request_id: expect.any(String),
      });
    }
    expect(await unitsSold(shop, shop.catalogue.products.oxford.product_id)).toBe(units);

    // The original text with its own signature is the same event, and it is accepted.
    expect((await deliver(body, 'evt_raw_1', signature)).json()).toEqual({ status: 'paid' });
    expect(await orderState(shop, order.orderid)).toEqual({ status: 'Confirmed', payments: 1 });
  });

  it('refuses an event whose currency differs from the order, leaving the order unpaid', async () => {
    const own = await ownVariation('HOOK-CUR', 3);
    const placed = await post(vikram, '/api/payment/order', { total_amount: 599, items: [own.item(1)] });
    const order = placed.json() as { orderId: string; orderid: number; amount: number };
    const units = await unitsSold(shop, shop.catalogue.products.oxford.product_id);
    const dollars = await deliver(JSON.stringify(captured(order, 'pay_cur1', { currency: 'USD' })), 'evt_cur_1');
    expect(dollars.json()).toEqual({ status: 'amount mismatch' });
    // The amount in rupees instead of paise.
    const rupees = await deliver(
      JSON.stringify(captured(order, 'pay_cur2', { amount: order.amount / 100 })),
      'evt_cur_2',
    );
    expect(rupees.json()).toEqual({ status: 'amount mismatch' });
    expect(await orderState(shop, order.orderid)).toEqual({ status: 'New', payments: 0 });
    expect(await unitsSold(shop, shop.catalogue.products.oxford.product_id)).toBe(units);
    expect(await own.stock()).toBe(2);
  });

  /** An order of one unit whose reservation ran out (stock given back), so a payment must take the stock again. */
  async function expiredOrder(sku: string) {
    const own = await ownVariation(sku, 2);
    const placed = await post(vikram, '/api/payment/order', { total_amount: 599, items: [own.item(1)] });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json() as { orderId: string; orderid: number; amount: number };
    await shop.t.database.db.execute(
      `UPDATE orders SET expires_at = now() - interval '1 minute' WHERE order_id = ${Number(order.orderid)}` as never,
    );
    await releaseExpiredOrders(shop.t.database.db);
    expect(await own.stock()).toBe(2);
    expect((await orderState(shop, order.orderid))!.status).toBe('Expired');
    return { own, order };
  }

  it('has one effect when two copies of one event arrive at once', async () => {
    const { own, order } = await expiredOrder('HOOK-TWICE');
    const units = await unitsSold(shop, shop.catalogue.products.oxford.product_id);
    const body = JSON.stringify(captured(order, 'pay_twice1'));
    const answers = await Promise.all([deliver(body, 'evt_twice'), deliver(body, 'evt_twice')]);
    // One payment, paid once, counted once, the stock taken again once; the second copy is a duplicate.
    expect(await orderState(shop, order.orderid)).toEqual({ status: 'Confirmed', payments: 1 });
    expect(await unitsSold(shop, shop.catalogue.products.oxford.product_id)).toBe(units + 1);
    expect(await own.stock()).toBe(1);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['duplicate', 'paid']);
  });

  it('has one effect when payment.captured and order.paid of one payment arrive at once', async () => {
    const { own, order } = await expiredOrder('HOOK-BOTH');
    const units = await unitsSold(shop, shop.catalogue.products.oxford.product_id);
    const capturedBody = JSON.stringify(captured(order, 'pay_both1'));
    const paidBody = JSON.stringify({ ...captured(order, 'pay_both1'), event: 'order.paid' });
    const answers = await Promise.all([deliver(capturedBody, 'evt_both_1'), deliver(paidBody, 'evt_both_2')]);
    expect(await orderState(shop, order.orderid)).toEqual({ status: 'Confirmed', payments: 1 });
    expect(await unitsSold(shop, shop.catalogue.products.oxford.product_id)).toBe(units + 1);
    expect(await own.stock()).toBe(1);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['already recorded', 'paid']);
  });
});

describe('webhooks after the timeout', () => {
  const sandboxSecret = (t: TestApp) =>
    createHmac('sha256', t.config.jwtSecret).update('payments-sandbox').digest('hex');

  it('completes an order whose stock was already given back, takes the stock again, and a late payment.failed changes nothing', async () => {
    const own = await ownVariation('LATE-1', 2);
    const placed = await post(vikram, '/api/payment/order', { total_amount: 599, items: [own.item(1)] });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId, orderid, amount } = placed.json();
    expect(await own.stock()).toBe(1);
    await shop.t.database.db.execute(
      `UPDATE orders SET expires_at = now() - interval '1 minute' WHERE order_id = ${Number(orderid)}` as never,
    );
    await releaseExpiredOrders(shop.t.database.db);
    expect(await own.stock()).toBe(2);

    const send = (name: string, eventId: string) => {
      const body = JSON.stringify({
        event: name,
        payload: {
          payment: { entity: { id: 'pay_late1', order_id: orderId, amount, currency: 'INR' } },
          order: { entity: { id: orderId, amount, currency: 'INR' } },
        },
      });
      return shop.t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(sandboxSecret(shop.t), body),
          'x-razorpay-event-id': eventId,
        },
      });
    };
    expect((await send('order.paid', 'evt_late_1')).json()).toEqual({ status: 'paid' });
    expect(await own.stock()).toBe(1);
    expect((await send('payment.failed', 'evt_late_2')).json()).toEqual({ status: 'ignored' });
    expect((await send('payment.captured', 'evt_late_3')).json()).toEqual({ status: 'already recorded' });
    const orders = (
      await shop.t.app.inject({ url: '/api/Order/vikram@example.com', headers: vikram })
    ).json() as Array<{ order_id: number; status: string }>;
    expect(orders.find((order) => order.order_id === orderid)?.status).toBe('Confirmed');
    expect(await own.stock()).toBe(1);

    const unknown = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x9', order_id: 'order_nope', amount: 100, currency: 'INR' } } },
    });
    const answer = await shop.t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: unknown,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(sandboxSecret(shop.t), unknown) },
    });
    expect(answer.json()).toEqual({ status: 'unknown order' });
  });
});

/** A payment webhook of ₹599 as Razorpay sends it, signed with the shop's webhook secret 'hook-secret'. */
function razorpayWebhook(shop: Shop, event: string, payment: { id: string; order_id: string }, eventId: string) {
  const hook = JSON.stringify({
    event,
    payload: { payment: { entity: { ...payment, amount: 59900, currency: 'INR' } } },
  });
  return shop.t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: hook,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sign('hook-secret', hook),
      'x-razorpay-event-id': eventId,
    },
  });
}

describe('Razorpay', () => {
  it('creates orders through the Orders API (a local stand-in) and verifies its signatures', async () => {
    const razorpay = await startRazorpayStandIn();
    const calls = razorpay.orderCalls;
    const url = razorpay.url;
    const live = await openShop({
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'razor-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
      RAZORPAY_API_URL: url,
    });
    try {
      const headers = await shopper(live, 'live@example.com');
      const item = {
        product_id: live.catalogue.products.crewTee.product_id,
        productvariation_id: live.variation.productvariation_id,
        quantity: 1,
      };
      const order = await live.t.app.inject({
        method: 'POST',
        url: '/api/payment/order',
        headers,
        payload: { total_amount: 599, items: [item] },
      });
      expect(order.json()).toMatchObject({
        orderId: 'order_rp1',
        amount: 59900,
        key: 'rzp_test_key',
        provider: 'razorpay',
      });
      // The Payment page may load Razorpay Checkout only when Razorpay is configured.
      const page = (await live.t.app.inject('/api/health')).headers['content-security-policy'] as string;
      expect(page).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
      expect(page).toContain("frame-src 'self' https://api.razorpay.com");
      const sandboxPage = (await shop.t.app.inject('/api/health')).headers['content-security-policy'] as string;
      expect(sandboxPage).not.toContain('razorpay');
      expect(calls[0]!.auth).toBe(`Basic ${Buffer.from('rzp_test_key:razor-secret').toString('base64')}`);
      expect(calls[0]!.body).toMatchObject({ amount: 59900, currency: 'INR' });
      expect(calls[0]!.body.receipt).toMatch(/^rcpt_/);
      expect(
        (
          await live.t.app.inject({
            method: 'POST',
            url: '/api/payment/sandbox/pay',
            headers,
            payload: { orderId: 'order_rp1', card_number: '4111111111111111' },
          })
        ).statusCode,
      ).toBe(404);
      const signature = createHmac('sha256', 'razor-secret').update('order_rp1|pay_live1').digest('hex');
      const verified = await live.t.app.inject({
        method: 'POST',
        url: '/api/payment/verify',
        headers,
        payload: { razorpay_order_id: 'order_rp1', razorpay_payment_id: 'pay_live1', razorpay_signature: signature },
      });
      expect(verified.statusCode).toBe(200);
      const delivered = await razorpayWebhook(
        live,
        'order.paid',
        { id: 'pay_live1', order_id: 'order_rp1' },
        'evt_live',
      );
      expect(delivered.json()).toEqual({ status: 'already recorded' });

      await razorpay.close();
      const failing = await live.t.app.inject({
        method: 'POST',
        url: '/api/payment/order',
        headers,
        payload: { total_amount: 599, items: [item] },
      });
      expect(failing.statusCode).toBe(502);
      expect(await stockOf(live)).toBe(4);
    } finally {
      await razorpay.close();
      await live.t.close();
    }
  });
});

describe('a late payment with Razorpay (docs/product/checkout.md#late-payments)', () => {
  it('refunds a payment for a cancelled order through the Refunds API, in full, and keeps the order cancelled', async () => {
    const razorpay = await startRazorpayStandIn();
    const live = await openShop({
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'razor-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
      RAZORPAY_API_URL: razorpay.url,
    });
    razorpay.next.status = 'processed';
    try {
      const headers = await shopper(live, 'late@example.com');
      const item = {
        product_id: live.catalogue.products.crewTee.product_id,
        productvariation_id: live.variation.productvariation_id,
        quantity: 1,
      };
      const order = (
        await live.t.app.inject({
          method: 'POST',
          url: '/api/payment/order',
          headers,
          payload: { total_amount: 599, items: [item] },
        })
      ).json();
      const cancelled = await live.t.app.inject({ method: 'POST', url: `/api/Order/${order.orderid}/cancel`, headers });
      expect(cancelled.statusCode).toBe(200);
      const payment = { id: 'pay_late1', order_id: order.orderId };
      const delivered = await razorpayWebhook(live, 'payment.captured', payment, 'evt_late1');
      expect(delivered.json()).toEqual({ status: 'refunded' });
      expect(razorpay.refundCalls.map((call) => [call.paymentId, call.body.amount])).toEqual([['pay_late1', 59900]]);
      expect(await orderState(live, order.orderid)).toEqual({ status: 'Cancelled', payments: 1 });
      const detail = (await live.t.app.inject({ url: `/api/Order/${order.orderid}/detail`, headers })).json();
      expect(detail).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded', refunded_amount: 599 });
      expect(await stockOf(live)).toBe(5);
    } finally {
      await razorpay.close();
      await live.t.close();
    }
  });
});
