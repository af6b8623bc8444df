import type { Page } from '@playwright/test';
import type { StoreInfo } from '@store/shared/schemas/store';
import { paidOrderThroughApi } from './checkout-support';
import { addAddressThroughApi, bearer, expect, test, type Product } from './fixtures';

// No dark patterns (docs/product/dark-patterns.md): the shopper's pages tick nothing for them, say every charge before
// the shopper chooses to pay, state no scarcity the stock does not show, let anyone browse without signing in, and
// cancel in as few steps as ordering was confirmed.

async function screenshot(page: Page, name: string, phone: boolean) {
  await page.screenshot({ path: `test-results/dark-patterns/${name}-${phone ? 'phone' : 'desktop'}.png` });
}

/** Every checkbox on the page is clear on first view (there are no required ones among the shopper's). */
async function nothingTicked(page: Page, where: string) {
  for (const box of await page.locator('main input[type=checkbox], [role=dialog] input[type=checkbox]').all()) {
    await expect(
      box,
      `${where}: ${await box.evaluate((node) => node.closest('label')?.textContent ?? node.id)}`,
    ).not.toBeChecked();
  }
}

const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('no dark patterns', () => {
  test('home, a listing, search and a product page open without signing in; scarcity only as the stock says', async ({
    page,
    request,
    sizedProduct,
    phone,
  }) => {
    test.slow();
    for (const [path, ready] of [
      ['/', page.getByRole('link', { name: /Men/ }).first()],
      ['/men/t-shirt', page.getByTestId('product-card').first()],
      ['/Search?rawquery=shirt', page.getByTestId('product-card').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      expect(new URL(page.url()).pathname, path).not.toMatch(/Login|unauthorized/i);
    }
    const { product } = sizedProduct;
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    expect(new URL(page.url()).pathname).not.toMatch(/Login/i);
    await screenshot(page, 'product-as-guest', phone);

    // Any "only N left" equals a real stock figure of this product, read from the API.
    const stocks = ((await (await request.get(`/api/Product/${product.product_id}`)).json()) as Product).variations.map(
      (variation) => variation.stock,
    );
    const claims = [...(await page.locator('main').innerText()).matchAll(/only\s+(\d+)\s+left/gi)];
    for (const claim of claims) expect(stocks, claim[0]).toContain(Number(claim[1]));
  });

  test('nothing optional is ticked: registration, grievance, bag, address, payment, cancel; every charge said first', async ({
    page,
    request,
    signIn,
    addToBag,
    sizedProduct,
    phone,
  }) => {
    // Six pages and an order on a store the other journeys share: the slow test's budget.
    test.slow();
    await page.goto('/Register');
    await expect(page.getByRole('button', { name: /register/i }).first()).toBeVisible();
    await nothingTicked(page, '/Register');
    await page.goto('/Grievance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await nothingTicked(page, '/Grievance');

    const shopper = await signIn({ via: 'storage' });
    const { product, sizes } = sizedProduct;
    await addToBag(product, sizes[0]!.size);
    await page.goto('/Cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await nothingTicked(page, '/Cart');
    await page.goto('/AddDelivery');
    await expect(page.getByLabel('Name*', { exact: true })).toBeVisible();
    await nothingTicked(page, '/AddDelivery');
    await screenshot(page, 'add-address', phone);

    // Payment: the total the server will charge, and the COD fee when this store has one, before any choice.
    await addAddressThroughApi(request, shopper);
    const line = { product_id: product.product_id, productvariation_id: sizes[0]!.variation.productvariation_id };
    const priced = await request.post('/api/payment/order', {
      headers: bearer(shopper),
      data: { total_amount: 0, items: [{ ...line, quantity: 1 }] },
    });
    expect(priced.status()).toBe(409);
    const { details } = (await priced.json()) as { details: { total_amount: number } };
    const store = (await (await request.get('/api/store')).json()) as StoreInfo;
    await page.goto('/Payment');
    await expect(page.getByTestId('total-amount')).toHaveText(rupees(details.total_amount));
    await nothingTicked(page, '/Payment');
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await expect(methods.getByRole('radio', { name: /Cash on Delivery/ })).toBeVisible();
    if (store.policies.cod.fee === null) await expect(methods).not.toContainText('COD Fee');
    else await expect(page.getByTestId('cod-fee-note')).toContainText(rupees(store.policies.cod.fee));
    await screenshot(page, 'payment', phone);

    // Cancelling a paid order: one button on its page, one dialog with nothing ticked, one confirmation.
    const orderId = await paidOrderThroughApi(request, shopper, line);
    await page.goto(`/OrderDetails/${orderId}`);
    await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await expect(dialog).toBeVisible();
    await nothingTicked(page, 'the cancel dialog');
    await screenshot(page, 'cancel-dialog', phone);
    await dialog.getByRole('button', { name: 'CANCEL ORDER' }).click();
    await expect(page.getByText(`Order #${orderId} is cancelled. `).first()).toBeVisible();
    const order = await request.get(`/api/Order/${orderId}/detail`, { headers: bearer(shopper) });
    expect(((await order.json()) as { status: string }).status).toBe('Cancelled');
  });
});
