import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { images, productVariations, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { removeFiles, removeUnusedFiles, storeImage } from './storage.ts';
import { toImageView, type ImageView } from './urls.ts';
import { productTag } from '../../lib/response-cache.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** What the audit log keeps of an image's change (docs/product/staff.md#audit-log). */
const AUDITED = ['product_id', 'productvariation_id', 'file_key', 'sort_order'] as const;

/** A tag no cached response carries: a write that found nothing to change drops nothing (rather than everything). */
const NOTHING_CHANGED = 'nothing';

/** What the image services need of the app: its database, object store and cache-clearing catalogue writes. */
type ImageRow = typeof images.$inferSelect;

export type MediaContext = Pick<FastifyInstance, 'database' | 'objectStore' | 'catalogueWrite'>;

/** The gallery new images go to: a product's own, or one of its variations'. */
export interface ImageTarget {
  productId: number;
  variationId: number | null;
}

export async function productGallery(db: DbOrTx, productId: number): Promise<ImageTarget> {
  const [product] = await db
    .select({ id: products.product_id })
    .from(products)
    .where(eq(products.product_id, productId));
  if (!product) throw notFound('Product');
  return { productId: product.id, variationId: null };
}

export async function variationGallery(db: DbOrTx, variationId: number): Promise<ImageTarget> {
  const [variation] = await db
    .select({ id: productVariations.productvariation_id, product_id: productVariations.product_id })
    .from(productVariations)
    .where(eq(productVariations.productvariation_id, variationId));
  if (!variation) throw notFound('Variation');
  return { productId: variation.product_id, variationId: variation.id };
}

/**
 * Stores the uploads (docs/product/admin.md#images) and appends them to the end of the gallery, in the order
 * they came. If anything fails, the files already written are removed again.
 */
export async function saveImages(
  context: MediaContext,
  target: ImageTarget,
  files: Buffer[],
  actor: AuditActor,
): Promise<ImageView[]> {
  const store = context.objectStore;
  const stored: Array<{ file_key: string; widths: number[] }> = [];
  try {
    for (const file of files) stored.push(await storeImage(store, file));
    const rows = await context.catalogueWrite(async (tx, touch) => {
      // Images show on their product's page and cards only (docs/decisions/001-catalogue-response-cache.md#what-each-change-drops).
      touch(productTag(target.productId));
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${images.sort_order}), -1)::int` })
        .from(images)
        .where(
          and(
            eq(images.product_id, target.productId),
            target.variationId === null
              ? isNull(images.productvariation_id)
              : eq(images.productvariation_id, target.variationId),
          ),
        );
      const start = (last?.max ?? -1) + 1;
      const added = await tx
        .insert(images)
        .values(
          stored.map((file, index) => ({
            ...file,
            product_id: target.productId,
            productvariation_id: target.variationId,
            sort_order: start + index,
          })),
        )
        .returning();
      for (const row of added) {
        await recordRowChange(tx, actor, {
          entity: 'image',
          verb: 'create',
          id: row.image_id,
          after: row,
          fields: AUDITED,
        });
      }
      return added;
    });
    return rows.map(toImageView);
  } catch (error) {
    await removeFiles(
      store,
      stored.map((file) => file.file_key),
    );
    throw error;
  }
}

/**
 * Runs a write of one image row, dropping the responses that show its product (nothing when no row matched), and
 * answers the row; an unknown image is a 404.
 */
async function writeImage(
  context: MediaContext,
  change: { imageId: number; verb: 'update' | 'delete'; actor: AuditActor },
  write: (tx: Tx) => Promise<ImageRow[]>,
): Promise<ImageRow> {
  const [row] = await context.catalogueWrite(async (tx, touch) => {
    const [before] = await tx.select().from(images).where(eq(images.image_id, change.imageId)).for('update');
    const rows = await write(tx);
    if (rows[0]) {
      await recordRowChange(tx, change.actor, {
        entity: 'image',
        verb: change.verb,
        id: change.imageId,
        before,
        after: change.verb === 'delete' ? null : rows[0],
        fields: AUDITED,
      });
    }
    touch(
      rows.map((image) => productTag(image.product_id)),
      NOTHING_CHANGED,
    );
    return rows;
  });
  if (!row) throw notFound('Image');
  return row;
}

/** Moves an image in its gallery. */
export async function moveImage(
  context: MediaContext,
  imageId: number,
  sortOrder: number,
  actor: AuditActor,
): Promise<ImageView> {
  const row = await writeImage(context, { imageId, verb: 'update', actor }, (tx) =>
    tx
      .update(images)
      .set({ sort_order: sortOrder, updated_at: sql`now()` })
      .where(eq(images.image_id, imageId))
      .returning(),
  );
  return toImageView(row);
}

/** Deletes an image, and its files unless another image row still shows them (demo images are shared). */
export async function deleteImage(context: MediaContext, imageId: number, actor: AuditActor): Promise<void> {
  const row = await writeImage(context, { imageId, verb: 'delete', actor }, (tx) =>
    tx.delete(images).where(eq(images.image_id, imageId)).returning(),
  );
  await removeUnusedFiles(context, [row.file_key]);
}

/**
 * A product's own gallery (not its variations'), in gallery order; an unknown product, or an inactive one outside
 * the admin's scope, is a 404.
 */
export async function listProductImages(
  db: DbOrTx,
  productId: number,
  scope: { includeInactive: boolean },
): Promise<ImageView[]> {
  const [product] = await db
    .select({ is_active: products.is_active })
    .from(products)
    .where(eq(products.product_id, productId));
  if (!product || !(product.is_active || scope.includeInactive)) throw notFound('Product');
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.product_id, productId), isNull(images.productvariation_id)))
    .orderBy(asc(images.sort_order), asc(images.image_id));
  return rows.map(toImageView);
}
