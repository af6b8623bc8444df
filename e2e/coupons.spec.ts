import type { Page } from '@playwright/test';
import type { OrderView } from '@store/shared/schemas/orders';
import { addAddressThroughApi, bearer, expect, rupees, test } from './fixtures';
import { dialog, row, runTag, submitModal } from './admin-support';

/** Where screenshots of the coupon screens go (looked at by hand; not compared). */
const shot = (page: Page, name: string, phone: boolean) =>
  page.screenshot({ path: `test-results/coupons-screens/${name}-${phone ? 'phone' : 'desktop'}.png`, fullPage: true });

test.describe('coupons', () => {
  test('the admin adds a coupon; a shopper applies it in the bag, pays the discounted total, and the order shows it', async ({
    page,
    request,
    phone,
    signInAsAdmin,
    signIn,
    addToBag,
    sizedProduct,
    browserErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    browserErrors.allow('an unknown code is refused (409)', /status of 409 .*\/api\/coupons\/validate\)$/);
    const code = `E2E${runTag(testInfo)}`.toUpperCase();

    // The admin's Coupons screen, from the section bar, and its modal form (docs/product/admin.md#coupons).
    await signInAsAdmin({ via: 'storage' });
    await page.goto('/Product');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons', exact: true }).click();
    await expect(page).toHaveURL(/\/Coupons$/);
    await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByText('Code required')).toBeVisible();
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Type').selectOption('percent');
    await form.getByLabel('Percent off').fill('10');
    await form.getByLabel('Maximum discount (₹, optional)').fill('5000');
    await form.getByLabel('Uses per shopper (optional)').fill('1');
    await shot(page, 'admin-coupon-modal', phone);
    await submitModal(page, 'Add', 'Coupon Added Successfully!');
    await page.getByRole('searchbox').fill(code);
    await expect(row(page, code)).toContainText('10% off, up to ₹5,000');
    await expect(row(page, code)).toContainText('Active');
    await shot(page, 'admin-coupons', phone);

    // The shopper: a refused code shows the server's reason, then the coupon applies (docs/product/checkout.md#coupons).
    const shopper = await signIn({ via: 'storage' });
    await addAddressThroughApi(request, shopper);
    const { product, sizes } = sizedProduct;
    await addToBag(product, sizes[0]!.size);
    await page.goto('/Cart');
    const panel = page.getByTestId('coupon-panel');
    await panel.getByLabel('Coupon code').fill(`NOPE${code}`);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByText(`There is no coupon NOPE${code}. Check the code and try again.`)).toBeVisible();
    await expect(page.getByTestId('coupon-discount')).toHaveCount(0);
    await shot(page, 'bag-coupon-refused', phone);

    await panel.getByLabel('Coupon code').fill(code);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('coupon-applied')).toContainText(code);
    const cartTotal = rupees((await page.getByTestId('cart-total').textContent())!);
    const discount = Math.floor(cartTotal * 10) / 100;
    await expect(page.getByTestId('coupon-discount')).toHaveText(
      `−₹${discount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    await expect(page.getByTestId('total-amount')).toHaveText(
      `₹${(Math.round((cartTotal - discount) * 100) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    await shot(page, 'bag-coupon-applied', phone);

    // Payment keeps it: the summary shows it and the order is placed with it.
    await page.getByRole('button', { name: phone ? 'Continue' : 'PLACE ORDER' }).click();
    await expect(page).toHaveURL(/\/DeliveryAddress$/);
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/Payment$/);
    await expect(page.getByTestId('coupon-discount')).toBeVisible();
    await expect(page.getByText(`Coupon Discount (${code})`)).toBeVisible();
    await shot(page, 'payment-coupon', phone);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    const checkout = page.getByRole('dialog', { name: /TEST MODE/ });
    await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
    await checkout.getByRole('button', { name: /^PAY/ }).click();
    await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/Orders$/, { timeout: 6_000 });

    const response = await request.get(`/api/Order/${shopper.email}`, { headers: bearer(shopper) });
    const [order] = (await response.json()) as OrderView[];
    expect(order).toMatchObject({ coupon_code: code, discount_amount: discount, payment_status: 'Paid' });
    expect(order!.total_amount).toBeCloseTo(cartTotal - discount, 2);

    await page.goto(`/OrderDetails/${order!.order_id}`);
    await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
    await expect(page.getByTestId('order-total')).toBeVisible();
  });
  test('a signed-in shopper opens Profile → Coupons, sees the demo store’s public coupons and copies one', async ({
    page,
    context,
    phone,
    signIn,
    checkA11y,
  }) => {
    // My Coupons (docs/product/accounts.md#my-coupons): WELCOME10 and FLAT200 are the demo seed's public coupons.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn({ via: 'storage' });
    await page.goto('/Profile');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByText('Saved Cards', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Saved Cards' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Store Insider' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Coupons', exact: true }).click();
    await expect(page).toHaveURL(/\/MyCoupons$/);
    await expect(page.getByRole('heading', { name: 'Coupons', exact: true })).toBeVisible();
    const welcome = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '10% off, up to ₹300' }) });
    await expect(welcome).toContainText('WELCOME10');
    await expect(welcome).toContainText('On orders of ₹999 or more');
    await expect(welcome).toContainText('Once per shopper');
    await expect(page.getByRole('heading', { name: '₹200 off' })).toBeVisible();
    await checkA11y(page);
    await shot(page, 'my-coupons', phone);

    await welcome.getByRole('button', { name: 'Copy WELCOME10' }).click();
    await expect(welcome.getByRole('button', { name: 'Copied WELCOME10' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
    // The note goes after a moment, so the next copy shows it again.
    await expect(welcome.getByRole('button', { name: 'Copy WELCOME10' })).toBeVisible();
  });
});
