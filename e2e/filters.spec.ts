import { expect, test } from './fixtures';

// Listing filters and search that understands colours (docs/product/storefront.md#filters).

interface Page {
  items: Array<{ product_id: number; name: string; discount_price: number }>;
  totalCount: number;
}

test.describe('filters and search', () => {
  test('filter T-shirts by size M and price under ₹1,000, share the URL, the same result opens elsewhere @phone', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/Men/T-Shirt');
    const heading = page.getByTestId('listing-heading');
    await expect(heading).toContainText('Showing Result for T-Shirt');
    await page.getByRole('button', { name: /^FILTER/ }).click();
    const overlay = page.getByRole('dialog', { name: 'Filters' });
    await overlay.getByRole('checkbox', { name: /^M \(/ }).check();
    // Price ranges join into one span: under ₹500 and ₹500 – ₹999 make "under ₹1,000".
    for (const range of [/^Under ₹500 \(/, /^₹500 – ₹999 \(/]) {
      const option = overlay.getByRole('checkbox', { name: range });
      if ((await option.count()) > 0) await option.check();
    }
    await overlay.getByRole('button', { name: 'APPLY' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/Men\/T-Shirt\?size=M&price_max=999$/);
    await expect(page.getByRole('button', { name: 'Remove filter Size M' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Under ₹1,000' })).toBeVisible();

    const expected = (await (
      await request.get(
        '/api/Product/products?parentcategory=Men&subcategories=T-Shirt&size=M&price_max=999&pageSize=100',
      )
    ).json()) as Page;
    expect(expected.totalCount).toBeGreaterThan(0);
    expect(expected.items.every((item) => item.discount_price < 1000)).toBe(true);
    await expect(heading).toHaveText(`Showing Result for T-Shirt - ${expected.totalCount} items`);
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(Math.min(expected.totalCount, 24));
    const shown = await cards.first().getAttribute('href');

    // The shared link opens in a browser that never saw the filters, with the same result.
    const shared = page.url();
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const friend = await other.newPage();
    await friend.goto(shared);
    await expect(friend.getByTestId('listing-heading')).toHaveText(
      `Showing Result for T-Shirt - ${expected.totalCount} items`,
    );
    await expect(friend.getByRole('button', { name: 'Remove filter Size M' })).toBeVisible();
    await expect(friend.getByTestId('product-card').first()).toHaveAttribute('href', shown!);
    await other.close();

    // Clear All keeps the page's own subcategory.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/Men\/T-Shirt$/);
    const all = (await (
      await request.get('/api/Product/products?parentcategory=Men&subcategories=T-Shirt')
    ).json()) as Page;
    await expect(heading).toHaveText(`Showing Result for T-Shirt - ${all.totalCount} items`);
  });

  for (const tag of ['@phone', '@desktop']) {
    test(`search "red kurta" finds the maroon kurtas ${tag}`, async ({ page, phone, request }) => {
      if (phone) {
        await page.goto('/autocomplete');
        await page.getByRole('combobox', { name: 'Search for products' }).fill('red kurta');
        await page.getByRole('combobox', { name: 'Search for products' }).press('Enter');
      } else {
        await page.goto('/');
        const box = page.getByRole('banner').getByRole('combobox', { name: 'Search for products' });
        await box.fill('red kurta');
        await box.press('Enter');
      }
      await expect(page).toHaveURL(/\/Search\?rawquery=red%20kurta$/);
      await expect(page.getByTestId('listing-heading')).toContainText('Showing Result for red kurta');
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const found = (await (await request.get('/api/Product/search?rawquery=red%20kurta&pageSize=100')).json()) as Page;
      expect(found.totalCount).toBeGreaterThan(0);
      await expect(page.getByTestId('listing-heading')).toContainText(`- ${found.totalCount} items`);
      // Every result is a kurta that comes in maroon (or another red).
      for (const item of found.items) {
        expect(item.name).toMatch(/Kurta/);
        const product = (await (await request.get(`/api/Product/${item.product_id}`)).json()) as {
          variations: Array<{ attributes: Array<{ attribute_name: string; value: string }> }>;
        };
        const colours = product.variations.flatMap((variation) =>
          variation.attributes.filter((value) => value.attribute_name === 'color').map((value) => value.value),
        );
        expect(
          colours.some((colour) => ['Maroon', 'Red', 'Rust'].includes(colour)),
          item.name,
        ).toBe(true);
      }
      if (!phone) {
        // The header's box shows the query searched, also when the page is opened from a link.
        await page.goto('/Search?rawquery=shirt');
        await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search for products' })).toHaveValue(
          'shirt',
        );
      }
    });
  }
});
