import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, users } from '../src/db/schema/index.ts';
import { bearer, type TestApp } from './app.ts';
import { homeAddress } from './factories.ts';
import { checkoutSignature } from './razorpay.ts';

let people = 0;

/** A shopper with a delivery address, checking out from a client address of their own (own checkout limit). */
export async function shopperWithAddress(t: TestApp, label = 'buyer') {
  const email = `${label}${++people}-${process.pid}@example.com`;
  const headers = bearer(await t.shopperToken(email));
  const address = await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: homeAddress });
  expect(address.statusCode, address.body).toBe(201);
  const [row] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  return { email, headers, userId: row!.user_id, remoteAddress: `10.77.${Math.floor(people / 250)}.${people % 250}` };
}
export type TestShopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** Places an order (status New, stock taken) and answers its numbers. */
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
