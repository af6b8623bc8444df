import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { localObjectStore, type ObjectStore } from '../modules/media/object-store.ts';
import { IMAGE_WIDTHS, writeWebpWidths } from '../modules/media/storage.ts';
import { imageObjectKey } from '../modules/media/urls.ts';
import {
  type Backdrop,
  backdropOf,
  backdropSvg,
  type Design,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  itemSvg,
  type View,
} from './illustrations/draw.ts';
import type { ColourName } from './illustrations/paint.ts';

/** One drawn image: an item kind in a colour, front or detail view. Products of that kind share it. */
export interface DemoImage {
  design: Design;
  colour: ColourName;
  view: View;
}

export const demoImageKey = (image: DemoImage) =>
  `demo-${image.design}-${image.colour.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${image.view}`;

const RAW = { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 4 } as const;
const SHADOW_OFFSET = 16;
const SHADOW_OPACITY = 0.22;
const SHADOW_RGB = [59, 50, 38] as const;

/**
 * A soft drop shadow cast by the item's own outline, blurred at quarter size: the same look as an SVG
 * feDropShadow at a fraction of librsvg's cost, which would otherwise double the rendering time.
 */
async function dropShadow(item: Buffer): Promise<Buffer> {
  const mask = await sharp(item, { raw: RAW })
    .extractChannel(3)
    .resize(IMAGE_WIDTH / 4, IMAGE_HEIGHT / 4)
    .blur(4)
    .resize(IMAGE_WIDTH, IMAGE_HEIGHT)
    .raw()
    .toBuffer();
  const shadow = Buffer.alloc(IMAGE_WIDTH * IMAGE_HEIGHT * 4);
  const shift = SHADOW_OFFSET * IMAGE_WIDTH;
  for (let i = shift; i < IMAGE_WIDTH * IMAGE_HEIGHT; i++) {
    const o = i * 4;
    shadow[o] = SHADOW_RGB[0];
    shadow[o + 1] = SHADOW_RGB[1];
    shadow[o + 2] = SHADOW_RGB[2];
    shadow[o + 3] = Math.round((mask[i - shift] ?? 0) * SHADOW_OPACITY);
  }
  return shadow;
}

async function renderImage(svg: string, backdrop: Buffer): Promise<Sharp> {
  const item = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const shadow = await dropShadow(item);
  const composed = await sharp(backdrop, { raw: RAW })
    .composite([
      { input: shadow, raw: RAW },
      { input: item, raw: RAW },
    ])
    .raw()
    .toBuffer();
  return sharp(composed, { raw: RAW }).removeAlpha();
}

/**
 * Drawn files are also kept in a machine-wide cache named by a hash of what was drawn, so a fresh data folder
 * (an end-to-end run, a benchmark, a new clone) copies them instead of drawing again; a changed drawing gets
 * a new hash.
 */
const CACHE_DIR = path.join(tmpdir(), 'store-demo-images');
const RENDERING = `v1 ${SHADOW_OFFSET} ${SHADOW_OPACITY} ${SHADOW_RGB.join(',')} ${IMAGE_WIDTH}x${IMAGE_HEIGHT}`;

/** The demo images are flat drawings: a lower WebP effort halves encoding time with no visible difference. */
const WEBP_EFFORT = 2;

const LARGEST = Math.max(...IMAGE_WIDTHS);

const exists = (dir: string, key: string) => existsSync(path.join(dir, imageObjectKey(key, LARGEST)));

/** The store's objects of a demo image are written largest width last, so the largest present means all are. */
const stored = (store: ObjectStore, key: string) => store.exists(imageObjectKey(key, LARGEST));

/**
 * Draws every image not already in the object store (so a restart or a re-seed reuses the files), a few at a
 * time: librsvg and the WebP encoder each use one core per image.
 */
export async function renderDemoImages(
  store: ObjectStore,
  images: DemoImage[],
  log: (message: string) => void,
  concurrency = 4,
): Promise<{ rendered: number; reused: number }> {
  const unique = new Map(images.map((image) => [demoImageKey(image), image]));
  const present = await mapLimited([...unique.keys()], 16, (key) => stored(store, key));
  const missing = [...unique].filter((_, index) => !present[index]);
  if (missing.length === 0) return { rendered: 0, reused: unique.size };
  await mkdir(CACHE_DIR, { recursive: true });
  const backdrops = new Map<Backdrop, Promise<Buffer>>();
  const backdropFor = (kind: Backdrop) => {
    let raster = backdrops.get(kind);
    if (!raster) {
      raster = sharp(Buffer.from(backdropSvg(kind)))
        .ensureAlpha()
        .raw()
        .toBuffer();
      backdrops.set(kind, raster);
    }
    return raster;
  };
  const started = Date.now();
  let rendered = 0;
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [key, image] = missing[next++]!;
      const svg = itemSvg(image.design, image.colour, image.view);
      const backdrop = backdropOf(image.design);
      const cacheKey = `${key}-${createHash('sha1')
        .update(`${RENDERING}\n${backdropSvg(backdrop)}\n${svg}`)
        .digest('hex')
        .slice(0, 12)}`;
      if (!exists(CACHE_DIR, cacheKey)) {
        if (rendered++ === 0) log(`Drawing demo images (${missing.length} needed; later runs reuse them)`);
        // Written aside and moved in, largest width last, so another process never copies a half-written file.
        const scratch = path.join(CACHE_DIR, `.drawing-${process.pid}`);
        await writeWebpWidths(
          localObjectStore(scratch),
          await renderImage(svg, await backdropFor(backdrop)),
          cacheKey,
          WEBP_EFFORT,
        );
        for (const width of IMAGE_WIDTHS) {
          await rename(
            path.join(scratch, imageObjectKey(cacheKey, width)),
            path.join(CACHE_DIR, imageObjectKey(cacheKey, width)),
          );
        }
      }
      for (const width of IMAGE_WIDTHS) {
        const data = await readFile(path.join(CACHE_DIR, imageObjectKey(cacheKey, width)));
        await store.put(imageObjectKey(key, width), data, 'image/webp');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  await rm(path.join(CACHE_DIR, `.drawing-${process.pid}`), { recursive: true, force: true });
  if (rendered > 0) log(`Drew ${rendered} demo images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { rendered, reused: unique.size - rendered };
}

/** `work` over `items`, at most `limit` at a time, answers in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
