import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@store/shared/schemas/merchant';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { buyer, orderNumber, placeOrder, type TestShopper } from '../../../test/orders.ts';
import { orders, storeCreditEntries } from '../../db/schema/index.ts';

// The dashboard's "Cash on delivery and store credit" figures (docs/product/admin.md#dashboard), from orders and
// ledger rows seeded here, over the last 30 store days.
let t: TestApp;
let figures: AdminDashboard['codAndCredit'];

const ago = (days: number) => sql`now() - make_interval(days => ${days})` as unknown as string;

beforeAll(async () => {
  t = await buildTestApp();
  const catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
  const tee = [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }];
  const [asha, ravi, kiran, dev] = [
    await buyer(t, 'asha@example.com'),
    await buyer(t, 'ravi@example.com'),
    await buyer(t, 'kiran@example.com'),
    await buyer(t, 'dev@example.com'),
  ];
  const set = (orderId: number, fields: Partial<typeof orders.$inferInsert>) =>
    t.database.db.update(orders).set(fields).where(eq(orders.order_id, orderId));
  /** A cash-on-delivery order with a ₹49 fee, as it stands after `fields` (a ₹599 tee, ₹648 with the fee). */
  const cod = async (who: TestShopper, fields: Partial<typeof orders.$inferInsert>) => {
    const id = await orderNumber(t, who, tee, 599, { pay: false });
    await set(id, {
      payment_method: 'cod',
      cod_fee_paise: 4_900,
      total_amount: 64_800,
      status: 'Confirmed',
      payment_status: 'CashDue',
      ...fields,
    });
    return id;
  };
  const collected = {
    status: 'Delivered',
    payment_status: 'Paid',
    paid_at: ago(2),
    cash_collected_at: ago(2),
  } as const;

  // Cash on delivery in the window: two delivered with the cash (₹49 each collected), one still due, one returned to
  // origin, one delivered and then refunded in full (its fee went back).
  await cod(asha, collected);
  await cod(ravi, collected);
  await cod(kiran, {});
  await cod(dev, { status: 'ReturnedToOrigin' as never });
  await cod(asha, { ...collected, payment_status: 'Refunded', refunded_amount: 64_800 });
  // Outside the window: placed and collected 40 days ago.
  await cod(ravi, { ...collected, order_date: ago(40), paid_at: ago(40), cash_collected_at: ago(39) });
  // Paid in advance: three in the window, one of them returned to origin; one placed and never paid (not counted).
  const prepaid = await orderNumber(t, asha, tee, 599);
  await orderNumber(t, ravi, tee, 599);
  await set(await orderNumber(t, kiran, tee, 599), { status: 'ReturnedToOrigin' as never });
  await placeOrder(t, dev, tee, 599);

  // Store credit: Asha ₹300 refunded now, ₹100 spent on an order and ₹20 of it given back (₹220 left); Ravi ₹100
  // goodwill already past its expiry, no expiry row yet (issued, but owed no more); Kiran ₹50 refunded 40 days ago
  // (outstanding, not issued in the window); Dev ₹40 goodwill expired with its expiry row written.
  const entry = (row: typeof storeCreditEntries.$inferInsert) =>
    t.database.db.insert(storeCreditEntries).values(row).returning({ id: storeCreditEntries.entry_id });
  await entry({ user_id: asha.userId, amount: 30_000, kind: 'refund' });
  await entry({ user_id: asha.userId, amount: -10_000, kind: 'order_payment', order_id: prepaid });
  await entry({ user_id: asha.userId, amount: 2_000, kind: 'order_payment_returned', order_id: prepaid });
  await entry({ user_id: ravi.userId, amount: 10_000, kind: 'goodwill', expires_at: ago(1) });
  await entry({ user_id: kiran.userId, amount: 5_000, kind: 'refund', created_at: ago(40) });
  const [devCredit] = await entry({ user_id: dev.userId, amount: 4_000, kind: 'goodwill', expires_at: ago(1) });
  await entry({ user_id: dev.userId, amount: -4_000, kind: 'expiry', expired_entry_id: devCredit!.id });

  const response = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(await t.adminToken()) });
  expect(response.statusCode, response.body).toBe(200);
  figures = (response.json() as AdminDashboard).codAndCredit;
});
afterAll(() => t.close());

describe('the dashboard: cash on delivery and store credit, last 30 days', () => {
  it("counts COD's share of the confirmed orders and the rates returned to origin", () => {
    expect(figures).toMatchObject({
      orders: 8,
      codOrders: 5,
      codShare: 62.5,
      codReturnedToOrigin: 1,
      codRtoRate: 20,
      prepaidOrders: 3,
      prepaidReturnedToOrigin: 1,
      prepaidRtoRate: 33.3,
    });
  });

  it('adds the COD fees of orders delivered with the cash collected in the window, not refunded ones', () => {
    expect(figures.codFeeCollected).toBe(98);
  });

  it('sums store credit issued and spent in the window, and the balance owed now without expired credit', () => {
    expect(figures.storeCredit).toEqual({ issued: 440, spent: 80, outstanding: 270 });
  });
});
