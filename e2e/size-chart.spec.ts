import type { Page } from '@playwright/test';
import { attribute, expect, test } from './fixtures';

// The product page's size chart and the phone's buy bar (docs/product/storefront.md#size-charts,
// docs/product/storefront.md#sticky-buy-bar).

const shot = (page: Page, name: string, phone: boolean) =>
  page.screenshot({ path: `test-results/size-chart-screens/${name}-${phone ? 390 : 1440}.png`, fullPage: false });

test.describe('size chart', () => {
  test('the chart comes with the page, opens as a sheet or a dialog, shows inches when asked and remembers it', async ({
    page,
    phone,
    request,
    sizedProduct,
  }) => {
    const { product, sizes } = sizedProduct;
    const url = `/t-shirt/brand/item/${product.product_id}`;

    // In the server-rendered HTML, before any script runs: the link and the chart's data.
    const html = await (await request.get(url)).text();
    expect(html).toContain('>Size Chart</button>');
    expect(html).toMatch(/size_chart\\?"\s*:\s*\{/);
    expect(html).toContain('96.5');

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    const chosen = sizes[1]!.size;
    await page
      .getByRole('radio', { name: `Size ${chosen}`, exact: true })
      .first()
      .click();
    await page.getByRole('button', { name: 'Size Chart' }).click();

    const dialog = page.getByRole('dialog', { name: 'Size Chart' });
    await expect(dialog).toHaveAttribute('data-placement', phone ? 'bottom' : 'center');
    const table = dialog.getByTestId('size-chart-table');
    await expect(table.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
    const chosenRow = table.locator('tr[aria-current="true"]');
    await expect(chosenRow).toHaveCount(1);
    await expect(chosenRow.getByRole('rowheader')).toHaveText(chosen);
    // The chart runs S to XXL; a size this product does not come in is greyed.
    const offered = new Set(product.variations.map((variation) => attribute(variation, 'size')));
    const missing = ['S', 'M', 'L', 'XL', 'XXL'].filter((size) => !offered.has(size));
    await expect(table.locator('tr[data-offered="false"] th')).toHaveText(
      missing.map((size) => `${size} (not available in this product)`),
    );
    await expect(dialog.getByText('How to measure')).toBeVisible();
    await expect(dialog.getByText('Around the fullest part of the chest')).toBeVisible();
    await shot(page, 'chart-cm', phone);

    await dialog.getByRole('button', { name: 'inches' }).click();
    await expect(dialog.getByRole('button', { name: 'inches' })).toHaveAttribute('aria-pressed', 'true');
    await expect(table.getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^S\b/ }).getByRole('cell').first()).toHaveText('38');
    await shot(page, 'chart-inches', phone);

    // Remembered: the next opening, after a reload, starts in inches.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await page.getByRole('button', { name: 'Size Chart' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Size Chart' }).getByRole('button', { name: 'inches' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible();
    // No size chosen on this page: no row highlighted.
    await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);
  });

  test('on phones the buttons stay at the bottom once scrolled past, and ask for a size first', async ({
    page,
    phone,
    sizedProduct,
  }) => {
    const { product } = sizedProduct;
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    const bar = page.getByTestId('sticky-buy-bar');
    // First view: the page's own buttons are still to come, so there is no bar.
    await expect(bar).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (!phone) {
      // Never on wide screens.
      await expect(page.getByText('Product Description')).toBeVisible();
      await expect(bar).toBeHidden();
      await shot(page, 'page-end', phone);
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await expect(bar.getByRole('button', { name: `Save ${product.name} to wishlist` })).toBeVisible();
    // The page keeps room for the bar at its end, so it covers nothing there.
    const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    const height = (await bar.boundingBox())!.height;
    expect(room).toBeGreaterThanOrEqual(height);
    await shot(page, 'buy-bar', phone);

    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Select Size' });
    await expect(sheet.getByText('Please select a size')).toBeVisible();
    await shot(page, 'buy-bar-size-sheet', phone);
  });
});
