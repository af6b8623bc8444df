import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_RETURN_REASON } from '@store/shared/exchanges';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { markDelivered, paidOrder, shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { orderItems } from '../../db/schema/index.ts';

// "Your size in {brand}" from the shopper's past orders (docs/product/storefront.md#your-size).

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

/** A product of its own in Urban Loom's (or `brand_id`'s) Men › T-Shirt (or `category_id`). */
const tee = (fields: { brand_id?: number; category_id?: number } = {}) =>
  factory.product({ category_id: catalogue.menTees.category_id, brand_id: catalogue.loom.brand_id, ...fields });

/** A variation of the product in `size` (₹500, stock to spare). */
async function sized(productId: number, size: string) {
  const made = await factory.variation(productId, { price: 500, stock: 20 });
  await factory.value(made.productvariation_id, catalogue.size.attribute_id, size);
  return made.productvariation_id;
}

/** The shopper buys one unit of the variation; delivered `daysAgo` days ago unless `deliver` is false. */
async function bought(
  shopper: TestShopper,
  product_id: number,
  productvariation_id: number,
  { daysAgo = 0, deliver = true } = {},
) {
  const order = await paidOrder(t, shopper, [{ product_id, productvariation_id, quantity: 1 }], 500);
  if (deliver) await markDelivered(t, order.orderid, daysAgo);
  const [line] = await t.database.db
    .select({ id: orderItems.order_item_id })
    .from(orderItems)
    .where(eq(orderItems.order_id, order.orderid));
  return { orderId: order.orderid, lineId: line!.id };
}

const yourSize = (productId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/Product/${productId}/your-size`, headers });

async function sizeFor(productId: number, shopper: TestShopper) {
  const response = await yourSize(productId, shopper.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { brand: string; size: string | null };
}

const askReturn = (shopper: TestShopper, orderId: number, lineId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Order/${orderId}/return`,
    headers: shopper.headers,
    payload: { items: [{ order_item_id: lineId, quantity: 1 }], ...payload },
  });

const decide = async (returnId: number, status: string, note?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${returnId}/status`,
    headers: admin,
    payload: { status, note },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('Your size (docs/product/storefront.md#your-size)', () => {
  it('the size of a delivered line of the same brand and category; nothing from another brand, category or shopper', async () => {
    const page = await tee();
    const sibling = await tee();
    const shopper = await shopperWithAddress(t, 'yoursize');
    expect(await sizeFor(page.product_id, shopper)).toEqual({ brand: 'Urban Loom', size: null });

    const otherBrand = await tee({ brand_id: catalogue.denim.brand_id });
    await bought(shopper, otherBrand.product_id, await sized(otherBrand.product_id, 'XL'));
    const otherCategory = await tee({ category_id: catalogue.menShirts.category_id });
    await bought(shopper, otherCategory.product_id, await sized(otherCategory.product_id, 'S'));
    await bought(shopper, sibling.product_id, await sized(sibling.product_id, 'L'), { deliver: false });
    expect((await sizeFor(page.product_id, shopper)).size).toBeNull();

    await bought(shopper, sibling.product_id, await sized(sibling.product_id, 'M'));
    expect(await sizeFor(page.product_id, shopper)).toEqual({ brand: 'Urban Loom', size: 'M' });
    const stranger = await shopperWithAddress(t, 'stranger');
    expect((await sizeFor(page.product_id, stranger)).size).toBeNull();
  });

  it('the latest delivery wins; a line returned because the size did not fit is left out until the return is rejected', async () => {
    const page = await tee();
    const shopper = await shopperWithAddress(t, 'latest');
    await bought(shopper, page.product_id, await sized(page.product_id, 'M'), { daysAgo: 10 });
    const large = await bought(shopper, page.product_id, await sized(page.product_id, 'L'), { daysAgo: 1 });
    expect((await sizeFor(page.product_id, shopper)).size).toBe('L');

    const asked = await askReturn(shopper, large.orderId, large.lineId, { reason: `${SIZE_RETURN_REASON}: too loose` });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await sizeFor(page.product_id, shopper)).size).toBe('M');
    await decide(asked.json().return_id, 'Rejected', 'The tag was removed.');
    expect((await sizeFor(page.product_id, shopper)).size).toBe('L');
  });

  it('a return for another reason keeps the size: it fitted', async () => {
    const page = await tee();
    const shopper = await shopperWithAddress(t, 'damaged');
    const line = await bought(shopper, page.product_id, await sized(page.product_id, 'S'));
    const asked = await askReturn(shopper, line.orderId, line.lineId, { reason: 'Damaged or defective' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await sizeFor(page.product_id, shopper)).size).toBe('S');
  });

  it('a size exchange counts as the new size once the replacement is shipped', async () => {
    const page = await tee();
    const shopper = await shopperWithAddress(t, 'exchange');
    const line = await bought(shopper, page.product_id, await sized(page.product_id, 'M'));
    const larger = await sized(page.product_id, 'XL');
    const asked = await askReturn(shopper, line.orderId, line.lineId, {
      reason: 'Too tight',
      exchange_variation_id: larger,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().return_id as number;
    await decide(id, 'Accepted');
    await decide(id, 'Received');
    expect((await sizeFor(page.product_id, shopper)).size).toBe('M');
    await decide(id, 'Exchanged');
    expect((await sizeFor(page.product_id, shopper)).size).toBe('XL');
  });

  it('needs a signed-in shopper (401); a product not on sale is 404', async () => {
    const page = await tee();
    expect((await yourSize(page.product_id, {})).statusCode).toBe(401);
    const shopper = await shopperWithAddress(t, 'hidden');
    await factory.editProduct(page.product_id, { is_active: false });
    const hidden = await yourSize(page.product_id, shopper.headers);
    expect(hidden.statusCode).toBe(404);
    expect((await yourSize(999_999, shopper.headers)).statusCode).toBe(404);
  });
});
