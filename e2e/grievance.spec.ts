import type { APIRequestContext, Page } from '@playwright/test';
import { dialog, pngFile } from './admin-support';
import { deliveredOrderThroughApi } from './checkout-support';
import {
  ADMIN,
  addAddressThroughApi,
  demoProductIds,
  expect,
  signInByStorage,
  test,
  tokenFor,
  type Product,
} from './fixtures';

// Grievances (docs/product/legal.md#grievances, docs/product/admin.md#grievances).

const shot = (page: Page, name: string, phone: boolean) =>
  page.screenshot({ path: `test-results/grievance-screens/${name}-${phone ? 390 : 1440}.png`, fullPage: true });

/** A Men › Belts product's variation in stock: no other journey buys belts, so no one's stock count moves. */
async function beltLine(request: APIRequestContext, phone: boolean) {
  const ids = await demoProductIds(request, 'Belts');
  for (const product_id of phone ? ids : [...ids].reverse()) {
    const product = (await (await request.get(`/api/Product/${product_id}`)).json()) as Product;
    const variation = product.variations.find((candidate) => candidate.stock >= 2);
    if (variation) return { product_id, productvariation_id: variation.productvariation_id };
  }
  throw new Error('No Men › Belts product with stock in the demo catalogue.');
}

test('a shopper reports a problem from an order’s page and reads the reply support writes on the admin screen', async ({
  page,
  request,
  register,
  phone,
  checkA11y,
}) => {
  const admin = { token: await tokenFor(request, ADMIN.email, ADMIN.password) };
  const shopper = await register({ first_name: 'Asha', last_name: 'Rao' });
  await addAddressThroughApi(request, shopper);
  const orderId = await deliveredOrderThroughApi(request, admin, shopper, await beltLine(request, phone));

  // The order's page links to the form with the order filled in.
  await signInByStorage(page, request, shopper);
  await page.goto(`/OrderDetails/${orderId}`);
  await page.getByRole('link', { name: 'Report a problem with this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/Grievance\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Report a problem' });
  await expect(form.getByLabel('Order number (optional)')).toHaveValue(String(orderId));
  await form.getByLabel('What is it about?').selectOption({ label: 'Product quality' });
  await form.getByLabel('What went wrong?').fill('The buckle came off the belt on the first day of wearing it.');
  await form.getByLabel(/^Photos/).setInputFiles(pngFile('buckle.png', 120, 80, 40));
  await checkA11y(page);
  await shot(page, 'grievance-form', phone);
  await form.getByRole('button', { name: 'Send complaint' }).click();

  // Filed: its page, with the reference, the deadlines and no reply yet.
  await expect(page).toHaveURL(/\/Grievance\/GRV-\d{4}-\d{6}$/);
  const reference = page.url().split('/').pop()!;
  await expect(page.getByText(`Your complaint ${reference} is filed. We have emailed you the details.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${reference}` })).toBeVisible();
  await expect(page.getByText('No replies yet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('grievance').getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(page.getByText('Acknowledge by', { exact: true })).toBeVisible();
  await shot(page, 'grievance-filed', phone);

  // The owner answers on the Grievances screen and resolves it.
  await signInByStorage(page, request, ADMIN);
  await page.goto('/Grievances?status=Open');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
  await page.getByTestId('admin-grievance-row').filter({ hasText: reference }).click();
  const detail = dialog(page);
  await expect(detail.getByText('The buckle came off the belt')).toBeVisible();
  await detail.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(detail.getByText('Acknowledged.', { exact: true })).toBeVisible();
  await detail.getByLabel('Reply to the shopper').fill('Sorry about that. A new belt is on its way to you.');
  await shot(page, 'grievance-admin', phone);
  await detail.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(detail.getByText('Resolved; reply sent.')).toBeVisible();
  await expect(detail.getByText('This grievance is closed.')).toBeVisible();

  // The shopper sees the reply and that it is resolved.
  await signInByStorage(page, request, shopper);
  await page.goto(`/Grievance/${reference}`);
  const view = page.getByTestId('grievance');
  await expect(view.getByTestId('grievance-status')).toHaveText('Resolved');
  await expect(view.getByTestId('grievance-message')).toContainText(
    'Sorry about that. A new belt is on its way to you.',
  );
  await expect(view.getByText('This complaint is closed.', { exact: false })).toBeVisible();
  await shot(page, 'grievance-replied', phone);
});
