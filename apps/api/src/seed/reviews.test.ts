import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../test/factories.ts';
import { queryRows } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { demoReviewCount, seedDemoReviews } from './reviews.ts';

// Verified demo reviews (docs/product/admin.md#demo-catalogue): each backed by a delivered order of its author.

let t: TestApp;
let activeIds: number[];
/** A reviewed product sold in size M: its demo reviews carry the size and a fit answer. */
let sizedId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  activeIds = (
    await t.database.db.select({ id: products.product_id }).from(products).where(eq(products.is_active, true))
  ).map((row) => row.id);
  sizedId = activeIds.find((id) => demoReviewCount(id) > 0)!;
  const variation = await factory.variation(sizedId, { price: 500, stock: 50 });
  await factory.value(variation.productvariation_id, catalogue.size.attribute_id, 'M');
});
afterAll(() => t.close());

const seed = () => t.database.db.transaction((tx) => seedDemoReviews(tx));

describe('seedDemoReviews', () => {
  it('adds verified reviews, each on a delivered, paid order of its author for that product', async () => {
    const expected = activeIds.reduce((sum, id) => sum + demoReviewCount(id), 0);
    expect(expected).toBeGreaterThan(0);
    expect(await seed()).toBe(expected);

    const rows = await queryRows<{
      reviewer: number;
      buyer: number;
      status: string;
      payment_status: string;
      same_product: boolean;
      email: string;
      password_hash: string | null;
    }>(
      t.database.db,
      sql`SELECT r.user_id AS reviewer, o.user_id AS buyer, o.status, o.payment_status,
                 oi.product_id = r.product_id AS same_product, u.email, u.password_hash
          FROM reviews r
          JOIN order_items oi ON oi.order_item_id = r.order_item_id
          JOIN orders o ON o.order_id = oi.order_id
          JOIN users u ON u.user_id = r.user_id`,
    );
    expect(rows).toHaveLength(expected);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'Delivered',
        payment_status: 'Paid',
        same_product: true,
        password_hash: null,
      });
      expect(row.buyer).toBe(row.reviewer);
      expect(row.email).toMatch(/@reviewers\.example\.com$/);
    }

    // How was the fit? (docs/product/storefront.md#fit): the sized product's reviews answer it, the others cannot.
    const fits = await queryRows<{ product_id: number; size: string | null; fit: string | null }>(
      t.database.db,
      sql`SELECT product_id, size, fit FROM reviews`,
    );
    for (const row of fits) {
      if (row.product_id === sizedId) {
        expect(row.size).toBe('M');
        expect(['runs_small', 'true_to_size', 'runs_large']).toContain(row.fit);
      } else expect(row).toMatchObject({ size: null, fit: null });
    }
    expect(fits.filter((row) => row.product_id === sizedId)).toHaveLength(demoReviewCount(sizedId));

    // Each order reads true on the admin's page: paid by one payment of its total, its history Confirmed → Delivered.
    const orders = await queryRows<{ paid: number; total: number; payments: number; steps: string[] }>(
      t.database.db,
      sql`SELECT o.total_amount AS total,
                 (SELECT count(*)::int FROM payments p WHERE p.order_id = o.order_id) AS payments,
                 (SELECT coalesce(sum(p.payment_amount), 0)::int FROM payments p WHERE p.order_id = o.order_id) AS paid,
                 (SELECT array_agg(e.to_status ORDER BY e.created_at) FROM order_events e
                   WHERE e.order_id = o.order_id AND e.kind = 'status') AS steps
          FROM orders o JOIN users u ON u.user_id = o.user_id
          WHERE u.email LIKE '%@reviewers.example.com'`,
    );
    expect(orders).toHaveLength(expected);
    for (const order of orders) {
      expect(order).toMatchObject({
        payments: 1,
        paid: order.total,
        steps: ['Confirmed', 'Packed', 'Shipped', 'Delivered'],
      });
    }
  });

  it('shows the ratings on the product page and the cards', async () => {
    const reviewed = activeIds.find((id) => demoReviewCount(id) > 0)!;
    const product = (await t.app.inject({ url: `/api/Product/${reviewed}` })).json();
    expect(product.rating_count).toBe(demoReviewCount(reviewed));
    expect(product.rating_average).toBeGreaterThanOrEqual(1);
    const list = (await t.app.inject({ url: `/api/Product/${reviewed}/reviews` })).json();
    expect(list.summary.rating_count).toBe(demoReviewCount(reviewed));
    expect(list.items[0].author).toMatch(/^[A-Z][a-z]+ [A-Z]/);

    const cards = (await t.app.inject({ url: '/api/Product?pageNumber=1&pageSize=100' })).json();
    const card = cards.items.find((item: { product_id: number }) => item.product_id === reviewed);
    expect(card).toMatchObject({ rating_count: demoReviewCount(reviewed) });
  });

  it('adds nothing when run again', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM reviews`))[0]!.n;
    const before = await count();
    const orderCount = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM orders`))[0]!.n;
    const ordersBefore = await orderCount();
    expect(await seed()).toBe(0);
    expect(await count()).toBe(before);
    expect(await orderCount()).toBe(ordersBefore);
  });
});
