import type { Page } from '@playwright/test';
import type { BreachView } from '@store/shared/schemas/breaches';
import { adminToken, dialog, row, runTag, toast } from './admin-support';
import { ADMIN, bearer, expect, signInByStorage, test } from './fixtures';

// The owner's data-breach register (docs/product/privacy.md#breach-register): recording a breach found two hours ago,
// a time that contradicts another refused, CERT-In's 6-hour deadline shown overdue, then marked told.

async function screenshot(page: Page, name: string, phone: boolean) {
  await page.screenshot({
    path: `test-results/breach-screens/${name}-${phone ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  });
}

/** A datetime-local value `hours` before now, in the browser's own time zone. */
const localHoursAgo = (hours: number) => {
  const date = new Date(Date.now() - hours * 3_600_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('the owner records a breach and marks CERT-In told', async ({ page, request, phone }, testInfo) => {
  test.slow();
  const title = `Order export on a public link ${runTag(testInfo)}`;
  await signInByStorage(page, request, ADMIN);
  await page.goto('/ManageOrders');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Breaches', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Breaches' })).toBeVisible();

  await page.getByRole('button', { name: 'Record breach' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Add Breach' })).toBeVisible();
  // Nothing is ticked for the owner either.
  for (const box of await form.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await form.getByLabel('What happened, in a few words').fill(title);
  await form.getByLabel('When it happened (optional)').fill(localHoursAgo(30));
  await form.getByLabel('When it was found').fill(localHoursAgo(8));
  await form.getByRole('checkbox', { name: 'Email addresses' }).check();
  await form.getByRole('checkbox', { name: 'Delivery addresses' }).check();
  await form.getByLabel('Shoppers affected').fill('412');
  await form.getByLabel('Description').fill('A CSV of last month’s orders was shared by a link anyone could open.');
  await form.getByLabel('What was done (optional)').fill('The link was removed and the file deleted.');
  // Told before it was found: the shared rule's sentence under the field, nothing sent.
  await form.getByLabel('CERT-In told (within 6 hours)').fill(localHoursAgo(9));
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('CERT-In cannot have been told before the breach was found')).toBeVisible();
  await screenshot(page, 'breach-form-refused', phone);
  await form.getByLabel('CERT-In told (within 6 hours)').fill('');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Breach Recorded Successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  const line = row(page, title);
  await expect(line).toContainText('Email addresses, Delivery addresses');
  await expect(line).toContainText('412');
  await expect(line).toContainText('Overdue');
  await screenshot(page, 'breaches-overdue', phone);
  const token = { token: await adminToken(page) };
  const stored = async () => {
    const list = (await (await request.get('/api/admin/breaches', { headers: bearer(token) })).json()) as BreachView[];
    return list.find((breach) => breach.title === title)!;
  };
  expect((await stored()).deadlines.cert_in).toMatchObject({ status: 'overdue', done_at: null });

  await line.getByRole('button', { name: `Mark CERT-In for ${title} told` }).click();
  await expect(toast(page, 'CERT-In marked as told.')).toBeVisible();
  await expect(line.getByRole('button', { name: `Mark CERT-In for ${title} told` })).toHaveCount(0);
  await expect(line).toContainText('Told late');
  const breach = await stored();
  expect(breach.deadlines.cert_in).toMatchObject({ status: 'done', late: true });
  expect(breach.cert_in_reported_at).not.toBeNull();
  expect(breach.deadlines.board.status).toBe('due');
  await screenshot(page, 'breaches-cert-in-told', phone);
});
