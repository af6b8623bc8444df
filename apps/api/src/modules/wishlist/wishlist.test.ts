import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT } from '@store/shared/schemas/wishlist';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { products, users, wishlistItems } from '../../db/schema/index.ts';
import { saveProduct } from './service.ts';

// The wishlist API (docs/product/api.md#wishlist): the token's own list only, capped, idempotent, merged at sign-in.

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let people = 0;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

async function shopper() {
  const email = `saver${++people}-${process.pid}@example.com`;
  const headers = bearer(await t.shopperToken(email));
  const [row] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
  return { email, headers, userId: row!.user_id };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const save = (who: Shopper, productId: number | string) =>
  t.app.inject({ method: 'PUT', url: `/api/Wishlist/${productId}`, headers: who.headers });
const remove = (who: Shopper, productId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/Wishlist/${productId}`, headers: who.headers });
const list = (who: Shopper) => t.app.inject({ method: 'GET', url: '/api/Wishlist', headers: who.headers });
const merge = (who: Shopper, product_ids: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Wishlist/merge', headers: who.headers, payload: { product_ids } });

/** The product ids stored for a user, newest first. */
async function stored(who: Shopper): Promise<number[]> {
  const rows = await t.database.db
    .select({ product_id: wishlistItems.product_id })
    .from(wishlistItems)
    .where(eq(wishlistItems.user_id, who.userId))
    .orderBy(sql`${wishlistItems.created_at} DESC, ${wishlistItems.product_id} DESC`);
  return rows.map((row) => row.product_id);
}

/** `count` active products of their own, made straight in the database (the cap needs a hundred). */
async function bulkProducts(count: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Bulk product ${people}-${index}`,
        price: 50_000,
        discount_price: 50_000,
        stock: 3,
        category_id: catalogue.menTees.category_id,
        brand_id: catalogue.loom.brand_id,
      })),
    )
    .returning({ product_id: products.product_id });
  return rows.map((row) => row.product_id);
}

/** Fills a user's list straight in the database, the first id the newest. */
async function fill(who: Shopper, ids: number[]) {
  await t.database.db.insert(wishlistItems).values(
    ids.map((product_id, index) => ({
      user_id: who.userId,
      product_id,
      created_at: sql`now() - make_interval(secs => ${index + 60})`,
    })),
  );
}

async function untilSomeoneWaitsForALock() {
  for (let tries = 0; tries < 500; tries++) {
    const [row] = await queryRows<{ waiting: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nobody waited for the lock');
}

async function productWithActive(is_active: boolean) {
  const made = await factory.product({
    category_id: catalogue.menShirts.category_id,
    brand_id: catalogue.denim.brand_id,
  });
  if (!is_active) {
    await t.database.db.update(products).set({ is_active }).where(eq(products.product_id, made.product_id));
  }
  return made.product_id;
}

describe('saving and removing', () => {
  it('is for signed-in shoppers only', async () => {
    for (const [method, url] of [
      ['GET', '/api/Wishlist'],
      ['PUT', `/api/Wishlist/${catalogue.products.oxford.product_id}`],
      ['DELETE', `/api/Wishlist/${catalogue.products.oxford.product_id}`],
      ['POST', '/api/Wishlist/merge'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { product_ids: [] } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves once however often PUT is repeated, lists the cards newest first, and removes', async () => {
    const who = await shopper();
    const { oxford, linen } = catalogue.products;
    const first = await save(who, oxford.product_id);
    expect(first.statusCode, first.body).toBe(201);
    const again = await save(who, oxford.product_id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stored(who)).toEqual([oxford.product_id]);

    expect((await save(who, linen.product_id)).statusCode).toBe(201);
    const listed = await list(who);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      totalCount: 2,
      limit: WISHLIST_LIMIT,
      items: [
        { product_id: linen.product_id, name: 'Linen Casual Shirt', price: 1999, is_active: true, stock: 10 },
        { product_id: oxford.product_id, name: 'Oxford Casual Shirt', brand_name: 'Denim Republic' },
      ],
    });

    expect((await remove(who, oxford.product_id)).statusCode).toBe(204);
    expect((await remove(who, oxford.product_id)).statusCode).toBe(204);
    expect(await stored(who)).toEqual([linen.product_id]);
  });

  it('keeps each shopper to their own list', async () => {
    const owner = await shopper();
    const other = await shopper();
    const { crewTee, womenTee } = catalogue.products;
    await save(owner, crewTee.product_id);
    await save(owner, womenTee.product_id);

    expect((await list(other)).json()).toMatchObject({ items: [], totalCount: 0 });
    // The other shopper's DELETE of the same product removes nothing of the owner's.
    expect((await remove(other, crewTee.product_id)).statusCode).toBe(204);
    // Saving it themselves makes a row of their own.
    expect((await save(other, crewTee.product_id)).statusCode).toBe(201);
    expect(await stored(owner)).toEqual([womenTee.product_id, crewTee.product_id]);
    expect(await stored(other)).toEqual([crewTee.product_id]);
  });

  it('answers 404 for an unknown or inactive product and 400 for a bad id, saving nothing', async () => {
    const who = await shopper();
    const inactive = await productWithActive(false);
    for (const id of [inactive, 2_000_000_000]) {
      const response = await save(who, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Product not found.', code: 'NOT_FOUND' });
    }
    for (const id of ['abc', '0', '2147483648']) expect((await save(who, id)).statusCode, id).toBe(400);
    expect(await stored(who)).toEqual([]);
  });

  it('lists a saved product the admin deactivated since as unavailable until it is removed', async () => {
    const who = await shopper();
    const id = await productWithActive(true);
    expect((await save(who, id)).statusCode).toBe(201);
    await t.database.db.update(products).set({ is_active: false }).where(eq(products.product_id, id));

    expect((await list(who)).json()).toMatchObject({ totalCount: 1, items: [{ product_id: id, is_active: false }] });
    // It cannot be saved again, and is still removable.
    expect((await save(who, id)).statusCode).toBe(404);
    expect((await remove(who, id)).statusCode).toBe(204);
    expect(await stored(who)).toEqual([]);
  });
});

describe('the cap', () => {
  it(`holds ${WISHLIST_LIMIT} products; the next is 409 with a clear message, and a repeat of a saved one still works`, async () => {
    const who = await shopper();
    const ids = await bulkProducts(WISHLIST_LIMIT + 1);
    await fill(who, ids.slice(1, WISHLIST_LIMIT));
    expect((await save(who, ids[0]!)).statusCode).toBe(201);

    const extra = catalogue.products.oxford.product_id;
    const full = await save(who, extra);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      message: `Your wishlist is full (${WISHLIST_LIMIT} products). Remove one to save another.`,
      code: 'CONFLICT',
      details: { limit: WISHLIST_LIMIT },
    });
    expect((await save(who, ids[0]!)).statusCode).toBe(200);
    const saved = await stored(who);
    expect(saved).toHaveLength(WISHLIST_LIMIT);
    expect(saved).not.toContain(extra);
    expect((await list(who)).json()).toMatchObject({ totalCount: WISHLIST_LIMIT });

    // Removing one makes room again.
    await remove(who, ids[5]!);
    expect((await save(who, extra)).statusCode).toBe(201);
  });

  // PGlite has one connection, so nothing interleaves there: this holds one save open in one connection and sends
  // the next through the API in another, as payment-races.test.ts does.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'is not passed by a save arriving while another is being written: it waits, then finds the list full',
    async () => {
      const who = await shopper();
      const ids = await bulkProducts(WISHLIST_LIMIT + 1);
      await fill(who, ids.slice(0, WISHLIST_LIMIT - 1));
      let racing: ReturnType<typeof save> | undefined;
      await t.database.db.transaction(async (tx) => {
        expect((await saveProduct(tx, who.userId, ids[WISHLIST_LIMIT - 1]!)).created).toBe(true);
        racing = save(who, ids[WISHLIST_LIMIT]!);
        await untilSomeoneWaitsForALock();
      });
      expect((await racing!).statusCode).toBe(409);
      expect(await stored(who)).toHaveLength(WISHLIST_LIMIT);
    },
  );
});

describe('merging a guest list at sign-in', () => {
  it('adds the guest products newest first, keeps what was saved, and names what it could not add', async () => {
    const who = await shopper();
    const { crewTee, oxford, linen } = catalogue.products;
    await save(who, oxford.product_id);
    const inactive = await productWithActive(false);
    const unknown = 2_000_000_001;

    const response = await merge(who, [crewTee.product_id, oxford.product_id, inactive, unknown, linen.product_id]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 3, not_found: [inactive, unknown], over_limit: [] });
    expect(body.items.map((item: { product_id: number }) => item.product_id)).toEqual([
      crewTee.product_id,
      linen.product_id,
      oxford.product_id,
    ]);
    expect(await stored(who)).toEqual([crewTee.product_id, linen.product_id, oxford.product_id]);

    // Merging the same list again changes nothing.
    expect((await merge(who, [crewTee.product_id, linen.product_id])).json()).toMatchObject({ totalCount: 3 });
    expect(await stored(who)).toEqual([crewTee.product_id, linen.product_id, oxford.product_id]);
  });

  it('stops at the cap, keeping the newest guest products, and never touches another shopper', async () => {
    const who = await shopper();
    const other = await shopper();
    const ids = await bulkProducts(WISHLIST_LIMIT + 3);
    await fill(who, ids.slice(0, WISHLIST_LIMIT - 2));
    const guest = ids.slice(WISHLIST_LIMIT - 2);

    const response = await merge(who, guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalCount: WISHLIST_LIMIT, not_found: [], over_limit: guest.slice(2) });
    const saved = await stored(who);
    expect(saved).toHaveLength(WISHLIST_LIMIT);
    expect(saved.slice(0, 2)).toEqual(guest.slice(0, 2));
    expect(await stored(other)).toEqual([]);
  });

  it('refuses a list longer than the cap or of bad ids, adding nothing', async () => {
    const who = await shopper();
    const tooMany = Array.from({ length: WISHLIST_LIMIT + 1 }, (_, index) => index + 1);
    for (const body of [tooMany, ['x'], [0], 'nope']) {
      const response = await merge(who, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.user_id, who.userId)));
    expect(rows).toEqual([]);
  });
});
