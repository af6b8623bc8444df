import type { Page } from '@playwright/test';
import { MAX_QUANTITY } from '../packages/shared/src/cart.ts';
import { deliveryByText, deliveryDate } from '../packages/shared/src/delivery.ts';
import type { Brand, ProductPage } from '@store/shared/schemas/catalogue';
import { addAddressThroughApi, escapeRegExp, expect, test } from './fixtures';

/** Opens a product page by its id (the route reads only the id; the other segments are for people). */
async function openProduct(page: Page, product: { product_id: number; brand_name: string }) {
  await page.goto(`/Men/${encodeURIComponent(product.brand_name)}/product/${product.product_id}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
}

async function chooseSize(page: Page, size: string) {
  await page
    .getByRole('radio', { name: `Size ${size}`, exact: true })
    .first()
    .click();
}

test.describe('rough edges a shopper meets', () => {
  test('the catalogue home filters on the server: a brand with nothing on the first page shows its products at once', async ({
    page,
    phone,
    request,
  }) => {
    // A brand with products, none of them on the first page of the home.
    const first = (await (await request.get('/api/Product?pageNumber=1&pageSize=24')).json()) as ProductPage;
    expect(first.totalCount).toBeGreaterThan(48);
    const onFirstPage = new Set(first.items.map((item) => item.brand_id));
    const brands = (await (await request.get('/api/Brand')).json()) as Brand[];
    const brand = brands.find((candidate) => candidate.productCount > 0 && !onFirstPage.has(candidate.brand_id));
    expect(brand, 'a brand that is not on the first page').toBeDefined();
    const ofBrand = (await (
      await request.get(`/api/Product?pageNumber=1&pageSize=24&brand=${encodeURIComponent(brand!.name)}`)
    ).json()) as ProductPage;
    expect(ofBrand.totalCount).toBeGreaterThan(0);

    await page.goto('/');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(24);
    const count = page.getByTestId('item-count');
    await expect(count).toHaveText(`${first.totalCount} items`);

    const name = new RegExp(`^${escapeRegExp(brand!.name)}`);
    if (phone) {
      await page.getByRole('button', { name: /FILTER/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name }).check();
      await sheet.getByRole('button', { name: 'APPLY' }).click();
    } else {
      const group = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Brand' });
      const more = group.getByRole('button', { name: /more$/ });
      if (await more.isVisible()) await more.click();
      await group.getByRole('checkbox', { name }).check();
    }

    // The server answers the brand's products, not a filter over the 24 loaded: no empty grid, the brand's count.
    await expect(count).toHaveText(`${ofBrand.totalCount} items`);
    await expect(page.getByText('No products found.')).toHaveCount(0);
    await expect(cards).toHaveCount(Math.min(ofBrand.totalCount, 24));
    expect(new Set(await cards.locator('p:first-child').allTextContents())).toEqual(new Set([brand!.name]));
    await expect(page).toHaveURL(/[?&]brand=/);
    await expect(page.getByRole('button', { name: 'LOAD MORE' })).toHaveCount(ofBrand.totalCount > 24 ? 1 : 0);
  });

  for (const path of ['/no/such/page/here', '/men/brand/slug/999999', '/Men/Urban-Loom/crew-tee/not-a-number']) {
    test(`a product path that names no product is the 404 page: ${path}`, async ({ page, browserErrors }) => {
      browserErrors.allow('the page itself answers 404', /status of 404 \(Not Found\) \(http:\/\/[^/]+\/(?!api\/)/);
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
      await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
      await expect(page.getByText('Product not found.')).toHaveCount(0);
      await expect(page).toHaveTitle('404 - Page Not Found · Store');
      await page.getByRole('link', { name: 'Go Back Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('adding an item already at the quantity limit says so and changes nothing', async ({ page, sizedProduct }) => {
    const { product, sizes } = sizedProduct;
    await openProduct(page, product);
    await chooseSize(page, sizes[0]!.size);
    await page.getByLabel('Quantity').selectOption(String(MAX_QUANTITY));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart Successfully!')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText(String(MAX_QUANTITY));

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('You can add at most 5 of this item.')).toBeVisible();
    await expect(page.getByText('Item added to cart Successfully!')).toHaveCount(0);
    await expect(page.getByTestId('bag-count')).toHaveText(String(MAX_QUANTITY));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as unknown);
    expect(stored).toMatchObject({
      state: { items: [{ productvariation_id: sizes[0]!.variation.productvariation_id, quantity: MAX_QUANTITY }] },
    });

    // Another size is its own line and still goes in.
    await chooseSize(page, sizes[1]!.size);
    await page.getByLabel('Quantity').selectOption('1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart Successfully!')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText(String(MAX_QUANTITY + 1));
  });

  test("the bag's side panel promises nothing the store does not do", async ({ page, sizedProduct }) => {
    const { product, sizes } = sizedProduct;
    await openProduct(page, product);
    await chooseSize(page, sizes[0]!.size);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/Cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    const panel = page.getByRole('complementary').filter({ hasText: 'Apply Coupon' });
    // Apply Coupon is open from the start with its code field (docs/product/checkout.md#coupon-screens).
    await expect(panel.getByLabel('Coupon code')).toBeVisible();
    for (const title of ['Gift Wrap', 'Rewards Points']) {
      await panel.locator('summary', { hasText: title }).click();
    }
    await expect(panel.getByText('Gift wrap is not offered yet.')).toBeVisible();
    await expect(panel.getByText('Reward points are not offered yet.')).toBeVisible();
    for (const promise of [/applied on the payment step/i, /personal message/i, /earn \d+ point/i, /redeemed/i]) {
      await expect(page.getByText(promise)).toHaveCount(0);
    }
  });

  test('the product page and the Payment page give the same delivery estimate', async ({
    page,
    request,
    sizedProduct,
    signIn,
  }) => {
    const { product, sizes } = sizedProduct;
    await openProduct(page, product);
    await page.getByPlaceholder('Enter pincode').fill('560001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    // Both answer from the delivery table: 560001 is a metro, 2 days (docs/product/checkout.md#delivery).
    const estimate = deliveryByText(deliveryDate(2));
    await expect(page.getByTestId('delivery-check')).toContainText(estimate);
    await chooseSize(page, sizes[0]!.size);
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    // A shopper with a delivery address, signed in, at the Payment page.
    const shopper = await signIn();
    await addAddressThroughApi(request, shopper);

    await page.goto('/Payment');
    const line = page.getByTestId('payment-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(estimate);
  });
});
