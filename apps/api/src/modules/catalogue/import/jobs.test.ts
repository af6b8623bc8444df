import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, withOtherApp, type TestApp } from '../../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../../test/factories.ts';
import {
  applied,
  apply,
  checked,
  csvOf,
  exportedCsv,
  jobOf,
  newRow,
  settle,
  upload,
  zipOf,
} from '../../../../test/imports.ts';
import { staffToken } from '../../../../test/staff.ts';
import { png } from '../../../../test/uploads.ts';
import { queryRows } from '../../../db/client.ts';
import { applyPlan, BATCH_ROWS, Stopped } from './apply.ts';
import { claimJob, startApply } from './jobs.ts';
import { openStoredZip, readAndPlan } from './read.ts';

// The import as a job (docs/product/catalogue-import.md#resume): who may import, one apply at a time, cancel,
// a job continued by another process after its holder stopped, the upload's limits.

let t: TestApp;
let token: string;

const counts = async () =>
  (
    await queryRows<{ products: number; variations: number; imports: number; files: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM product_variations) AS variations,
            (SELECT count(*)::int FROM catalogue_imports) AS imports,
            (SELECT count(*)::int FROM catalogue_import_files) AS files`,
    )
  )[0]!;

/** Marks a checked import as another process's apply in progress (its lease held for an hour). */
const heldElsewhere = (id: number) =>
  t.database.db.execute(sql`UPDATE catalogue_imports SET status = 'applying', lease_owner = 'another-process',
      lease_until = now() + interval '1 hour' WHERE id = ${id}`);
/** That process stopped: its lease lapsed. */
const lapse = (id: number) =>
  t.database.db.execute(sql`UPDATE catalogue_imports SET lease_until = now() - interval '1 second' WHERE id = ${id}`);

beforeAll(async () => {
  t = await buildTestApp({
    IMPORT_ROWS_PER_SECOND: '0',
    IMPORT_MAX_BYTES: String(200_000),
    IMPORT_MAX_ZIP_BYTES: String(60_000),
    IMPORT_MAX_IMAGES: '3',
  });
  token = await t.adminToken();
  await smallCatalogue(new CatalogueFactory(t.app, token));
}, 120_000);
afterAll(() => t?.close());

describe('who may import', () => {
  it('refuses shoppers and the fulfilment role (403) and lets the catalogue role import', async () => {
    const before = await counts();
    const file = csvOf([newRow({ name: 'Role Tee', sku: 'ROLE-1' })]);
    for (const refused of [await t.shopperToken(), await staffToken(t, 'fulfilment')]) {
      expect((await upload(t, refused, file)).statusCode).toBe(403);
      const list = await t.app.inject({ url: '/api/admin/catalogue/imports', headers: bearer(refused) });
      expect(list.statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);

    const catalogue = await staffToken(t, 'catalogue');
    const job = await checked(t, catalogue, file);
    expect(job.created_by).toEqual({ id: expect.any(Number), name: 'Meera Iyer' });
    const shopper = await t.shopperToken();
    expect((await apply(t, shopper, job.id)).statusCode).toBe(403);
    expect((await counts()).products).toBe(before.products);
    const done = await applied(t, catalogue, job.id);
    expect(done.result!.created.products).toBe(1);
    const list = await t.app.inject({ url: '/api/admin/catalogue/imports', headers: bearer(catalogue) });
    expect(list.json().items[0]).toMatchObject({ id: job.id, status: 'done' });
  });
});

describe('one apply at a time, and cancel', () => {
  it('answers 409 with the running import to a second apply, and cancels the running one after its batch', async () => {
    const first = await checked(t, token, csvOf([newRow({ name: 'First Tee', sku: 'FIRST-1' })]));
    const second = await checked(t, token, csvOf([newRow({ name: 'Second Tee', sku: 'SECOND-1' })]));
    await heldElsewhere(first.id);
    const refused = await apply(t, token, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      running: first.id,
      message: `Import ${first.id} is being applied; wait for it to finish or cancel it.`,
    });
    // The database holds it too, whatever the code checks first.
    await expect(
      t.database.db.execute(sql`UPDATE catalogue_imports SET status = 'applying' WHERE id = ${second.id}`),
    ).rejects.toThrow();

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/imports/${first.id}/cancel`,
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'applying', cancel_requested: true });
    await lapse(first.id);
    const cancelled = await settle(t.app, token, first.id);
    expect(cancelled.status).toBe('cancelled');
    expect((await queryRows(t.database.db, sql`SELECT 1 FROM products WHERE sku = 'FIRST-1'`)).length).toBe(0);

    // A checked import is cancelled at once; an ended one cannot be.
    const now = await t.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/imports/${second.id}/cancel`,
      headers: bearer(token),
    });
    expect(now.json().status).toBe('cancelled');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/imports/${second.id}/cancel`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    expect((await apply(t, token, second.id)).statusCode).toBe(409);
  });
});

describe('an apply interrupted by a stop', () => {
  it('is continued from its cursor by a new process and ends as an uninterrupted one would', async () => {
    const rows = Array.from({ length: BATCH_ROWS + 40 }, (_, index) =>
      newRow({
        name: `Resume ${Math.floor(index / 2)}`,
        sku: `RES-${index}`,
        color: 'Red',
        size: index % 2 ? 'L' : 'M',
      }),
    );
    const file = csvOf(rows);
    const job = await checked(t, token, file, { createMissing: true });
    expect(job.report!.create).toMatchObject({ products: (BATCH_ROWS + 40) / 2, variations: BATCH_ROWS + 40 });

    // A process starts the apply and stops after its first batch, its lease left behind.
    await startApply(
      t.database.db,
      job.id,
      { skip_errors: false, deactivate_missing: false },
      {
        user_id: null,
        role: 'admin',
        ip: null,
        request_id: null,
      },
    );
    const claimed = (await claimJob(t.database.db, 'stopped-process'))!;
    expect(claimed.id).toBe(job.id);
    const zip = await openStoredZip(t.app, claimed);
    const read = (await readAndPlan(t.app, claimed, zip, async () => true))!;
    let batches = 0;
    await expect(applyPlan(t.app, claimed, 'stopped-process', read, zip, () => batches++ > 0)).rejects.toBeInstanceOf(
      Stopped,
    );
    const halfway = await jobOf(t.app, token, job.id);
    expect(halfway.status).toBe('applying');
    expect(halfway.done).toBeGreaterThan(0);
    expect(halfway.done).toBeLessThan(BATCH_ROWS + 40);
    await lapse(job.id);

    // A new process on the same database takes it over.
    await withOtherApp(t, (other) => other.catalogueImports.work());
    const done = await settle(t.app, token, job.id);
    expect(done.status).toBe('done');
    expect(done.done).toBe(BATCH_ROWS + 40);
    expect(done.result).toEqual({
      created: { products: (BATCH_ROWS + 40) / 2, variations: BATCH_ROWS + 40 },
      updated: { products: 0, variations: 0 },
      skipped_rows: 0,
      deactivated: 0,
      images: 0,
    });
    const made = await queryRows<{ n: number; products: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT product_id)::int AS products FROM product_variations WHERE sku LIKE 'RES-%'`,
    );
    expect(made[0]).toEqual({ n: BATCH_ROWS + 40, products: (BATCH_ROWS + 40) / 2 });
    // And the store now is the file: read back, nothing to change.
    const again = await checked(t, token, file);
    expect(again.report!.unchanged).toEqual({ products: (BATCH_ROWS + 40) / 2, variations: BATCH_ROWS + 40 });
    expect((await exportedCsv(t, token)).match(/RES-/g)).toHaveLength(BATCH_ROWS + 40);
  });
});

describe('the upload', () => {
  it('refuses a ZIP whose entry path escapes its folder (400) and keeps nothing of it', async () => {
    const before = await counts();
    for (const bad of ['../x.png', '/etc/x.png']) {
      // yazl writes only safe names: the entry's name is swapped for one of the same length afterwards.
      const safe = bad.replace(/[./]/g, 'a');
      const zip = await zipOf({ [safe]: await png(10, 10) });
      const evil = Buffer.from(zip.toString('latin1').split(safe).join(bad), 'latin1');
      const response = await upload(t, token, csvOf([newRow({ sku: 'Z-1', product_images: 'x.png' })]), { zip: evil });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`The ZIP entry "${bad}" points outside its folder; such ZIPs are refused.`);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 413 with a sentence past IMPORT_MAX_BYTES, IMPORT_MAX_ZIP_BYTES and the ZIP entry limit', async () => {
    const big = csvOf(
      Array.from({ length: 3000 }, (_, index) => newRow({ name: `Big ${index}`, sku: `BIG-${index}` })),
    );
    const tooBig = await upload(t, token, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(
      'The CSV file is too large: it may be at most 0.2 MB. Split it into smaller files.',
    );

    const file = csvOf([newRow({ sku: 'Z-2' })]);
    const noise = randomBytes(70_000);
    const bigZip = await upload(t, token, file, { zip: await zipOf({ 'a.png': noise }) });
    expect(bigZip.statusCode).toBe(413);
    expect(bigZip.json().message).toMatch(/^The images ZIP is too large: it may be at most 0.1 MB/);

    const many = await zipOf(
      Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [`${name}.png`, Buffer.from(name)])),
    );
    const tooMany = await upload(t, token, file, { zip: many });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('The ZIP has more than 3 entries: split it into smaller ZIPs.');
  });

  it('answers 400 without a CSV', async () => {
    // Without a file name the part is a plain field, not a file.
    const response = await upload(t, token, 'name,brand', { fileName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose the CSV file to import (field file).');
  });
});
