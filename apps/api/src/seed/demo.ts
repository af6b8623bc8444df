import type { Db, Tx } from '../db/client.ts';
import { coupons } from '../db/schema/index.ts';
import { refreshSearchVectors } from '../modules/catalogue/search-vector.ts';
import type { ObjectStore } from '../modules/media/object-store.ts';
import { renderDemoImages } from './images.ts';
import { planDemoProducts, plannedImages } from './plan.ts';
import { seedDemoReviews } from './reviews.ts';
import { seedDemoSizeCharts } from './size-charts.ts';
import { ensureTaxonomy, hasProducts, insertPlannedProducts, lockSeeding } from './write.ts';

/**
 * Fills an empty catalogue with the demo shop (docs/product/admin.md#demo-catalogue): Men, Women and Kids with the
 * header menus' subcategories, a dozen brands, about two hundred products with colour and size variations, and a
 * drawn image for every product and colour. Returns false, changing nothing, when any product exists.
 *
 * A size chart for every clothing and footwear category comes with it (docs/product/storefront.md#size-charts).
 *
 * Two demo coupons come with it (docs/product/checkout.md#coupons), so the bag's coupon can be tried at once, and
 * verified reviews by demo shoppers with the delivered orders behind them, so cards and product pages show ratings.
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
    await seedDemoCoupons(tx);
    await seedDemoSizeCharts(tx, taxonomy);
    const reviewCount = await seedDemoReviews(tx);
    return { ...inserted, reviews: reviewCount };
  });
  if (!counts) return false;
  log(
    `Demo catalogue added: ${counts.products} products, ${counts.variations} variations, ${counts.images} image rows ` +
      `(${drawn.rendered} images drawn, ${drawn.reused} reused) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return true;
}

/**
 * WELCOME10: 10% off a bag of ₹999 or more, at most ₹300, once per shopper. FLAT200: ₹200 off a bag of ₹1,999 or
 * more. Both are codes a store advertises, so both are public: shoppers see them on My Coupons
 * (docs/product/accounts.md#my-coupons). Codes that exist already are left as they are.
 */
export async function seedDemoCoupons(tx: Tx): Promise<void> {
  await tx
    .insert(coupons)
    .values([
      {
        code: 'WELCOME10',
        type: 'percent',
        amount: 10,
        max_discount: 30_000,
        min_amount: 99_900,
        per_user_uses: 1,
        is_public: true,
      },
      { code: 'FLAT200', type: 'flat', amount: 20_000, min_amount: 199_900, is_public: true },
    ])
    .onConflictDoNothing();
}
