import sharp from 'sharp';
import { bearer, type TestApp } from './app.ts';

/**
 * A multipart/form-data body with the files under one field name, as a browser's form sends it; `fields` are text
 * fields sent before them.
 */
export function multipart(
  files: Array<{ name: string; type: string; data: Buffer }>,
  field = 'files',
  fields: Record<string, string> = {},
) {
  const boundary = `----store${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...texts, ...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain PNG of one colour. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** POST /api/Product/{id}/images as the admin, with PNG files; answers the raw response. */
export async function postProductImages(t: Pick<TestApp, 'app' | 'adminToken'>, productId: number, files: Buffer[]) {
  const body = multipart(files.map((data, index) => ({ name: `${index}.png`, type: 'image/png', data })));
  return t.app.inject({
    method: 'POST',
    url: `/api/Product/${productId}/images`,
    ...body,
    headers: { ...body.headers, ...bearer(await t.adminToken()) },
  });
}
