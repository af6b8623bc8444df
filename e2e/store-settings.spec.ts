import { runTag } from './admin-support';
import { screenshot } from './checkout-support';
import { ADMIN, expect, signInByStorage, test } from './fixtures';

/*
 * The owner keeps the store's legal identity and contacts on Store Settings (docs/product/legal.md#store-settings);
 * the footer, /contact and /Legal say what was saved. One run edits the one settings row, so it runs at desktop size
 * and looks at the shopper's pages at phone size in a context of its own.
 */

test('the owner changes customer care on Store Settings and the footer, Contact and Legal pages show it @desktop', async ({
  page,
  browser,
  request,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(
    'a care email that is not one is refused (400)',
    /status of 400 .*\/api\/admin\/store-settings\)$/,
  );
  const email = `care-${runTag(testInfo)}@kaveri-threads.example`;
  await signInByStorage(page, request, ADMIN);
  await page.goto('/StoreSettings');
  await expect(page.getByRole('heading', { name: 'Store Settings' })).toBeVisible();
  const care = page.getByLabel('Customer care email');
  await care.fill('not an email');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Could not save the store settings.' })).toBeVisible();
  await expect(care).toHaveAccessibleDescription(/email/i);
  await care.fill(email);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Store settings saved.' })).toBeVisible();
  await screenshot(page, 'store-settings', false);

  const { baseURL } = testInfo.project.use;
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    for (const shopper of [page, await phone.newPage()]) {
      const onPhone = shopper !== page;
      await shopper.goto('/contact');
      await expect(shopper.getByRole('heading', { name: 'Contact us' })).toBeVisible();
      await expect(shopper.getByRole('main')).toContainText(email);
      await expect(shopper.getByRole('contentinfo')).toContainText(email);
      await screenshot(shopper, 'contact', onPhone);
      await shopper.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
      await expect(shopper).toHaveURL(/\/Legal$/);
      await expect(shopper.getByRole('heading', { name: 'Cash on delivery' })).toBeVisible();
      await expect(shopper.getByRole('main')).toContainText('within 14 days of delivery');
      await screenshot(shopper, 'legal', onPhone);
    }
  } finally {
    await phone.close();
  }
});
