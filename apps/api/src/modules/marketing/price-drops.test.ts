import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileLockHeld, withOtherProcess, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory } from '../../../test/factories.ts';
import { consentingShopper, hoursAfter, marketingContext, messagesTo, proveNumber } from '../../../test/marketing.ts';
import { productVariations, products, wishlistPriceMarks } from '../../db/schema/index.ts';
import { PRICE_DROP_LOCK, sendPriceDrops } from './price-drops.ts';

let t: TestApp;
let factory: CatalogueFactory;
const ids = { jacket: 0, jacketM: 0, jacketL: 0, scarf: 0, cap: 0 };
// 09:30 in India on 10 March 2030: every run is timed from here.
const day1 = new Date('2030-03-10T04:00:00Z');
const day = (n: number) => hoursAfter(day1, 24 * (n - 1));

const run = (now: Date) => sendPriceDrops(t.database.db, marketingContext(t), now);

/** Sets a selling price (and the price above it), in rupees, on a size or on a product without sizes. */
async function setPrice(target: { variation?: number; product?: number }, rupees: number) {
  const paise = { price: rupees * 100 + 10_000, discount_price: rupees * 100 };
  if (target.variation) {
    await t.database.db
      .update(productVariations)
      .set(paise)
      .where(eq(productVariations.productvariation_id, target.variation));
  } else {
    await t.database.db.update(products).set(paise).where(eq(products.product_id, target.product!));
  }
}

async function wish(headers: Record<string, string>, ...productIds: number[]) {
  for (const id of productIds) {
    const response = await t.app.inject({ method: 'PUT', url: `/api/Wishlist/${id}`, headers });
    expect(response.statusCode, response.body).toBe(201);
  }
}

beforeAll(async () => {
  t = await buildTestApp({ MARKETING_CHECK_MINUTES: '0', PUBLIC_URL: 'https://shop.example.in' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  const collection = await factory.collection('Women');
  const category = await factory.category(collection.parentcategory_id, 'Jackets');
  const brand = await factory.brand('Kaveri');
  const base = { category_id: category.category_id, brand_id: brand.brand_id };
  ids.jacket = (await factory.product({ ...base, name: 'Denim Jacket', price: 2000 })).product_id;
  ids.jacketM = (await factory.variation(ids.jacket, { price: 1000, stock: 5 })).productvariation_id;
  // Cheaper but sold out: never the jacket's price.
  ids.jacketL = (await factory.variation(ids.jacket, { price: 900, stock: 0 })).productvariation_id;
  ids.scarf = (await factory.product({ ...base, name: 'Silk Scarf', price: 500, stock: 10 })).product_id;
  ids.cap = (await factory.product({ ...base, name: 'Cotton Cap', price: 700, stock: 10 })).product_id;
});
afterAll(() => t.close());

describe('price drops on the wishlist (docs/product/storefront.md#price-drops)', () => {
  it('batches drops into one message a day with old and new prices, and never counts a rise and fall back', async () => {
    const asha = await consentingShopper(t, 'asha@example.com', { email: true });
    const ravi = await consentingShopper(t, 'ravi@example.com', {});
    await wish(asha.headers, ids.jacket, ids.scarf, ids.cap);
    await wish(ravi.headers, ids.jacket, ids.scarf);

    // The first run marks the prices: nothing to tell yet. The sold-out size's ₹900 is not the jacket's price.
    expect(await run(day(1))).toEqual({ skipped: false, messages: 0 });
    const marks = await t.database.db
      .select()
      .from(wishlistPriceMarks)
      .where(eq(wishlistPriceMarks.user_id, asha.userId));
    expect(new Map(marks.map((mark) => [mark.product_id, mark.told_price]))).toEqual(
      new Map([
        [ids.jacket, 100_000],
        [ids.scarf, 50_000],
        [ids.cap, 70_000],
      ]),
    );
    // No consent: nothing kept about Ravi's wishlist, nothing sent.
    expect(
      await t.database.db.select().from(wishlistPriceMarks).where(eq(wishlistPriceMarks.user_id, ravi.userId)),
    ).toEqual([]);

    // Two products get cheaper; the sold-out size falls further but cannot be bought.
    await setPrice({ variation: ids.jacketM }, 950);
    await setPrice({ variation: ids.jacketL }, 100);
    await setPrice({ product: ids.scarf }, 450);
    expect(await run(hoursAfter(day(1), 1))).toEqual({ skipped: false, messages: 1 });
    const [first, ...others] = await messagesTo(t, 'price_drop', asha.email);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      channel: 'email',
      order_id: null,
      dedupe_key: `price_drop:${asha.userId}:2030-03-10:email`,
    });
    expect(first!.body).toContain('Denim Jacket: was ₹1,000, now ₹950');
    expect(first!.body).toContain('Silk Scarf: was ₹500, now ₹450');
    expect(first!.body).not.toContain('Cotton Cap');
    expect(first!.body).toContain('https://shop.example.in/Wishlist');
    expect(first!.subject).toBe('Store: 2 items on your wishlist are now cheaper');
    expect(first!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/shop\.example\.in\/api\/Unsubscribe\/\d+\.email\.[\w-]{43}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(first!.body).toMatch(/Unsubscribe: https:\/\/shop\.example\.in\/Unsubscribe\/\d+\.email\.[\w-]{43}/);
    expect(await messagesTo(t, 'price_drop', ravi.email)).toEqual([]);

    // A second drop the same day waits for the next day's message, which lists only what got cheaper since.
    await setPrice({ product: ids.cap }, 600);
    expect(await run(hoursAfter(day(1), 5))).toEqual({ skipped: false, messages: 0 });
    expect(await messagesTo(t, 'price_drop', asha.email)).toHaveLength(1);
    expect(await run(day(2))).toEqual({ skipped: false, messages: 1 });
    const second = (await messagesTo(t, 'price_drop', asha.email))[1]!;
    expect(second.body).toContain('Cotton Cap: was ₹700, now ₹600');
    expect(second.body).not.toContain('Silk Scarf');
    expect(second.subject).toBe('Store: Cotton Cap is now cheaper');

    // Up, then back down to what she was told: not a drop. Below it: a drop from the price she was told.
    await setPrice({ product: ids.scarf }, 800);
    expect(await run(day(3))).toEqual({ skipped: false, messages: 0 });
    await setPrice({ product: ids.scarf }, 450);
    expect(await run(hoursAfter(day(3), 1))).toEqual({ skipped: false, messages: 0 });
    await setPrice({ product: ids.scarf }, 400);
    expect(await run(hoursAfter(day(3), 2))).toEqual({ skipped: false, messages: 1 });
    const third = (await messagesTo(t, 'price_drop', asha.email))[2]!;
    expect(third.body).toContain('Silk Scarf: was ₹450, now ₹400');

    // A sold-out size coming back cheaper is then the price.
    await t.database.db
      .update(productVariations)
      .set({ stock: 3 })
      .where(eq(productVariations.productvariation_id, ids.jacketL));
    expect(await run(day(4))).toEqual({ skipped: false, messages: 1 });
    expect((await messagesTo(t, 'price_drop', asha.email))[3]!.body).toContain('Denim Jacket: was ₹950, now ₹100');
  });

  it('honours consent per channel: SMS needs its consent and a proven number, and carries the opt-out line', async () => {
    const bySms = await consentingShopper(t, 'sms-only@example.com', { sms: true });
    await proveNumber(t, bySms.userId, '9876500001');
    const noNumber = await consentingShopper(t, 'sms-no-number@example.com', { sms: true });
    const both = await consentingShopper(t, 'both@example.com', { email: true, sms: true });
    await proveNumber(t, both.userId, '9876500002');
    for (const shopper of [bySms, noNumber, both]) await wish(shopper.headers, ids.cap);
    await run(day(10));
    await setPrice({ product: ids.cap }, 550);
    await run(hoursAfter(day(10), 1));

    expect(await messagesTo(t, 'price_drop', bySms.email)).toEqual([]);
    const [sms] = await messagesTo(t, 'price_drop', '9876500001');
    expect(sms).toMatchObject({ channel: 'sms', subject: null, headers: null });
    expect(sms!.body).toMatch(
      /^Store: Cotton Cap on your wishlist is now ₹550\. https:\/\/shop\.example\.in\/Wishlist Stop offers: https:\/\/shop\.example\.in\/Unsubscribe\/\d+\.sms\.[\w-]{43}$/,
    );
    expect(await messagesTo(t, 'price_drop', noNumber.email)).toEqual([]);
    expect(await messagesTo(t, 'price_drop', both.email)).toHaveLength(1);
    expect(await messagesTo(t, 'price_drop', '9876500002')).toHaveLength(1);

    // The store without SMS: the SMS-only shopper gets nothing, not even later.
    await setPrice({ product: ids.cap }, 500);
    await sendPriceDrops(t.database.db, { ...marketingContext(t), sms: false }, day(11));
    expect(await messagesTo(t, 'price_drop', '9876500001')).toHaveLength(1);
    expect(await messagesTo(t, 'price_drop', both.email)).toHaveLength(2);
    expect(await messagesTo(t, 'price_drop', '9876500002')).toHaveLength(1);
  });
});

describe('the price-drop job in several processes (docs/product/storefront.md#price-drops)', () => {
  it('two processes running at the same moment write each message once', async () => {
    const mira = await consentingShopper(t, 'mira@example.com', { email: true });
    await wish(mira.headers, ids.scarf);
    await run(day(20));
    await setPrice({ product: ids.scarf }, 300);
    const ashaBefore = (await messagesTo(t, 'price_drop', 'asha@example.com')).length;
    await withOtherProcess(t, async (other) => {
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          sendPriceDrops((index % 2 ? other : t.database).db, marketingContext(t), hoursAfter(day(20), 1)),
        ),
      );
      // Mira and Asha (the scarf is on her wishlist too) are written to by one of the runs, each once.
      expect(runs.filter((one) => one.messages > 0)).toEqual([{ skipped: false, messages: 2 }]);
    });
    expect(await messagesTo(t, 'price_drop', mira.email)).toHaveLength(1);
    expect(await messagesTo(t, 'price_drop', 'asha@example.com')).toHaveLength(ashaBefore + 1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('while one process runs it, another skips its run', async () => {
    await withOtherProcess(t, async (other) => {
      await whileLockHeld(t, PRICE_DROP_LOCK, async () => {
        expect(await sendPriceDrops(other.db, marketingContext(t), day(30))).toEqual({ skipped: true, messages: 0 });
      });
      expect(await sendPriceDrops(other.db, marketingContext(t), day(30))).toMatchObject({ skipped: false });
    });
  });
});
