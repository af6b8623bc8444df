import type { Page } from '@playwright/test';
import type { AlsoBought, Wishlist } from '@store/shared/schemas/wishlist';
import { bearer, expect, test } from './fixtures';

// The wishlist, Others Also Bought, Buy Now and Recently Viewed (docs/product/storefront.md#wishlist).

const shot = (page: Page, name: string, phone: boolean) =>
  page.screenshot({
    path: `test-results/wishlist-screens/${name}-${phone ? 'phone' : 'desktop'}.png`,
    fullPage: false,
  });

test.describe('wishlist', () => {
  test('a guest saves from the product page and a card, signs in and finds both on /Wishlist', async ({
    page,
    phone,
    request,
    sizedProduct,
    register,
    signIn,
  }) => {
    const { product } = sizedProduct;
    await page.goto('/Wishlist');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await shot(page, 'wishlist-empty', phone);

    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await expect(page.getByText('Saved to your wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wishlisted', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await shot(page, 'product-page-heart', phone);

    // A heart on a listing card: a different product of the listing, by popularity so it is a demo product that has
    // sold, not one another journey made (and may delete) at the same time.
    await page.goto('/Men/T-Shirt?sort=popularity');
    // Any card's heart but the product's own (which may still read Save until the saved list has loaded).
    const other = page
      .locator(
        `button[aria-label^="Save "][aria-label$=" to wishlist"]:not([aria-label="Save ${product.name} to wishlist"])`,
      )
      .first();
    const otherLabel = (await other.getAttribute('aria-label'))!;
    const otherName = otherLabel.replace(/^Save /, '').replace(/ to wishlist$/, '');
    expect(otherName).not.toBe(product.name);
    await other.click();
    await expect(page.getByRole('button', { name: `Remove ${otherName} from wishlist` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');
    await shot(page, 'card-hearts', phone);

    await page.goto('/Wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await expect(page.getByText('Saved in this browser.')).toBeVisible();

    const shopper = await register();
    await signIn({ account: shopper });
    await page.goto('/Wishlist');
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(otherName);
    await expect(items.nth(1)).toContainText(product.name);
    await expect(page.getByText('Saved in this browser.')).toHaveCount(0);
    await shot(page, 'wishlist-filled', phone);

    // Stored in the account, and nothing left to merge in the browser.
    const stored = await request.get('/api/Wishlist', { headers: bearer(shopper) });
    const list = (await stored.json()) as Wishlist;
    expect(list.items.map((item) => item.name)).toEqual([otherName, product.name]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist')!).state.ids)).toEqual([]);
  });

  test('Move to Bag asks for a size, then moves the product from the wishlist to the bag', async ({
    page,
    phone,
    request,
    sizedProduct,
    signIn,
  }) => {
    const { product, sizes } = sizedProduct;
    const shopper = await signIn({ via: 'storage' });
    const saved = await request.put(`/api/Wishlist/${product.product_id}`, { headers: bearer(shopper) });
    expect(saved.status()).toBe(201);

    await page.goto('/Wishlist');
    const item = page.getByTestId('wishlist-item');
    await expect(item).toContainText(product.name);
    await expect(item.getByTestId('wishlist-stock')).toHaveText('In stock');
    await item.getByRole('button', { name: 'Move to Bag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Size' });
    await dialog.getByRole('button', { name: 'Move to Bag' }).click();
    await expect(dialog.getByText('Please select a size')).toBeVisible();
    await shot(page, 'move-to-bag-size', phone);
    await dialog.getByRole('radio', { name: `Size ${sizes[0]!.size}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Move to Bag' }).click();

    await expect(page.getByText('Item moved to your bag')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    // The screen answers before the server has removed the line: wait for the server's own list.
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/Wishlist', { headers: bearer(shopper) })).json()) as Wishlist).items,
      )
      .toEqual([]);

    // And back: the bag's WishList moves the line to the wishlist.
    await page.goto('/Cart');
    const line = page.getByTestId('cart-line');
    await expect(line.getByRole('combobox', { name: 'Size:' })).toHaveValue(sizes[0]!.size);
    await line.getByRole('button', { name: 'WishList' }).click();
    await expect(page.getByText('Item moved to your wishlist')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    const back = (await (await request.get('/api/Wishlist', { headers: bearer(shopper) })).json()) as Wishlist;
    expect(back.items.map((entry) => entry.product_id)).toEqual([product.product_id]);
  });
});

test.describe('product page rows and Buy Now', () => {
  test('Others Also Bought shows the products the API names, and Recently Viewed the pages opened before', async ({
    page,
    phone,
    request,
    sizedProduct,
  }) => {
    const { product } = sizedProduct;
    const answer = await request.get(`/api/Product/${product.product_id}/also-bought`);
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as AlsoBought;
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.product_id)).not.toContain(product.product_id);

    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    const row = page.getByTestId('others-also-bought');
    await expect(row.getByRole('heading', { name: 'Others Also Bought' })).toBeVisible();
    const tiles = row.getByTestId('product-tile');
    await expect(tiles).toHaveCount(items.length);
    await expect(tiles.first()).toContainText(items[0]!.name);
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'others-also-bought', phone);

    // Open the first one: the product seen before is in its Recently Viewed row.
    await tiles.first().click();
    await expect(page).toHaveURL(new RegExp(`/${items[0]!.product_id}$`));
    const recent = page.getByTestId('recently-viewed');
    await expect(recent.getByTestId('product-tile')).toHaveCount(1);
    await expect(recent).toContainText(product.name);
    await recent.scrollIntoViewIfNeeded();
    await shot(page, 'recently-viewed', phone);
  });

  test('Buy Now asks for a size first, then adds it and opens the bag', async ({ page, phone, sizedProduct }) => {
    const { product, sizes } = sizedProduct;
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    if (phone) {
      // The size sheet; its Done goes on to the bag.
      const sheet = page.getByRole('dialog', { name: 'Select Size' });
      await expect(sheet.getByText('Please select a size')).toBeVisible();
      await sheet.getByRole('radio', { name: `Size ${sizes[0]!.size}`, exact: true }).click();
      await sheet.getByRole('button', { name: 'Done' }).click();
    } else {
      await expect(page.getByText('Please select a size')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${product.product_id}$`));
      await page
        .getByRole('radio', { name: `Size ${sizes[0]!.size}`, exact: true })
        .first()
        .click();
      await page.getByRole('button', { name: 'Buy Now' }).click();
    }
    await expect(page).toHaveURL(/\/Cart$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('combobox', { name: 'Size:' })).toHaveValue(sizes[0]!.size);
  });
});
