import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory } from '../../../test/factories.ts';
import { paidOrder, placeOrder, shopperWithAddress } from '../../../test/orders.ts';
import { orders, products } from '../../db/schema/index.ts';

// "Others Also Bought" (docs/product/storefront.md#others-also-bought): products of paid orders holding this one,
// most orders first, then its category's best sellers; buyable products only.

let t: TestApp;
let factory: CatalogueFactory;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
});
afterAll(() => t.close());

const alsoBought = async (productId: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/Product/${productId}/also-bought` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Array<{ product_id: number; name: string }> }).items.map((item) => item.name);
};

/** One line of each product (no sizes), at ₹100 each. */
const lines = (...ids: number[]) => ids.map((product_id) => ({ product_id, quantity: 1 }));

describe('GET /api/Product/{id}/also-bought', () => {
  it('ranks products of paid or cash-collected orders by orders together, then the category; never unpaid, sold out or inactive ones', async () => {
    const men = await factory.collection('Men');
    const tees = await factory.category(men.parentcategory_id, 'T-Shirt');
    const jeans = await factory.category(men.parentcategory_id, 'Jeans');
    const brand = await factory.brand('Urban Loom');
    const make = async (name: string, category_id: number, stock = 10) =>
      (await factory.product({ name, category_id, brand_id: brand.brand_id, price: 100, stock })).product_id;
    const viewed = await make('Viewed Tee', tees.category_id);
    const teeOld = await make('Older Tee', tees.category_id);
    const teeNew = await make('Newer Tee', tees.category_id);
    const twice = await make('Twice Jeans', jeans.category_id);
    const cash = await make('Cash Jeans', jeans.category_id);
    const unpaid = await make('Unpaid Jeans', jeans.category_id);
    const soldOut = await make('Last Pair Jeans', jeans.category_id, 1);
    const retired = await make('Retired Jeans', jeans.category_id);
    const elsewhere = await make('Jeans Never With It', jeans.category_id);

    const buyer = await shopperWithAddress(t, 'alsobought');
    await paidOrder(t, buyer, lines(viewed, twice), 200);
    await paidOrder(t, buyer, lines(viewed, twice, soldOut, retired), 400);
    await paidOrder(t, buyer, lines(elsewhere), 100);
    // Placed and not paid: its products do not count (another shopper: unpaid orders are limited per shopper).
    const other = await shopperWithAddress(t, 'alsobought');
    await placeOrder(t, other, lines(viewed, unpaid), 200);
    // Cash on delivery, collected (payment_status stays as cash orders keep it).
    const cod = await placeOrder(t, other, lines(viewed, cash), 200);
    await t.database.db
      .update(orders)
      .set({ cash_collected_at: new Date().toISOString() })
      .where(eq(orders.order_id, cod.orderid));
    await t.database.db.update(products).set({ is_active: false }).where(eq(products.product_id, retired));

    expect(await alsoBought(viewed)).toEqual(['Twice Jeans', 'Cash Jeans', 'Newer Tee', 'Older Tee']);
    // The product's own paid orders change what it shows at once (the cached answer is dropped).
    await paidOrder(t, buyer, lines(viewed, teeOld), 200);
    await paidOrder(t, buyer, lines(viewed, teeOld), 200);
    await paidOrder(t, buyer, lines(viewed, teeOld), 200);
    expect(await alsoBought(viewed)).toEqual(['Older Tee', 'Twice Jeans', 'Cash Jeans', 'Newer Tee']);
    // A product nobody bought with others shows its category, best seller first (it sold more units, once counted).
    await t.app.countSales(0);
    expect(await alsoBought(teeNew)).toEqual(['Viewed Tee', 'Older Tee']);
  });

  it('shows at most ten and is 404 for an unknown or inactive product', async () => {
    const women = await factory.collection('Women');
    const dresses = await factory.category(women.parentcategory_id, 'Dresses');
    const brand = await factory.brand('Bloom');
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) {
      ids.push(
        (await factory.product({ name: `Dress ${index}`, category_id: dresses.category_id, brand_id: brand.brand_id }))
          .product_id,
      );
    }
    expect(await alsoBought(ids[0]!)).toHaveLength(10);
    await t.database.db.update(products).set({ is_active: false }).where(eq(products.product_id, ids[1]!));
    for (const id of [ids[1]!, 2_000_000_000]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/Product/${id}/also-bought` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Product not found.', code: 'NOT_FOUND' });
    }
  });
});
