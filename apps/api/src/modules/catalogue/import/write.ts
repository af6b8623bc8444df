import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { images, productVariations, products } from '../../../db/schema/index.ts';
import { productWriteTags } from '../cache-tags.ts';
import { refreshSearchVectors } from '../search-vector.ts';
import type { ProductPlan, VariationPlan } from './plan.ts';
import { attributeOf, categoryKey, lower, type StoreState } from './store-state.ts';
import type { ImportResult } from './types.ts';

// Writing one batch of planned products (docs/product/catalogue-import.md#apply) inside the batch's transaction:
// products by id (or created), variations by SKU (created or updated), values set, galleries replaced when their
// cell names images. Nothing is deleted but the image rows a replaced gallery no longer names.

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

function idsOf(state: StoreState, plan: ProductPlan) {
  const source = plan.source;
  const collection = state.collections.get(lower(source.collection))!;
  return {
    brand_id: state.brands.get(lower(source.brand))!.id,
    category_id: state.categories.get(categoryKey(collection.id, source.category))!.id,
  };
}

/** Replaces a gallery with `names` in order; answers the file keys it no longer shows. */
async function replaceGallery(
  context: WriteContext,
  target: { productId: number; variationId: number | null },
  names: readonly string[],
) {
  const { tx, state, zipFiles } = context;
  const removed = await tx
    .delete(images)
    .where(
      and(
        eq(images.product_id, target.productId),
        target.variationId === null
          ? isNull(images.productvariation_id)
          : eq(images.productvariation_id, target.variationId),
      ),
    )
    .returning({ file_key: images.file_key });
  const stored = state.products.get(target.productId)?.files;
  const rows = names.map((name, index) => {
    const file = stored?.get(name) ? { file_key: name, widths: stored.get(name)! } : zipFiles.get(name)!;
    return { ...file, product_id: target.productId, productvariation_id: target.variationId, sort_order: index };
  });
  if (rows.length > 0) await tx.insert(images).values(rows);
  context.result.images += names.filter((name) => !stored?.has(name)).length;
  const kept = new Set(rows.map((row) => row.file_key));
  context.changes.removedFiles.push(...removed.map((row) => row.file_key).filter((key) => !kept.has(key)));
}

/** Sets the variation's values (creating or changing only those that differ). */
async function setValues(context: WriteContext, variationId: number, variation: VariationPlan) {
  for (const { attribute, value } of variation.values) {
    const attributeId = attributeOf(context.state, attribute)!.id;
    await context.tx.execute(sql`
      INSERT INTO variation_attribute_values (productvariation_id, attribute_id, value)
      VALUES (${variationId}, ${attributeId}, ${value})
      ON CONFLICT (productvariation_id, attribute_id) DO UPDATE SET value = excluded.value, updated_at = now()
      WHERE variation_attribute_values.value IS DISTINCT FROM excluded.value`);
  }
}

async function writeVariation(context: WriteContext, productId: number, variation: VariationPlan) {
  const { tx, result, changes } = context;
  const values = {
    sku: variation.sku,
    price: variation.price,
    discount_price: variation.discount_price,
    stock: variation.stock,
  };
  let id = variation.id;
  if (id === null) {
    const [row] = await tx
      .insert(productVariations)
      .values({ ...values, product_id: productId })
      .returning({ id: productVariations.productvariation_id });
    id = row!.id;
    result.created.variations += 1;
    changes.variations.push({ id, sku: variation.sku, fields: ['new'] });
  } else {
    if (variation.fields.length === 0) return;
    await tx
      .update(productVariations)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(productVariations.productvariation_id, id));
    result.updated.variations += 1;
    changes.variations.push({ id, sku: variation.sku, fields: variation.fields });
  }
  await setValues(context, id, variation);
  if (variation.images && (variation.id === null || variation.fields.includes('variation_images'))) {
    await replaceGallery(context, { productId, variationId: id }, variation.images);
  }
}

/** Writes one product with its variations; does nothing for a product the file leaves as it is. */
export async function writeProduct(context: WriteContext, plan: ProductPlan): Promise<void> {
  const changedVariations = plan.variations.filter((variation) => variation.id === null || variation.fields.length);
  if (plan.productId !== null && plan.fields.length === 0 && changedVariations.length === 0) return;
  const { tx, state, result, changes } = context;
  const source = plan.source;
  const first = plan.variations[0];
  const own = plan.simple
    ? { sku: source.sku, price: source.price, discount_price: source.discount_price, stock: source.stock }
    : {};
  const values = {
    name: source.name,
    description: source.description,
    ...idsOf(state, plan),
    is_active: source.is_active,
    hsn_code: source.hsn_code,
    gst_rate: source.gst_rate,
    ...own,
  };
  let productId = plan.productId;
  if (productId === null) {
    const [row] = await tx
      .insert(products)
      .values({
        price: first?.price ?? 0,
        discount_price: first?.discount_price ?? 0,
        stock: 0,
        ...values,
      })
      .returning({ id: products.product_id });
    productId = row!.id;
    result.created.products += 1;
    changes.created.push(productId);
    changes.products.push({ id: productId, fields: ['new'] });
  } else {
    for (const tag of await productWriteTags(tx, productId)) changes.tags.add(tag);
    if (plan.fields.length > 0) {
      await tx
        .update(products)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(products.product_id, productId));
      result.updated.products += 1;
      changes.products.push({ id: productId, fields: plan.fields });
    }
  }
  for (const variation of changedVariations) await writeVariation(context, productId, variation);
  if (plan.images && (plan.productId === null || plan.fields.includes('product_images'))) {
    await replaceGallery(context, { productId, variationId: null }, plan.images);
  }
  await refreshSearchVectors(tx, { productIds: [productId] });
  for (const tag of await productWriteTags(tx, productId)) changes.tags.add(tag);
}
