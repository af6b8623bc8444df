import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { reviewPhotos } from '../src/db/schema/index.ts';
import { setConsent } from '../src/modules/consents/service.ts';
import { bearer, signIn, verifyEmail, type TestApp } from './app.ts';
import { homeAddress, type CatalogueFactory } from './factories.ts';
import { markDelivered, paidOrder, type TestShopper } from './orders.ts';
import { registerWithProvenPhone } from './phone.ts';
import { invite } from './staff.ts';

// A shopper with something in every part of the store, for the tests of the data download and of erasure
// (docs/product/privacy.md).

let seeded = 0;

/** Names and numbers no other test uses, so a scan of the whole database for them finds only this shopper. */
export function uniquePerson() {
  const n = ++seeded;
  // Letters only (names allow no digits), of one length, so no person's name holds another's.
  const tag = String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26));
  return {
    first_name: `Zubeida${tag}`,
    last_name: `Quorthwaite${tag}`,
    email: `zq${n}-${process.pid}@privacy.example.com`,
    password: 'shopper-pass-1',
    phone: `9${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`,
    addressPhone: `8${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`,
  };
}
export type Person = ReturnType<typeof uniquePerson>;

export interface SeededShopper extends TestShopper {
  person: Person;
  /** A ₹500 order delivered 40 days ago (a return of it rejected), and a ₹60,000 one delivered 40 days ago. */
  smallOrder: number;
  bigOrder: number;
  reviewId: number;
  grievance: string;
}

const expectOk = (response: { statusCode: number; body: string }, status = 200) =>
  expect(response.statusCode, response.body).toBe(status);

/**
 * Registers `person` with a proven mobile and an address, and gives them two delivered orders (a return of the small
 * one rejected), a review with a photo, a wishlist entry, a bag, marketing consent, a grievance support answered, a
 * staff invitation to their email, and failed sign-ins and codes counted against their email and number.
 */
export async function seedShopper(t: TestApp, factory: CatalogueFactory, productId: number, person = uniquePerson()) {
  const admin = bearer(await t.adminToken());
  const registered = await registerWithProvenPhone(t.app, person);
  expectOk(registered, 201);
  await verifyEmail(t.app, person.email, registered.json().dev_verification_code);
  const headers = bearer(await signIn(t.app, person.email, person.password));
  const shopper: TestShopper = { email: person.email, headers, userId: 0, remoteAddress: `10.91.0.${seeded}` };
  const [row] = await t.database.db
    .execute(sql`SELECT user_id FROM users WHERE email = ${person.email}`)
    .then((result) => (result as unknown as { rows: Array<{ user_id: number }> }).rows);
  shopper.userId = row!.user_id;
  const address = {
    ...homeAddress,
    first_name: person.first_name,
    last_name: person.last_name,
    phone: person.addressPhone,
  };
  expectOk(await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: address }), 201);

  const small = await factory.variation(productId, { price: 500, stock: 10 });
  const big = await factory.variation(productId, { price: 60000, stock: 2 });
  const smallOrder = (
    await paidOrder(
      t,
      shopper,
      [{ product_id: productId, productvariation_id: small.productvariation_id, quantity: 1 }],
      500,
    )
  ).orderid;
  const bigOrder = (
    await paidOrder(
      t,
      shopper,
      [{ product_id: productId, productvariation_id: big.productvariation_id, quantity: 1 }],
      60000,
    )
  ).orderid;
  for (const payload of [{ status: 'Packed' }, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL123' }]) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${smallOrder}/status`,
      headers: admin,
      payload,
    });
    expectOk(moved);
  }
  await markDelivered(t, smallOrder);
  await markDelivered(t, bigOrder, 40);
  const [line] = (
    (await t.database.db.execute(
      sql`SELECT order_item_id FROM order_items WHERE order_id = ${smallOrder}`,
    )) as unknown as {
      rows: Array<{ order_item_id: number }>;
    }
  ).rows;
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/Order/${smallOrder}/return`,
    headers,
    payload: { items: [{ order_item_id: line!.order_item_id, quantity: 1 }], reason: 'Too small' },
  });
  expectOk(asked, 201);
  const returnId = asked.json().return_id as number;
  expectOk(
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${returnId}/status`,
      headers: admin,
      payload: { status: 'Rejected', note: 'Worn, so it cannot come back.' },
    }),
  );

  const reviewed = await t.app.inject({
    method: 'POST',
    url: `/api/Product/${productId}/reviews`,
    headers,
    payload: { rating: 5, title: 'Lovely fabric', body: 'Soft and true to size.' },
  });
  expectOk(reviewed, 201);
  const reviewId = reviewed.json().review_id as number;
  await t.database.db
    .insert(reviewPhotos)
    .values({ review_id: reviewId, file_key: `privacy-review-${seeded}-${process.pid}`, widths: [320] });
  await markDelivered(t, smallOrder, 40);

  expectOk(await t.app.inject({ method: 'PUT', url: `/api/Wishlist/${productId}`, headers }), 201);
  expectOk(
    await t.app.inject({
      method: 'PUT',
      url: '/api/Cart',
      headers,
      payload: {
        items: [{ product_id: productId, productvariation_id: small.productvariation_id, quantity: 1 }],
        version: 0,
      },
    }),
  );
  await t.database.db.transaction((tx) => setConsent(tx, shopper.userId, { email: true }, 'profile'));

  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    headers,
    remoteAddress: shopper.remoteAddress,
    payload: { category: 'privacy', text: `Please tell me what you hold about ${person.first_name}.` },
  });
  expectOk(filed, 201);
  const grievance = filed.json().reference as string;
  expectOk(
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${grievance}/replies`,
      headers: admin,
      payload: { text: `Dear ${person.first_name} ${person.last_name}, your data is attached.` },
    }),
    201,
  );
  await invite(t, person.email, 'support', `${person.first_name} ${person.last_name}`);
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/User',
    payload: { email: person.email, password: 'not-it-at-all' },
  });
  expect(wrong.statusCode).toBe(401);
  return { ...shopper, person, smallOrder, bigOrder, reviewId, grievance } satisfies SeededShopper;
}

/** Every text, character, JSON and array column of every table in the public schema, from information_schema. */
export async function textColumns(t: TestApp) {
  const result = (await t.database.db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
      AND table_name NOT LIKE '\\_\\_%'
    ORDER BY table_name, column_name`)) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
  return result.rows;
}

/** The cells (table, column, value) of the whole database whose text holds any of `needles`, case-insensitively. */
export async function cellsHolding(t: TestApp, needles: string[]) {
  const found: Array<{ table: string; column: string; value: string }> = [];
  for (const { table_name, column_name } of await textColumns(t)) {
    const column = sql.identifier(column_name);
    const where = sql.join(
      needles.map((needle) => sql`strpos(lower(${column}::text), ${needle.toLowerCase()}) > 0`),
      sql` OR `,
    );
    const result = (await t.database.db.execute(
      sql`SELECT ${column}::text AS value FROM ${sql.identifier(table_name)} WHERE ${where}`,
    )) as unknown as { rows: Array<{ value: string }> };
    for (const row of result.rows) found.push({ table: table_name, column: column_name, value: row.value });
  }
  return found;
}
