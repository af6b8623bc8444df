import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { STOCK_ALERT_LIMIT, type StockAlert, type StockAlertList } from '@store/shared/schemas/stock-alerts';
import { stockAlertTexts } from '@store/shared/stock-alerts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { brands, products, productVariations, stockAlerts, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';

/** A variation's value of an attribute named one of `names` (size; colour), as a column of the alert's row. */
const attributeValue = (names: string[]) =>
  sql<string | null>`(SELECT v.value FROM variation_attribute_values v
    JOIN variation_attributes a ON a.attribute_id = v.attribute_id
    WHERE v.productvariation_id = stock_alerts.productvariation_id
      AND lower(a.name) IN (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
    LIMIT 1)`;

const alertColumns = {
  alert_id: stockAlerts.alert_id,
  product_id: stockAlerts.product_id,
  productvariation_id: stockAlerts.productvariation_id,
  product_name: products.name,
  brand_name: brands.name,
  size: attributeValue(['size']),
  colour: attributeValue(['color', 'colour']),
  created_at: stockAlerts.created_at,
};

const iso = (alert: StockAlert): StockAlert => ({ ...alert, created_at: new Date(alert.created_at).toISOString() });

function openAlerts(db: DbOrTx, userId: number) {
  return db
    .select(alertColumns)
    .from(stockAlerts)
    .innerJoin(products, eq(products.product_id, stockAlerts.product_id))
    .innerJoin(brands, eq(brands.brand_id, products.brand_id))
    .where(and(eq(stockAlerts.user_id, userId), isNull(stockAlerts.notified_at)))
    .$dynamic();
}

/** The account's open alerts, newest first (docs/product/storefront.md#back-in-stock-alerts). */
export async function listStockAlerts(db: DbOrTx, userId: number): Promise<StockAlertList> {
  const rows = await openAlerts(db, userId).orderBy(desc(stockAlerts.created_at), desc(stockAlerts.alert_id));
  return { items: rows.map(iso), limit: STOCK_ALERT_LIMIT };
}

/** What is asked for, checked: an active product, and a size of that product when it has sizes. */
async function sellableStock(tx: Tx, productId: number, variationId: number | null): Promise<number> {
  const [product] = await tx
    .select({
      stock: products.stock,
      sizes: sql<number>`(SELECT count(*)::int FROM product_variations pv WHERE pv.product_id = products.product_id)`,
    })
    .from(products)
    .where(and(eq(products.product_id, productId), eq(products.is_active, true)));
  if (!product) throw notFound('Product');
  if (variationId === null) {
    if (product.sizes > 0) {
      throw new HttpError(400, `productvariation_id: ${stockAlertTexts.chooseSize}`, {
        errors: { productvariation_id: stockAlertTexts.chooseSize },
      });
    }
    return product.stock;
  }
  const [variation] = await tx
    .select({ product_id: productVariations.product_id, stock: productVariations.stock })
    .from(productVariations)
    .where(eq(productVariations.productvariation_id, variationId));
  if (!variation) throw notFound('Size');
  if (variation.product_id !== productId) {
    throw new HttpError(400, `productvariation_id: ${stockAlertTexts.otherProduct}`, {
      errors: { productvariation_id: stockAlertTexts.otherProduct },
    });
  }
  return variation.stock;
}

/**
 * Subscribes the shopper to a sold-out size, or a sold-out product without sizes
 * (docs/product/storefront.md#back-in-stock-alerts). PUT is idempotent: the open alert for the same product and
 * size is answered again (`created: false`). Unknown or inactive product, unknown size: 404; a size of another
 * product, or no size for a product that has sizes: 400; something in stock, or a full list: 409. The account's row
 * lock keeps concurrent subscriptions of one shopper within the cap.
 */
export async function subscribe(tx: Tx, userId: number, productId: number, variationId: number | null) {
  const stock = await sellableStock(tx, productId, variationId);
  await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, userId)).for('update');
  const same =
    variationId === null ? isNull(stockAlerts.productvariation_id) : eq(stockAlerts.productvariation_id, variationId);
  const [existing] = await openAlerts(tx, userId).where(
    and(eq(stockAlerts.user_id, userId), isNull(stockAlerts.notified_at), eq(stockAlerts.product_id, productId), same),
  );
  if (existing) return { alert: iso(existing), created: false };
  if (stock > 0) throw new HttpError(409, stockAlertTexts.inStock, { details: { stock } });
  const [open] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.user_id, userId), isNull(stockAlerts.notified_at)));
  if ((open?.count ?? 0) >= STOCK_ALERT_LIMIT) {
    throw new HttpError(409, stockAlertTexts.limit, { details: { limit: STOCK_ALERT_LIMIT } });
  }
  const [row] = await tx
    .insert(stockAlerts)
    .values({ user_id: userId, product_id: productId, productvariation_id: variationId })
    .returning({ alert_id: stockAlerts.alert_id });
  const [alert] = await openAlerts(tx, userId).where(eq(stockAlerts.alert_id, row!.alert_id));
  return { alert: iso(alert!), created: true };
}

/**
 * Ends one of the shopper's own open alerts (docs/product/storefront.md#back-in-stock-alerts): true when it was
 * theirs and open. Another account's alert is answered as unknown, so ids reveal nothing
 * (docs/decisions/005-owners-only.md).
 */
export async function cancelStockAlert(db: DbOrTx, userId: number, alertId: number): Promise<boolean> {
  const removed = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.alert_id, alertId), eq(stockAlerts.user_id, userId), isNull(stockAlerts.notified_at)))
    .returning({ alert_id: stockAlerts.alert_id });
  return removed.length > 0;
}
