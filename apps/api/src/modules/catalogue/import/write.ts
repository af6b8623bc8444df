import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { images, productVariations, products } from '../../../db/schema/index.ts';
import { productsWriteTags } from '../cache-tags.ts';
import { refreshSearchVectors } from '../search-vector.ts';
import type { ProductPlan, VariationPlan } from './plan.ts';
import { attributeOf, categoryKey, lower, type StoreState } from './store-state.ts';
import type { ImportResult } from './types.ts';
import { PRODUCT_DETAIL_FIELDS } from '@store/shared/product-details';
import { cell, idArray, inSlices, newIds, valuesTable, type Cell } from './write-rows.ts';

// Writing one batch of planned products (docs/product/catalogue-import.md#apply) inside the batch's transaction:
// products by id (or created), variations by SKU (created or updated), values set, galleries replaced when their
// cell names images. Nothing is deleted but the image rows a replaced gallery no longer names. Each kind of row is
// one statement for the whole batch, and the product cards' triggers are told to wait: the batch's cards are
// refreshed once, before the batch commits (docs/decisions/016-product-cards.md).

/** An image file ready for a row: stored for the product already, or stored from the ZIP before the batch. */
export type ImageFile = { file_key: string; widths: number[] };

export interface BatchChanges {
  products: Array<{ id: number; fields: string[] }>;
  variations: Array<{ id: number; sku: string; fields: string[] }>;
  /** File keys a replaced gallery no longer names (removed after the commit unless another row uses them). */
  removedFiles: string[];
  /** Products created (for "deactivate products missing from the file"). */
  created: number[];
  tags: Set<string>;
}

export interface WriteContext {
  tx: Tx;
  state: StoreState;
  /** Images stored from the ZIP, by name. */
  zipFiles: Map<string, ImageFile>;
  result: ImportResult;
  changes: BatchChanges;
}

/** A gallery the batch replaces: a product's own (variationId null) or a variation's. */
interface Gallery {
  productId: number;
  variationId: number | null;
  names: readonly string[];
}

/** A variation the batch writes, with the ids it gets. */
interface VariationWrite {
  productId: number;
  id: number;
  plan: VariationPlan;
}

const written = (variation: VariationPlan) => variation.id === null || variation.fields.length > 0;

/** The product's columns as the file gives them (its own SKU, prices and stock only without variations). */
function productColumns(state: StoreState, plan: ProductPlan) {
  const source = plan.source;
  const collection = state.collections.get(lower(source.collection))!;
  return {
    name: source.name,
    description: source.description,
    brand_id: state.brands.get(lower(source.brand))!.id,
    category_id: state.categories.get(categoryKey(collection.id, source.category))!.id,
    is_active: source.is_active,
    hsn_code: source.hsn_code,
    gst_rate: source.gst_rate,
    ...Object.fromEntries(PRODUCT_DETAIL_FIELDS.map((field) => [field, source[field]])),
  };
}

async function insertProducts(context: WriteContext, fresh: Array<{ plan: ProductPlan; id: number }>) {
  const rows = fresh.map(({ plan, id }) => {
    const first = plan.variations[0];
    const source = plan.source;
    const own = plan.simple
      ? { sku: source.sku, price: source.price, discount_price: source.discount_price, stock: source.stock }
      : {};
    return {
      product_id: id,
      price: first?.price ?? 0,
      discount_price: first?.discount_price ?? 0,
      stock: 0,
      ...productColumns(context.state, plan),
      ...own,
    };
  });
  await inSlices(rows, 20, async (slice) => void (await context.tx.insert(products).values(slice)));
}

async function updateProducts(context: WriteContext, updated: Array<{ plan: ProductPlan; id: number }>) {
  const rows = updated.map(({ plan, id }): Cell[] => {
    const columns = productColumns(context.state, plan);
    const source = plan.source;
    return [
      cell(id, 'int'),
      cell(columns.name, 'text'),
      cell(columns.description, 'text'),
      cell(columns.brand_id, 'int'),
      cell(columns.category_id, 'int'),
      cell(columns.is_active, 'boolean'),
      cell(columns.hsn_code, 'text'),
      cell(columns.gst_rate, 'numeric'),
      ...PRODUCT_DETAIL_FIELDS.map((field) => cell(source[field], 'text')),
      cell(plan.simple, 'boolean'),
      cell(source.sku, 'text'),
      cell(source.price, 'int'),
      cell(source.discount_price, 'int'),
      cell(source.stock, 'int'),
    ];
  });
  const names = [
    ...['id', 'name', 'description', 'brand_id', 'category_id', 'is_active', 'hsn_code', 'gst_rate'],
    ...PRODUCT_DETAIL_FIELDS,
    'own',
  ];
  const details = sql.raw(PRODUCT_DETAIL_FIELDS.map((field) => `${field} = v.${field}`).join(', '));
  await inSlices(rows, 19, async (slice) => {
    await context.tx.execute(sql`
      UPDATE products p SET name = v.name, description = v.description, brand_id = v.brand_id,
        category_id = v.category_id, is_active = v.is_active, hsn_code = v.hsn_code, gst_rate = v.gst_rate, ${details},
        sku = CASE WHEN v.own THEN v.sku ELSE p.sku END,
        price = CASE WHEN v.own THEN v.price ELSE p.price END,
        discount_price = CASE WHEN v.own THEN v.discount_price ELSE p.discount_price END,
        stock = CASE WHEN v.own THEN v.stock ELSE p.stock END,
        updated_at = now()
      FROM ${valuesTable('v', [...names, 'sku', 'price', 'discount_price', 'stock'], slice)}
      WHERE p.product_id = v.id`);
  });
}

async function writeVariations(context: WriteContext, list: VariationWrite[]) {
  const { tx } = context;
  const fresh = list.filter((entry) => entry.plan.id === null);
  await inSlices(fresh, 5, async (slice) => {
    await tx.insert(productVariations).values(
      slice.map(({ productId, id, plan }) => ({
        productvariation_id: id,
        product_id: productId,
        sku: plan.sku,
        price: plan.price,
        discount_price: plan.discount_price,
        stock: plan.stock,
      })),
    );
  });
  const updated = list
    .filter((entry) => entry.plan.id !== null)
    .map(({ id, plan }) => [
      cell(id, 'int'),
      cell(plan.sku, 'text'),
      cell(plan.price, 'int'),
      cell(plan.discount_price, 'int'),
      cell(plan.stock, 'int'),
    ]);
  await inSlices(updated, 5, async (slice) => {
    await tx.execute(sql`
      UPDATE product_variations pv SET sku = v.sku, price = v.price, discount_price = v.discount_price,
        stock = v.stock, updated_at = now()
      FROM ${valuesTable('v', ['id', 'sku', 'price', 'discount_price', 'stock'], slice)}
      WHERE pv.productvariation_id = v.id`);
  });
  // The variations' values, created or changed only where they differ (one per variation and attribute).
  const values = new Map<string, Cell[]>();
  for (const { id, plan } of list) {
    for (const { attribute, value } of plan.values) {
      const attributeId = attributeOf(context.state, attribute)!.id;
      values.set(`${id}:${attributeId}`, [cell(id, 'int'), cell(attributeId, 'int'), cell(value, 'text')]);
    }
  }
  await inSlices([...values.values()], 3, async (slice) => {
    await tx.execute(sql`
      INSERT INTO variation_attribute_values (productvariation_id, attribute_id, value)
      SELECT v.variation_id, v.attribute_id, v.value
      FROM ${valuesTable('v', ['variation_id', 'attribute_id', 'value'], slice)}
      ON CONFLICT (productvariation_id, attribute_id) DO UPDATE SET value = excluded.value, updated_at = now()
      WHERE variation_attribute_values.value IS DISTINCT FROM excluded.value`);
  });
}

/** Replaces the galleries with their names in order; the file keys they no longer show go to `removedFiles`. */
async function replaceGalleries(context: WriteContext, galleries: Gallery[]) {
  if (galleries.length === 0) return;
  const { tx, state, zipFiles } = context;
  const own = galleries.filter((gallery) => gallery.variationId === null).map((gallery) => gallery.productId);
  const ofVariations = galleries.flatMap((gallery) => (gallery.variationId === null ? [] : [gallery.variationId]));
  const removed = await queryRows<{ file_key: string }>(
    tx,
    sql`DELETE FROM images
        WHERE (productvariation_id IS NULL AND product_id = ANY(${idArray(own)}))
          OR productvariation_id = ANY(${idArray(ofVariations)})
        RETURNING file_key`,
  );
  const rows = galleries.flatMap(({ productId, variationId, names }) => {
    const stored = state.products.get(productId)?.files;
    context.result.images += names.filter((name) => !stored?.has(name)).length;
    return names.map((name, index) => {
      const file = stored?.get(name) ? { file_key: name, widths: stored.get(name)! } : zipFiles.get(name)!;
      return { ...file, product_id: productId, productvariation_id: variationId, sort_order: index };
    });
  });
  await inSlices(rows, 5, async (slice) => void (await tx.insert(images).values(slice)));
  const kept = new Set(rows.map((row) => row.file_key));
  context.changes.removedFiles.push(...removed.map((row) => row.file_key).filter((key) => !kept.has(key)));
}

/**
 * Writes the batch's products with their variations, values and galleries; products the file leaves as they are
 * are not written. Then the search words and the product cards of every product it wrote, once.
 */
export async function writeBatch(context: WriteContext, batch: readonly ProductPlan[]): Promise<void> {
  const plans = batch.filter(
    (plan) => plan.productId === null || plan.fields.length > 0 || plan.variations.some(written),
  );
  if (plans.length === 0) return;
  const { tx, result, changes } = context;
  await tx.execute(sql`SELECT set_config('store.defer_card_refresh', 'on', true)`);
  const existing = plans.flatMap((plan) => (plan.productId === null ? [] : [plan.productId]));
  // The listings the products leave (a product moved to another category drops the old one's too).
  for (const tag of await productsWriteTags(tx, existing)) changes.tags.add(tag);

  const freshIds = await newIds(tx, 'products', 'product_id', plans.length - existing.length);
  const withIds = plans.map((plan) => ({ plan, id: plan.productId ?? freshIds.shift()! }));
  const fresh = withIds.filter(({ plan }) => plan.productId === null);
  const updated = withIds.filter(({ plan }) => plan.productId !== null && plan.fields.length > 0);
  await insertProducts(context, fresh);
  await updateProducts(context, updated);

  const variations = withIds.flatMap(({ plan, id }) => plan.variations.filter(written).map((v) => ({ id, v })));
  const variationIds = await newIds(
    tx,
    'product_variations',
    'productvariation_id',
    variations.filter(({ v }) => v.id === null).length,
  );
  const variationWrites: VariationWrite[] = variations.map(({ id, v }) => ({
    productId: id,
    id: v.id ?? variationIds.shift()!,
    plan: v,
  }));
  await writeVariations(context, variationWrites);

  const galleries: Gallery[] = [];
  for (const { plan, id } of withIds) {
    if (plan.images && (plan.productId === null || plan.fields.includes('product_images'))) {
      galleries.push({ productId: id, variationId: null, names: plan.images });
    }
  }
  for (const { productId, id, plan } of variationWrites) {
    if (plan.images && (plan.id === null || plan.fields.includes('variation_images'))) {
      galleries.push({ productId, variationId: id, names: plan.images });
    }
  }
  await replaceGalleries(context, galleries);

  for (const { plan, id } of withIds) {
    if (plan.productId === null) {
      result.created.products += 1;
      changes.created.push(id);
      changes.products.push({ id, fields: ['new'] });
    } else if (plan.fields.length > 0) {
      result.updated.products += 1;
      changes.products.push({ id, fields: plan.fields });
    }
  }
  for (const { id, plan } of variationWrites) {
    if (plan.id === null) result.created.variations += 1;
    else result.updated.variations += 1;
    changes.variations.push({ id, sku: plan.sku, fields: plan.id === null ? ['new'] : plan.fields });
  }

  const ids = withIds.map(({ id }) => id);
  await refreshSearchVectors(tx, { productIds: ids });
  await tx.execute(
    sql`SELECT refresh_product_cards(${idArray(ids)}), set_config('store.defer_card_refresh', 'off', true)`,
  );
  for (const tag of await productsWriteTags(tx, ids)) changes.tags.add(tag);
}
