import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { startLocalS3, type LocalS3 } from '../../../test/s3.ts';
import { multipart, png, postProductImages } from '../../../test/uploads.ts';
import { renderDemoImages } from '../../seed/images.ts';

interface ImageAnswer {
  image_id: number;
  image_url: string;
  widths: number[];
}

let s3: LocalS3;
let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await buildTestApp(s3.env);
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const localFiles = () => (existsSync(t.config.mediaDir) ? readdirSync(t.config.mediaDir) : []);

async function upload(productId: number, files: Buffer[]): Promise<ImageAnswer[]> {
  const response = await postProductImages(t, productId, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ImageAnswer[];
}

const keyOf = (image: ImageAnswer) => /\/([0-9a-f-]{36})-960\.webp$/.exec(image.image_url)![1]!;
const objectsOf = (key: string) => [240, 480, 960].map((width) => `${key}-${width}.webp`);

describe('images in S3-compatible object storage (docs/decisions/014-object-storage.md)', () => {
  it('writes every width of an upload to the bucket, none to the local folder, and serves them from the bucket', async () => {
    const productId = catalogue.products.crewTee.product_id;
    const [image] = await upload(productId, [await png(1200, 1600)]);
    expect(image!.image_url).toMatch(/^\/api\/images\/[0-9a-f-]{36}-960\.webp$/);
    const key = keyOf(image!);
    expect(await s3.keys()).toEqual(objectsOf(key).sort());
    expect(localFiles()).toEqual([]);

    for (const width of [240, 480, 960]) {
      const stored = await s3.object(`${key}-${width}.webp`);
      expect(stored.contentType).toBe('image/webp');
      const served = await t.app.inject(`/api/images/${key}-${width}.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // The bytes the store serves are the bucket's, and they are the right width of WebP.
      expect(served.rawPayload.equals(stored.data)).toBe(true);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
    }

    const first = await t.app.inject(image!.image_url);
    const again = await t.app.inject({ url: image!.image_url, headers: { 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const detail = (await t.app.inject(`/api/Product/${productId}`)).json();
    expect(detail.images.map((shown: ImageAnswer) => shown.image_url)).toEqual([image!.image_url]);
  });

  it('answers 404 for an image the bucket does not have, or a name the store never gives', async () => {
    for (const url of ['/api/images/00000000-0000-0000-0000-000000000000-960.webp', '/api/images/notes.txt']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('No such image.');
    }
  });

  it('removes the objects of a deleted image, and of a deleted product', async () => {
    const headers = bearer(await t.adminToken());
    const [image] = await upload(catalogue.products.linen.product_id, [await png(400, 400)]);
    const key = keyOf(image!);
    expect(await s3.keys()).toEqual(expect.arrayContaining(objectsOf(key)));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/Image/${image!.image_id}`, headers });
    expect(deleted.statusCode).toBe(204);
    const left = await s3.keys();
    expect(left.filter((name) => name.startsWith(key))).toEqual([]);
    expect((await t.app.inject(image!.image_url)).statusCode).toBe(404);

    const product = await factory.product({
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
    });
    const [shown] = await upload(product.product_id, [await png(300, 400)]);
    expect(await s3.keys()).toEqual(expect.arrayContaining(objectsOf(keyOf(shown!))));
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/Product/${product.product_id}`, headers });
    expect(gone.statusCode).toBe(204);
    expect((await s3.keys()).filter((name) => name.startsWith(keyOf(shown!)))).toEqual([]);
    // Objects of images that were not deleted stay.
    expect((await s3.keys()).length).toBe(left.length);
  });

  it('refuses a non-image with 415 and leaves nothing in the bucket', async () => {
    const before = await s3.keys();
    const body = multipart([{ name: 'evil.html', type: 'image/png', data: Buffer.from('<html></html>') }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Product/${catalogue.products.linen.product_id}/images`,
      ...body,
      headers: { ...body.headers, ...bearer(await t.adminToken()) },
    });
    expect(response.statusCode).toBe(415);
    expect(await s3.keys()).toEqual(before);
  });

  it('seeds demo images into the bucket, and reuses them on the next run', async () => {
    const demo = [{ design: 'belt', colour: 'Black', view: 'front' }] as const;
    expect(await s3.keys()).not.toContain('demo-belt-black-front-960.webp');
    // Drawn, or copied from the machine's drawing cache: either way it lands in the bucket.
    await renderDemoImages(t.app.objectStore, [...demo], () => {});
    const stored = await s3.keys();
    expect(stored).toEqual(expect.arrayContaining(objectsOf('demo-belt-black-front')));
    expect((await sharp((await s3.object('demo-belt-black-front-480.webp')).data).metadata()).width).toBe(480);
    const second = await renderDemoImages(t.app.objectStore, [...demo], () => {});
    expect(second).toEqual({ rendered: 0, reused: 1 });
    expect(await s3.keys()).toEqual(stored);
    expect(localFiles()).toEqual([]);
  });
});

describe('an object store that fails', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await buildTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
  });
  afterAll(() => broken?.close());

  it('answers 500, not "not an image", and adds no image row', async () => {
    const admin = new CatalogueFactory(broken.app, await broken.adminToken());
    const small = await smallCatalogue(admin);
    const productId = small.products.crewTee.product_id;
    const response = await postProductImages(broken, productId, [await png(200, 200)]);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).not.toMatch(/Only image files/);
    expect((await broken.app.inject(`/api/Product/${productId}`)).json().images).toEqual([]);
  });
});
