import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { ownVariation } from '../../../test/variations.ts';

// No false urgency (docs/product/dark-patterns.md#false-urgency): the stock a product page is given is the stock in the
// database, as orders take it and cancellations give it back, never a figure made up to hurry the shopper.

let t: TestApp;
let factory: CatalogueFactory;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  productId = (await smallCatalogue(factory)).products.oxford.product_id;
});
afterAll(() => t.close());

/** The stock GET /api/Product/{id} gives for one variation, as a guest reads it (after the cache's invalidation). */
async function shownStock(variationId: number): Promise<number> {
  const response = await t.app.inject({ url: `/api/Product/${productId}` });
  expect(response.statusCode).toBe(200);
  const product = response.json() as { variations: Array<{ productvariation_id: number; stock: number }> };
  return product.variations.find((variation) => variation.productvariation_id === variationId)!.stock;
}

describe('the stock figure the API gives', () => {
  it('is the stored stock, before and after an order and its cancellation', async () => {
    const own = await ownVariation(t, factory, productId, 3);
    expect(await shownStock(own.id)).toBe(3);
    expect(await own.stock()).toBe(3);
    const buyer = await shopperWithAddress(t);
    const order = await paidOrder(t, buyer, [own.line(2)], 1000);
    expect(await own.stock()).toBe(1);
    expect(await shownStock(own.id)).toBe(1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.orderid}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await own.stock()).toBe(3);
    expect(await shownStock(own.id)).toBe(3);
  });
});
