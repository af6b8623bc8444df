import { bearer, expect, test } from './fixtures';

// Where a sign-in continues (docs/product/accounts.md#where-a-sign-in-continues) and the shopper's own dashboard
// figures (docs/product/accounts.md#dashboard).

test.describe('sign-in continues where it was reached from', () => {
  test('a sign-in from PLACE ORDER continues to the address step', async ({
    page,
    phone,
    register,
    addToBag,
    sizedProduct,
  }) => {
    const account = await register();
    const { product, sizes } = sizedProduct;
    await addToBag(product, sizes[0]!.size);
    await page.goto('/Cart');
    // PLACE ORDER beside the summary; on phones the bottom bar's Continue.
    await page
      .getByRole('button', { name: phone ? 'Continue' : 'PLACE ORDER', exact: true })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/Login\?next=%2FDeliveryAddress$/);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL(/\/DeliveryAddress$/);
    // On the way to payment the address step shows the checkout steps.
    await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
  });

  test('a guarded page asks for a sign-in and continues there, also by one-time code', async ({
    page,

    register,
  }) => {
    const account = await register();
    await page.goto('/Orders');
    await expect(page).toHaveURL(/\/Login\?next=%2FOrders$/);

    // LOGIN BY OTP keeps the destination.
    await page.getByRole('link', { name: 'LOGIN BY OTP' }).click();
    await expect(page).toHaveURL(/\/LoginOtp\?next=%2FOrders$/);
    await page.getByLabel('Mobile Number').fill(account.phone);
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    const hint = page.getByTestId('otp-test-mode');
    await expect(hint).toContainText('TEST MODE');
    const code = /(\d{6})/.exec((await hint.textContent()) ?? '')![1]!;
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'VERIFY OTP' }).click();
    await expect(page).toHaveURL(/\/Orders$/);
    await expect(page.getByText('No Order Found')).toBeVisible();
  });

  test('a next= that leaves the site is ignored: the sign-in lands on the Dashboard', async ({ page, register }) => {
    const account = await register();
    await page.goto('/Login?next=%2F%2Fevil.example%2FDeliveryAddress');
    // The links to the other sign-in screens do not carry it either.
    await expect(page.getByRole('link', { name: 'LOGIN BY OTP' })).toHaveAttribute('href', '/LoginOtp');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/Dashboard$/);
  });
});

test('the Dashboard shows the shopper their own figures, and Settings opens the profile', async ({
  page,
  request,
  signIn,
  sizedProduct,
}) => {
  const shopper = await signIn({ via: 'storage' });
  const saved = await request.put(`/api/Wishlist/${sizedProduct.product.product_id}`, { headers: bearer(shopper) });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/Dashboard');
  const cards = page.getByTestId('dashboard-card');
  await expect(cards).toHaveText(['Orders0', 'Open orders0', 'Wishlist items1']);
  await expect(page.getByText('₹1,24,500')).toHaveCount(0);
  await expect(cards.filter({ hasText: /^Orders/ }).getByRole('link')).toHaveAttribute('href', '/Orders');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/Profile$/);
});

test('the address book opened from the account with an empty bag shows no checkout steps nor payment bar', async ({
  page,
  signIn,
}) => {
  await signIn({ via: 'storage' });
  await page.goto('/DeliveryAddress');
  await expect(page.getByRole('heading', { name: 'Select Delivery Address' })).toBeVisible();
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CONTINUE TO PAYMENT' })).toHaveCount(0);
  await expect(page.getByText('₹0.00')).toHaveCount(0);
});

test.describe('phone layout @phone', () => {
  test('the banner strip shows each banner alone, the last one too; product rows keep their margin', async ({
    page,
    sizedProduct,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers', exact: true });
    const slides = carousel.getByRole('group');
    await carousel.getByRole('button', { name: 'Show banner 5' }).click();
    await expect(carousel.getByRole('button', { name: 'Show banner 5' })).toHaveAttribute('aria-current', 'true');
    // Once the strip has come to rest on the last banner, the fourth is wholly out of view.
    await expect
      .poll(async () => {
        const box = (await slides.nth(3).boundingBox())!;
        return box.x + box.width;
      })
      .toBeLessThanOrEqual(0);
    const last = (await slides.nth(4).boundingBox())!;
    expect(last.x).toBeGreaterThanOrEqual(0);

    // "Others Also Bought" on a product page: the first card keeps the page's margin, also after a swipe.
    await page.goto(`/Men/x/product/${sizedProduct.product.product_id}`);
    const row = page.getByTestId('others-also-bought');
    await row.scrollIntoViewIfNeeded();
    const cards = row.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect((await cards.first().boundingBox())!.x).toBeGreaterThanOrEqual(11);
    await row.getByRole('list').evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect
      .poll(async () => {
        const box = (await cards.last().boundingBox())!;
        return 390 - (box.x + box.width);
      })
      .toBeGreaterThanOrEqual(11);
  });
});

test('a fresh store shows ratings from its seeded, verified reviews on cards and product pages', async ({
  page,
  request,
}) => {
  // By popularity: the seeded products (sold, reviewed) come before any a journey adds (the import adds 50, unsold).
  const first = (await (await request.get('/api/Product?pageNumber=1&pageSize=24&sort=popularity')).json()) as {
    items: Array<{ product_id: number; rating_count: number; brand_name: string }>;
  };
  const rated = first.items.filter((item) => item.rating_count > 0);
  expect(rated.length).toBeGreaterThan(first.items.length / 2);

  await page.goto('/?sort=popularity');
  await expect(page.getByTestId('rating-badge').first()).toBeVisible();

  const product = rated[0]!;
  await page.goto(`/Men/${encodeURIComponent(product.brand_name)}/product/${product.product_id}`);
  const section = page.locator('#reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('rating-average')).toHaveText(/^[1-5]\.\d$/);
  await expect(section.getByText('No reviews yet.')).toHaveCount(0);
  await expect(section.getByText(`${product.rating_count} rating`)).toBeVisible();
});
