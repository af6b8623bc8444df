import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { multipart } from '../../../test/uploads.ts';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let factory: CatalogueFactory;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_FILE_MB: '0.5' });
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
});
afterAll(() => t.close());

describe('image uploads', () => {
  it('re-encodes product images to WebP at 240, 480 and 960 px without metadata, served with long cache', async () => {
    const productId = catalogue.products.crewTee.product_id;
    const front = await png(1200, 1600);
    // The upload really carries EXIF (who took it), so its absence below is the server's doing.
    const uploaded = await sharp(front).metadata();
    expect(uploaded.exif).toBeInstanceOf(Buffer);
    expect(uploaded.exif!.includes('secret-camera-owner')).toBe(true);
    const body = multipart([
      { name: 'front.png', type: 'image/png', data: front },
      { name: 'back.png', type: 'image/png', data: await png(600, 800) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Product/${productId}/images`,
      ...body,
      headers: { ...body.headers, ...bearer(await t.adminToken()) },
    });
    expect(response.statusCode, response.body).toBe(201);
    const images = response.json() as Array<{
      image_id: number;
      image_url: string;
      sort_order: number;
      widths: number[];
    }>;
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.sort_order)).toEqual([0, 1]);
    expect(images[0]!.image_url).toMatch(/^\/api\/images\/[0-9a-f-]{36}-960\.webp$/);
    expect(images[0]!.widths).toEqual([240, 480, 960]);

    for (const width of [240, 480, 960]) {
      const served = await t.app.inject(images[0]!.image_url.replace('-960.webp', `-${width}.webp`));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
    }
    // The original upload is not kept anywhere.
    expect(readdirSync(t.config.mediaDir).every((file) => file.endsWith('.webp'))).toBe(true);

    const detail = (await t.app.inject(`/api/Product/${productId}`)).json();
    expect(detail.images.map((image: { image_id: number }) => image.image_id)).toEqual(
      images.map((image) => image.image_id),
    );
    const listing = (await t.app.inject('/api/product?CategoryName=T-Shirt&ParentCategory=Men')).json();
    expect(listing.items[0].images).toHaveLength(2);
  });

  it('uploads variation images, reorders and deletes images', async () => {
    const headers = bearer(await t.adminToken());
    const variation = await factory.variation(catalogue.products.oxford.product_id, { sku: 'OXF-IMG' });
    const body = multipart([{ name: 'v.png', type: 'image/png', data: await png(500, 500) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/ProductVariation/${variation.productvariation_id}/images`,
      ...body,
      headers: { ...body.headers, ...headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [image] = response.json() as Array<{ image_id: number; image_url: string }>;
    const detail = (await t.app.inject(`/api/ProductVariation/${variation.productvariation_id}/detail`)).json();
    expect(detail.images).toHaveLength(1);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/Image/${image!.image_id}`,
      headers,
      payload: { sort_order: 5 },
    });
    expect(moved.json()).toMatchObject({ image_id: image!.image_id, sort_order: 5 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Image/${image!.image_id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject(image!.image_url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Image/${image!.image_id}`, headers })).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not an image with 415, keeping nothing', async () => {
    const before = readdirSync(t.config.mediaDir).length;
    for (const file of [
      { name: 'evil.html', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') },
      {
        name: 'x.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      },
    ]) {
      const body = multipart([file]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/Product/${catalogue.products.linen.product_id}/images`,
        ...body,
        headers: { ...body.headers, ...bearer(await t.adminToken()) },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/Only image files/);
    }
    expect(readdirSync(t.config.mediaDir).length).toBe(before);
  });

  it('refuses files over the size limit and more than 10 files with 413', async () => {
    const headers = bearer(await t.adminToken());
    const big = multipart([{ name: 'big.png', type: 'image/png', data: Buffer.alloc(600 * 1024, 1) }]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `/api/Product/${catalogue.products.linen.product_id}/images`,
      ...big,
      headers: { ...big.headers, ...headers },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('An image is too large: each file may be at most 0.5 MB.');
    const small = await png(10, 10);
    const many = multipart(
      Array.from({ length: 11 }, (_, index) => ({ name: `${index}.png`, type: 'image/png', data: small })),
    );
    const tooMany = await t.app.inject({
      method: 'POST',
      url: `/api/Product/${catalogue.products.linen.product_id}/images`,
      ...many,
      headers: { ...many.headers, ...headers },
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('Too many files: upload at most 10 images at a time.');
    const detail = (await t.app.inject(`/api/Product/${catalogue.products.linen.product_id}`)).json();
    expect(detail.images).toEqual([]);
  });

  it('needs the admin, a product that exists and at least one file', async () => {
    const body = multipart([{ name: 'a.png', type: 'image/png', data: await png(10, 10) }]);
    const url = `/api/Product/${catalogue.products.linen.product_id}/images`;
    expect((await t.app.inject({ method: 'POST', url, ...body })).statusCode).toBe(401);
    const shopper = await t.shopperToken();
    expect(
      (await t.app.inject({ method: 'POST', url, ...body, headers: { ...body.headers, ...bearer(shopper) } }))
        .statusCode,
    ).toBe(403);
    const admin = bearer(await t.adminToken());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Product/99999/images',
          ...body,
          headers: { ...body.headers, ...admin },
        })
      ).statusCode,
    ).toBe(404);
    const wrongField = multipart([{ name: 'a.png', type: 'image/png', data: await png(10, 10) }], 'photo');
    const empty = await t.app.inject({
      method: 'POST',
      url,
      ...wrongField,
      headers: { ...wrongField.headers, ...admin },
    });
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url, payload: { files: [] }, headers: admin });
    expect(json.statusCode).toBe(400);
  });

  it('removes image files when their product is deleted', async () => {
    const headers = bearer(await t.adminToken());
    const product = await factory.product({
      category_id: catalogue.menTees.category_id,
      brand_id: catalogue.loom.brand_id,
    });
    const body = multipart([{ name: 'a.png', type: 'image/png', data: await png(300, 400) }]);
    const [image] = (
      await t.app.inject({
        method: 'POST',
        url: `/api/Product/${product.product_id}/images`,
        ...body,
        headers: { ...body.headers, ...headers },
      })
    ).json() as Array<{ image_url: string }>;
    const file = `${t.config.mediaDir}/${image!.image_url.split('/').pop()}`;
    expect(existsSync(file)).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/Product/${product.product_id}`, headers })).statusCode,
    ).toBe(204);
    expect(existsSync(file)).toBe(false);
  });
});
