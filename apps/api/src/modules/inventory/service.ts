import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  InventoryRow,
  StockAdjustmentInput,
  StockAdjustmentList,
  StockAdjustmentView,
} from '@store/shared/schemas/inventory';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { productVariations, products, stockAdjustments } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { imageUrl } from '../media/urls.ts';
import { createdFields, recordAudit, type AuditActor } from '../audit/record.ts';

// Stock the admin watches and corrects by hand (docs/product/admin.md#inventory).

export const INVENTORY_PAGE_SIZE = 20;

interface StockRow {
  product_id: number;
  productvariation_id: number | null;
  product_name: string;
  brand_name: string;
  sku: string | null;
  stock: number;
  attributes: Array<{ attribute_name: string; value: string }> | string;
  file_key: string | null;
  widths: number[] | null;
}

/**
 * Every stock figure: one row per variation, and one per product without variations (whose own stock is what
 * sells), of active and inactive products alike.
 */
const stockRows = sql`
  SELECT p.product_id, v.productvariation_id, p.name AS product_name, b.name AS brand_name, v.sku, v.stock,
         p.is_active
    FROM product_variations v
    JOIN products p ON p.product_id = v.product_id
    JOIN brands b ON b.brand_id = p.brand_id
  UNION ALL
  SELECT p.product_id, NULL::int, p.name, b.name, p.sku, p.stock, p.is_active
    FROM products p
    JOIN brands b ON b.brand_id = p.brand_id
   WHERE NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.product_id)`;

export interface StockFilter {
  threshold: number;
  q?: string | undefined;
  /** The dashboard shows active products only; Inventory shows all. */
  activeOnly?: boolean;
}

function stockWhere({ threshold, q, activeOnly }: StockFilter): SQL {
  const conditions = [sql`s.stock <= ${threshold}`];
  if (activeOnly) conditions.push(sql`s.is_active`);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(sql`(s.product_name ILIKE ${like} OR s.brand_name ILIKE ${like} OR s.sku ILIKE ${like})`);
  }
  return sql.join(conditions, sql` AND `);
}

/** Stock rows at or under the threshold, lowest first, with their size/colour and a thumbnail. */
export async function lowStockRows(
  db: DbOrTx,
  filter: StockFilter,
  limit: number,
  offset = 0,
): Promise<InventoryRow[]> {
  const rows = await queryRows<StockRow>(
    db,
    sql`SELECT s.product_id, s.productvariation_id, s.product_name, s.brand_name, s.sku, s.stock,
               COALESCE((SELECT json_agg(json_build_object('attribute_name', a.name, 'value', av.value)
                                         ORDER BY a.attribute_id)
                           FROM variation_attribute_values av
                           JOIN variation_attributes a ON a.attribute_id = av.attribute_id
                          WHERE av.productvariation_id = s.productvariation_id), '[]'::json) AS attributes,
               img.file_key, img.widths
          FROM (${stockRows}) s
          LEFT JOIN LATERAL (
            SELECT i.file_key, i.widths FROM images i
             WHERE i.product_id = s.product_id
               AND (i.productvariation_id IS NULL OR i.productvariation_id = s.productvariation_id)
             ORDER BY (i.productvariation_id IS NOT NULL) DESC, i.sort_order, i.image_id
             LIMIT 1) img ON true
         WHERE ${stockWhere(filter)}
         ORDER BY s.stock, s.product_name, s.product_id, s.productvariation_id NULLS FIRST
         LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    product_id: row.product_id,
    productvariation_id: row.productvariation_id,
    product_name: row.product_name,
    brand_name: row.brand_name,
    sku: row.sku,
    attributes: typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes,
    stock: row.stock,
    image: row.file_key && row.widths?.length ? imageUrl(row.file_key, Math.min(...row.widths)) : null,
  }));
}

/** GET /admin/inventory: one page of 20 and how many rows match. */
export async function inventoryList(db: Db, query: { threshold: number; q?: string | undefined; page: number }) {
  const filter = { threshold: query.threshold, q: query.q };
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (${stockRows}) s WHERE ${stockWhere(filter)}`,
  );
  const items = await lowStockRows(db, filter, INVENTORY_PAGE_SIZE, (query.page - 1) * INVENTORY_PAGE_SIZE);
  return { items, totalCount: total?.n ?? 0 };
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * POST /admin/inventory/adjustments: changes one stock figure by `delta` in one transaction. The stock row is
 * locked first, so a checkout or another adjustment in between cannot be lost; the result may not go below zero
 * (409 naming what is in stock). The change is recorded with the admin and the stock after it.
 */
export async function adjustStock(
  db: Db,
  actor: AuditActor,
  input: StockAdjustmentInput,
): Promise<StockAdjustmentView> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ product_id: products.product_id, name: products.name })
      .from(products)
      .where(eq(products.product_id, input.product_id));
    if (!product) throw notFound('Product');
    let current: number;
    let label = product.name;
    if (input.productvariation_id !== undefined) {
      const [variation] = await tx
        .select({
          product_id: productVariations.product_id,
          stock: productVariations.stock,
          sku: productVariations.sku,
        })
        .from(productVariations)
        .where(eq(productVariations.productvariation_id, input.productvariation_id))
        .for('update');
      if (!variation) throw notFound('Variation');
      if (variation.product_id !== product.product_id) {
        throw badRequest('This variation belongs to another product.', {
          productvariation_id: 'Not a variation of this product',
        });
      }
      current = variation.stock;
      label = `${product.name} (${variation.sku})`;
    } else {
      const [sizes] = await tx
        .select({ n: count() })
        .from(productVariations)
        .where(eq(productVariations.product_id, product.product_id));
      if ((sizes?.n ?? 0) > 0) {
        throw badRequest('This product has variations: adjust the stock of one of them.', {
          productvariation_id: 'Choose a variation',
        });
      }
      const [locked] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.product_id, product.product_id))
        .for('update');
      current = locked!.stock;
    }
    const after = current + input.delta;
    if (after < 0) {
      throw new HttpError(409, `Only ${current} of ${label} in stock: you cannot take away ${-input.delta}.`, {
        details: { stock: current },
      });
    }
    if (input.productvariation_id !== undefined) {
      await tx
        .update(productVariations)
        .set({ stock: after, updated_at: sql`now()` })
        .where(eq(productVariations.productvariation_id, input.productvariation_id));
    } else {
      await tx
        .update(products)
        .set({ stock: after, updated_at: sql`now()` })
        .where(eq(products.product_id, product.product_id));
    }
    const [row] = await tx
      .insert(stockAdjustments)
      .values({
        product_id: product.product_id,
        productvariation_id: input.productvariation_id ?? null,
        delta: input.delta,
        stock_after: after,
        reason: input.reason,
        created_by: actor.user_id,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'inventory.adjust',
      entity: 'inventory',
      entity_id: row!.adjustment_id,
      changes: {
        stock: { before: current, after },
        ...createdFields(row!, ['product_id', 'productvariation_id', 'delta', 'reason']),
      },
    });
    return {
      adjustment_id: row!.adjustment_id,
      product_id: row!.product_id,
      productvariation_id: row!.productvariation_id,
      product_name: product.name,
      delta: row!.delta,
      stock_after: row!.stock_after,
      reason: row!.reason,
      created_at: iso(row!.created_at),
    };
  });
}

/** GET /admin/inventory/adjustments: newest first, one product's or all, 20 a page. */
export async function adjustmentHistory(
  db: Db,
  query: { product_id?: number | undefined; page: number },
): Promise<StockAdjustmentList> {
  const where = query.product_id === undefined ? undefined : eq(stockAdjustments.product_id, query.product_id);
  const [total] = await db.select({ n: count() }).from(stockAdjustments).where(where);
  const rows = await db
    .select({
      adjustment_id: stockAdjustments.adjustment_id,
      product_id: stockAdjustments.product_id,
      productvariation_id: stockAdjustments.productvariation_id,
      product_name: products.name,
      delta: stockAdjustments.delta,
      stock_after: stockAdjustments.stock_after,
      reason: stockAdjustments.reason,
      created_at: stockAdjustments.created_at,
    })
    .from(stockAdjustments)
    .leftJoin(products, eq(products.product_id, stockAdjustments.product_id))
    .where(where)
    .orderBy(desc(stockAdjustments.adjustment_id))
    .limit(INVENTORY_PAGE_SIZE)
    .offset((query.page - 1) * INVENTORY_PAGE_SIZE);
  return { items: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })), totalCount: total?.n ?? 0 };
}
