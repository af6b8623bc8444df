import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, orderNumber, shopperWithAddress, type Buyer } from '../../../test/orders.ts';
import { NOT_YOUR_FIGURES } from './routes.ts';

// A shopper's own dashboard figures (docs/product/accounts.md#dashboard), only for the owner.

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let meera: Buyer;
let ravi: Buyer;

const tee = () => [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }];
const summary = (email: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/User/${encodeURIComponent(email)}/summary`, headers });

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
  meera = await shopperWithAddress(t, 'meera');
  ravi = await shopperWithAddress(t, 'ravi');
});
afterAll(() => t.close());

describe('GET /User/{email}/summary', () => {
  it("counts the shopper's bought orders, those on their way and saved products, not unpaid ones", async () => {
    const empty = await summary(meera.email, meera.headers);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ orders_placed: 0, open_orders: 0, wishlist_items: 0 });

    const delivered = await orderNumber(t, meera, tee(), 599);
    await markDelivered(t, delivered);
    await orderNumber(t, meera, tee(), 599);
    await orderNumber(t, meera, tee(), 599, { pay: false });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/Wishlist/${catalogue.products.linen.product_id}`,
      headers: meera.headers,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // Another shopper's order and wishlist never count.
    await orderNumber(t, ravi, tee(), 599);

    const figures = await summary(meera.email.toUpperCase(), meera.headers);
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json()).toEqual({ orders_placed: 2, open_orders: 1, wishlist_items: 1 });
  });

  it("answers only the owner's figures", async () => {
    const other = await summary(meera.email, ravi.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: NOT_YOUR_FIGURES });
    expect(other.body).not.toContain('orders_placed');

    expect((await summary(meera.email, {})).statusCode).toBe(401);
    const admin = bearer(await t.adminToken());
    expect((await summary(meera.email, admin)).json()).toMatchObject({ orders_placed: 2 });
    expect((await summary('nobody@example.com', admin)).statusCode).toBe(404);
  });
});
