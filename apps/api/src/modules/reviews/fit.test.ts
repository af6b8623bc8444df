import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { ownVariation } from '../../../test/variations.ts';
import { reviews } from '../../db/schema/index.ts';
import { NO_SIZE_NO_FIT } from './rows.ts';

// How was the fit? (docs/product/storefront.md#fit): the answer, the size of the line reviewed, and the product's split.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

const newProduct = () =>
  factory.product({ category_id: catalogue.menTees.category_id, brand_id: catalogue.loom.brand_id });

/** A shopper who received one unit of the product, in `size` (or in a variation without a size when null). */
async function buyer(productId: number, size: string | null) {
  const own = await ownVariation(t, factory, productId, 10);
  if (size !== null) await factory.value(own.id, catalogue.size.attribute_id, size);
  const shopper = await shopperWithAddress(t, 'fit');
  const order = await paidOrder(t, shopper, [own.line(1)], 500);
  await markDelivered(t, order.orderid);
  return shopper;
}

const post = (who: { headers: Record<string, string> }, productId: number, fit: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Product/${productId}/reviews`,
    headers: who.headers,
    payload: { rating: 4, title: 'About the fit', fit },
  });

const stored = async (productId: number) =>
  t.database.db.select({ size: reviews.size, fit: reviews.fit }).from(reviews).where(eq(reviews.product_id, productId));

const page = async (productId: number) =>
  (await t.app.inject({ url: `/api/Product/${productId}/reviews` })).json() as {
    summary: { fit: Record<string, number> };
    items: Array<{ size: string | null; fit: string | null; review_id: number }>;
  };

describe('How was the fit? (docs/product/storefront.md#fit)', () => {
  it('the form is told the size of the line; the answer is stored with that size and shown with the review', async () => {
    const product = await newProduct();
    const shopper = await buyer(product.product_id, 'L');
    const eligibility = await t.app.inject({
      url: `/api/Product/${product.product_id}/reviews/eligibility`,
      headers: shopper.headers,
    });
    expect(eligibility.json()).toMatchObject({ eligible: true, size: 'L', review: null });

    const response = await post(shopper, product.product_id, 'runs_small');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ size: 'L', fit: 'runs_small' });
    expect(await stored(product.product_id)).toEqual([{ size: 'L', fit: 'runs_small' }]);
    const list = await page(product.product_id);
    expect(list.items[0]).toMatchObject({ size: 'L', fit: 'runs_small' });
    expect(list.summary.fit).toEqual({ runs_small: 1, true_to_size: 0, runs_large: 0 });
  });

  it('no answer is allowed: the size is still recorded, the fit stays empty and out of the split', async () => {
    const product = await newProduct();
    const shopper = await buyer(product.product_id, 'S');
    const response = await post(shopper, product.product_id, undefined);
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(product.product_id)).toEqual([{ size: 'S', fit: null }]);
    expect((await page(product.product_id)).summary.fit).toEqual({ runs_small: 0, true_to_size: 0, runs_large: 0 });
  });

  it('an answer about a product bought without a size is refused (400), and nothing is stored', async () => {
    const product = await newProduct();
    const shopper = await buyer(product.product_id, null);
    const eligibility = await t.app.inject({
      url: `/api/Product/${product.product_id}/reviews/eligibility`,
      headers: shopper.headers,
    });
    expect(eligibility.json()).toMatchObject({ eligible: true, size: null });
    const response = await post(shopper, product.product_id, 'true_to_size');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(NO_SIZE_NO_FIT);
    expect(await stored(product.product_id)).toEqual([]);
  });

  it('an answer that is not one of the three is a 400 naming them', async () => {
    const product = await newProduct();
    const shopper = await buyer(product.product_id, 'M');
    const response = await post(shopper, product.product_id, 'snug');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('Choose Runs small, True to size or Runs large');
    expect(await stored(product.product_id)).toEqual([]);
  });

  it('the split counts visible answers: an edit moves an answer, a hidden review leaves it', async () => {
    const product = await newProduct();
    const answers = ['true_to_size', 'true_to_size', 'true_to_size', 'runs_large', 'runs_small'] as const;
    const ids: number[] = [];
    for (const [index, fit] of answers.entries()) {
      const shopper = await buyer(product.product_id, ['S', 'M', 'L', 'XL', 'M'][index]!);
      const response = await post(shopper, product.product_id, fit);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().review_id);
      if (index === 3) {
        const edit = await t.app.inject({
          method: 'PUT',
          url: `/api/reviews/${ids[3]}`,
          headers: shopper.headers,
          payload: { rating: 3, title: 'Large after all', fit: 'true_to_size' },
        });
        expect(edit.statusCode, edit.body).toBe(200);
        expect(edit.json()).toMatchObject({ size: 'XL', fit: 'true_to_size' });
      }
    }
    expect((await page(product.product_id)).summary.fit).toEqual({ runs_small: 1, true_to_size: 4, runs_large: 0 });

    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${ids[0]}/visibility`,
      headers: admin,
      payload: { hidden: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await page(product.product_id)).summary.fit).toEqual({ runs_small: 1, true_to_size: 3, runs_large: 0 });
  });
});
