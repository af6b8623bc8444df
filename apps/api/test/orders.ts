import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { bearer, signIn, verifyEmail, type TestApp } from './app.ts';
import { homeAddress } from './factories.ts';

let people = 0;

/** A shopper with a name of their own and a delivery address, checking out from an address of their own. */
export async function namedShopper(t: TestApp, first: string, last: string, email: string) {
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
  return { email, headers, userId: row!.user_id, remoteAddress: `10.40.${Math.floor(n / 250)}.${n % 250}` };
}
export type NamedShopper = Awaited<ReturnType<typeof namedShopper>>;

/**
 * Places an order through checkout (sandbox provider) and, unless `pay` is false, pays it with the sandbox's
 * test card and verifies the signed payment, as the browser would. Answers the order's number.
 */
export async function placeOrder(
  t: TestApp,
  who: NamedShopper,
  items: Array<{ product_id: number; productvariation_id?: number; quantity: number }>,
  total: number,
  { pay = true } = {},
): Promise<number> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, remoteAddress: who.remoteAddress, payload });
  const order = await post('/api/payment/order', { total_amount: total, items });
  expect(order.statusCode, order.body).toBe(200);
  const { orderId, orderid } = order.json() as { orderId: string; orderid: number };
  if (!pay) return orderid;
  const paid = await post('/api/payment/sandbox/pay', { orderId, card_number: '4111 1111 1111 1111' });
  expect(paid.statusCode, paid.body).toBe(200);
  const verified = await post('/api/payment/verify', paid.json() as object);
  expect(verified.statusCode, verified.body).toBe(200);
  return orderid;
}
