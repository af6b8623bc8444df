import { expect, test, type Product } from './fixtures';
import { dialog, filterTable, openSection, pngFile, row, runTag, submitModal, toast } from './admin-support';

/** The image's stored name, the same whichever width the page asks for. */
const fileKey = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/-\d+\.webp$/, '');

test.describe('admin catalogue', () => {
  test('the admin builds a product from a new collection to its images, shoppers see it, then it is edited and deleted', async ({
    page,
    request,
    signInAsAdmin,
    browserErrors,
  }, testInfo) => {
    test.setTimeout(240_000);
    browserErrors.allow('the duplicate SKU is refused (409)', /status of 409 .*\/api\/ProductVariation\)$/);
    browserErrors.allow(
      'a second size on one variation is refused (409)',
      /status of 409 .*\/api\/VariationAttributeValue\)$/,
    );
    browserErrors.allow('the category still in use is refused (409)', /status of 409 .*\/api\/Category\/\d+\)$/);
    const tag = runTag(testInfo);
    const collection = `Coll ${tag}`;
    const category = `Tees ${tag}`;
    const brand = `Brand ${tag}`;
    const attribute = `Fit ${tag}`;
    const product = `Journey Tee ${tag}`;
    const token = await signInAsAdmin();

    // A collection, with the form's messages first (docs/product/admin.md#forms-and-toasts).
    await page.goto('/CategoryParent');
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Collection' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Add Collection' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(page).getByText('Name required')).toBeVisible();
    await expect(dialog(page).getByText('required', { exact: true })).toBeVisible();
    await dialog(page).getByLabel('Name', { exact: true }).fill(collection);
    await dialog(page).getByLabel('Description').fill('Made by the admin journey.');
    await submitModal(page, 'Add', 'Collection Added Successfully!');
    await filterTable(page, collection);
    await expect(row(page, collection)).toContainText('Made by the admin journey.');

    // A category in it.
    await openSection(page, 'Categories');
    await expect(page).toHaveURL(/\/Category$/);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(page).getByText('Name required')).toBeVisible();
    await expect(dialog(page).getByText('required', { exact: true })).toHaveCount(2);
    await dialog(page).getByLabel('Collection').selectOption({ label: collection });
    await dialog(page).getByLabel('Name', { exact: true }).fill(category);
    await dialog(page).getByLabel('Description').fill('Tees of the journey.');
    await submitModal(page, 'Add', 'Category Added Successfully!');
    await filterTable(page, category);
    await expect(row(page, category)).toContainText(collection);

    // A brand and an attribute.
    await openSection(page, 'Brands');
    await page.getByRole('button', { name: 'Add Brand' }).click();
    await dialog(page).getByLabel('Name', { exact: true }).fill(brand);
    await dialog(page).getByLabel('Description').fill('A brand of the journey.');
    await submitModal(page, 'Add', 'Brand Added Successfully!');
    await openSection(page, 'Attributes');
    await page.getByRole('button', { name: 'Add Attribute' }).click();
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(page).getByText('Name required')).toBeVisible();
    await dialog(page).getByLabel('Name', { exact: true }).fill(attribute);
    await submitModal(page, 'Add', 'Attribute Added Successfully!');
    await filterTable(page, attribute);
    await expect(row(page, attribute)).toBeVisible();

    // The product: every required field's message, then a 20 % discount that fills the discount price.
    await openSection(page, 'Products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByText('Name required')).toBeVisible();
    await expect(form.getByText('required', { exact: true })).toHaveCount(5);
    await expect(form.getByText('Add the country of origin: every new product needs one.')).toBeVisible();
    await form.getByLabel('Name', { exact: true }).fill(product);
    await form.getByLabel('Description').fill('A soft tee made by the admin journey.');
    await form.getByLabel('Category').selectOption({ label: `${collection} › ${category}` });
    await form.getByLabel('Brand').selectOption({ label: brand });
    await form.getByLabel('Price (₹)', { exact: true }).fill('999');
    await form.getByLabel('Discount (%)').fill('20');
    await expect(form.getByLabel('Discount Price (₹)')).toHaveValue('799.2');
    await form.getByLabel('Stock').fill('12');
    await form.getByLabel('Country of origin').fill('India');
    await expect(form.getByText('required', { exact: true })).toHaveCount(0);
    await submitModal(page, 'Add', 'Product Added Successfully!');
    await filterTable(page, product);
    const productRow = row(page, product);
    await expect(productRow).toContainText(brand);
    await expect(productRow).toContainText('₹999');
    await expect(productRow).toContainText('₹799.2');
    await expect(productRow).toContainText('20%');
    await expect(productRow).toContainText('Active');

    // Two variations, with a duplicate SKU refused by the server (409) in a red toast.
    await productRow.getByRole('link', { name: `Variation of ${product}` }).click();
    await expect(page).toHaveURL(/\/ProductVariation\/\d+$/);
    const productId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: `Variations of ${product}` })).toBeVisible();
    const variations = [
      { sku: `JT-${tag}-RED-M`, size: 'M', colour: 'Red', price: '999', stock: '5' },
      { sku: `JT-${tag}-BLU-L`, size: 'L', colour: 'Blue', price: '1099', stock: '3' },
    ];
    await page.getByRole('button', { name: 'Add Variation', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog(page).getByText('Name required')).toBeVisible();
    await expect(dialog(page).getByText('required', { exact: true })).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    for (const variation of variations) {
      await page.getByRole('button', { name: 'Add Variation', exact: true }).click();
      await dialog(page).getByLabel('SKU').fill(variation.sku);
      await dialog(page).getByLabel('Price (₹)', { exact: true }).fill(variation.price);
      await dialog(page).getByLabel('Stock').fill(variation.stock);
      await submitModal(page, 'Add', 'ProductVariation Added Successfully!');
    }
    await page.getByRole('button', { name: 'Add Variation', exact: true }).click();
    await dialog(page).getByLabel('SKU').fill(variations[0]!.sku);
    await dialog(page).getByLabel('Price (₹)', { exact: true }).fill('10');
    await dialog(page).getByLabel('Stock').fill('1');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      toast(page, `Failed to Add ProductVariation! A variation with SKU '${variations[0]!.sku}' already exists.`),
    ).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();

    // Size and colour values for each; a second size on one variation is a yellow warning
    // (docs/product/admin.md#variations-and-values).
    for (const variation of variations) {
      await row(page, variation.sku)
        .getByRole('link', { name: `Values of ${variation.sku}` })
        .click();
      await expect(page.getByRole('heading', { name: `Values of ${variation.sku}` })).toBeVisible();
      await page.getByRole('button', { name: 'Add Value' }).click();
      await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog(page).getByText('Name required')).toBeVisible();
      await expect(dialog(page).getByText('required', { exact: true })).toBeVisible();
      for (const [name, value] of [
        ['size', variation.size],
        ['color', variation.colour],
      ] as const) {
        if (!(await dialog(page).isVisible())) await page.getByRole('button', { name: 'Add Value' }).click();
        await dialog(page).getByLabel('Attribute').selectOption({ label: name });
        await dialog(page).getByLabel('Value').fill(value);
        await submitModal(page, 'Add', 'Attribute Value Added Successfully!');
        await expect(row(page, name)).toContainText(value);
      }
      await page.getByRole('button', { name: 'Add Value' }).click();
      await dialog(page).getByLabel('Attribute').selectOption({ label: 'size' });
      await dialog(page).getByLabel('Value').fill('XL');
      await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
      const warning = toast(page, "This variation already has a value for 'size'. Edit that value instead.");
      await expect(warning).toBeVisible();
      await expect(warning).toHaveClass(/bg-amber-300/);
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: product }).click();
      await expect(page).toHaveURL(new RegExp(`/ProductVariation/${productId}$`));
    }

    // Product images: two PNGs with previews and progress, then the upload's notice and the home page
    // (docs/product/admin.md#images).
    await row(page, variations[0]!.sku)
      .getByRole('link', { name: `Values of ${variations[0]!.sku}` })
      .click();
    await row(page, 'size')
      .getByRole('link', { name: `Upload images of ${product}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ProductImageUpload\\?id=${productId}$`));
    await expect(page.getByRole('heading', { name: `Images of ${product}` })).toBeVisible();
    await expect(page.getByText('No Images')).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles([pngFile('front.png', 200, 30, 60), pngFile('back.png', 30, 60, 200)]);
    await expect(page.getByTestId('image-preview')).toHaveCount(2);
    await page.getByRole('button', { name: 'Leave out back.png' }).click();
    await expect(page.getByTestId('image-preview')).toHaveCount(1);
    await page.locator('input[type="file"]').setInputFiles([pngFile('side.png', 20, 160, 90)]);
    await expect(page.getByTestId('image-preview')).toHaveCount(2);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expect(toast(page, 'Item removed from the cart!')).toBeVisible();
    await expect(page.getByText('2 images uploaded.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });

    // A variation image: straight from the variations table.
    await page.goto(`/ProductVariation/${productId}`);
    await row(page, variations[0]!.sku)
      .getByRole('link', { name: `Upload images of ${variations[0]!.sku}` })
      .click();
    await expect(page).toHaveURL(/\/ProductImagevarUpload\?id=\d+$/);
    await expect(page.getByText(variations[0]!.sku, { exact: true })).toBeVisible();
    await expect(page.getByText('No Images')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles([pngFile('red.png', 220, 20, 20)]);
    await expect(page.getByTestId('image-preview')).toHaveCount(1);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expect(toast(page, 'Item removed from the cart!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });

    const saved = (await (await request.get(`/api/Product/${productId}`)).json()) as Product;
    expect(saved.images).toHaveLength(2);
    const red = saved.variations.find((variation) => variation.sku === variations[0]!.sku)!;
    expect(red.images).toHaveLength(1);
    expect(red.attributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ attribute_name: 'size', value: 'M' }),
        expect.objectContaining({ attribute_name: 'color', value: 'Red' }),
      ]),
    );

    // The storefront: the newest product leads the catalogue home; its page has the sizes, colours and images.
    const card = page.getByTestId('product-card').filter({ hasText: product });
    await expect(card).toBeVisible();
    await expect(card).toContainText(brand);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/${productId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product);
    await expect(page.getByRole('radio', { name: 'Red', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Blue', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Size M', exact: true }).first()).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Product images' });
    await expect(gallery.locator('img')).toHaveCount(1);
    expect(fileKey((await gallery.locator('img').first().getAttribute('src'))!)).toBe(
      fileKey(red.images[0]!.image_url),
    );
    await page.getByRole('radio', { name: 'Blue', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Size L', exact: true }).first()).toBeVisible();
    // The blue variation has no images of its own: the product's two show.
    await expect(gallery.locator('img')).toHaveCount(2);
    expect(fileKey((await gallery.locator('img').first().getAttribute('src'))!)).toBe(
      fileKey(saved.images[0]!.image_url),
    );

    // Edit: the modal loads the record and says Update; the blue toast.
    await page.goto('/Product');
    await filterTable(page, product);
    await row(page, product)
      .getByRole('button', { name: `Edit ${product}` })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Update Product' })).toBeVisible();
    await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue(product);
    await expect(dialog(page).getByLabel('Discount Price (₹)')).toHaveValue('799.2');
    await dialog(page).getByLabel('Name', { exact: true }).fill(`${product} v2`);
    await dialog(page).getByLabel('Active (shown in the store)').uncheck();
    await dialog(page).getByRole('button', { name: 'Update', exact: true }).click();
    const updated = toast(page, 'Product Updated Successfully!');
    await expect(updated).toBeVisible();
    await expect(updated).toHaveClass(/bg-blue-700/);
    await expect(row(page, `${product} v2`)).toContainText('InActive');
    expect((await request.get(`/api/Product/${productId}`)).status()).toBe(404);

    // Delete: a category still in use is refused with the server's reason; then everything goes, red toasts.
    await openSection(page, 'Categories');
    await filterTable(page, category);
    await row(page, category)
      .getByRole('button', { name: `Delete ${category}` })
      .click();
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const refused = toast(
      page,
      'Failed to Delete Category! This category still has 1 product. Move or delete them first.',
    );
    await expect(refused).toBeVisible();
    await expect(refused).toHaveClass(/bg-red-700/);

    await page.goto(`/ProductVariation/${productId}`);
    await row(page, variations[1]!.sku)
      .getByRole('button', { name: `Delete ${variations[1]!.sku}` })
      .click();
    await expect(dialog(page)).toContainText(variations[1]!.sku);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, variations[1]!.sku)).toBeVisible();
    await row(page, variations[1]!.sku)
      .getByRole('button', { name: `Delete ${variations[1]!.sku}` })
      .click();
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'ProductVariation Deleted Successfully!')).toHaveClass(/bg-red-700/);
    await expect(row(page, variations[1]!.sku)).toHaveCount(0);

    const deletions: Array<
      [section: 'Products' | 'Categories' | 'Brands' | 'Attributes' | 'Collections', name: string, message: string]
    > = [
      ['Products', `${product} v2`, 'Product Deleted Successfully!'],
      ['Categories', category, 'Category Deleted Successfully!'],
      ['Brands', brand, 'Brand Deleted Successfully!'],
      ['Attributes', attribute, 'Attribute Deleted Successfully!'],
      ['Collections', collection, 'Collection Deleted Successfully!'],
    ];
    for (const [section, name, message] of deletions) {
      await openSection(page, section);
      await filterTable(page, name);
      await row(page, name)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page, message)).toBeVisible();
      await expect(row(page, name)).toHaveCount(0);
    }
    const gone = await request.get(`/api/Product/${productId}/admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(404);
  });

  test('the modal stays open on Escape and outside clicks, keeps focus inside and gives it back', async ({
    page,
    phone,
    checkA11y,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    await page.goto('/Brand');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await checkA11y(page);
    const opener = page.getByRole('button', { name: 'Add Brand' });
    await opener.click();
    const modal = dialog(page);
    await expect(modal.getByLabel('Name', { exact: true })).toBeFocused();
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(modal.getByText('Name required')).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await page.mouse.click(5, phone ? 830 : 890);
    await expect(modal).toBeVisible();
    for (let step = 0; step < 7; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await modal.getByLabel('Name', { exact: true }).fill('Typed, then cancelled');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(modal.getByLabel('Name', { exact: true })).toHaveValue('');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();

    // Edit mode: the record first, then the Update button.
    const first = page.getByRole('row').nth(1);
    const name = (await first.getByRole('cell').nth(1).textContent())!;
    await first.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(modal.getByRole('heading', { name: 'Update Brand' })).toBeVisible();
    await expect(modal.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(modal.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(first.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
  });

  test('the product table pages, sorts and filters by name on the server', async ({
    page,
    request,
    checkA11y,
    signInAsAdmin,
  }) => {
    const headers = { authorization: `Bearer ${await signInAsAdmin()}` };
    const serverNames = async (query: string) => {
      const response = await request.get(`/api/Product?includeInactive=true&pageSize=20&${query}`, { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { items: Array<{ name: string }> }).items.map((item) => item.name);
    };
    await page.goto('/Product');
    await expect(page.getByText(/^Showing 1–20 of \d+/)).toBeVisible();
    // A tick box, '#', the thumbnail, then the name.
    const names = page.getByRole('row').locator('td:nth-child(4)');
    await expect(names).toHaveCount(20);
    await checkA11y(page);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name_asc');
    await expect(page).toHaveURL(/sort=name_asc/);
    const firstPage = await serverNames('sort=name_asc&pageNumber=1');
    await expect(names).toHaveText(firstPage);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 21–40 of/)).toBeVisible();
    await expect(names).toHaveText(await serverNames('sort=name_asc&pageNumber=2'));
    await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('21');

    await page.getByRole('button', { name: /sort by name/ }).click();
    await expect(page).toHaveURL(/sort=name_desc/);
    await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');

    await filterTable(page, 'shirt');
    await expect(page).toHaveURL(/q=shirt/);
    await expect(async () => {
      const shown = await names.allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const name of shown) expect(name.toLowerCase()).toContain('shirt');
    }).toPass();
    // The state is in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('shirt');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name_desc');

    await filterTable(page, 'no product is called this');
    await expect(page.getByText("No product name contains 'no product is called this'.")).toBeVisible();
  });

  const DEMO_PRODUCT = 'Gingham Check Shirt';

  test('an upload page opened without a product lets the admin pick one, and a reload keeps it', async ({
    page,
    checkA11y,
    signInAsAdmin,
    browserErrors,
  }) => {
    browserErrors.allow('the file that only claims to be a PNG is refused (415)', /status of 415 .*\/images\)$/);
    // Not the store: the trace recorder reads the broken preview's blob: URL, which the page's CSP refuses.
    browserErrors.allow(
      "Playwright's trace snapshot of the preview that is not an image",
      /^console\.error: Connecting to 'blob:[^']+' violates the following Content Security Policy directive: "connect-src 'self'"/,
      { optional: true },
    );
    await signInAsAdmin();
    await page.goto('/ProductImageUpload');
    await expect(page.getByText('Which product are the images for?')).toBeVisible();
    // A demo product: the products other tests create (and delete) while this one runs must not be picked.
    // The picker filters as the admin types: wait for the demo product itself, not whatever row comes first.
    await page.getByRole('searchbox').fill(DEMO_PRODUCT);
    await page.getByRole('button', { name: `Choose ${DEMO_PRODUCT}`, exact: true }).click();
    await expect(page).toHaveURL(/\/ProductImageUpload\?id=\d+$/);
    await expect(page.getByRole('heading', { name: `Images of ${DEMO_PRODUCT}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: `Images of ${DEMO_PRODUCT}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Images' })).toBeDisabled();
    await checkA11y(page);
    // A file that only claims to be a PNG: the server's 415 in a red toast, and the page stays.
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') }]);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const refused = toast(
      page,
      'Failed to Upload Images! Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF).',
    );
    await expect(refused).toBeVisible();
    await expect(refused).toHaveClass(/bg-red-700/);
    await expect(page).toHaveURL(/\/ProductImageUpload\?id=\d+$/);
    await expect(page.getByTestId('image-preview')).toHaveCount(1);

    await page.goto('/ProductImagevarUpload');
    await page.getByRole('searchbox').fill(DEMO_PRODUCT);
    await page.getByRole('button', { name: `Choose ${DEMO_PRODUCT}`, exact: true }).click();
    const variation = page
      .getByRole('list', { name: 'Variations' })
      .getByRole('button', { name: /^Choose / })
      .first();
    const sku = (await variation.getAttribute('aria-label'))!.replace(/^Choose /, '');
    await variation.click();
    await expect(page).toHaveURL(/\/ProductImagevarUpload\?id=\d+$/);
    await expect(page.getByText(sku, { exact: true })).toBeVisible();
  });

  test("the header's admin links open every admin list", async ({ page, phone, signInAsAdmin }) => {
    await signInAsAdmin();
    const links: Array<[label: string, path: string, heading: string]> = [
      ['Product', '/Product', 'Products'],
      ['Brand', '/Brand', 'Brands'],
      ['Category', '/Category', 'Categories'],
      ['Parent Category', '/CategoryParent', 'Collections'],
      ['Variation', '/VariationAttribute', 'Variation attributes'],
    ];
    for (const [label, path, heading] of links) {
      await page.goto('/');
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click();
      } else {
        await page.getByRole('link', { name: 'Profile', exact: true }).first().hover();
        await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    }
  });

  test('a shopper who opens an admin page is sent to /Unauthorized', async ({ page, signIn }) => {
    await signIn({ overrides: { first_name: 'Ravi', last_name: 'Kumar' } });
    await page.goto('/Product');
    await expect(page).toHaveURL(/\/Unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    await page.goto('/ProductVariation/1');
    await expect(page).toHaveURL(/\/Unauthorized$/);
  });
});
