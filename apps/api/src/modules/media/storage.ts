import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { images } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

/** Widths stored for every image (cards use 240/480, the gallery 960). */
export const IMAGE_WIDTHS = [240, 480, 960] as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

export const notAnImage = () =>
  new HttpError(415, 'Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF).');

/**
 * Decodes an upload with sharp (anything it cannot decode, and SVG, is refused with 415), then writes it as
 * WebP at each width under a generated name, without its metadata (docs/decisions/010-uploads-checked.md). The original is not kept.
 */
export async function storeImage(mediaDir: string, input: Buffer): Promise<{ file_key: string; widths: number[] }> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  return writeWebpWidths(mediaDir, sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate());
}

/** Writes one source image at every width; also used by the demo catalogue for its drawn images. */
export async function writeWebpWidths(
  mediaDir: string,
  source: Sharp,
  fileKey: string = randomUUID(),
  effort = 4,
): Promise<{ file_key: string; widths: number[] }> {
  await mkdir(mediaDir, { recursive: true });
  const written: string[] = [];
  try {
    for (const width of IMAGE_WIDTHS) {
      const data = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort })
        .toBuffer();
      const file = path.join(mediaDir, `${fileKey}-${width}.webp`);
      await writeFile(file, data);
      written.push(file);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    if (error instanceof HttpError) throw error;
    throw notAnImage();
  }
  return { file_key: fileKey, widths: [...IMAGE_WIDTHS] };
}

export async function removeFiles(mediaDir: string, fileKeys: string[]): Promise<void> {
  await Promise.all(
    fileKeys.flatMap((key) =>
      IMAGE_WIDTHS.map((width) => rm(path.join(mediaDir, `${key}-${width}.webp`), { force: true })),
    ),
  );
}

/** Removes the files of deleted images that no other image row still uses (demo images are shared). */
export async function removeUnusedFiles(
  app: Pick<FastifyInstance, 'database' | 'config'>,
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
    app.config.mediaDir,
    unique.filter((key) => !used.has(key)),
  );
}
