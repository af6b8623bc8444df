import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  brands,
  categories,
  images,
  parentCategories,
  productVariations,
  products,
  variationAttributeValues,
  variationAttributes,
} from '../db/schema/index.ts';
import { refreshSearchVectors } from '../modules/catalogue/search-vector.ts';
import type { ObjectStore } from '../modules/media/object-store.ts';
import { renderDemoImages } from './images.ts';
import { planLargeProducts, plannedImages } from './plan.ts';
import { ensureTaxonomy, hasProducts, insertPlannedProducts, lockSeeding, type InsertCounts } from './write.ts';

export class CatalogueNotEmptyError extends Error {
  constructor() {
    super(
      'The catalogue already has products. Run again with --reset to delete the catalogue (not users or orders) first.',
    );
  }
}

export interface LargeCatalogueOptions {
  products: number;
  /** Delete every catalogue row first; without it a non-empty catalogue is refused. */
  reset: boolean;
  /** Rows per INSERT statement. */
  batchSize?: number;
}

/** Empties the catalogue tables, children first; every statement names its rows (lint refuses unbounded writes). */
async function deleteCatalogue(tx: Tx): Promise<void> {
  await tx.delete(images).where(sql`true`);
  await tx.delete(variationAttributeValues).where(sql`true`);
  await tx.delete(productVariations).where(sql`true`);
  await tx.delete(products).where(sql`true`);
  await tx.delete(categories).where(sql`true`);
  await tx.delete(parentCategories).where(sql`true`);
  await tx.delete(brands).where(sql`true`);
  await tx.delete(variationAttributes).where(sql`true`);
}

/**
 * A large generated catalogue for benchmarks (docs/product/admin.md#demo-catalogue): the demo
 * taxonomy and `options.products` products with about six variations each, their attribute values and image
 * rows sharing the demo drawings. One transaction, then VACUUM ANALYZE so the planner sees the new sizes.
 */
export async function seedLargeCatalogue(
  db: Db,
  store: ObjectStore,
  options: LargeCatalogueOptions,
  log: (message: string) => void,
): Promise<InsertCounts & { seconds: number }> {
  const started = Date.now();
  if (!options.reset && (await hasProducts(db))) throw new CatalogueNotEmptyError();
  const planned = planLargeProducts(options.products);
  log(
    `Planned ${planned.length} products with ${planned.reduce((sum, product) => sum + product.variations.length, 0)} variations`,
  );
  const drawn = await renderDemoImages(store, plannedImages(planned), log);
  log(`Images: ${drawn.rendered} drawn, ${drawn.reused} already stored`);
  const counts = await db.transaction(async (tx) => {
    await lockSeeding(tx);
    if (options.reset) {
      await deleteCatalogue(tx);
      log('Deleted the previous catalogue');
    } else if (await hasProducts(tx)) {
      throw new CatalogueNotEmptyError();
    }
    const taxonomy = await ensureTaxonomy(tx);
    const inserted = await insertPlannedProducts(tx, planned, taxonomy, log, options.batchSize);
    // Fresh statistics first: planned against the empty tables' estimates, the per-product colour lookup in
    // refreshSearchVectors scans every attribute value for every product and takes minutes instead of seconds.
    await tx.execute(
      sql`ANALYZE products, product_variations, variation_attribute_values, variation_attributes, brands, categories, parent_categories`,
    );
    log('Rebuilding search vectors');
    await refreshSearchVectors(tx, { all: true });
    return inserted;
  });
  // VACUUM too: the bulk load leaves every product card rewritten several times (products, images, search vectors)
  // and the visibility map unset, and listing counts read the cards' index only when the map is set.
  log('Vacuuming and analyzing tables');
  await db.execute(sql`VACUUM ANALYZE`);
  return { ...counts, seconds: (Date.now() - started) / 1000 };
}
