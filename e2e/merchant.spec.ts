import type { Browser, Page, TestInfo } from '@playwright/test';
import { formatRupees } from '@store/shared/money';
import { screenshot } from './checkout-support';
import { ADMIN, expect, signInByStorage, test } from './fixtures';

/**
 * The merchant's side of an order (docs/product/orders.md#lifecycle, docs/product/admin.md#orders): the admin
 * works in a browser of their own beside the shopper's, as the store's owner would.
 */
async function adminBrowser(browser: Browser, testInfo: TestInfo, request: Parameters<typeof signInByStorage>[1]) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
  const page = await context.newPage();
  await signInByStorage(page, request, ADMIN);
  return { page, close: () => context.close() };
}

/** Waits for the development outbox to show a message with `subject` sent to `email` (the outbox worker is async). */
async function mailed(page: Page, email: string, subject: string) {
  await expect(async () => {
    await page.goto('/dev/outbox');
    const message = page.getByRole('article').filter({ hasText: email }).filter({ hasText: subject });
    await expect(message.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('merchant operations', () => {
  test('a shopper buys; the admin packs, ships and delivers; the shopper returns a line; the admin refunds it', async ({
    page,
    browser,
    request,
    phone,
    signIn,
    addToBag,
    placeOrder,
    sizedProduct,
  }, testInfo) => {
    // The longest journey of the suite: two browsers, eleven screens and three documents.
    test.slow();
    const shopper = await signIn();
    await addToBag(sizedProduct.product, sizedProduct.sizes[0]!.size);
    const order = await placeOrder();
    const number = `#${order.order_id}`;
    const admin = await adminBrowser(browser, testInfo, request);
    const desk = admin.page;

    // The admin finds the order by the shopper's email.
    await desk.goto('/ManageOrders');
    await expect(desk.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' })).toBeVisible();
    await desk.getByLabel('Search orders').fill(shopper.email);
    await expect(desk).toHaveURL(new RegExp(`q=${encodeURIComponent(shopper.email).replace(/\./g, '\\.')}`));
    await screenshot(desk, 'admin-orders', phone);
    // A table row's number on wide screens, a card (which starts with the number) on phones.
    await desk
      .getByRole('link', { name: new RegExp(`^${number}(\\D|$)`) })
      .first()
      .click();
    await expect(desk).toHaveURL(new RegExp(`/ManageOrders/${order.order_id}$`));
    await expect(desk.getByRole('heading', { name: new RegExp(`Order ${number}`) })).toBeVisible();

    // Pack, then ship with a carrier and tracking number.
    await desk.getByRole('button', { name: 'Mark packed' }).click();
    await expect(desk.getByRole('button', { name: 'Ship', exact: true })).toBeVisible();
    await desk.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = desk.getByRole('dialog', { name: `Ship order ${number}` });
    await ship.getByLabel('Carrier', { exact: true }).selectOption('Delhivery');
    const tracking = `DLV${order.order_id}${phone ? 'P' : 'D'}`;
    await ship.getByLabel('Tracking number').fill(tracking);
    await screenshot(desk, 'admin-ship-modal', phone);
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(ship).toBeHidden();
    await expect(desk.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await screenshot(desk, 'admin-order-shipped', phone);

    // The shopper sees Shipped with the tracking number, and the email in the development outbox.
    await page.goto('/Orders');
    const card = page.getByTestId('order-card').filter({ hasText: `Order ${number}` });
    await expect(card.getByTestId('order-tracking')).toHaveText(`Shipped with Delhivery · Tracking number ${tracking}`);
    await screenshot(page, 'shopper-orders-shipped', phone);
    await mailed(page, shopper.email, `Order ${number} has shipped`);
    await expect(page.getByText(`Tracking number: ${tracking}.`).first()).toBeVisible();

    // The admin marks it delivered; the shopper asks to return the line.
    await desk.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(desk.getByRole('button', { name: 'Mark delivered' })).toBeHidden();
    await page.goto(`/OrderDetails/${order.order_id}`);
    await page.getByRole('button', { name: 'Return or exchange' }).click();
    const form = page.getByRole('dialog', { name: 'Return or exchange' });
    await form.getByLabel('Quantity').first().selectOption('1');
    await form.getByLabel('Tell us more (optional)').fill('Too tight at the shoulders');
    await screenshot(page, 'shopper-return-form', phone);
    await form.getByRole('button', { name: 'Submit return' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Requested').first()).toBeVisible();

    // The admin accepts, receives and refunds the return.
    await desk.reload();
    const ret = desk.getByRole('listitem', { name: /^Return #\d+$/ });
    await ret.getByRole('button', { name: 'Accept return' }).click();
    await ret.getByRole('button', { name: 'Mark received' }).click();
    // The return's own button starts at what its item was paid.
    const price = order.orderitemss[0]!.price;
    await ret.getByRole('button', { name: 'Refund return' }).click();
    let refund = desk.getByRole('dialog', { name: /^Refund return #\d+$/ });
    await expect(refund.getByLabel('Amount (₹)')).toHaveValue(String(price));
    await refund.getByRole('button', { name: 'Cancel' }).click();
    // The order's button too: it names the return waiting for money and starts at its worth, never the whole order.
    await desk.getByRole('button', { name: 'Refund order' }).click();
    refund = desk.getByRole('dialog', { name: `Refund order #${order.order_id}` });
    await expect(refund.getByLabel('Refund for').locator('option:checked')).toHaveText(/^Return #\d+ \(1 × /);
    await expect(refund.getByLabel('Amount (₹)')).toHaveValue(String(price));
    await refund.getByLabel('Reason').fill('Returned: too tight');
    await screenshot(desk, 'admin-refund-modal', phone);
    await refund.getByRole('button', { name: 'Continue' }).click();
    // One question with the amount and what it is for, then the refund.
    const confirm = desk.getByRole('dialog', { name: 'Confirm the refund' });
    await expect(confirm).toContainText(
      new RegExp(
        `Refund ${formatRupees(price)} for the return of 1 × .+ \\(return #\\d+, order #${order.order_id}\\)\\?`,
      ),
    );
    await screenshot(desk, 'admin-refund-confirm', phone);
    await confirm.getByRole('button', { name: `Refund ${formatRupees(price)}` }).click();
    await expect(confirm).toBeHidden();
    await expect(desk.getByText('Refunded').first()).toBeVisible();
    // The return is closed: it has no button left.
    await expect(ret.getByRole('button')).toHaveCount(0);
    await screenshot(desk, 'admin-order-refunded', phone);
    // The payment and message records fit their cards, on a phone too: no amount or status is left past the edge.
    for (const name of ['Payments and refunds', 'Messages sent']) {
      const table = desk.getByRole('table', { name });
      expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
    }

    // The shopper sees the refund.
    await page.goto(`/OrderDetails/${order.order_id}`);
    await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Refunded');
    await screenshot(page, 'shopper-order-refunded', phone);
    await mailed(page, shopper.email, `for order ${number}`);

    // The documents: the shopper's invoice, and the admin's invoice, packing slip and credit note.
    await page.goto(`/OrderDetails/${order.order_id}/Invoice`);
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await screenshot(page, 'shopper-invoice', phone);
    await desk.goto(`/ManageOrders/${order.order_id}`);
    const creditNote = await desk.getByRole('link', { name: /^Credit note CN/ }).getAttribute('href');
    for (const [path, heading, name] of [
      [`/ManageOrders/${order.order_id}/Invoice`, 'Tax Invoice', 'admin-invoice'],
      [`/ManageOrders/${order.order_id}/PackingSlip`, 'Packing slip', 'admin-packing-slip'],
      [creditNote!, 'Credit Note', 'admin-credit-note'],
    ] as const) {
      await desk.goto(path);
      await expect(desk.getByRole('heading', { name: heading })).toBeVisible();
      await screenshot(desk, name, phone);
    }

    // The shopper is a customer; the dashboard counts the day's sale.
    await desk.goto(`/Customers?q=${encodeURIComponent(shopper.email)}`);
    await desk
      .getByRole('link', { name: `${shopper.first_name} ${shopper.last_name}` })
      .first()
      .click();
    await expect(desk.getByRole('heading', { name: `${shopper.first_name} ${shopper.last_name}` })).toBeVisible();
    await expect(desk.getByRole('link', { name: number }).first()).toBeVisible();
    await screenshot(desk, 'admin-customer', phone);
    await desk.goto('/Inventory');
    await expect(desk.getByRole('heading', { name: 'Inventory' })).toBeVisible();
    await screenshot(desk, 'admin-inventory', phone);
    await desk.goto('/Dashboard');
    await expect(desk.getByText('Sales today')).toBeVisible();
    await screenshot(desk, 'admin-dashboard', phone);
    await admin.close();
  });
});
