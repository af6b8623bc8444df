import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { paymentSignature } from '../src/modules/payments/provider.ts';
import { bearer, type TestApp } from './app.ts';
import { homeAddress } from './factories.ts';

/** A shopper with a delivery address (Bengaluru unless another is given), checking out from an address of their own. */
export interface Buyer {
  email: string;
  headers: Record<string, string>;
  userId: number;
  remoteAddress: string;
}

let buyers = 0;

export async function buyer(t: TestApp, email: string, address: Record<string, unknown> = homeAddress): Promise<Buyer> {
  const headers = bearer(await t.shopperToken(email));
  const saved = await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: address });
  expect(saved.statusCode, saved.body).toBe(201);
  const [user] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  buyers++;
  return { email, headers, userId: user!.user_id, remoteAddress: `10.60.${Math.floor(buyers / 250)}.${buyers % 250}` };
}

/** Places an order (POST /payment/order) of `items` whose server total is `total` rupees. */
export async function placeOrder(t: TestApp, who: Buyer, items: object[], total: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: total, items },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orderId: string; orderid: number; amount: number };
}

/** Pays a sandbox order the way the browser does after Razorpay Checkout: POST /payment/verify, signed. */
export function payOrder(t: TestApp, who: Buyer, providerOrderId: string, paymentId = `pay_${providerOrderId}`) {
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

/** Places and pays an order; answers its id. */
export async function paidOrder(t: TestApp, who: Buyer, items: object[], total: number): Promise<number> {
  const order = await placeOrder(t, who, items, total);
  const paid = await payOrder(t, who, order.orderId);
  expect(paid.statusCode, paid.body).toBe(200);
  return order.orderid;
}
