import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { startLocalS3, type LocalS3 } from '../../../test/s3.ts';
import { png, postProductImages } from '../../../test/uploads.ts';

// A file of its own: image URLs follow the process's configuration (urls.ts), and this app's differs.
let s3: LocalS3;
let t: TestApp;
let publicUrl: string;

beforeAll(async () => {
  s3 = await startLocalS3('public-media');
  publicUrl = `${s3.endpoint}/${s3.bucket}`;
  t = await buildTestApp({ ...s3.env, S3_PUBLIC_URL: `${publicUrl}/` });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('S3_PUBLIC_URL (docs/decisions/014-object-storage.md)', () => {
  it('points image URLs in product answers straight at the bucket, which serves the bytes', async () => {
    const factory = new CatalogueFactory(t.app, await t.adminToken());
    const catalogue = await smallCatalogue(factory);
    const productId = catalogue.products.crewTee.product_id;
    const response = await postProductImages(t, productId, [await png(800, 1000)]);
    expect(response.statusCode, response.body).toBe(201);
    const [image] = response.json() as Array<{ image_url: string }>;
    const pattern = new RegExp(`^${publicUrl.replace(/[.]/g, '\\.')}/([0-9a-f-]{36})-960\\.webp$`);
    expect(image!.image_url).toMatch(pattern);
    const key = pattern.exec(image!.image_url)![1]!;

    const detail = (await t.app.inject(`/api/Product/${productId}`)).json();
    expect(detail.images.map((shown: { image_url: string }) => shown.image_url)).toEqual([image!.image_url]);
    const listing = (await t.app.inject('/api/product?CategoryName=T-Shirt&ParentCategory=Men')).json();
    const card = listing.items.find((item: { product_id: number }) => item.product_id === productId);
    expect(card.images[0].image_url).toBe(image!.image_url);

    // The URL works as a browser would use it: a plain GET to the bucket.
    const fetched = await fetch(image!.image_url);
    expect(fetched.status).toBe(200);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.equals((await s3.object(`${key}-960.webp`)).data)).toBe(true);

    // The web app's pages may show images from there.
    const page = await t.app.inject('/api/health');
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
  });
});
