import { screenshot } from './checkout-support';
import { bearer, expect, test } from './fixtures';

/*
 * Profile → Notifications (docs/product/privacy.md#consent): offers by email and SMS are off until the shopper turns
 * them on; each change is saved with its time and shown in the history, and the API reads the same choice.
 */
test('a shopper turns offers by email on and off on Profile → Notifications', async ({
  page,
  request,
  signIn,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const { token, ...account } = await signIn();

  await page.goto('/Profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/Profile\/Notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const byEmail = page.getByRole('checkbox', { name: 'Email me offers and new arrivals' });
  const bySms = page.getByRole('checkbox', { name: 'Text me offers by SMS' });
  await expect(byEmail).not.toBeChecked();
  await expect(bySms).not.toBeChecked();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await byEmail.check();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your choices are saved.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Offers by email turned on on this page' })).toBeVisible();
  await screenshot(page, 'notifications', phone);

  const read = await request.get(`/api/User/${encodeURIComponent(account.email)}/consents`, {
    headers: bearer({ token }),
  });
  expect(await read.json()).toMatchObject({ email: true, sms: false });

  await page.reload();
  await expect(byEmail).toBeChecked();
  await byEmail.uncheck();
  await save.click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Offers by email turned off on this page' })).toBeVisible();
  const after = await request.get(`/api/User/${encodeURIComponent(account.email)}/consents`, {
    headers: bearer({ token }),
  });
  expect(await after.json()).toMatchObject({ email: false, sms: false });
});
