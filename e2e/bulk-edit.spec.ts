import { productPath } from '../packages/shared/src/slug.ts';
import { expect, test, type Product } from './fixtures';
import { dialog, filterTable, row, runTag, toast } from './admin-support';

// Bulk edits on the Products table (docs/product/admin.md#bulk-edits). The table with its tick boxes and actions is a
// desktop screen (phones scroll it sideways), so the journey runs at desktop size.

test.describe('bulk edits', () => {
  test('the admin deactivates two products at once, then raises their prices by 10% @desktop', async ({
    page,
    request,
    signInAsAdmin,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(180_000);
    const tag = runTag(testInfo);
    const headers = { authorization: `Bearer ${await signInAsAdmin()}` };
    const categories = (await (await request.get('/api/Category', { headers })).json()) as Array<{
      category_id: number;
      name: string;
      parentcategory_name: string;
    }>;
    const tees = categories.find((item) => item.parentcategory_name === 'Men' && item.name === 'T-Shirt')!;
    const brands = (await (await request.get('/api/Brand', { headers })).json()) as Array<{ brand_id: number }>;
    const made: Product[] = [];
    for (const name of [`Bulkjourney Alpha ${tag}`, `Bulkjourney Beta ${tag}`]) {
      const response = await request.post('/api/Product', {
        headers,
        data: {
          name,
          description: 'A tee for the bulk edit journey.',
          price: 1000,
          stock: 8,
          category_id: tees.category_id,
          brand_id: brands[0]!.brand_id,
          country_of_origin: 'India',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      made.push((await response.json()) as Product);
    }
    const storeCards = () =>
      page.getByTestId('product-card').filter({ hasText: new RegExp(`Bulkjourney (Alpha|Beta) ${tag}`) });
    await page.goto('/Search?rawquery=bulkjourney');
    await expect(storeCards()).toHaveCount(2);

    // Tick both rows, deactivate, confirm with the counts.
    await page.goto('/Product');
    await filterTable(page, `Bulkjourney`);
    // The filter reaches the address after its pause, and a new filter drops what was ticked: tick after it.
    await expect(page).toHaveURL(/[?&]q=Bulkjourney(&|$)/);
    await expect(row(page, `Bulkjourney Alpha ${tag}`)).toBeVisible();
    await expect(row(page, `Bulkjourney Beta ${tag}`)).toBeVisible();
    for (const product of made) await page.getByRole('checkbox', { name: `Select ${product.name}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk edit' });
    await expect(bar).toContainText('2 selected.');
    // Away from the last row ticked: a hovered row's tint is not what the contrast check is about.
    await page.getByRole('heading', { level: 1, name: 'Products' }).hover();
    await checkA11y(page);
    await bar.getByRole('combobox', { name: 'Bulk action' }).selectOption('deactivate');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page).getByText('Change 2 products?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Deactivate: changed 2 products.')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(row(page, `Bulkjourney Alpha ${tag}`)).toContainText('InActive');
    await expect(row(page, `Bulkjourney Beta ${tag}`)).toContainText('InActive');
    await expect(bar).toBeHidden();

    await page.goto('/Search?rawquery=bulkjourney');
    await expect(page.getByTestId('listing-heading')).toBeVisible();
    await expect(storeCards()).toHaveCount(0);

    // Back on, then prices up by 10%: ₹1,000 becomes ₹1,100 on the product page.
    await page.goto('/Product');
    await filterTable(page, `Bulkjourney`);
    // The filter reaches the address after its pause, and a new filter drops what was ticked: tick after it.
    await expect(page).toHaveURL(/[?&]q=Bulkjourney(&|$)/);
    for (const product of made) await page.getByRole('checkbox', { name: `Select ${product.name}` }).check();
    await bar.getByRole('combobox', { name: 'Bulk action' }).selectOption('activate');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Activate: changed 2 products.')).toBeVisible();

    for (const product of made) await page.getByRole('checkbox', { name: `Select ${product.name}` }).check();
    await bar.getByRole('combobox', { name: 'Bulk action' }).selectOption('price_change');
    await dialog(page).getByLabel('By').selectOption('percent');
    await dialog(page).getByLabel('Change (negative lowers)').fill('10');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page).getByText('Change 2 products?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Raise or lower prices: changed 2 products.')).toBeVisible();
    await expect(row(page, `Bulkjourney Alpha ${tag}`)).toContainText('₹1,100');

    await page.goto(productPath(made[0]!));
    await expect(page.getByTestId('product-price')).toHaveText('₹1,100');
  });
});
