import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { WISHLIST_LIMIT, type Wishlist, type WishlistMergeResult } from '@store/shared/schemas/wishlist';
import { type Db, type Tx } from '../../db/client.ts';
import { products, users, wishlistItems } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listProducts } from '../catalogue/product-service.ts';

const iso = (value: string) => new Date(value).toISOString();

/** The 409 when the list is full: the shopper removes something first (docs/product/storefront.md#wishlist). */
export const wishlistFull = () =>
  new HttpError(409, `Your wishlist is full (${WISHLIST_LIMIT} products). Remove one to save another.`, {
    code: 'CONFLICT',
    details: { limit: WISHLIST_LIMIT },
  });

/**
 * Takes the user's row lock, so that the count-then-insert of concurrent saves by one shopper (two tabs, a merge
 * beside a heart) cannot pass the cap together.
 */
async function lockOwner(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, userId)).for('update');
}

async function savedIds(tx: Tx, userId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ product_id: wishlistItems.product_id })
    .from(wishlistItems)
    .where(eq(wishlistItems.user_id, userId));
  return new Set(rows.map((row) => row.product_id));
}

/** Active products among `ids` (unknown and inactive ones cannot be saved). */
async function activeIds(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ product_id: products.product_id })
    .from(products)
    .where(and(inArray(products.product_id, [...ids]), eq(products.is_active, true)));
  return new Set(rows.map((row) => row.product_id));
}

/**
 * The user's saved products, newest first, as listing cards. A product the admin deactivated since stays listed
 * with `is_active: false` (shown as unavailable) until the shopper removes it.
 */
export async function listWishlist(db: Db, userId: number): Promise<Wishlist> {
  const rows = await db
    .select({ product_id: wishlistItems.product_id, created_at: wishlistItems.created_at })
    .from(wishlistItems)
    .where(eq(wishlistItems.user_id, userId))
    .orderBy(desc(wishlistItems.created_at), desc(wishlistItems.product_id));
  const ids = rows.map((row) => row.product_id);
  const page = await listProducts(db, { ids, includeInactive: true }, { page: 1, pageSize: WISHLIST_LIMIT + 1 });
  const cards = new Map(page.items.map((item) => [item.product_id, item]));
  const items = rows.flatMap((row) => {
    const card = cards.get(row.product_id);
    return card ? [{ ...card, added_at: iso(row.created_at) }] : [];
  });
  return { items, totalCount: items.length, limit: WISHLIST_LIMIT };
}

/**
 * Saves a product (PUT is idempotent: saving it again changes nothing and answers the same row). Unknown or inactive
 * products are 404; a full list is 409.
 */
export async function saveProduct(tx: Tx, userId: number, productId: number) {
  if (!(await activeIds(tx, [productId])).has(productId)) throw notFound('Product');
  await lockOwner(tx, userId);
  const [existing] = await tx
    .select({ product_id: wishlistItems.product_id, created_at: wishlistItems.created_at })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.user_id, userId), eq(wishlistItems.product_id, productId)));
  if (existing) return { product_id: existing.product_id, added_at: iso(existing.created_at), created: false };
  if ((await savedIds(tx, userId)).size >= WISHLIST_LIMIT) throw wishlistFull();
  const [row] = await tx
    .insert(wishlistItems)
    .values({ user_id: userId, product_id: productId })
    .returning({ product_id: wishlistItems.product_id, created_at: wishlistItems.created_at });
  return { product_id: row!.product_id, added_at: iso(row!.created_at), created: true };
}

/** Removes a product from the user's own list; removing one that is not there changes nothing. */
export async function removeProduct(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.user_id, userId), eq(wishlistItems.product_id, productId)));
}

/**
 * Adds a guest's saved products at sign-in (`productIds` newest first, as the browser keeps them) as far as the cap
 * allows. Products already saved stay as they are; the guest's newest are kept first when not all fit, and each
 * keeps its place by saving the oldest first (one `now()` per transaction, so the order comes from small offsets).
 */
export async function mergeGuestList(tx: Tx, userId: number, productIds: readonly number[]) {
  const wanted = [...new Set(productIds)];
  const active = await activeIds(tx, wanted);
  await lockOwner(tx, userId);
  const saved = await savedIds(tx, userId);
  const notFound: number[] = [];
  const overLimit: number[] = [];
  const toAdd: number[] = [];
  for (const id of wanted) {
    if (saved.has(id)) continue;
    if (!active.has(id)) notFound.push(id);
    else if (saved.size + toAdd.length >= WISHLIST_LIMIT) overLimit.push(id);
    else toAdd.push(id);
  }
  if (toAdd.length > 0) {
    // The first of the guest's list is the newest: it gets the latest time.
    await tx.insert(wishlistItems).values(
      toAdd.map((product_id, index) => ({
        user_id: userId,
        product_id,
        created_at: sql`now() - make_interval(secs => ${index / 1000})`,
      })),
    );
  }
  return { notFound, overLimit };
}

export async function mergeAndList(
  db: Db,
  userId: number,
  productIds: readonly number[],
): Promise<WishlistMergeResult> {
  const { notFound, overLimit } = await db.transaction((tx) => mergeGuestList(tx, userId, productIds));
  return { ...(await listWishlist(db, userId)), not_found: notFound, over_limit: overLimit };
}
