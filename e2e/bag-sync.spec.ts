import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { CartReply } from '@store/shared/schemas/cart';
import { bearer, expect, test, type Shopper } from './fixtures';

// The bag follows the shopper (docs/product/storefront.md#the-bag-follows-the-shopper): kept in the account while
// signed in, the same in every browser, and a guest's bag merged into it at sign-in.

/** A second browser (another device), at the size of the test's own, signed in through the Login screen. */
async function otherDevice(browser: Browser, page: Page, phone: boolean, shopper: Shopper) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
  });
  const device = await context.newPage();
  await device.goto('/Login');
  await device.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('server-state'),
  );
  await device.getByLabel('Email').fill(shopper.email);
  await device.getByLabel('Password').fill(shopper.password);
  await device.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(device).toHaveURL(/\/Dashboard$/);
  return { device, close: () => context.close() };
}

/** The account's bag as the API answers it: product, variation and quantity of each line. */
async function accountBag(request: APIRequestContext, shopper: Shopper) {
  const answer = await request.get('/api/Cart', { headers: bearer(shopper) });
  expect(answer.ok()).toBe(true);
  const bag = (await answer.json()) as CartReply;
  return bag.items.map((item) => [item.product_id, item.productvariation_id, item.quantity]);
}

test.describe('the bag follows the shopper', () => {
  test('a bag filled in one browser is there in another after sign-in, and changes there come back', async ({
    page,
    browser,
    phone,
    request,
    sizedProduct,
    signIn,
    addToBag,
  }) => {
    const { product, sizes } = sizedProduct;
    const [first] = sizes;
    const shopper = await signIn();
    await addToBag(product, first!.size);
    await expect
      .poll(() => accountBag(request, shopper))
      .toEqual([[product.product_id, first!.variation.productvariation_id, 1]]);

    const laptop = await otherDevice(browser, page, phone, shopper);
    await laptop.device.goto('/Cart');
    const line = laptop.device.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product.name);
    await expect(line.getByRole('combobox', { name: 'Size:' })).toHaveValue(first!.size);
    await expect(laptop.device.getByTestId('bag-count')).toHaveText('1');

    await line.getByRole('combobox', { name: 'Qty:' }).selectOption('3');
    await expect
      .poll(() => accountBag(request, shopper))
      .toEqual([[product.product_id, first!.variation.productvariation_id, 3]]);
    await laptop.close();

    // Back on the first browser, the next page shows the change.
    await page.goto('/Cart');
    await expect(page.getByTestId('cart-line').getByRole('combobox', { name: 'Qty:' })).toHaveValue('3');
    await expect(page.getByTestId('bag-count')).toHaveText('3');
  });

  test("a guest's bag merges into the account's at sign-in: the same size adds up to at most 5", async ({
    page,
    request,
    sizedProduct,
    register,
    signIn,
    addToBag,
  }) => {
    const { product, sizes } = sizedProduct;
    const [first, second] = sizes;
    const shopper = await register();
    // The account's bag, saved on another device: 3 of the first size.
    const saved = await request.put('/api/Cart', {
      headers: bearer(shopper),
      data: {
        items: [
          { product_id: product.product_id, productvariation_id: first!.variation.productvariation_id, quantity: 3 },
        ],
        version: 0,
      },
    });
    expect(saved.status()).toBe(200);

    // As a guest: 4 of the first size and 1 of the second.
    await addToBag(product, first!.size);
    await addToBag(product, second!.size);
    await page.goto('/Cart');
    const guestLines = page.getByTestId('cart-line');
    await expect(guestLines).toHaveCount(2);
    await guestLines.first().getByRole('combobox', { name: 'Qty:' }).selectOption('4');
    await expect(page.getByTestId('bag-count')).toHaveText('5');

    await signIn({ account: shopper });
    await expect
      .poll(() => accountBag(request, shopper))
      .toEqual([
        [product.product_id, first!.variation.productvariation_id, 5],
        [product.product_id, second!.variation.productvariation_id, 1],
      ]);
    await page.goto('/Cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first().getByRole('combobox', { name: 'Size:' })).toHaveValue(first!.size);
    await expect(lines.first().getByRole('combobox', { name: 'Qty:' })).toHaveValue('5');
    await expect(lines.nth(1).getByRole('combobox', { name: 'Size:' })).toHaveValue(second!.size);
    await expect(lines.nth(1).getByRole('combobox', { name: 'Qty:' })).toHaveValue('1');
    await expect(page.getByTestId('bag-count')).toHaveText('6');
  });

  test('a paid order takes its lines out of the account bag, and the page that reloads at once shows it empty', async ({
    page,
    request,
    sizedProduct,
    signIn,
    addToBag,
    placeOrder,
  }) => {
    const { product, sizes } = sizedProduct;
    const shopper = await signIn();
    await addToBag(product, sizes[0]!.size);
    await expect.poll(() => accountBag(request, shopper)).toHaveLength(1);

    // Reloading while the success notice shows: the emptied bag is not saved over the account's at an old version.
    await placeOrder({ leave: 'reload' });
    expect(await accountBag(request, shopper)).toEqual([]);
    await page.goto('/Cart');
    await expect(page.getByText('Your cart is empty. Add some Product')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveCount(0);

    // The next line is saved at the account's current version.
    await addToBag(product, sizes[1]!.size);
    await expect
      .poll(() => accountBag(request, shopper))
      .toEqual([[product.product_id, sizes[1]!.variation.productvariation_id, 1]]);
  });
});
