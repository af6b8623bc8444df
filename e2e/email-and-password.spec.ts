import type { Page } from '@playwright/test';
import { proveNumberOnPage } from './accounts-support';
import { addAddressThroughApi, expect, newAccount, test } from './fixtures';

/**
 * The path of the newest link in the development outbox (/dev/outbox) mailed to `email` whose path starts with
 * `prefix`. The store's links start with PUBLIC_URL (localhost); the journey follows them on its own origin.
 */
async function linkFromOutbox(page: Page, email: string, prefix: '/VerifyEmail/' | '/ResetPassword/') {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  const message = page
    .locator('article')
    .filter({ has: page.getByTestId('outbox-to').getByText(email, { exact: true }) });
  const href = await message.first().locator(`a[href*="${prefix}"]`).getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href!).pathname;
}

test.describe('email verification and forgotten password', () => {
  test('register, see the banner, open the link from the outbox: verified, banner gone', async ({
    page,
    checkA11y,
  }, testInfo) => {
    const account = newAccount(testInfo);
    await page.goto('/Register');
    await page.getByLabel('First Name').fill(account.first_name);
    await page.getByLabel('Last Name').fill(account.last_name);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByLabel('Mobile Number').fill(account.phone);
    await page.getByRole('button', { name: 'REGISTER', exact: true }).click();
    await proveNumberOnPage(page, account.phone, 'VERIFY AND REGISTER');

    await expect(page.getByTestId('verification-sent')).toContainText(
      `We sent a verification link to ${account.email}.`,
    );
    await expect(page.getByTestId('email-test-mode')).toContainText(/TEST MODE.*Your code is \d{6}/);
    await checkA11y(page);
    await page.getByRole('link', { name: 'LOGIN', exact: true }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL(/\/Dashboard$/);

    const banner = page.getByTestId('verify-email-banner');
    await expect(banner).toContainText(`Please verify your email address ${account.email} to place orders.`);
    await checkA11y(page);
    await banner.getByRole('button', { name: 'Resend email' }).click();
    await expect(banner.getByText('Sent.', { exact: true })).toBeVisible();

    const path = await linkFromOutbox(page, account.email, '/VerifyEmail/');
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
      'Your email address is verified.',
    );
    await checkA11y(page);
    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(/\/Dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Asha Rao' })).toBeVisible();
    await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  });

  test('a used link says to ask for a new one; the code form verifies', async ({
    page,
    request,
    browserErrors,
    checkA11y,
  }, testInfo) => {
    browserErrors.allow('the used link is refused (400)', /status of 400 .*\/api\/User\/verify-email\)$/);
    const account = newAccount(testInfo);
    const registered = await request.post('/api/User/Register', { data: account });
    expect(registered.status()).toBe(201);
    const { dev_verification_code: code } = (await registered.json()) as { dev_verification_code: string };
    const path = await linkFromOutbox(page, account.email, '/VerifyEmail/');
    // A new link replaces the first one.
    expect((await request.post('/api/User/resend-verification', { data: { email: account.email } })).status()).toBe(
      200,
    );
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(
      'This verification link or code has expired or was already used. Please ask for a new one.',
    );
    await page.getByRole('link', { name: 'ENTER CODE OR GET A NEW LINK' }).click();
    await expect(page).toHaveURL(/\/VerifyEmail$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Code').fill(code);
    await checkA11y(page);
    await page.getByRole('button', { name: 'VERIFY EMAIL' }).click();
    // The code of the replaced message no longer works either; the new one does.
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not right. Please check the 6-digit code in the email (4 tries left).',
    );
    await page.goto('/dev/outbox');
    const newest = page
      .locator('article')
      .filter({ has: page.getByTestId('outbox-to').getByText(account.email, { exact: true }) })
      .first();
    const newCode = /code on the Verify email page: (\d{6})/.exec((await newest.textContent()) ?? '')?.[1];
    expect(newCode).toMatch(/^\d{6}$/);
    await page.goto('/VerifyEmail');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Code').fill(newCode!);
    await page.getByRole('button', { name: 'VERIFY EMAIL' }).click();
    await expect(page.getByRole('status')).toHaveText('Your email address is verified.');
  });

  test('forgotten password: the link from the outbox sets a new one, the old one is refused', async ({
    page,
    request,
    register,
    browserErrors,
    checkA11y,
  }) => {
    browserErrors.allow('the used reset link is refused (400)', /status of 400 .*\/api\/User\/reset-password\)$/);
    const shopper = await register();
    await page.goto('/Login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/ForgotPassword$/);
    await page.getByLabel('Email').fill(shopper.email);
    await checkA11y(page);
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If this email has an account, we sent it a link to reset the password. It works for 30 minutes.',
    );

    const path = await linkFromOutbox(page, shopper.email, '/ResetPassword/');
    await page.goto(path);
    await page.getByLabel('New Password').fill('brand-new-pass-2');
    await page.getByLabel('Confirm Password').fill('brand-new-pass-3');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await checkA11y(page);
    await page.getByLabel('Confirm Password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page).toHaveURL(/\/Dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Asha Rao' })).toBeVisible();

    // The session from before the reset ended; the old password is refused, the new one signs in.
    const before = await request.get(`/api/User/${shopper.email}/username`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(before.status()).toBe(401);
    expect(
      (await request.post('/api/User', { data: { email: shopper.email, password: shopper.password } })).status(),
    ).toBe(401);
    expect(
      (await request.post('/api/User', { data: { email: shopper.email, password: 'brand-new-pass-2' } })).status(),
    ).toBe(200);

    // The link worked once.
    await page.goto(path);
    await page.getByLabel('New Password').fill('another-pass-4');
    await page.getByLabel('Confirm Password').fill('another-pass-4');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link has expired or was already used. Please ask for a new one.',
    );
  });

  test('an unverified shopper is told on the Payment page to verify the email first', async ({
    page,
    request,
    phone,
    signIn,
    addToBag,
    sizedProduct,
    browserErrors,
  }, testInfo) => {
    browserErrors.allow('the order is refused (403)', /status of 403 .*\/api\/payment\/order\)$/);
    const account = newAccount(testInfo);
    expect((await request.post('/api/User/Register', { data: account })).status()).toBe(201);
    const shopper = await signIn({ account, via: 'storage' });
    await addAddressThroughApi(request, shopper);
    await addToBag(sizedProduct.product, sizedProduct.sizes[0]!.size);
    await page.goto('/Cart');
    await page.getByRole('button', { name: phone ? 'Continue' : 'PLACE ORDER' }).click();
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/Payment$/);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'verify' })).toHaveText(
      'Please verify your email address before ordering. We sent you a link; you can ask for a new one.',
    );
    await expect(page.getByTestId('verify-email-banner')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /TEST MODE/ })).toHaveCount(0);
  });
});
