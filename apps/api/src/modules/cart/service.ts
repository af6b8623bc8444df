import { and, eq, sql } from 'drizzle-orm';
import { cartItemFromProduct, storedLine, type CartItem } from '@store/shared/cart';
import type { CartInput, CartReply } from '@store/shared/schemas/cart';
import type { Db, DbOrTx } from '../../db/client.ts';
import { carts, type StoredCartLine } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { getProducts, type ProductView } from '../catalogue/product-service.ts';

// The account's bag (docs/product/storefront.md#the-bag-follows-the-shopper): always the token's own, read and
// written whole, each write naming the version it was read at.

/** The products of these lines that are sold now, by id, as the catalogue shows them. */
async function soldProducts(db: DbOrTx, lines: readonly StoredCartLine[]): Promise<Map<number, ProductView>> {
  const found = await getProducts(db, [...new Set(lines.map((line) => line.product_id))]);
  return new Map(found.map((product) => [product.product_id, product]));
}

/**
 * Why a line cannot be in the bag, or null when it can: its product is sold, and its variation is one of that
 * product's (a product with sizes needs one; one without takes none).
 */
function refusal(line: StoredCartLine, product: ProductView | undefined): string | null {
  if (!product) return `Product ${line.product_id} is not sold in this store.`;
  if (line.productvariation_id === null) {
    return product.variations.length > 0 ? `Please select a size for ${product.name}.` : null;
  }
  const own = product.variations.some((variation) => variation.productvariation_id === line.productvariation_id);
  return own ? null : `This size does not belong to ${product.name}.`;
}

/** A stored line as the browser renders it, or null when a write would refuse it now (the answer drops it). */
function renderLine(line: StoredCartLine, products: Map<number, ProductView>): CartItem | null {
  const product = products.get(line.product_id);
  if (!product || refusal(line, product) !== null) return null;
  const variation =
    product.variations.find((candidate) => candidate.productvariation_id === line.productvariation_id) ?? null;
  return cartItemFromProduct(product, variation, line.quantity);
}

/** GET /Cart: the lines still sold, built from the catalogue as it is now; `{ items: [], version: 0 }` at first. */
export async function readCart(db: DbOrTx, userId: number): Promise<CartReply> {
  const [row] = await db
    .select({ items: carts.items, version: carts.version })
    .from(carts)
    .where(eq(carts.user_id, userId));
  if (!row) return { items: [], version: 0 };
  const products = await soldProducts(db, row.items);
  const items = row.items.flatMap((line) => renderLine(line, products) ?? []);
  return { items, version: row.version };
}

/**
 * Every refused line, as `items.{n}.{field}` messages, so a client can tell which lines to drop; answers the
 * products of the lines when all are accepted.
 */
async function checkLines(db: Db, lines: readonly StoredCartLine[]): Promise<Map<number, ProductView>> {
  const products = await soldProducts(db, lines);
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    const reason = refusal(line, products.get(line.product_id));
    if (!reason) return;
    const field = products.has(line.product_id) ? 'productvariation_id' : 'product_id';
    errors[`items.${index}.${field}`] = reason;
  });
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`${first[0]}: ${first[1]}`, errors);
  return products;
}

/**
 * The compare-and-set: the bag is written only at the version the client read, and the version goes up by one. An
 * account without a row is at version 0; its first write inserts (a second first write meets the row and fails).
 */
async function compareAndSet(db: Db, userId: number, items: StoredCartLine[], version: number) {
  const changes = { items, version: sql`${carts.version} + 1`, updated_at: sql`now()` };
  if (version === 0) {
    return db
      .insert(carts)
      .values({ user_id: userId, items, version: 1 })
      .onConflictDoUpdate({ target: carts.user_id, set: changes, setWhere: eq(carts.version, 0) })
      .returning({ version: carts.version });
  }
  return db
    .update(carts)
    .set(changes)
    .where(and(eq(carts.user_id, userId), eq(carts.version, version)))
    .returning({ version: carts.version });
}

/**
 * The account's version when its stored bag is exactly `lines`: a save sent again after its answer was lost (the page
 * was left while it was on its way) finds its own write there, which is no conflict.
 */
async function alreadyStored(db: Db, userId: number, lines: readonly StoredCartLine[]) {
  const [row] = await db
    .select({ items: carts.items, version: carts.version })
    .from(carts)
    .where(eq(carts.user_id, userId));
  return row && JSON.stringify(row.items.map(storedLine)) === JSON.stringify(lines) ? row : null;
}

/**
 * PUT /Cart: the whole bag at the version it was read at. A stale version is 409 CART_CHANGED with the bag as it
 * is now, and nothing changes: the later write is kept whole, never mixed (the client takes the answer's bag). A
 * stale version whose bag is exactly the stored one answers 200 with the stored version: the same write, sent again.
 */
export async function saveCart(db: Db, userId: number, input: CartInput): Promise<CartReply> {
  const lines = input.items.map((item) =>
    storedLine({ ...item, productvariation_id: item.productvariation_id ?? null }),
  );
  const products = await checkLines(db, lines);
  const [saved] = await compareAndSet(db, userId, lines, input.version);
  const stored = saved ?? (await alreadyStored(db, userId, lines));
  if (stored) return { items: lines.flatMap((line) => renderLine(line, products) ?? []), version: stored.version };
  throw new HttpError(409, 'Your bag was changed on another device. This page now shows it as it is.', {
    code: 'CART_CHANGED',
    details: await readCart(db, userId),
  });
}
