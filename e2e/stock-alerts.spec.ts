import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { stockAlertTexts } from '@store/shared/stock-alerts';
import {
  ADMIN,
  attribute,
  bearer,
  demoProductIds,
  expect,
  signInByStorage,
  test,
  tokenFor,
  type Product,
} from './fixtures';

// Back-in-stock alerts (docs/product/storefront.md#back-in-stock-alerts): a sold-out size asks to be told, the admin
// restocks it in Inventory, the email arrives in the development outbox and its link opens the product page.

const shots = (name: string, phone: boolean) => `test-results/stock-alerts/${name}-${phone ? 'phone' : 'desktop'}.png`;

/**
 * A Men › Jeans demo product of this screen size's own (no other journey uses Jeans), with its first colour's first
 * size made sold out through Inventory's API, as a recount would.
 */
async function soldOutSize(request: APIRequestContext, phone: boolean) {
  const id = (await demoProductIds(request, 'Jeans'))[phone ? 0 : 1]!;
  const product = (await (await request.get(`/api/Product/${id}`)).json()) as Product;
  const colour = product.variations.map((variation) => attribute(variation, 'color'))[0] ?? null;
  const variation = product.variations.find(
    (candidate) => attribute(candidate, 'color') === colour && attribute(candidate, 'size'),
  )!;
  if (variation.stock > 0) {
    const headers = bearer({ token: await tokenFor(request, ADMIN.email, ADMIN.password) });
    const zeroed = await request.post('/api/admin/inventory/adjustments', {
      headers,
      data: {
        product_id: id,
        productvariation_id: variation.productvariation_id,
        delta: -variation.stock,
        reason: 'Recount (stock alerts journey)',
      },
    });
    expect(zeroed.status(), await zeroed.text()).toBe(201);
  }
  return { product, variation, size: attribute(variation, 'size')! };
}

/** The admin in a browser of their own, at the journey's screen size. */
async function adminPage(browser: Browser, testInfo: TestInfo, request: APIRequestContext) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
  const page = await context.newPage();
  await signInByStorage(page, request, ADMIN);
  return { page, close: () => context.close() };
}

test.describe('back-in-stock alerts', () => {
  test('a shopper asks about a sold-out size; the admin restocks it; the email opens the product page', async ({
    page,
    browser,
    request,
    phone,
    register,
    checkA11y,
  }, testInfo) => {
    test.slow();
    const { product, variation, size } = await soldOutSize(request, phone);
    const shopper = await register();
    const productPath = `/jeans/brand/item/${product.product_id}`;
    const sizeButton = page.getByRole('radio', { name: `Size ${size}, unavailable`, exact: true });
    const notify = page.getByTestId('notify-me');

    // A guest is asked to sign in, and comes back to the page.
    await page.goto(productPath);
    await sizeButton.click();
    await expect(notify).toContainText(`Size ${size} is sold out.`);
    await notify.getByRole('link', { name: stockAlertTexts.signIn }).click();
    await expect(page).toHaveURL(/\/Login\?next=/);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));

    // Signed in: the sold-out size offers Notify me, then says it will email.
    await sizeButton.click();
    await expect(sizeButton).toHaveAttribute('aria-checked', 'true');
    const button = notify.getByRole('button', { name: stockAlertTexts.notifyMe });
    await expect(button).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await notify.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shots('notify-me', phone) });
    await checkA11y(page);
    await button.click();
    await expect(notify.getByTestId('alert-subscribed')).toHaveText(stockAlertTexts.subscribed);
    await expect(notify.getByRole('button', { name: stockAlertTexts.cancel })).toBeVisible();
    await page.screenshot({ path: shots('subscribed', phone) });
    const alerts = await request.get('/api/stock-alerts', { headers: bearer({ token: shopper.token }) });
    expect((await alerts.json()).items).toMatchObject([
      { product_id: product.product_id, productvariation_id: variation.productvariation_id, size },
    ]);

    // The admin restocks the size in Inventory.
    const admin = await adminPage(browser, testInfo, request);
    await admin.page.goto(`/Inventory?q=${encodeURIComponent(variation.sku)}&threshold=0`);
    await admin.page
      .getByRole('button', { name: /^Adjust stock of / })
      .first()
      .click();
    const dialog = admin.page.getByRole('dialog', { name: 'Adjust stock' });
    await dialog.getByLabel('Change').fill('+4');
    await dialog.getByLabel('Reason').fill('New delivery from the supplier');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog).toBeHidden();
    await admin.close();

    // The email reaches the development outbox; its link opens the product page.
    const subject = `Back in stock: ${product.name}`;
    let href: string | null = null;
    await expect(async () => {
      await page.goto('/dev/outbox');
      const message = page.getByRole('article').filter({ hasText: shopper.email }).filter({ hasText: subject });
      await expect(message).toHaveCount(1, { timeout: 1_000 });
      await expect(message).toContainText(`size ${size}`);
      href = await message.locator(`a[href*="/${product.product_id}"]`).first().getAttribute('href');
    }).toPass({ timeout: 20_000 });
    expect(href).toMatch(new RegExp(`/jeans/[a-z0-9-]+/[a-z0-9-]+/${product.product_id}$`));
    await page.goto(new URL(href!).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await expect(page.getByRole('radio', { name: `Size ${size}`, exact: true })).toBeEnabled();
    // The alert has ended.
    const after = await request.get('/api/stock-alerts', { headers: bearer({ token: shopper.token }) });
    expect((await after.json()).items).toEqual([]);
  });
});
