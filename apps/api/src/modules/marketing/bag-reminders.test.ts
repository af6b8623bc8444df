import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileLockHeld, withOtherProcess, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, homeAddress } from '../../../test/factories.ts';
import { consentingShopper, hoursAfter, marketingContext, messagesTo } from '../../../test/marketing.ts';
import { carts, marketingSends } from '../../db/schema/index.ts';
import { setConsent } from '../consents/service.ts';
import { BAG_REMINDER_LOCK, sendBagReminders } from './bag-reminders.ts';

let t: TestApp;
let productId: number;
let variationId: number;

const run = (now: Date) => sendBagReminders(t.database.db, marketingContext(t), 24, now);

/** Writes the shopper's bag through PUT /Cart: `quantity` of the test's T-shirt, or nothing. */
async function saveBag(headers: Record<string, string>, quantity: number) {
  const current = (await t.app.inject({ url: '/api/Cart', headers })).json() as { version: number };
  const items = quantity > 0 ? [{ product_id: productId, productvariation_id: variationId, quantity }] : [];
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/Cart',
    headers,
    payload: { items, version: current.version },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(carts)
    .where(eq(carts.version, (response.json() as { version: number }).version));
  return new Date(row!.updated_at);
}

beforeAll(async () => {
  t = await buildTestApp({ MARKETING_CHECK_MINUTES: '0', PUBLIC_URL: 'https://shop.example.in' });
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const collection = await factory.collection('Men');
  const category = await factory.category(collection.parentcategory_id, 'T-shirts');
  const brand = await factory.brand('Kaveri');
  productId = (await factory.product({ category_id: category.category_id, brand_id: brand.brand_id, name: 'Crew Tee' }))
    .product_id;
  variationId = (await factory.variation(productId, { price: 599, stock: 50 })).productvariation_id;
});
afterAll(() => t.close());

describe('the forgotten-bag reminder (docs/product/storefront.md#forgotten-bag)', () => {
  it('reminds once per bag change after BAG_REMINDER_HOURS, and again after a new change', async () => {
    const asha = await consentingShopper(t, 'asha@example.com', { email: true });
    const changed = await saveBag(asha.headers, 2);

    expect(await run(hoursAfter(changed, 23.9))).toEqual({ skipped: false, messages: 0 });
    // A second past (the database keeps microseconds the test's clock does not).
    expect(await run(hoursAfter(changed, 24 + 1 / 3600))).toEqual({ skipped: false, messages: 1 });
    const [reminder] = await messagesTo(t, 'bag_reminder', asha.email);
    expect(reminder).toMatchObject({ channel: 'email', subject: 'Store: you left 2 items in your bag' });
    expect(reminder!.body).toContain('Open your bag: https://shop.example.in/Cart');
    expect(reminder!.html).toContain('href="https://shop.example.in/Cart"');
    expect(reminder!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const [sent] = await t.database.db.select().from(marketingSends).where(eq(marketingSends.user_id, asha.userId));
    expect(sent!.bag_version).toBe(1);

    // The same bag is never reminded twice, however long it waits.
    expect(await run(hoursAfter(changed, 100))).toEqual({ skipped: false, messages: 0 });
    expect(await messagesTo(t, 'bag_reminder', asha.email)).toHaveLength(1);

    // A change after the reminder: a new reminder, BAG_REMINDER_HOURS after that change.
    const changedAgain = await saveBag(asha.headers, 1);
    expect(await run(hoursAfter(changedAgain, 1))).toEqual({ skipped: false, messages: 0 });
    expect(await run(hoursAfter(changedAgain, 25))).toEqual({ skipped: false, messages: 1 });
    const second = (await messagesTo(t, 'bag_reminder', asha.email))[1]!;
    expect(second.subject).toBe('Store: you left an item in your bag');
    expect(second.dedupe_key).toBe(`bag_reminder:${asha.userId}:2:email`);
  });

  it('sends nothing after an order, for an empty bag, or without consent', async () => {
    // The buyer's bag keeps its line (an unpaid order takes nothing out of it): only the order stops the reminder.
    const buyer = await consentingShopper(t, 'buyer@example.com', { email: true });
    const changed = await saveBag(buyer.headers, 1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/UserAddress', headers: buyer.headers, payload: homeAddress }))
        .statusCode,
    ).toBe(201);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payment/order',
      headers: buyer.headers,
      payload: { total_amount: 599, items: [{ product_id: productId, productvariation_id: variationId, quantity: 1 }] },
    });
    expect(order.statusCode, order.body).toBe(200);

    const empty = await consentingShopper(t, 'empty@example.com', { email: true, sms: true });
    await saveBag(empty.headers, 1);
    const emptied = await saveBag(empty.headers, 0);

    const quiet = await consentingShopper(t, 'quiet@example.com', {});
    await saveBag(quiet.headers, 3);
    // Consent given and then withdrawn is no consent.
    const withdrew = await consentingShopper(t, 'withdrew@example.com', { email: true });
    await saveBag(withdrew.headers, 1);
    await t.database.db.transaction((tx) => setConsent(tx, withdrew.userId, { email: false }, 'profile'));

    await run(hoursAfter(emptied > changed ? emptied : changed, 48));
    for (const email of [buyer.email, empty.email, quiet.email, withdrew.email]) {
      expect(await messagesTo(t, 'bag_reminder', email), email).toEqual([]);
    }
  });
});

describe('the forgotten-bag job in several processes', () => {
  it('two processes running at the same moment remind each bag once', async () => {
    const mira = await consentingShopper(t, 'mira@example.com', { email: true });
    const changed = await saveBag(mira.headers, 1);
    await withOtherProcess(t, async (other) => {
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          sendBagReminders((index % 2 ? other : t.database).db, marketingContext(t), 24, hoursAfter(changed, 30)),
        ),
      );
      expect(runs.reduce((sum, one) => sum + one.messages, 0)).toBe(1);
    });
    expect(await messagesTo(t, 'bag_reminder', mira.email)).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('while one process runs it, another skips its run', async () => {
    await withOtherProcess(t, async (other) => {
      await whileLockHeld(t, BAG_REMINDER_LOCK, async () => {
        expect(await sendBagReminders(other.db, marketingContext(t), 24, new Date())).toEqual({
          skipped: true,
          messages: 0,
        });
      });
      expect(await sendBagReminders(other.db, marketingContext(t), 24, new Date())).toMatchObject({ skipped: false });
    });
  });
});
