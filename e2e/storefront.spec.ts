import { cartIncludedGst, type CartItem } from '../packages/shared/src/cart.ts';
import { formatRupees } from '../packages/shared/src/money.ts';
import { productPath } from '../packages/shared/src/slug.ts';
import { ADMIN, attribute, escapeRegExp, expect, rupees, test } from './fixtures';

test.describe('storefront', () => {
  test('browse from the menu to a subcategory, filter, sort and load more', async ({ page, phone, request }) => {
    await page.goto('/');
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('tab', { name: 'Men', exact: true })).toHaveAttribute('aria-selected', 'true');
      await drawer.getByRole('button', { name: 'Topwear' }).click();
      await drawer.getByRole('link', { name: 'T-Shirt' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Men', exact: true }).hover();
      await page.locator('#menu-men').getByRole('link', { name: 'T-Shirt' }).click();
    }
    await expect(page).toHaveURL(/\/Men\/T-Shirt$/);

    const all = (await (
      await request.get('/api/Product/products?parentcategory=Men&subcategories=T-Shirt')
    ).json()) as {
      items: Array<{ brand_name: string }>;
      totalCount: number;
    };
    const heading = page.getByTestId('listing-heading');
    await expect(heading).toHaveText(`Showing Result for T-Shirt - ${all.totalCount} items`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home/Clothing/Men/T-Shirt');

    // Filter by one brand.
    const brand = all.items[0]!.brand_name;
    if (phone) {
      await page.getByRole('button', { name: /FILTER/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand)}`) }).check();
      await sheet.getByRole('button', { name: 'APPLY' }).click();
    } else {
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand)}`) })
        .check();
    }
    await expect(page.getByRole('button', { name: `Remove filter ${brand}` })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const brands = await cards.locator('p:first-child').allTextContents();
    expect(new Set(brands)).toEqual(new Set([brand]));

    // Sort by price, low to high.
    await page.getByRole('button', { name: `Remove filter ${brand}` }).click();
    if (phone) {
      await page.getByRole('button', { name: 'SORT' }).click();
      await page.getByRole('dialog', { name: 'Sort by' }).getByRole('radio', { name: 'Price: Low to High' }).click();
      await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeHidden();
    } else {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    }
    await expect(heading).toHaveText(`Showing Result for T-Shirt - ${all.totalCount} items`);
    await expect(async () => {
      const prices = (await cards.locator('p:nth-child(3) > span:first-child').allTextContents()).map(rupees);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();

    // LOAD MORE on the catalogue home.
    await page.goto('/');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'LOAD MORE' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
  });

  test('product page size rule, bag badge, and bag size, quantity and removal', async ({
    page,
    phone,
    sizedProduct,
  }) => {
    const { product, sizes } = sizedProduct;
    await page.goto('/Men/T-Shirt');
    await page.locator(`a[href$="/${product.product_id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${product.product_id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    // The MRP with its tax statement, and the declaration under Product Details (docs/product/storefront.md#product-details).
    await expect(page.getByTestId('product-mrp')).toContainText(/^MRP ₹[\d,.]+ \(incl\. of all taxes\)$/);
    const details = page.getByTestId('product-details');
    await expect(details).toContainText(`Country of origin${product.country_of_origin}`);
    await expect(details).toContainText(`Manufacturer${product.manufacturer}`);
    await expect(details).toContainText(`Net quantity${product.net_quantity}`);

    // No size yet: the error, and on phones the size sheet. The message's line is kept free beforehand, so its
    // appearing does not push the buttons down (docs/product/storefront.md#product-page).
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    const sizesGroup = page.getByRole('radiogroup').first();
    const gap = async () => (await addToCart.boundingBox())!.y - (await sizesGroup.boundingBox())!.y;
    const gapBefore = await gap();
    await addToCart.click();
    if (phone) {
      const sheet = page.getByRole('dialog', { name: 'Select Size' });
      await expect(sheet.getByText('Please select a size')).toBeVisible();
      await sheet.getByRole('button', { name: 'Close' }).click();
    }
    await expect(page.getByText('Please select a size').first()).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveCount(0);
    expect(await gap()).toBe(gapBefore);

    const [first, second] = sizes;
    await page
      .getByRole('radio', { name: `Size ${first!.size}`, exact: true })
      .first()
      .click();
    await expect(page.getByTestId('product-price')).toHaveText(formatRupees(first!.variation.discount_price));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart Successfully!')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    await page.getByRole('link', { name: /^Bag/ }).click();
    await expect(page).toHaveURL(/\/Cart$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('combobox', { name: 'Size:' })).toHaveValue(first!.size);
    // The line names its colour beside the size (docs/product/storefront.md#bag).
    await expect(line.getByTestId('line-colour')).toHaveText(`Colour:\u00a0${attribute(first!.variation, 'color')}`);

    // A size change swaps to that variation and its price.
    await line.getByRole('combobox', { name: 'Size:' }).selectOption(second!.size);
    await expect(line.getByTestId('line-price')).toHaveText(formatRupees(second!.variation.discount_price));
    await line.getByRole('combobox', { name: 'Qty:' }).selectOption('2');
    await expect(page.getByTestId('bag-count')).toHaveText('2');
    const expectedTotal = second!.variation.discount_price * 2;
    await expect(page.getByTestId('cart-total')).toHaveText(
      `₹${expectedTotal.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    // Prices include GST: the summary says so and shows the GST in the total (docs/product/storefront.md#bag).
    await expect(page.getByTestId('price-summary')).toContainText('Cart Total (incl. of all taxes)');
    await expect(page.getByTestId('price-summary')).not.toContainText('excl. taxes');
    const line2 = { discount_price: second!.variation.discount_price, quantity: 2, gst_rate: product.line_gst_rate };
    const gst = cartIncludedGst([line2 as CartItem]);
    expect(gst).toBeGreaterThan(0);
    await expect(page.getByTestId('included-gst')).toHaveText(
      `Includes GST of ₹${gst.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    await expect(page.getByTestId('price-summary')).toContainText('₹50.00');

    await line.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Item removed from the cart!')).toBeVisible();
    await expect(page.getByText('Your cart is empty. Add some Product')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveCount(0);
  });

  test('search from the box with a suggestion', async ({ page, phone }) => {
    await page.goto('/');
    if (phone) {
      await page.getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/autocomplete$/);
    }
    const box = page.getByRole('combobox', { name: 'Search for products' }).last();
    await box.fill('sh');
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    const name = (await option.textContent())!.trim();
    await option.click();
    await expect(page).toHaveURL(
      new RegExp(`/Search\\?rawquery=${encodeURIComponent(name).replace(/[()]/g, '\\$&')}$`),
    );
    await expect(page.getByTestId('listing-heading')).toContainText(`Showing Result for ${name} - `);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  // The header search box is a desktop control; phones use /autocomplete (tested above).
  test('search suggestions work from the keyboard and close on an outside click @desktop', async ({ page }) => {
    await page.goto('/Cart');
    const box = page.getByRole('combobox', { name: 'Search for products' });
    await box.fill('s');
    await page.waitForTimeout(500);
    await expect(page.getByRole('option')).toHaveCount(0);
    await box.fill('sh');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('heading', { name: /Your cart is empty/ }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await box.focus();
    await box.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const name = (await first.textContent())!.trim();
    await box.press('Enter');
    await expect(box).toHaveValue(name);
    await expect(page.getByTestId('listing-heading')).toContainText(`Showing Result for ${name} - `);
  });

  // Phones search on their own page (/autocomplete), with the same two-character rule.
  test('the search page suggests nothing for one character, and suggests from two @phone', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Product/suggestions'))
        asked.push(new URL(request.url()).searchParams.get('query')!);
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/autocomplete$/);
    const box = page.getByRole('combobox', { name: 'Search for products' }).last();
    await box.fill('s');
    // Well past the typing pause after which suggestions are asked for.
    await page.waitForTimeout(800);
    await expect(page.getByRole('option')).toHaveCount(0);
    expect(asked).toEqual([]);
    await box.fill('sh');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(asked).toEqual(['sh']);
  });

  // Phones set the same state through the filter overlay and the sort sheet, tested next.
  test('the collection listing keeps its filter and sort in the URL @desktop', async ({ page }) => {
    await page.goto('/women');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Jeans/ }).check();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await expect(page).toHaveURL(/\/women\?category=Jeans&sort=newest$/);
    await page.reload();
    await expect(filters.getByRole('checkbox', { name: /^Jeans/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await expect(page.getByRole('button', { name: 'Remove filter Jeans' })).toBeVisible();
    await filters.getByRole('radio', { name: 'Kids' }).click();
    await expect(page).toHaveURL(/\/Kids$/);
    await expect(page.getByTestId('listing-heading')).toContainText('Showing Result for Kids - ');
  });

  test('the collection listing keeps what the filter overlay and the sort sheet chose in the URL @phone', async ({
    page,
  }) => {
    // The FILTER / SORT bar shows while the listing is on screen, below the collection's banners.
    const toListing = () => page.getByTestId('listing-heading').scrollIntoViewIfNeeded();
    await page.goto('/women');
    const overlay = page.getByRole('dialog', { name: 'Filters' });
    const sortSheet = page.getByRole('dialog', { name: 'Sort by' });
    await toListing();
    await page.getByRole('button', { name: /^FILTER/ }).click();
    await overlay.getByRole('checkbox', { name: /^Jeans/ }).check();
    await overlay.getByRole('button', { name: 'APPLY' }).click();
    await expect(overlay).toBeHidden();
    await page.getByRole('button', { name: 'SORT', exact: true }).click();
    await sortSheet.getByRole('radio', { name: 'Newest' }).click();
    await expect(sortSheet).toBeHidden();
    await expect(page).toHaveURL(/\/women\?category=Jeans&sort=newest$/);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove filter Jeans' })).toBeVisible();
    await toListing();
    await page.getByRole('button', { name: /^FILTER/ }).click();
    await expect(overlay.getByRole('checkbox', { name: /^Jeans/ })).toBeChecked();
    await overlay.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(overlay).toBeHidden();
    await page.getByRole('button', { name: 'SORT · Newest', exact: true }).click();
    await expect(sortSheet.getByRole('radio', { name: 'Newest' })).toBeChecked();
    await sortSheet.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/women\?category=Jeans&sort=newest$/);
  });

  test('a failed search says so', async ({ page, browserErrors }) => {
    browserErrors.allow('the search answers 500 here', /status of 500 .*\/api\/Product\/search\?[^)]*\)$/);
    await page.route('**/api/Product/search**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    // Searched from the box, so the browser asks (an opened results address comes with its results from the server).
    await page.goto('/autocomplete');
    const box = page.getByRole('combobox', { name: 'Search for products' }).last();
    await box.fill('shirt');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/Search\?rawquery=shirt$/);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch search results. Please try again later.');
  });

  test('store pages show their products with JavaScript turned off, as crawlers and link previews see them', async ({
    browser,
    sizedProduct,
  }) => {
    const { product } = sizedProduct;
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const opened = await page.goto(productPath(product));
      expect(opened?.status()).toBe(200);
      await expect(page).toHaveTitle(`${product.brand_name} ${product.name} · Store`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(product.brand_name);
      await expect(page.getByText(product.name).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByTestId('product-price')).toHaveText(/^₹[\d,]+$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${productPath(product)}$`),
      );

      await page.goto('/Men/T-Shirt');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('listing-heading')).toContainText('Showing Result for T-Shirt');
      expect((await page.goto('/no-such-page'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('unknown paths show the 404 page', async ({ page, browserErrors }) => {
    browserErrors.allow('the page itself answers 404', /status of 404 .*\/no-such-page\)$/);
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('admin pages send a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/Product');
    await expect(page).toHaveURL(/\/Login$/);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Email required')).toBeVisible();
    await expect(page.getByText('Password required')).toBeVisible();
  });
  // The user menu is a desktop hover menu; the phone drawer's entries are tested with the accounts.
  test('the admin signs in, sees the admin links and opens an admin page; a shopper is turned away @desktop', async ({
    page,
    signIn,
    browserErrors,
  }) => {
    browserErrors.allow('the wrong password is refused (401)', /status of 401 .*\/api\/User\)$/);
    await page.goto('/Login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/Dashboard$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.getByRole('link', { name: 'Profile', exact: true }).first().hover();
    await page.getByRole('link', { name: 'Parent Category' }).click();
    await expect(page).toHaveURL(/\/CategoryParent$/);
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    await page.getByRole('link', { name: 'Profile', exact: true }).first().hover();
    await page.getByRole('button', { name: 'Logout' }).click();

    await signIn();
    await page.getByRole('link', { name: 'Profile', exact: true }).first().hover();
    await expect(page.getByRole('banner').getByText('Welcome, Asha Rao')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Asha Rao' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Parent Category' })).toHaveCount(0);
    await page.goto('/Brand');
    await expect(page).toHaveURL(/\/Unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('home, listing, product and bag have no serious or critical axe-core violations', async ({
    page,
    checkA11y,
    sizedProduct,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await checkA11y(page);

    await page.goto('/Men/T-Shirt');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await checkA11y(page);

    const { product, sizes } = sizedProduct;
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await page
      .getByRole('radio', { name: `Size ${sizes[0]!.size}`, exact: true })
      .first()
      .click();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    await page.goto('/Cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await checkA11y(page);
  });
});
