import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { LEADING_COLUMNS, TRAILING_COLUMNS } from '@store/shared/catalogue-file';
import { formatRupees } from '@store/shared/money';
import type { ProductPage } from '@store/shared/schemas/catalogue';
import { productPath } from '../packages/shared/src/slug.ts';
import { dialog, runTag, solidPng, storedZip } from './admin-support';
import { ADMIN, expect, signInByStorage, test, tokenFor } from './fixtures';

/*
 * The catalogue import (docs/product/admin.md#import, docs/product/catalogue-import.md): a catalogue member uploads a
 * 50-product file with a ZIP of images, reads the check's one error, fixes the file, applies it while the progress bar
 * moves, and a shopper finds an imported product with its price and image. Phone and desktop run side by side on one
 * store, each as its own member with its own products (so each comes back only to its own import).
 */

const PASSWORD = 'staff-pass-1';
const HEADER: string[] = [...LEADING_COLUMNS, ...TRAILING_COLUMNS];
const COLOURS = ['Navy', 'Olive'];
const SIZES = ['L', 'XL', 'XXL'];
const PRODUCTS = 50;

interface Planned {
  name: string;
  price: number;
  image: string | null;
}

/** Product `index` of the file: 1 to 3 variations, an image in the ZIP for every fifth. */
function planned(tag: string, index: number): Planned {
  return {
    name: `Import Tee ${tag} ${String(index).padStart(2, '0')}`,
    price: 499 + index * 10,
    image: index % 5 === 0 ? `import-${tag}-${index}.png` : null,
  };
}

/**
 * The file's rows (header first) in an existing brand, collection and category of the demo catalogue, every text cell
 * quoted; with `badPrice`, the first variation of product 7 has its price written with a comma. The products go to
 * Kids › T-Shirt, which no other journey lists, and only those with an image (one in five) are active: the journeys
 * share one store, and 50 new products would push the demo catalogue off the first page of every newest-first listing.
 */
function catalogueRows(tag: string, badPrice: boolean): string[][] {
  const rows = [HEADER];
  for (let index = 1; index <= PRODUCTS; index++) {
    const product = planned(tag, index);
    for (let variation = 0; variation < (index % 3) + 1; variation++) {
      const price = `${product.price}.00`;
      rows.push([
        '',
        product.name,
        `A cotton tee of the import journey, number ${index}.`,
        'Urban Loom',
        'Kids',
        'T-Shirt',
        product.image ? 'true' : 'false',
        '',
        '',
        'India',
        "Kids' cotton T-shirt",
        'Urban Loom Apparel Pvt. Ltd., Tiruppur, Tamil Nadu 641604',
        '',
        '',
        '1 N',
        `IMP-${tag}-${index}-${variation}`.toUpperCase(),
        COLOURS[variation % 2]!,
        SIZES[variation]!,
        badPrice && index === 7 && variation === 0 ? price.replace('.', ',') : price,
        price,
        String(5 + variation),
        product.image ?? '',
        '',
      ]);
    }
  }
  return rows;
}

const csv = (rows: string[][]) =>
  `${rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`;

/** A catalogue member of this run, made through the owner's invitation and signed in on `page`. */
async function catalogueMember(page: Page, request: APIRequestContext, tag: string, phone: boolean) {
  const owner = await tokenFor(request, ADMIN.email, ADMIN.password);
  // A name is letters only: the size tells the two members apart.
  const member = { email: `importer-${tag}@store.local`, name: phone ? 'Importer Phone' : 'Importer Desktop' };
  const invited = await request.post('/api/admin/staff', {
    data: { ...member, role: 'catalogue' },
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { dev_invite_token } = (await invited.json()) as { dev_invite_token?: string };
  const accepted = await request.post('/api/User/accept-invite', {
    data: { token: dev_invite_token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return signInByStorage(page, request, { email: member.email, password: PASSWORD });
}

async function shot(page: Page, name: string, phone: boolean) {
  await page.screenshot({
    path: `test-results/catalogue-import/${name}-${phone ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  });
}

async function checkFile(page: Page, file: string, images: string) {
  await page.getByLabel('Catalogue file (CSV)').setInputFiles(file);
  await page.getByLabel('Images (ZIP, optional)').setInputFiles(images);
  await expect(page.getByLabel('Create missing brands, categories and attributes')).not.toBeChecked();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Report' })).toBeVisible({ timeout: 60_000 });
}

test.describe('catalogue import', () => {
  let folder = '';
  test.beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'catalogue-import-'));
  });
  test.afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('a catalogue member imports 50 products with images: one fixable error, fixed, applied with the progress bar, found in the store', async ({
    page,
    request,
    phone,
    browserErrors,
  }, testInfo) => {
    test.setTimeout(240_000);
    // Phone and desktop apply at about the same time; one import applies at a time, so one may be asked to wait.
    browserErrors.allow(
      'the other size is applying its import (409), and Apply is asked again',
      /status of 409 .*\/api\/admin\/catalogue\/imports\/\d+\/apply\)$/,
      { optional: true },
    );
    const tag = runTag(testInfo);
    const files = {
      broken: path.join(folder, 'catalogue-with-error.csv'),
      fixed: path.join(folder, 'catalogue.csv'),
      images: path.join(folder, 'images.zip'),
    };
    const rows = catalogueRows(tag, true);
    await writeFile(files.broken, `\uFEFF${csv(rows)}`);
    await writeFile(files.fixed, `\uFEFF${csv(catalogueRows(tag, false))}`);
    const withImages = Array.from({ length: PRODUCTS }, (_, index) => planned(tag, index + 1)).filter(
      (product) => product.image,
    );
    await writeFile(
      files.images,
      storedZip(
        withImages.map((product, index) => ({
          name: product.image!,
          data: solidPng(40 + index * 20, 90, 160 - index * 10, 120, 160),
        })),
      ),
    );
    const variations = rows.length - 1;
    // The spreadsheet's row of product 7's first variation: the header is row 1.
    const badRow = rows.findIndex((row) => row[HEADER.indexOf('price')]!.includes(',')) + 1;

    const token = await catalogueMember(page, request, tag, phone);

    // Products → Import.
    await page.goto('/Product');
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page).toHaveURL(/\/CatalogueImport$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();

    // The check finds the one error, by row and column, and Apply waits for it to be fixed.
    await checkFile(page, files.broken, files.images);
    await expect(page.getByRole('heading', { name: '1 error in 1 row' })).toBeVisible();
    const errors = page.getByRole('table', { name: 'Errors' });
    await expect(errors.getByRole('columnheader')).toHaveText(['Row', 'Column', 'Message']);
    await expect(errors.getByRole('row').nth(1)).toContainText(
      `Row ${badRow}, price: "${planned(tag, 7).price},00" is not a price in rupees (use digits and a dot for paise, e.g. 12.99)`,
    );
    await expect(errors.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(String(badRow));
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
    await shot(page, 'report-with-error', phone);

    // The fixed file: no errors, everything to create.
    await page.getByRole('button', { name: 'Discard this check and upload another file' }).click();
    await checkFile(page, files.fixed, files.images);
    await expect(page.getByRole('heading', { name: 'No errors' })).toBeVisible();
    const toCreate = page.getByText('To create').locator('..');
    await expect(toCreate).toContainText(`${PRODUCTS} products`);
    await expect(toCreate).toContainText(`${variations} variations`);
    await expect(toCreate).toContainText(`${withImages.length} images`);
    await shot(page, 'report-clean', phone);

    // Apply, confirmed, with the progress bar until done.
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const confirm = dialog(page);
    await expect(confirm).toContainText(
      `Create ${PRODUCTS} products, ${variations} variations and ${withImages.length} images.`,
    );
    // The other size may be applying its own import: the dialog then shows the refusal, and Apply is asked again.
    await expect(async () => {
      if (await confirm.isHidden()) return;
      await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(confirm.getByRole('button', { name: 'Please wait…' })).toBeHidden({ timeout: 60_000 });
      await expect(confirm).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 150_000 });
    const progress = page.getByRole('progressbar', { name: 'Applying the file' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuemax', String(variations));
    await expect(page.getByRole('heading', { level: 2, name: 'Import done' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText(`Created ${PRODUCTS} products and ${variations} variations.`)).toBeVisible();
    await expect(page.getByText(`Stored ${withImages.length} images.`)).toBeVisible();
    await shot(page, 'done', phone);

    // A shopper finds an imported product with its price and its image.
    const wanted = withImages[0]!;
    let product: ProductPage['items'][number] | undefined;
    await expect(async () => {
      const found = await request.get('/api/Product', {
        params: { includeInactive: 'true', name: wanted.name, pageSize: '5' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(found.ok()).toBe(true);
      product = ((await found.json()) as ProductPage).items.find((item) => item.name === wanted.name);
      expect(product, `${wanted.name} is in the catalogue`).toBeTruthy();
    }).toPass({ timeout: 30_000 });
    await page.goto(productPath(product!));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(wanted.name);
    await expect(page.getByTestId('product-price')).toHaveText(formatRupees(wanted.price));
    const picture = page.getByRole('img', { name: `Urban Loom ${wanted.name}` }).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, 'product-page', phone);
  });
});
