import { expect, test, bearer, type Product } from './fixtures';
import { dialog, runTag, toast } from './admin-support';

// docs/product/admin.md#adding-variations-in-one-go and docs/product/admin.md#delivery

test.describe('adding variations in one go', () => {
  test('the admin adds 3 colours × 2 sizes in one save, and the product page offers them', async ({
    page,
    request,
    signInAsAdmin,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = runTag(testInfo);
    const token = await signInAsAdmin();
    const like = (await (await request.get('/api/Product/1')).json()) as Product;
    const created = await request.post('/api/Product', {
      headers: bearer({ token }),
      data: {
        name: `Matrix Tee ${tag}`,
        // Its own SKU is the SKUs' {product}, so the phone's and the desktop's runs never clash.
        sku: `MT-${tag}`,
        description: 'A tee made in every colour at once.',
        price: 899,
        stock: 0,
        category_id: like.category_id,
        brand_id: like.brand_id,
        is_active: true,
        country_of_origin: 'India',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()) as Product;

    await page.goto(`/ProductVariation/${product.product_id}`);
    // The first admin page after the sign-in loads the admin's code: on a busy machine that can take a while.
    await expect(page.getByRole('heading', { level: 1, name: `Variations of Matrix Tee ${tag}` })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Add variations' }).click();
    const matrix = dialog(page);
    await expect(matrix.getByRole('heading', { name: `Add variations of Matrix Tee ${tag}` })).toBeVisible();
    // A chip is a label around a hidden checkbox: clicking the chip ticks it.
    const tick = async (group: RegExp, value: string) => {
      const chips = matrix.getByRole('group', { name: group });
      await chips.getByText(value, { exact: true }).click();
      await expect(chips.getByRole('checkbox', { name: value, exact: true })).toBeChecked();
    };
    for (const colour of ['Black', 'White', 'Red']) await tick(/^Colou?r/i, colour);
    // A size the store may not use yet is typed in; M is ticked from the chips.
    await tick(/^Size/i, 'M');
    await matrix.getByLabel('New size value').fill('XXL');
    await matrix.getByLabel('New size value').press('Enter');
    await expect(matrix.getByTestId('matrix-row')).toHaveCount(6);

    await matrix.getByLabel('Stock', { exact: true }).fill('7');
    await matrix.getByLabel('Discount price (₹)').fill('749');
    await matrix.getByRole('button', { name: 'Apply to all' }).click();
    const code = `MT-${tag.toUpperCase()}`;
    await expect(matrix.getByLabel('SKU of Red / XXL')).toHaveValue(`${code}-RED-XXL`);
    await expect(matrix.getByLabel('Stock of Red / XXL')).toHaveValue('7');
    await matrix.getByLabel('SKU of Red / XXL').fill(`RED-XXL-${tag}`);
    await matrix.getByLabel('Stock of Black / M').fill('2');
    await matrix.getByRole('button', { name: 'Add 6 variations' }).click();
    await expect(toast(page, '6 variations added')).toBeVisible();
    await expect(matrix).toBeHidden();
    await expect(page.getByText(`RED-XXL-${tag}`)).toBeVisible();

    const saved = (await (await request.get(`/api/Product/${product.product_id}`)).json()) as Product;
    expect(saved.variations).toHaveLength(6);
    expect(saved.variations.find((variation) => variation.sku === `${code}-BLACK-M`)).toMatchObject({
      price: 899,
      discount_price: 749,
      stock: 2,
    });

    // The store: the product page offers the three colours, and both sizes of a colour.
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Matrix Tee ${tag}`);
    for (const colour of ['Black', 'White', 'Red']) {
      await expect(page.getByRole('radio', { name: colour, exact: true })).toBeVisible();
    }
    await page.getByRole('radio', { name: 'Red', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Size M', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Size XXL', exact: true }).first()).toBeVisible();
  });
});

test.describe('the delivery table row by row', () => {
  test('the admin adds a prefix, edits it, downloads the table and deletes the prefix', async ({
    page,
    signInAsAdmin,
  }, testInfo) => {
    // The table has a few hundred rows, drawn again after each change.
    test.setTimeout(120_000);
    const prefix = testInfo.project.name === 'phone' ? '99981' : '99982';
    await signInAsAdmin();
    await page.goto('/Delivery');
    await page.getByRole('button', { name: 'Add a prefix' }).click();
    await dialog(page).getByLabel('Prefix').fill(prefix);
    await dialog(page).getByLabel('Zone').fill('Field post');
    await dialog(page).getByLabel('Days to deliver').fill('61');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(page).getByText('Days: a whole number from 1 to 60')).toBeVisible();
    await dialog(page).getByLabel('Days to deliver').fill('9');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`Prefix ${prefix} added.`)).toBeVisible();
    const line = page.getByRole('row').filter({ hasText: prefix });
    await expect(line).toContainText('Field post');

    await line.getByRole('button', { name: `Edit prefix ${prefix}` }).click();
    await dialog(page).getByLabel('Cash on Delivery offered').uncheck();
    await dialog(page).getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText(`Prefix ${prefix} updated.`)).toBeVisible();
    await expect(line.getByRole('cell').nth(3)).toHaveText('No');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^delivery-\d{4}-\d{2}-\d{2}\.csv$/);

    await line.getByRole('button', { name: `Delete prefix ${prefix}` }).click();
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`Prefix ${prefix} deleted.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(0);
  });
});
