import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue, homeAddress as home } from '../../../test/factories.ts';
import { orders, productVariations, products } from '../../db/schema/index.ts';

/** A Razorpay Orders API stand-in that always fails, counting the calls it gets. */
async function failingRazorpay(): Promise<{ url: string; calls: () => number; server: Server }> {
  let calls = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls++;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'The server is down.' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls, server };
}

describe('an order the payment provider refuses', () => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof failingRazorpay>>;
  let headers: Record<string, string>;
  let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
  let variationId: number;

  beforeAll(async () => {
    razorpay = await failingRazorpay();
    t = await buildTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'razor-secret',
      RAZORPAY_API_URL: razorpay.url,
    });
    const factory = new CatalogueFactory(t.app, await t.adminToken());
    catalogue = await smallCatalogue(factory);
    const variation = await factory.variation(catalogue.products.crewTee.product_id, {
      sku: 'TEE-M',
      price: 799,
      discount_price: 599,
      stock: 5,
    });
    variationId = variation.productvariation_id;
    headers = bearer(await t.shopperToken('asha@example.com'));
    const address = await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers, payload: home });
    expect(address.statusCode).toBe(201);
  });
  afterAll(async () => {
    razorpay.server.close();
    await t.close();
  });

  const stock = async () => {
    const [variation] = await t.database.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.productvariation_id, variationId));
    const [linen] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.product_id, catalogue.products.linen.product_id));
    return { variation: variation!.stock, linen: linen!.stock };
  };

  it('answers 502, gives every line its stock back and leaves the order no longer pending, without a sweep', async () => {
    const before = await stock();
    expect(before).toEqual({ variation: 5, linen: 10 });
    const [last] = await t.database.db.select({ id: max(orders.order_id) }).from(orders);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/order',
      headers,
      payload: {
        total_amount: 599 * 2 + 1999,
        items: [
          { product_id: catalogue.products.crewTee.product_id, productvariation_id: variationId, quantity: 2 },
          { product_id: catalogue.products.linen.product_id, quantity: 1 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({
      message: 'The payment service did not answer. Please try again.',
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(razorpay.calls()).toBe(1);

    expect(await stock()).toEqual(before);
    const made = await t.database.db
      .select()
      .from(orders)
      .where(gt(orders.order_id, last?.id ?? 0));
    expect(made).toHaveLength(1);
    const [order] = made;
    expect(order!.status).toBe('Expired');
    expect(order!.razorpay_order_id).toBeNull();
    // Still far from its time: only the checkout itself can have released it, not the unpaid-order sweep.
    expect(new Date(order!.expires_at).getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it('frees the whole stock again: taking all of it fails at the provider, not for want of stock', async () => {
    const before = await stock();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/order',
      headers,
      payload: {
        total_amount: 599 * 5,
        items: [{ product_id: catalogue.products.crewTee.product_id, productvariation_id: variationId, quantity: 5 }],
      },
    });
    // The provider is still down, but the whole stock was free to take: 502, not 409 out of stock.
    expect(response.statusCode, response.body).toBe(502);
    expect(await stock()).toEqual(before);
  });
});
