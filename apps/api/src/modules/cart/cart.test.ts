import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@store/shared/cart';
import type { CartReply } from '@store/shared/schemas/cart';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { paidOrder, shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { staffToken } from '../../../test/staff.ts';
import { carts, users } from '../../db/schema/index.ts';

// The account's bag (docs/product/api.md#bag): the token's own, validated, written whole under a version.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
/** A product with two sizes (S red, M blue) and one without sizes. */
let tee: { product_id: number; small: number; medium: number };
let belt: { product_id: number };

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  const sized = catalogue.products.crewTee;
  const small = await factory.variation(sized.product_id, { price: 800, discount_price: 600, stock: 7 });
  await factory.value(small.productvariation_id, catalogue.size.attribute_id, 'S');
  await factory.value(small.productvariation_id, catalogue.color.attribute_id, 'Red');
  const medium = await factory.variation(sized.product_id, { price: 900, stock: 0 });
  await factory.value(medium.productvariation_id, catalogue.size.attribute_id, 'M');
  await factory.value(medium.productvariation_id, catalogue.color.attribute_id, 'Blue');
  tee = { product_id: sized.product_id, small: small.productvariation_id, medium: medium.productvariation_id };
  belt = catalogue.products.linen;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const read = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/Cart', headers });
const write = (headers: Headers, items: unknown, version: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/Cart', headers, payload: { items, version } as Record<string, unknown> });

const sizedLine = (quantity = 1, variation = tee.small) => ({
  product_id: tee.product_id,
  productvariation_id: variation,
  quantity,
});
const plainLine = (quantity = 1) => ({ product_id: belt.product_id, productvariation_id: null, quantity });

/** The bag row as stored, or undefined when the account never had one. */
async function storedBag(who: TestShopper) {
  const [row] = await t.database.db.select().from(carts).where(eq(carts.user_id, who.userId));
  return row;
}

describe('reading and writing the bag', () => {
  it('answers an account that never had a bag with an empty one at version 0', async () => {
    const who = await shopperWithAddress(t, 'empty');
    const answer = await read(who.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ items: [], version: 0 });
  });

  it('keeps a valid bag and answers it with what the browser renders', async () => {
    const who = await shopperWithAddress(t, 'keeper');
    const saved = await write(who.headers, [sizedLine(2), plainLine(1)], 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(1);
    expect(await storedBag(who)).toMatchObject({ items: [sizedLine(2), plainLine(1)], version: 1 });

    const bag = (await read(who.headers)).json() as CartReply;
    expect(bag.version).toBe(1);
    expect(bag.items).toHaveLength(2);
    expect(bag.items[0]).toMatchObject({
      product_id: tee.product_id,
      productvariation_id: tee.small,
      product_name: 'Classic Crew Neck T-Shirt',
      brand_name: 'Urban Loom',
      size: 'S',
      quantity: 2,
      price: 800,
      discount_price: 600,
      discount: 25,
    });
    expect(bag.items[0]!.variations.map((variation) => [variation.productvariation_id, variation.stock])).toEqual([
      [tee.small, 7],
      [tee.medium, 0],
    ]);
    expect(bag.items[0]!.variations[1]!.attributes).toEqual([
      { attribute_name: 'size', value: 'M' },
      { attribute_name: 'color', value: 'Blue' },
    ]);
    expect(bag.items[1]).toMatchObject({
      product_id: belt.product_id,
      productvariation_id: null,
      size: null,
      product_name: 'Linen Casual Shirt',
      quantity: 1,
      price: 1999,
    });
    expect(saved.json()).toEqual(bag);
  });

  it('refuses a bag without a signed-in user', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await write({}, [plainLine()], 0)).statusCode).toBe(401);
  });

  it('keeps each account its own bag', async () => {
    const first = await shopperWithAddress(t, 'first');
    const second = await shopperWithAddress(t, 'second');
    expect((await write(first.headers, [sizedLine(3)], 0)).statusCode).toBe(200);
    expect((await read(second.headers)).json()).toEqual({ items: [], version: 0 });
    expect((await write(second.headers, [plainLine(2)], 0)).statusCode).toBe(200);
    expect(await storedBag(first)).toMatchObject({ items: [sizedLine(3)], version: 1 });
    expect((await read(first.headers)).json().items.map((item: { quantity: number }) => item.quantity)).toEqual([3]);
  });

  it('gives staff accounts and the owner a bag of their own too', async () => {
    const owner = bearer(await t.adminToken());
    const support = bearer(await staffToken(t, 'support'));
    expect((await write(owner, [plainLine(1)], 0)).statusCode).toBe(200);
    expect((await read(support)).json()).toEqual({ items: [], version: 0 });
    expect((await read(owner)).json().items).toHaveLength(1);
  });

  it('leaves out the lines whose product was deactivated or deleted, and shows them again if it comes back', async () => {
    const who = await shopperWithAddress(t, 'gone');
    const fleeting = await factory.product({
      category_id: catalogue.menShirts.category_id,
      brand_id: catalogue.denim.brand_id,
      price: 500,
    });
    const doomed = await factory.product({
      category_id: catalogue.menShirts.category_id,
      brand_id: catalogue.denim.brand_id,
      price: 500,
    });
    const lines = [
      plainLine(),
      { product_id: fleeting.product_id, quantity: 2 },
      { product_id: doomed.product_id, quantity: 1 },
    ];
    expect((await write(who.headers, lines, 0)).statusCode).toBe(200);
    await factory.editProduct(fleeting.product_id, { is_active: false });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/Product/${doomed.product_id}`,
      headers: bearer(await t.adminToken()),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await read(who.headers)).json().items.map((item: { product_id: number }) => item.product_id)).toEqual([
      belt.product_id,
    ]);
    await factory.editProduct(fleeting.product_id, { is_active: true });
    expect((await read(who.headers)).json().items.map((item: { product_id: number }) => item.product_id)).toEqual([
      belt.product_id,
      fleeting.product_id,
    ]);
  });
});

describe('what a bag may hold', () => {
  it('refuses an unknown product with a sentence, naming the line, and keeps the bag as it was', async () => {
    const who = await shopperWithAddress(t, 'unknown');
    expect((await write(who.headers, [plainLine(2)], 0)).statusCode).toBe(200);
    const answer = await write(who.headers, [plainLine(1), { product_id: 999_999, quantity: 1 }], 1);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'items.1.product_id: Product 999999 is not sold in this store.',
      errors: { 'items.1.product_id': 'Product 999999 is not sold in this store.' },
    });
    expect(await storedBag(who)).toMatchObject({ items: [plainLine(2)], version: 1 });
  });

  it("refuses a variation of another product, and a sized product's line without a size", async () => {
    const who = await shopperWithAddress(t, 'variation');
    const foreign = await write(
      who.headers,
      [{ product_id: belt.product_id, productvariation_id: tee.small, quantity: 1 }],
      0,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      'items.0.productvariation_id': 'This size does not belong to Linen Casual Shirt.',
    });
    const sizeless = await write(who.headers, [{ product_id: tee.product_id, quantity: 1 }], 0);
    expect(sizeless.statusCode).toBe(400);
    expect(sizeless.json().message).toBe(
      'items.0.productvariation_id: Please select a size for Classic Crew Neck T-Shirt.',
    );
    expect(await storedBag(who)).toBeUndefined();
  });

  it('refuses quantities outside 1 to 5, a line twice and more lines than the cap', async () => {
    const who = await shopperWithAddress(t, 'limits');
    const zero = await write(who.headers, [sizedLine(0)], 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ 'items.0.quantity': 'Quantity must be at least 1' });
    const six = await write(who.headers, [sizedLine(6)], 0);
    expect(six.statusCode).toBe(400);
    expect(six.json().errors).toEqual({ 'items.0.quantity': 'At most 5 of one item' });
    const twice = await write(who.headers, [sizedLine(1), sizedLine(2)], 0);
    expect(twice.statusCode).toBe(400);
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => ({ product_id: index + 1, quantity: 1 }));
    const full = await write(who.headers, tooMany, 0);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(`items: Your bag can hold at most ${MAX_CART_LINES} lines.`);
    expect(await storedBag(who)).toBeUndefined();
  });
});

describe('two devices', () => {
  it('refuses a write at a stale version with 409 and the bag as it is, changing nothing', async () => {
    const who = await shopperWithAddress(t, 'stale');
    expect((await write(who.headers, [sizedLine(1)], 0)).statusCode).toBe(200);
    expect((await write(who.headers, [sizedLine(1), plainLine(3)], 1)).statusCode).toBe(200);
    const before = await storedBag(who);

    const stale = await write(who.headers, [plainLine(1)], 1);
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.code).toBe('CART_CHANGED');
    expect(body.message).toBe('Your bag was changed on another device. This page now shows it as it is.');
    expect(body.details).toEqual((await read(who.headers)).json());
    expect(body.details.version).toBe(2);
    expect(body.details.items.map((item: { quantity: number }) => item.quantity)).toEqual([1, 3]);
    expect(await storedBag(who)).toEqual(before);

    const first = await write(who.headers, [plainLine(1)], 0);
    expect(first.statusCode).toBe(409);
    expect(await storedBag(who)).toEqual(before);
  });

  it('answers a save sent again after its answer was lost with the stored version, writing nothing', async () => {
    // The page was left while the save was on its way: the next page sends the same bag at the version it had.
    const who = await shopperWithAddress(t, 'again');
    expect((await write(who.headers, [sizedLine(1), plainLine(2)], 0)).statusCode).toBe(200);
    const before = await storedBag(who);
    const again = await write(who.headers, [sizedLine(1), plainLine(2)], 0);
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(1);
    expect(await storedBag(who)).toEqual(before);
    // The same lines in another order, or another quantity, are another bag: still a conflict.
    expect((await write(who.headers, [plainLine(2), sizedLine(1)], 0)).statusCode).toBe(409);
    expect((await write(who.headers, [sizedLine(1), plainLine(3)], 0)).statusCode).toBe(409);
    expect(await storedBag(who)).toEqual(before);
  });

  it('takes the ordered lines out of the bag when the order is paid, and no other', async () => {
    const who = await shopperWithAddress(t, 'orderer');
    expect((await write(who.headers, [sizedLine(2), plainLine(1)], 0)).statusCode).toBe(200);
    await paidOrder(t, who, [sizedLine(1)], 600);
    expect(await storedBag(who)).toMatchObject({ items: [plainLine(1)], version: 2 });
    // The other device's bag, read before the order, cannot bring the ordered line back.
    const resurrect = await write(who.headers, [sizedLine(2), plainLine(1)], 1);
    expect(resurrect.statusCode).toBe(409);
    expect(resurrect.json().details.items.map((item: { product_id: number }) => item.product_id)).toEqual([
      belt.product_id,
    ]);
  });

  it('leaves the bag alone when the order holds none of its lines', async () => {
    const who = await shopperWithAddress(t, 'unrelated');
    expect((await write(who.headers, [plainLine(1)], 0)).statusCode).toBe(200);
    await paidOrder(t, who, [sizedLine(1)], 600);
    expect(await storedBag(who)).toMatchObject({ items: [plainLine(1)], version: 1 });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('at the same time on PostgreSQL', () => {
  it('of two first writes at once, exactly one is kept whole', async () => {
    const who = await shopperWithAddress(t, 'race-first');
    const answers = await Promise.all([write(who.headers, [sizedLine(1)], 0), write(who.headers, [plainLine(4)], 0)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(await storedBag(who)).toMatchObject({ items: [winner === 0 ? sizedLine(1) : plainLine(4)], version: 1 });
  });

  it('of many writes at the same version, exactly one wins and the version goes up once', async () => {
    const who = await shopperWithAddress(t, 'race');
    expect((await write(who.headers, [plainLine(1)], 0)).statusCode).toBe(200);
    const bags = [1, 2, 3, 4, 5].map((quantity) => [plainLine(quantity), sizedLine(quantity)]);
    const answers = await Promise.all(bags.map((bag) => write(who.headers, bag, 1)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const winner = statuses.indexOf(200);
    expect(await storedBag(who)).toMatchObject({ items: bags[winner], version: 2 });
  });
});

it('drops the bag with its account', async () => {
  const who = await shopperWithAddress(t, 'leaving');
  expect((await write(who.headers, [plainLine(1)], 0)).statusCode).toBe(200);
  await t.database.db.delete(users).where(eq(users.user_id, who.userId));
  expect(await storedBag(who)).toBeUndefined();
});
