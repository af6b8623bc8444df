import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, users } from '../src/db/schema/index.ts';
import { paymentSignature } from '../src/modules/payments/provider.ts';
import { bearer, signIn, verifyEmail, type TestApp } from './app.ts';
import { homeAddress } from './factories.ts';
import { registerWithProvenPhone } from './phone.ts';
import { checkoutSignature } from './razorpay.ts';

// Shoppers, orders and payments for the API tests of orders, refunds, returns, invoices and the admin's pages.

let people = 0;
const clientAddress = (n: number, block: number) => `10.${block}.${Math.floor(n / 250)}.${n % 250}`;

/** A shopper with a delivery address (Bengaluru unless another is given), checking out from an address of their own. */
export async function buyer(t: TestApp, email: string, address: Record<string, unknown> = homeAddress) {
  const n = ++people;
  const headers = bearer(await t.shopperToken(email));
  const saved = await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: address });
  expect(saved.statusCode, saved.body).toBe(201);
  const [row] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  return { email, headers, userId: row!.user_id, remoteAddress: clientAddress(n, 77) };
}
export type TestShopper = Awaited<ReturnType<typeof buyer>>;
export type Buyer = TestShopper;

/** A shopper with a generated email (`label` first) and a delivery address. */
export const shopperWithAddress = (t: TestApp, label = 'buyer') =>
  buyer(t, `${label}${people + 1}-${process.pid}@example.com`);

/** A shopper with a name of their own and a mobile number, registered as a shopper would, with an address. */
export async function namedShopper(t: TestApp, first: string, last: string, email: string): Promise<TestShopper> {
  const n = ++people;
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/User/Register',
    payload: {
      first_name: first,
      last_name: last,
      email,
      password: 'shopper-pass-1',
      phone: `97${String(n).padStart(8, '0')}`,
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  await verifyEmail(t.app, email, (register.json() as { dev_verification_code?: string }).dev_verification_code);
  const headers = bearer(await signIn(t.app, email, 'shopper-pass-1'));
  const address = await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: homeAddress });
  expect(address.statusCode, address.body).toBe(201);
  const [row] = await t.database.db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return { email, headers, userId: row!.user_id, remoteAddress: clientAddress(n, 40) };
}
export type NamedShopper = TestShopper;

/** Places an order (POST /payment/order, status New, stock taken) of `items` whose server total is `total` rupees. */
export async function placeOrder(t: TestApp, who: TestShopper, items: object[], total: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orderid: number; orderId: string; amount: number };
}

/** Pays a sandbox order the way the browser does after Razorpay Checkout: POST /payment/verify, signed. */
export function payOrder(t: TestApp, who: TestShopper, providerOrderId: string, paymentId = `pay_${providerOrderId}`) {
  const secret = createHmac('sha256', t.config.jwtSecret).update('payments-sandbox').digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: who.headers,
    payload: {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(secret, providerOrderId, paymentId),
    },
  });
}

/** Places and pays an order: the sandbox's test card, or (Razorpay configured) a signed Checkout answer. */
export async function paidOrder(t: TestApp, who: TestShopper, items: object[], total: number) {
  const placed = await placeOrder(t, who, items, total);
  let signed: object;
  if (placed.orderId.startsWith('order_sbx')) {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: who.headers,
      payload: { orderId: placed.orderId, card_number: '4111111111111111' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    signed = paid.json();
  } else {
    const paymentId = `pay_${placed.orderid}x${people}`;
    signed = {
      razorpay_order_id: placed.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(placed.orderId, paymentId),
    };
  }
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: who.headers,
    payload: signed,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...placed, payment: signed as { razorpay_payment_id: string } };
}

/** Moves an order straight to Delivered in the database (`daysAgo` moves the delivery back in time). */
export async function markDelivered(t: TestApp, orderId: number, daysAgo = 0) {
  await t.database.db
    .update(orders)
    .set({
      status: 'Delivered',
      delivered_at: sql`now() - make_interval(secs => ${daysAgo * 86_400})`,
    })
    .where(eq(orders.order_id, orderId));
}

/** The order row as stored. */
export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.order_id, orderId));
  return row!;
}

/** An order's number: placed, and paid unless `pay` is false. */
export async function orderNumber(
  t: TestApp,
  who: TestShopper,
  items: object[],
  total: number,
  { pay = true } = {},
): Promise<number> {
  return (pay ? await paidOrder(t, who, items, total) : await placeOrder(t, who, items, total)).orderid;
}

let codPeople = 0;

/** A shopper cash on delivery is open to: email and mobile number verified, an address in Bengaluru. */
export async function codShopper(t: TestApp): Promise<TestShopper & { phone: string }> {
  const n = ++codPeople;
  const email = `credit-cod${n}-${process.pid}@example.com`;
  const phone = `95${String(n).padStart(8, '0')}`;
  const account = { first_name: 'Meera', email, password: 'shopper-pass-1', phone };
  const registered = await registerWithProvenPhone(t.app, account);
  expect(registered.statusCode, registered.body).toBe(201);
  await verifyEmail(t.app, email, registered.json().dev_verification_code);
  const headers = bearer(await signIn(t.app, email, 'shopper-pass-1'));
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/UserAddress',
    headers,
    payload: { ...homeAddress, phone },
  });
  expect(address.statusCode, address.body).toBe(201);
  const [row] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  return { email, phone, headers, userId: row!.user_id, remoteAddress: `10.72.0.${n}` };
}
