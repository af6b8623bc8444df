import type { Db } from '../db/client.ts';
import { refreshSearchVectors } from '../modules/catalogue/search-vector.ts';
import type { ObjectStore } from '../modules/media/object-store.ts';
import { renderDemoImages } from './images.ts';
import { planDemoProducts, plannedImages } from './plan.ts';
import { ensureTaxonomy, hasProducts, insertPlannedProducts, lockSeeding } from './write.ts';

/**
 * Fills an empty catalogue with the demo shop (docs/product/admin.md#demo-catalogue): Men, Women and Kids with the
 * header menus' subcategories, a dozen brands, about two hundred products with colour and size variations, and a
 * drawn image for every product and colour. Returns false, changing nothing, when any product exists.
 *
 * The images are drawn before the transaction (and kept, so a restart skips them); the rows go in one
 * transaction, under a lock so API processes starting together seed once.
 */
export async function seedDemoCatalogue(db: Db, store: ObjectStore, log: (message: string) => void): Promise<boolean> {
  if (await hasProducts(db)) return false;
  const started = Date.now();
  const planned = planDemoProducts();
  const drawn = await renderDemoImages(store, plannedImages(planned), log);
  const counts = await db.transaction(async (tx) => {
    await lockSeeding(tx);
    if (await hasProducts(tx)) return null;
    const taxonomy = await ensureTaxonomy(tx);
    const inserted = await insertPlannedProducts(tx, planned, taxonomy, log);
    await refreshSearchVectors(tx, { all: true });
    return inserted;
  });
  if (!counts) return false;
  log(
    `Demo catalogue added: ${counts.products} products, ${counts.variations} variations, ${counts.images} image rows ` +
      `(${drawn.rendered} images drawn, ${drawn.reused} reused) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return true;
}
