import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokenSource } from '@/lib/api-client';
import { scriptedFetch } from '@/lib/testing/scripted-fetch';
import { useAuthStore } from '@/stores/auth';
import type * as AuthModule from '@/stores/auth';
import { IMPORT_POLL_MS, importJobQuery, importJobsQuery, startImport } from '../api/catalogue-import';
import { applyQuestion, type ImportJob, type ImportReport } from '../lib/catalogue-import';
import { CatalogueImportScreen } from './catalogue-import-screen';
import { ApplyControls } from './import-apply';
import { ImportJobPanel } from './import-job-panel';

// The screen renders as in the browser after hydration, with the owner (user 1) signed in.
vi.mock('@/hooks/use-hydrated', () => ({ useHydrated: () => true }));
vi.mock('@/stores/auth', async (original) => {
  const auth = await original<typeof AuthModule>();
  const useAuth = () => {
    const { token, user, signIn, signOut } = auth.useAuthStore.getState();
    return { token, user, checking: false, signIn, signOut, isAdmin: auth.isAdmin(user) };
  };
  return { ...auth, useAuth };
});

function signInAs(sub: string) {
  const claims = { sub, email: 'admin@store.local', name: 'Owner', role: 'admin', exp: 4102444800 };
  useAuthStore.getState().signIn(`x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`);
}

const REPORT: ImportReport = {
  create: {
    products: 50,
    variations: 98,
    images: 12,
    brands: [],
    collections: [],
    categories: ['Men / Kurta'],
    attributes: [],
    values: ['Color: Teal'],
  },
  update: {
    products: 1,
    variations: 1,
    items: [{ row: 7, product_id: 3, sku: 'TS-RED-M', name: 'Red tee', fields: ['price', 'stock'] }],
  },
  unchanged: { products: 4, variations: 9 },
  errors: [
    {
      row: 14,
      column: 'price',
      message: 'Row 14, price: "12,99" is not a price in rupees (use digits and a dot for paise, e.g. 12.99)',
    },
    { row: 14, column: 'stock', message: 'Row 14, stock: "-2" is below 0' },
    { row: 30, column: null, message: 'Row 30: SKU TS-RED-M appears twice (rows 7 and 30)' },
  ],
  error_count: 3,
  error_rows: 2,
};

function job(change: Partial<ImportJob>): ImportJob {
  return {
    id: 5,
    status: 'checked',
    file_name: 'catalogue.csv',
    images_name: 'images.zip',
    created_at: '2026-11-27T10:00:00Z',
    created_by: { id: 1, name: 'Owner' },
    rows: 300,
    done: 300,
    cancel_requested: false,
    options: { create_missing: false, skip_errors: false, deactivate_missing: false },
    error: null,
    report: REPORT,
    result: null,
    ...change,
  };
}

function render(client: QueryClient, element: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const toast = { message: null, tone: 'success' as const, show: () => {} };
const applyButton = /<button[^>]*>Apply<\/button>/;
const disabledApply = /<button[^>]*disabled=""[^>]*>Apply<\/button>/;
const urls = (fetch: ReturnType<typeof scriptedFetch>) => fetch.mock.calls.map(([url]) => url);

afterEach(() => {
  useAuthStore.getState().signOut();
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('the Import screen (docs/product/admin.md#import)', () => {
  it('keeps Apply disabled while the report has errors, until "Skip rows with errors" is ticked', () => {
    const controls = (skip: boolean, report = REPORT) =>
      renderToStaticMarkup(
        <ApplyControls
          report={report}
          choices={{ skip_errors: skip, deactivate_missing: false }}
          onChange={() => {}}
          onApply={() => {}}
        />,
      );
    const blocked = controls(false);
    expect(blocked).toMatch(disabledApply);
    expect(blocked).toContain('Skip rows with errors');
    expect(blocked).not.toMatch(/<input[^>]*checked=""/);
    const skipping = controls(true);
    expect(skipping).toMatch(applyButton);
    expect(skipping).not.toMatch(disabledApply);
    const clean = controls(false, { ...REPORT, errors: [], error_count: 0, error_rows: 0 });
    expect(clean).not.toMatch(disabledApply);
    expect(clean).not.toContain('Skip rows with errors');
    expect(applyQuestion(REPORT, { skip_errors: true, deactivate_missing: true })).toEqual([
      'Create 50 products, 98 variations and 12 images.',
      'Update 1 product and 1 variation.',
      'Add categories Men / Kurta; attribute values Color: Teal.',
      'Skip the 2 rows with errors.',
      'Deactivate every product of the store that the file does not name.',
    ]);
  });

  it('shows the report: counts, updates, and the errors as a table with their count', () => {
    const client = new QueryClient();
    client.setQueryData(importJobQuery(5).queryKey, job({}));
    const html = render(client, <ImportJobPanel id={5} toast={toast} onUploadAnother={() => {}} />);
    expect(html).toContain('3 errors in 2 rows');
    for (const header of ['Row', 'Column', 'Message', 'Changed fields']) {
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${header}</th>`));
    }
    expect(html).toContain('Row 14, price: &quot;12,99&quot; is not a price in rupees');
    expect(html).toContain('price, stock');
    expect(html).toContain('Men / Kurta');
    expect(html).toMatch(disabledApply);
  });

  it('shows the progress from the job it reads every second, and stops reading once the job has ended', async () => {
    setTokenSource(() => 'owner token');
    const fetch = scriptedFetch(
      [200, job({ status: 'applying', rows: 300, done: 120, result: null })],
      [200, job({ status: 'applying', rows: 300, done: 240 })],
      [
        200,
        job({
          status: 'done',
          done: 300,
          result: {
            created: { products: 50, variations: 98 },
            updated: { products: 1, variations: 1 },
            skipped_rows: 0,
            deactivated: 0,
            images: 12,
          },
        }),
      ],
    );
    const client = new QueryClient();
    const panel = () => render(client, <ImportJobPanel id={5} toast={toast} onUploadAnother={() => {}} />);
    const query = importJobQuery(5);
    await client.fetchQuery(query);
    expect(panel()).toMatch(
      /role="progressbar"[^>]*aria-valuemin="0" aria-valuemax="300" aria-valuenow="120" aria-valuetext="120 of 300 rows applied"/,
    );
    await client.refetchQueries({ queryKey: query.queryKey });
    expect(panel()).toContain('aria-valuenow="240"');
    expect(panel()).toContain('>Cancel</button>');
    const interval = query.refetchInterval as (q: { state: { data: ImportJob | undefined } }) => number | false;
    expect(interval({ state: { data: client.getQueryData(query.queryKey) } })).toBe(IMPORT_POLL_MS);
    await client.refetchQueries({ queryKey: query.queryKey });
    const done = panel();
    expect(done).not.toContain('role="progressbar"');
    expect(done).toContain('Created 50 products and 98 variations.');
    expect(done).toContain('href="/Product"');
    expect(done).toContain('Upload another file');
    expect(interval({ state: { data: client.getQueryData(query.queryKey) } })).toBe(false);
    expect(urls(fetch)).toEqual(Array(3).fill('/api/admin/catalogue/imports/5'));
  });

  it("shows on arrival the admin's own latest job still checking, checked or applying, else the upload form", async () => {
    signInAs('1');
    const checking = job({ id: 8, status: 'checking', rows: 0, done: 0, report: null });
    const theirs = job({ id: 11, status: 'applying', rows: 400, done: 100, created_by: { id: 2, name: 'Meera' } });
    scriptedFetch(
      [200, { items: [theirs, job({ id: 9, status: 'done' }), checking] }],
      [200, { items: [theirs, job({ id: 9, status: 'failed' })] }],
    );
    const client = new QueryClient();
    client.setQueryData(importJobQuery(8).queryKey, checking);
    await client.fetchQuery(importJobsQuery());
    const back = render(client, <CatalogueImportScreen />);
    expect(back).toContain('Checking the file');
    expect(back).toContain('Reading the file…');
    expect(back).not.toContain('Check file');
    await client.refetchQueries({ queryKey: importJobsQuery().queryKey });
    const none = render(client, <CatalogueImportScreen />);
    expect(none).toContain('>Check file</button>');
    expect(none).toContain('Meera is applying catalogue.csv now (100 of 400 rows applied).');
    expect(none).toContain('href="/?job=11"');
    expect(none).toMatch(/<label for="import-file"[^>]*>Catalogue file \(CSV\)<\/label>/);
    expect(none).toContain('Create missing brands, categories and attributes');
    expect(none).not.toMatch(/<input type="checkbox"[^>]*checked=""/);
  });

  it('uploads the CSV, the ZIP and the choice as multipart, not as JSON', async () => {
    setTokenSource(() => 'owner token');
    const fetch = scriptedFetch([202, { id: 12 }]);
    const file = new File(['name,price\n'], 'catalogue.csv', { type: 'text/csv' });
    const images = new File([new Uint8Array([80, 75, 3, 4])], 'images.zip', { type: 'application/zip' });
    await expect(startImport({ file, images, createMissing: true })).resolves.toEqual({ id: 12 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/catalogue/imports');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers.authorization).toBe('Bearer owner token');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('create_missing')).toBe('true');
    expect((form.get('file') as File).name).toBe('catalogue.csv');
    expect((form.get('images') as File).name).toBe('images.zip');
  });
});
