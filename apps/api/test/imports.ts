import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import type { FastifyInstance } from 'fastify';
import type { JobView } from '../src/modules/catalogue/import/jobs.ts';
import { LEADING_COLUMNS, TRAILING_COLUMNS } from '@store/shared/catalogue-file';
import { bearer, type TestApp } from './app.ts';

// Catalogue imports in the API tests (docs/product/catalogue-import.md#import): files made here, uploaded through
// the route, the job worked at once by the app's import worker.

type App = Pick<TestApp, 'app'>;

/** A multipart body of fields and files, as a browser's form sends it. */
export function formData(parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((part) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadOptions {
  zip?: Buffer;
  createMissing?: boolean;
  fileName?: string;
}

/** POST /api/admin/catalogue/imports: the raw answer. */
export function upload(t: App, token: string, csv: string | Buffer, options: UploadOptions = {}) {
  const parts: Parameters<typeof formData>[0] = [
    { name: 'file', value: csv, filename: options.fileName ?? 'catalogue.csv', type: 'text/csv' },
  ];
  if (options.zip) parts.push({ name: 'images', value: options.zip, filename: 'images.zip', type: 'application/zip' });
  if (options.createMissing !== undefined) parts.push({ name: 'create_missing', value: String(options.createMissing) });
  const body = formData(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/imports',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

export async function jobOf(app: FastifyInstance, token: string, id: number): Promise<JobView> {
  const response = await app.inject({ url: `/api/admin/catalogue/imports/${id}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`GET import ${id}: ${response.body}`);
  return response.json() as JobView;
}

/** Lets the app's worker run until the import is no longer checking or applying; answers the job. */
export async function settle(app: FastifyInstance, token: string, id: number): Promise<JobView> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await app.catalogueImports.work();
    const job = await jobOf(app, token, id);
    if (job.status !== 'checking' && job.status !== 'applying') return job;
  }
  throw new Error(`import ${id} did not settle`);
}

/** Uploads the file and answers the job once its dry run ended. */
export async function checked(t: App, token: string, csv: string | Buffer, options: UploadOptions = {}) {
  const response = await upload(t, token, csv, options);
  if (response.statusCode !== 202) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return settle(t.app, token, (response.json() as { id: number }).id);
}

export function apply(t: App, token: string, id: number, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/imports/${id}/apply`,
    payload: body,
    headers: bearer(token),
  });
}

/** Applies a checked import and answers the job once it ended. */
export async function applied(t: App, token: string, id: number, body: Record<string, unknown> = {}) {
  const response = await apply(t, token, id, body);
  if (response.statusCode !== 202) throw new Error(`apply: ${response.statusCode} ${response.body}`);
  return settle(t.app, token, id);
}

/** The catalogue as the export writes it. */
export async function exportedCsv(t: App, token: string): Promise<string> {
  const response = await t.app.inject({ url: '/api/admin/catalogue.csv', headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`export: ${response.body}`);
  return response.body;
}

export type CsvRecord = Partial<Record<string, string>>;

/** A CSV of the format's columns (and `attributes` columns) with the given rows; empty cells where a row says nothing. */
export function csvOf(rows: CsvRecord[], attributes: string[] = []): string {
  const header = [...LEADING_COLUMNS, ...attributes.map((name) => `attribute:${name}`), ...TRAILING_COLUMNS];
  return stringify([header, ...rows.map((row) => header.map((column) => row[column] ?? ''))], {
    record_delimiter: 'windows',
  });
}

/** A row of a new product's variation, with what a valid row needs. */
export const newRow = (overrides: CsvRecord = {}): CsvRecord => ({
  name: 'Import Tee',
  description: 'A tee from a file.',
  brand: 'Urban Loom',
  collection: 'Men',
  category: 'T-Shirt',
  is_active: 'true',
  country_of_origin: 'India',
  price: '799.00',
  discount_price: '699.00',
  stock: '5',
  ...overrides,
});

/** A ZIP of the given entries (name → bytes), as yazl writes it. */
export function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
