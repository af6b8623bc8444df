import { expect, test } from './fixtures';

// /Privacy in English and Hindi (docs/product/privacy.md#privacy-page), from the footer, switched by `English | हिन्दी`.

test('the privacy notice opens from the footer and switches to Hindi and back', async ({ page, phone }) => {
  const shot = (name: string) =>
    page.screenshot({
      path: `test-results/privacy-screens/${name}-${phone ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/Privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('72 months');
  await shot('privacy-english');

  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/Privacy\/hi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeVisible();
  await expect(page.locator('article[lang="hi"]')).toContainText('आपके अधिकार');
  await shot('privacy-hindi');

  await page.goto('/Privacy?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
});
