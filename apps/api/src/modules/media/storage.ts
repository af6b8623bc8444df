import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { images } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ObjectStore } from './object-store.ts';
import { imageObjectKey } from './urls.ts';

/** Widths stored for every image (cards use 240/480, the gallery 960). */
export const IMAGE_WIDTHS = [240, 480, 960] as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

export const notAnImage = () =>
  new HttpError(415, 'Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF).');

/**
 * Decodes an upload with sharp (anything it cannot decode, and SVG, is refused with 415), then writes it as
 * WebP at each width under a generated name, without its metadata (docs/decisions/010-uploads-checked.md). The original is not kept.
 */
export async function storeImage(store: ObjectStore, input: Buffer): Promise<{ file_key: string; widths: number[] }> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  return writeWebpWidths(store, sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate());
}

/**
 * Writes one source image at every width to the object store (docs/decisions/014-object-storage.md); also used
 * by the demo catalogue for its drawn images.
 */
export async function writeWebpWidths(
  store: ObjectStore,
  source: Sharp,
  fileKey: string = randomUUID(),
  effort = 4,
): Promise<{ file_key: string; widths: number[] }> {
  const encoded: Array<{ key: string; data: Buffer }> = [];
  try {
    for (const width of IMAGE_WIDTHS) {
      const data = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort })
        .toBuffer();
      encoded.push({ key: imageObjectKey(fileKey, width), data });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notAnImage();
  }
  // Encoded first, written after: a storage failure is the store's fault (500), not a bad image (415).
  const written: string[] = [];
  try {
    for (const { key, data } of encoded) {
      // Counted before the write: a failed write may still have left part of the object behind.
      written.push(key);
      await store.put(key, data, 'image/webp');
    }
  } catch (error) {
    await store.delete(written).catch(() => {});
    throw error;
  }
  return { file_key: fileKey, widths: [...IMAGE_WIDTHS] };
}

export async function removeFiles(store: ObjectStore, fileKeys: string[]): Promise<void> {
  await store.delete(fileKeys.flatMap((key) => IMAGE_WIDTHS.map((width) => imageObjectKey(key, width))));
}

/** An uploaded photo as stored: its key, widths, and size as uploaded. */
export interface StoredPhoto {
  file_key: string;
  widths: number[];
  bytes: number;
}

/**
 * Stores each upload with storeImage (a file that is not an image is 415), then runs `use` with them (the
 * transaction that records them); if anything fails, the files written are removed again. Review and grievance
 * photos both go this way (docs/decisions/010-uploads-checked.md).
 */
export async function withStoredImages<T>(
  store: ObjectStore,
  files: Buffer[],
  use: (stored: StoredPhoto[]) => Promise<T>,
): Promise<T> {
  const stored: StoredPhoto[] = [];
  try {
    for (const file of files) stored.push({ ...(await storeImage(store, file)), bytes: file.length });
    return await use(stored);
  } catch (error) {
    await removeFiles(
      store,
      stored.map((photo) => photo.file_key),
    );
    throw error;
  }
}

/** Removes the files of deleted images that no other image row still uses (demo images are shared). */
export async function removeUnusedFiles(
  app: Pick<FastifyInstance, 'database' | 'objectStore'>,
  fileKeys: string[],
): Promise<void> {
  if (fileKeys.length === 0) return;
  const unique = [...new Set(fileKeys)];
  const stillUsed = await app.database.db
    .select({ file_key: images.file_key })
    .from(images)
    .where(inArray(images.file_key, unique));
  const used = new Set(stillUsed.map((row) => row.file_key));
  await removeFiles(
    app.objectStore,
    unique.filter((key) => !used.has(key)),
  );
}
