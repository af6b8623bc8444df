import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@store/shared/schemas/reviews';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, paidOrder, shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { multipart, png } from '../../../test/uploads.ts';
import { ownVariation } from '../../../test/variations.ts';
import { products, reviewPhotos, reviewVotes, reviews } from '../../db/schema/index.ts';
import { REVIEW_WRITE_RULES } from './routes.ts';

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

/** A product of its own, so each test counts its own ratings. */
const newProduct = () =>
  factory.product({ category_id: catalogue.menShirts.category_id, brand_id: catalogue.loom.brand_id });

/** A shopper with a paid order of one unit of the product, delivered unless `deliver` is false. */
async function customer(productId: number, { deliver = true } = {}) {
  const own = await ownVariation(t, factory, productId, 10);
  const shopper = await shopperWithAddress(t, 'reviewer');
  const order = await paidOrder(t, shopper, [own.line(1)], 500);
  if (deliver) await markDelivered(t, order.orderid);
  return { ...shopper, orderId: order.orderid };
}

const write = (who: { headers: Record<string, string> }, productId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/Product/${productId}/reviews`, headers: who.headers, payload });

const good = { rating: 4, title: 'Fits well', body: 'Soft cotton, true to size.' };

async function reviewed(productId: number, rating = 4) {
  const shopper = await customer(productId);
  const response = await write(shopper, productId, { ...good, rating });
  expect(response.statusCode, response.body).toBe(201);
  return { shopper, reviewId: response.json().review_id as number };
}

const productRow = async (productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.product_id, productId)))[0]!;

const publicList = (productId: number, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/Product/${productId}/reviews${query}`, headers });

const uploadPhotos = (
  who: TestShopper,
  reviewId: number,
  files: Array<{ name: string; type: string; data: Buffer }>,
) => {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
};

describe('who may review (docs/product/storefront.md#reviews)', () => {
  it('an order not yet delivered does not count: 403 with a sentence, nothing stored', async () => {
    const product = await newProduct();
    const shopper = await customer(product.product_id, { deliver: false });
    const response = await write(shopper, product.product_id, good);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toMatch(/Only shoppers who received this product can review it/);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.product_id, product.product_id))).toEqual([]);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/Product/${product.product_id}/reviews/eligibility`,
      headers: shopper.headers,
    });
    expect(eligibility.json()).toMatchObject({ eligible: false, review: null });
  });

  it("someone else's delivered order does not count", async () => {
    const product = await newProduct();
    await customer(product.product_id);
    const stranger = await shopperWithAddress(t, 'stranger');
    const response = await write(stranger, product.product_id, good);
    expect(response.statusCode, response.body).toBe(403);
  });

  it('a delivered line of the product: 201, stored with the line, counted in the product totals', async () => {
    const product = await newProduct();
    const shopper = await customer(product.product_id);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/Product/${product.product_id}/reviews/eligibility`,
      headers: shopper.headers,
    });
    expect(eligibility.json()).toMatchObject({ eligible: true, message: null, review: null });
    const response = await write(shopper, product.product_id, { ...good, rating: 5 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ rating: 5, title: 'Fits well', author: 'Asha R.', mine: true, photos: [] });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.product_id, product.product_id));
    expect(row).toMatchObject({ user_id: shopper.userId, rating: 5, is_hidden: false });
    expect(row!.order_item_id).not.toBeNull();
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: 5 });
  });

  it('one review per product and shopper: a second is 409; an edit changes the sum, not the count', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id, 4);
    const again = await write(shopper, product.product_id, good);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toMatch(/already reviewed/);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: shopper.headers,
      payload: { ...good, rating: 2, title: 'Shrank' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: 2 });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.product_id, product.product_id))).toHaveLength(
      1,
    );
  });

  it("a shopper cannot edit or delete someone else's review (404), nor the totals move", async () => {
    const product = await newProduct();
    const { reviewId } = await reviewed(product.product_id, 5);
    const other = await customer(product.product_id);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: other.headers,
      payload: { ...good, rating: 1 },
    });
    expect(edit.statusCode).toBe(404);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: other.headers });
    expect(remove.statusCode).toBe(404);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: 5 });
  });

  it('deleting your review takes it out of the totals', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id, 3);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: shopper.headers });
    expect(remove.statusCode, remove.body).toBe(204);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 0, rating_sum: 0 });
  });
});

describe('review limits', () => {
  it.each([
    ['0 stars', { ...good, rating: 0 }, 'rating'],
    ['6 stars', { ...good, rating: 6 }, 'rating'],
    ['3.5 stars', { ...good, rating: 3.5 }, 'rating'],
    ['a blank title', { ...good, title: '   ' }, 'title'],
    ['a title too long', { ...good, title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1) }, 'title'],
    ['a text too long', { ...good, body: 'x'.repeat(REVIEW_LIMITS.bodyMax + 1) }, 'body'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const product = await newProduct();
    const shopper = await customer(product.product_id);
    const response = await write(shopper, product.product_id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 0, rating_sum: 0 });
  });

  it('the longest title and text are taken', async () => {
    const product = await newProduct();
    const shopper = await customer(product.product_id);
    const response = await write(shopper, product.product_id, {
      rating: 1,
      title: 'x'.repeat(REVIEW_LIMITS.titleMax),
      body: 'y'.repeat(REVIEW_LIMITS.bodyMax),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it(`writes are rate limited: the ${REVIEW_WRITE_RULES.writes + 1}th in an hour is 429 and changes nothing`, async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id, 4);
    const edit = (rating: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${reviewId}`,
        headers: shopper.headers,
        payload: { ...good, rating },
      });
    for (let i = 1; i < REVIEW_WRITE_RULES.writes; i++) expect((await edit(4)).statusCode).toBe(200);
    const refused = await edit(1);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().code).toBe('RETRY_AFTER');
    expect(await productRow(product.product_id)).toMatchObject({ rating_sum: 4 });
  });
});

describe('review photos', () => {
  it('stores up to three re-encoded photos apart from the gallery; a fourth is 413', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id);
    const photo = async (name: string) => ({ name, type: 'image/png', data: await png(40, 30) });
    const first = await uploadPhotos(shopper, reviewId, [await photo('a.png'), await photo('b.png')]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().photos).toHaveLength(2);
    expect(first.json().photos[0].image_url).toMatch(/\.webp$/);
    const third = await uploadPhotos(shopper, reviewId, [await photo('c.png')]);
    expect(third.statusCode, third.body).toBe(201);
    const fourth = await uploadPhotos(shopper, reviewId, [await photo('d.png')]);
    expect(fourth.statusCode, fourth.body).toBe(413);
    expect(fourth.json().message).toMatch(/at most 3 photos/);
    expect(await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.review_id, reviewId))).toHaveLength(3);
    const gallery = await t.app.inject({ method: 'GET', url: `/api/Product/${product.product_id}/images` });
    expect(gallery.json()).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: first.json().photos[0].image_url });
    expect(served.statusCode).toBe(200);
  });

  it('four files in one upload are refused whole', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id);
    const data = await png(20, 20);
    const files = ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.png`, type: 'image/png', data }));
    const response = await uploadPhotos(shopper, reviewId, files);
    expect(response.statusCode, response.body).toBe(413);
    expect(await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.review_id, reviewId))).toEqual([]);
  });

  it('a file that is not an image is 415; a photo over the size limit is 413', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id);
    const text = await uploadPhotos(shopper, reviewId, [
      { name: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') },
    ]);
    expect(text.statusCode, text.body).toBe(415);
    const big = await uploadPhotos(shopper, reviewId, [
      { name: 'big.png', type: 'image/png', data: Buffer.alloc(REVIEW_LIMITS.photoMaxMb * 1024 * 1024 + 1, 1) },
    ]);
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().message).toMatch(/too large/);
    expect(await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.review_id, reviewId))).toEqual([]);
  });

  it("a shopper's review photos together have a size limit", async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id);
    // An earlier photo as large as the whole allowance leaves no room for another.
    await t.database.db.insert(reviewPhotos).values({
      review_id: reviewId,
      file_key: 'earlier',
      widths: [240],
      bytes: REVIEW_LIMITS.photosTotalMb * 1024 * 1024,
    });
    const response = await uploadPhotos(shopper, reviewId, [
      { name: 'a.png', type: 'image/png', data: await png(10, 10) },
    ]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toMatch(/in all/);
    expect(await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.review_id, reviewId))).toHaveLength(1);
  });

  it("someone else's review takes no photos (404)", async () => {
    const product = await newProduct();
    const { reviewId } = await reviewed(product.product_id);
    const other = await customer(product.product_id);
    const response = await uploadPhotos(other, reviewId, [
      { name: 'a.png', type: 'image/png', data: await png(10, 10) },
    ]);
    expect(response.statusCode).toBe(404);
  });
});

describe('helpful votes', () => {
  const vote = (who: { headers: Record<string, string> }, reviewId: number, method: 'POST' | 'DELETE' = 'POST') =>
    t.app.inject({ method, url: `/api/reviews/${reviewId}/helpful`, headers: who.headers });

  it('one per shopper: a second mark changes nothing; taking it back lowers the count', async () => {
    const product = await newProduct();
    const { reviewId } = await reviewed(product.product_id);
    const reader = await shopperWithAddress(t, 'reader');
    expect((await vote(reader, reviewId)).json()).toEqual({ review_id: reviewId, helpful_count: 1, voted: true });
    expect((await vote(reader, reviewId)).json()).toEqual({ review_id: reviewId, helpful_count: 1, voted: true });
    expect(await t.database.db.select().from(reviewVotes).where(eq(reviewVotes.review_id, reviewId))).toHaveLength(1);
    const list = await publicList(product.product_id, '', reader.headers);
    expect(list.json().items[0]).toMatchObject({ helpful_count: 1, voted: true, mine: false });
    expect((await vote(reader, reviewId, 'DELETE')).json()).toMatchObject({ helpful_count: 0, voted: false });
    expect((await vote(reader, reviewId, 'DELETE')).json()).toMatchObject({ helpful_count: 0, voted: false });
  });

  it('not on your own review (403)', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id);
    const response = await vote(shopper, reviewId);
    expect(response.statusCode, response.body).toBe(403);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.review_id, reviewId));
    expect(row!.helpful_count).toBe(0);
  });

  it('sort=helpful puts the most helpful first; newest is the default', async () => {
    const product = await newProduct();
    const older = await reviewed(product.product_id, 5);
    const newer = await reviewed(product.product_id, 3);
    const reader = await shopperWithAddress(t, 'reader');
    await vote(reader, older.reviewId);
    const newest = await publicList(product.product_id);
    expect(newest.json().items.map((item: { review_id: number }) => item.review_id)).toEqual([
      newer.reviewId,
      older.reviewId,
    ]);
    const helpful = await publicList(product.product_id, '?sort=helpful');
    expect(helpful.json().items.map((item: { review_id: number }) => item.review_id)).toEqual([
      older.reviewId,
      newer.reviewId,
    ]);
    expect(newest.json().summary).toEqual({
      rating_average: 4,
      rating_count: 2,
      breakdown: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
      fit: { runs_small: 0, true_to_size: 0, runs_large: 0 },
    });
  });
});

describe('the admin hides reviews (docs/product/admin.md#reviews)', () => {
  const hide = (reviewId: number, hidden: boolean, headers = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${reviewId}/visibility`,
      headers,
      payload: { hidden },
    });

  it('a hidden review leaves the average, the count and the public list; showing it brings it back', async () => {
    const product = await newProduct();
    await reviewed(product.product_id, 5);
    const { reviewId } = await reviewed(product.product_id, 2);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 2, rating_sum: 7 });

    const hidden = await hide(reviewId, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ review_id: reviewId, is_hidden: true });
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: 5 });
    // Hiding twice changes nothing more.
    await hide(reviewId, true);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: 5 });
    const list = await publicList(product.product_id);
    expect(list.json().items.map((item: { review_id: number }) => item.review_id)).not.toContain(reviewId);
    expect(list.json().summary).toMatchObject({ rating_average: 5, rating_count: 1 });
    expect(list.json().totalCount).toBe(1);

    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?visibility=hidden',
      headers: admin,
    });
    expect(adminList.json().items.map((item: { review_id: number }) => item.review_id)).toContain(reviewId);

    await hide(reviewId, false);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 2, rating_sum: 7 });
  });

  it('editing a hidden review keeps it out of the totals', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id, 2);
    await hide(reviewId, true);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: shopper.headers,
      payload: { ...good, rating: 5 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ is_hidden: true, rating: 5 });
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 0, rating_sum: 0 });
  });

  const edit = (who: TestShopper, reviewId: number, rating: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: who.headers,
      payload: { ...good, rating },
    });
  const reviewRow = async (reviewId: number) =>
    (await t.database.db.select().from(reviews).where(eq(reviews.review_id, reviewId)))[0];
  const awaiting = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?visibility=hidden', headers: admin })).json()
      .items as Array<{ review_id: number; awaiting_moderation: boolean }>;

  it('its author cannot delete a hidden review (409, kept); an edit waits for the admin to look again', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id, 1);
    await hide(reviewId, true);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: shopper.headers });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The store has hidden this review, so it cannot be deleted. You can still edit it; the store will look at it again.',
    );
    expect(await reviewRow(reviewId)).toMatchObject({ is_hidden: true, awaiting_moderation: false, rating: 1 });

    expect((await edit(shopper, reviewId, 5)).json()).toMatchObject({ is_hidden: true, rating: 5 });
    expect(await reviewRow(reviewId)).toMatchObject({ is_hidden: true, awaiting_moderation: true });
    expect((await awaiting()).find((item) => item.review_id === reviewId)?.awaiting_moderation).toBe(true);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 0, rating_sum: 0 });
    // The admin looks again and keeps it hidden.
    expect((await hide(reviewId, true)).json()).toMatchObject({ is_hidden: true, awaiting_moderation: false });
    expect(await reviewRow(reviewId)).toMatchObject({ is_hidden: true, awaiting_moderation: false });
  });

  it('a review written after a hidden one starts hidden, out of the totals, until the admin shows it', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id, 1);
    await hide(reviewId, true);
    // The hidden review is gone (deleted as shoppers could before this rule): the hiding is remembered all the same.
    await t.database.db.delete(reviews).where(eq(reviews.review_id, reviewId));
    const again = await write(shopper, product.product_id, { ...good, rating: 5 });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ is_hidden: true, rating: 5 });
    const newId = again.json().review_id as number;
    expect(await reviewRow(newId)).toMatchObject({ is_hidden: true, awaiting_moderation: true });
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 0, rating_sum: 0 });
    expect((await publicList(product.product_id)).json().totalCount).toBe(0);

    expect((await hide(newId, false)).statusCode).toBe(200);
    expect(await reviewRow(newId)).toMatchObject({ is_hidden: false, awaiting_moderation: false });
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: 5 });
    // Shown again, the shopper may delete it, and a later review is no longer held back.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${newId}`, headers: shopper.headers });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await write(shopper, product.product_id, good)).json()).toMatchObject({ is_hidden: false });
  });

  it('a shopper cannot hide a review nor list them (403)', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id, 1);
    const response = await hide(reviewId, true, shopper.headers);
    expect(response.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: shopper.headers });
    expect(list.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.review_id, reviewId));
    expect(row!.is_hidden).toBe(false);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: 1 });
  });
});

describe('ratings on cached catalogue responses', () => {
  it('the cached card and product page show the new average after a review, an edit and a hide', async () => {
    const product = await newProduct();
    const card = async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/Product?categoryName=${encodeURIComponent(catalogue.menShirts.name)}&pageSize=100`,
      });
      return (
        page.json().items as Array<{ product_id: number; rating_average: number | null; rating_count: number }>
      ).find((item) => item.product_id === product.product_id)!;
    };
    const detail = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/Product/${product.product_id}` })).json();

    expect(await card()).toMatchObject({ rating_average: null, rating_count: 0 });
    expect(await detail()).toMatchObject({ rating_average: null, rating_count: 0 });
    // Both are now cached: only an invalidation can change what they show.
    expect(t.app.catalogueCache.size).toBeGreaterThan(0);

    await reviewed(product.product_id, 5);
    const { shopper, reviewId } = await reviewed(product.product_id, 4);
    expect(await card()).toMatchObject({ rating_average: 4.5, rating_count: 2 });
    expect(await detail()).toMatchObject({ rating_average: 4.5, rating_count: 2 });

    await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: shopper.headers,
      payload: { ...good, rating: 3 },
    });
    expect(await card()).toMatchObject({ rating_average: 4, rating_count: 2 });

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${reviewId}/visibility`,
      headers: admin,
      payload: { hidden: true },
    });
    expect(await card()).toMatchObject({ rating_average: 5, rating_count: 1 });
    expect(await detail()).toMatchObject({ rating_average: 5, rating_count: 1 });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('at the same time on PostgreSQL', () => {
  it('two reviews written at once by the same shopper: one is stored and counted once', async () => {
    const product = await newProduct();
    const shopper = await customer(product.product_id);
    const answers = await Promise.all([
      write(shopper, product.product_id, good),
      write(shopper, product.product_id, good),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 1, rating_sum: good.rating });
  });

  it('two photo uploads at once cannot pass three photos together', async () => {
    const product = await newProduct();
    const { shopper, reviewId } = await reviewed(product.product_id);
    const data = await png(20, 20);
    const two = ['a', 'b'].map((name) => ({ name: `${name}.png`, type: 'image/png', data }));
    const answers = await Promise.all([uploadPhotos(shopper, reviewId, two), uploadPhotos(shopper, reviewId, two)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    expect(await t.database.db.select().from(reviewPhotos).where(eq(reviewPhotos.review_id, reviewId))).toHaveLength(2);
  });

  it('many reviews and hides at once keep the totals equal to the visible reviews', async () => {
    const product = await newProduct();
    const writers = await Promise.all([1, 2, 3, 4, 5].map(() => customer(product.product_id)));
    const written = await Promise.all(
      writers.map((writer, index) => write(writer, product.product_id, { ...good, rating: index + 1 })),
    );
    const ids = written.map((answer) => answer.json().review_id as number);
    await Promise.all(
      ids.slice(0, 3).map((id) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/reviews/${id}/visibility`,
          headers: admin,
          payload: { hidden: true },
        }),
      ),
    );
    expect(await productRow(product.product_id)).toMatchObject({ rating_count: 2, rating_sum: 4 + 5 });
  });
});
