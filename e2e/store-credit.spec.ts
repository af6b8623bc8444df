import type { APIRequestContext } from '@playwright/test';
import type { OrderView } from '@store/shared/schemas/orders';
import { deliveredOrderThroughApi, paidOrderThroughApi, screenshot } from './checkout-support';
import { ADMIN, addAddressThroughApi, attribute, bearer, expect, test, tokenFor, type Shopper } from './fixtures';

// Store credit, end to end (docs/product/checkout.md#store-credit): a shopper returns a delivered item to store credit
// and spends it on the next order, paid in full by the credit, without signing out; a shopper cancels a paid order into
// store credit (docs/product/orders.md#cancelling-a-paid-order). Each project has its own shopper.

const orderOf = async (request: APIRequestContext, shopper: Shopper, orderId: number) => {
  const response = await request.get(`/api/Order/${orderId}/detail`, { headers: bearer(shopper) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OrderView & { returns: Array<{ return_id: number }> };
};

const balanceOf = async (request: APIRequestContext, shopper: Shopper) => {
  const response = await request.get('/api/StoreCredit', { headers: bearer(shopper) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
};

test('a shopper returns a delivered item to store credit and spends it on the next order without signing out', async ({
  page,
  request,
  signIn,
  sizedProduct,
  addToBag,
  phone,
}) => {
  const admin = { token: await tokenFor(request, ADMIN.email, ADMIN.password) };
  const { product, sizes } = sizedProduct;
  const { size, variation } = sizes[0]!;
  expect(attribute(variation, 'size')).toBe(size);
  const shopper = await signIn({ via: 'storage' });
  await addAddressThroughApi(request, shopper);
  const first = await deliveredOrderThroughApi(request, admin, shopper, {
    product_id: product.product_id,
    productvariation_id: variation.productvariation_id,
  });
  const paid = (await orderOf(request, shopper, first)).total_amount;

  // The shopper asks to return it, to store credit.
  await page.goto(`/OrderDetails/${first}`);
  await page.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('dialog', { name: 'Return or exchange' });
  await form.getByLabel('Quantity').selectOption('1');
  await form.getByLabel('Reason').selectOption('Size does not fit');
  await form.getByLabel(/Refund to my store credit instead/).check();
  await form.getByRole('button', { name: 'Submit return' }).click();
  await expect(form).toBeHidden();

  // The store accepts it, receives the parcel and refunds it: the shopper's choice sends it to store credit.
  const [asked] = (await orderOf(request, shopper, first)).returns;
  expect(asked).toBeDefined();
  for (const status of ['Accepted', 'Received']) {
    const decided = await request.post(`/api/admin/returns/${asked!.return_id}/status`, {
      headers: bearer(admin),
      data: { status },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  const refunded = await request.post(`/api/admin/orders/${first}/refunds`, {
    headers: { ...bearer(admin), 'idempotency-key': `store-credit-e2e-${first}` },
    data: { amount: paid, reason: 'Returned: size does not fit', return_id: asked!.return_id },
  });
  expect(refunded.status(), await refunded.text()).toBe(201);
  expect(await refunded.json()).toMatchObject({ method: 'store_credit', status: 'Processed' });
  expect(await balanceOf(request, shopper)).toBe(paid);

  // Still signed in, the shopper buys it again and pays with the credit: no card step.
  await addToBag(product, size);
  await page.goto('/Cart');
  await page.getByRole('button', { name: phone ? 'Continue' : 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/DeliveryAddress$/);
  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(page).toHaveURL(/\/Payment$/);
  const box = page.getByLabel(/^Use store credit \(₹/);
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByTestId('store-credit-used')).toHaveText(/−₹/);
  await expect(page.getByTestId('amount-to-pay')).toHaveText('₹0.00');
  await expect(page.getByText(/Your store credit pays the whole order/)).toBeVisible();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /TEST MODE/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/OrderDetails\/\d+$/, { timeout: 6_000 });
  const second = Number(page.url().split('/').pop());
  expect(second).not.toBe(first);
  await expect(page.getByTestId('order-store-credit')).toBeVisible();

  const order = await orderOf(request, shopper, second);
  expect(order).toMatchObject({
    status: 'Confirmed',
    payment_status: 'Paid',
    payment_method: 'store_credit',
    paid_amount: 0,
  });
  expect(order.store_credit_used).toBe(order.total_amount);
  expect(await balanceOf(request, shopper)).toBe(paid - order.total_amount);
});

test('a shopper cancels a paid order and takes the refund as store credit at once', async ({
  page,
  request,
  signIn,
  sizedProduct,
  phone,
}) => {
  const { product, sizes } = sizedProduct;
  const shopper = await signIn({ via: 'storage' });
  await addAddressThroughApi(request, shopper);
  const orderId = await paidOrderThroughApi(request, shopper, {
    product_id: product.product_id,
    productvariation_id: sizes[0]!.variation.productvariation_id,
  });
  const paid = (await orderOf(request, shopper, orderId)).total_amount;

  await page.goto(`/OrderDetails/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
  const choice = dialog.getByLabel(/Refund to my store credit instead/);
  await expect(choice).not.toBeChecked();
  await choice.check();
  await screenshot(page, 'cancel-to-store-credit', phone);
  await dialog.getByRole('button', { name: 'CANCEL ORDER' }).click();
  await expect(page.getByText(`Order #${orderId} is cancelled. `).first()).toContainText('is in your store credit now');
  expect(await orderOf(request, shopper, orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded' });
  expect(await balanceOf(request, shopper)).toBe(paid);
  await page.goto('/StoreCredit');
  await expect(page.getByRole('link', { name: `Order #${orderId}` }).first()).toBeVisible();
});
