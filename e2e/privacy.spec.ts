import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { DataExport } from '@store/shared/schemas/privacy';
import { addAddressThroughApi, bearer, demoProductIds, expect, registerByApi, test } from './fixtures';

// Profile → Privacy (docs/product/privacy.md#profile-privacy): a shopper downloads their data and deletes the account.

const shot = (page: Page, name: string, phone: boolean, fullPage = true) =>
  page.screenshot({ path: `test-results/privacy-screens/${name}-${phone ? 'phone' : 'desktop'}.png`, fullPage });

test.describe('privacy', () => {
  test('a shopper downloads their data, deletes the account, cannot sign in, and the email registers again', async ({
    page,
    phone,
    request,
    signIn,
    browserErrors,
  }) => {
    // Two argon2 checks of the password on a busy machine.
    test.setTimeout(240_000);
    browserErrors.allow('the wrong password is refused (400)', /status of 400 .*\/api\/User\/[^/]+\)$/);
    browserErrors.allow('the erased account cannot sign in (401)', /status of 401 .*\/api\/User\)$/);
    const shopper = await signIn();
    await addAddressThroughApi(request, shopper);
    const [productId] = await demoProductIds(request, 'T-Shirt');
    expect((await request.put(`/api/Wishlist/${productId}`, { headers: bearer(shopper) })).status()).toBe(201);

    await page.goto('/Profile/Privacy');
    await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Privacy' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'DELETE MY ACCOUNT' })).toBeEnabled();
    await shot(page, 'privacy', phone);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'DOWNLOAD MY DATA' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as DataExport;
    expect(data.account).toMatchObject({ email: shopper.email, first_name: shopper.first_name, phone: shopper.phone });
    expect(data.addresses).toHaveLength(1);
    expect(data.wishlist).toEqual([expect.objectContaining({ product_id: productId })]);
    expect(data.orders).toEqual([]);
    expect(data.consents.current).toEqual({ email: false, sms: false });
    await expect(page.getByRole('status')).toHaveText('Your data was downloaded.');

    await page.getByRole('button', { name: 'DELETE MY ACCOUNT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'DELETE MY ACCOUNT' }).click();
    await expect(dialog.getByText('The password is not right.')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Your password').fill(shopper.password);
    await shot(page, 'delete-confirmation', phone, false);
    await dialog.getByRole('button', { name: 'DELETE MY ACCOUNT' }).click();
    await expect(page.getByRole('heading', { name: 'Your account has been deleted.' })).toBeVisible({
      timeout: 60_000,
    });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, 'deleted', phone);

    // The old token is refused, and the password no longer signs in.
    const old = await request.get(`/api/User/${shopper.email}/username`, { headers: bearer(shopper) });
    expect(old.status()).toBe(401);
    await page.goto('/Login');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible({ timeout: 60_000 });

    // The email (and the mobile number) are free again.
    await registerByApi(request, { ...shopper, first_name: 'Again' });
  });
});
