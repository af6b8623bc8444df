import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentOrderReply } from '@store/shared/schemas/orders';
import { screenshot, stockedSize, variationStock, type StockedSize } from './checkout-support';
import { addAddressThroughApi, bearer, expect, test, type Shopper } from './fixtures';

/**
 * A Men › Casual Shirts product with a size in stock, one per journey and screen size (checkout.spec.ts takes
 * its products from the T-Shirts, and slots 6 and 7 here), so parallel journeys never count each other's stock.
 */
const stockedShirt = (request: APIRequestContext, offset: number, phone: boolean): Promise<StockedSize> =>
  stockedSize(request, offset * 2 + (phone ? 0 : 1), 'Casual Shirts');

/** Bag → Address → Payment for the signed-in shopper's bag. */
async function toPayment(page: Page, phone: boolean) {
  await page.goto('/Cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: phone ? 'Continue' : 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/DeliveryAddress$/);
  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(page).toHaveURL(/\/Payment$/);
}

/** An order of one unit placed through the API, waiting for payment. */
async function unpaidOrder(request: APIRequestContext, shopper: Shopper, stocked: StockedSize) {
  const response = await request.post('/api/payment/order', {
    headers: bearer(shopper),
    data: {
      total_amount: stocked.variation.discount_price || stocked.variation.price,
      items: [
        {
          product_id: stocked.product.product_id,
          productvariation_id: stocked.variation.productvariation_id,
          quantity: 1,
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PaymentOrderReply;
}

test.describe('unpaid orders', () => {
  test('an order left unpaid: the countdown on Payment, Pay now and Cancel on Orders, Pay now pays it', async ({
    page,
    phone,
    request,
    signIn,
    addToBag,
    checkA11y,
  }) => {
    const stocked = await stockedShirt(request, 0, phone);
    const shopper = await signIn();
    await addAddressThroughApi(request, shopper);
    await addToBag(stocked.product, stocked.size);
    await toPayment(page, phone);

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    const dialog = page.getByRole('dialog', { name: /TEST MODE/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const deadline = page.locator('[data-testid="payment-deadline"]:visible');
    await expect(deadline).toHaveText(/^Complete your payment within 1[45]:\d\d$/);
    await checkA11y(page);
    await screenshot(page, 'payment-countdown', phone);

    await page.goto('/Orders');
    const card = page.getByTestId('order-card').first();
    await expect(card.getByText('Awaiting payment')).toBeVisible();
    await expect(card.getByTestId('order-time-left')).toContainText(/Pay within 1[45]:\d\d/);
    await expect(card.getByRole('button', { name: /^Cancel order/ })).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'orders-unpaid', phone);

    await card.getByRole('link', { name: /^Pay now for order/ }).click();
    await expect(page).toHaveURL(/\/Payment\?order=\d+$/);
    const resumed = page.getByRole('dialog', { name: /TEST MODE/ });
    await expect(resumed).toBeVisible();
    await screenshot(page, 'payment-resumed', phone);
    await resumed.getByLabel('Card number').fill('4111 1111 1111 1111');
    await resumed.getByRole('button', { name: /^PAY/ }).click();
    await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/Orders$/, { timeout: 6_000 });
    await expect(page.getByTestId('order-card').first().getByText('Confirmed')).toBeVisible();
    await expect(page.getByText('Awaiting payment')).toHaveCount(0);
    // The bag held exactly this order, so it is empty now.
    await expect(page.getByTestId('bag-count')).toHaveCount(0);
  });

  test('cancelling an unpaid order on Orders puts its stock back', async ({ page, phone, request, signIn }) => {
    const stocked = await stockedShirt(request, 1, phone);
    const shopper = await signIn();
    await addAddressThroughApi(request, shopper);
    const before = await variationStock(request, stocked.product.product_id, stocked.variation.productvariation_id);
    const order = await unpaidOrder(request, shopper, stocked);
    expect(await variationStock(request, stocked.product.product_id, stocked.variation.productvariation_id)).toBe(
      before - 1,
    );

    await page.goto('/Orders');
    await page.getByRole('button', { name: `Cancel order ${order.orderid}` }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order #${order.orderid}?` });
    await expect(confirm).toContainText('Cancelling it puts its items back in stock at once');
    await screenshot(page, 'orders-cancel-confirm', phone);
    await confirm.getByRole('button', { name: 'CANCEL ORDER' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toHaveText(
      `Order #${order.orderid} is cancelled and its items are back in stock.`,
    );
    await expect(page.getByRole('button', { name: `Cancel order ${order.orderid}` })).toHaveCount(0);
    expect(await variationStock(request, stocked.product.product_id, stocked.variation.productvariation_id)).toBe(
      before,
    );
  });

  test('with two orders waiting, PLACE ORDER lists them with Pay now and Cancel; cancelling one lets the order through', async ({
    page,
    phone,
    request,
    signIn,
    addToBag,
    browserErrors,
  }) => {
    browserErrors.allow('the third order is refused with 409 UNPAID_ORDERS_LIMIT', /status of 409/);
    const stocked = await stockedShirt(request, 2, phone);
    const shopper = await signIn();
    await addAddressThroughApi(request, shopper);
    const first = await unpaidOrder(request, shopper, stocked);
    const second = await unpaidOrder(request, shopper, stocked);
    await addToBag(stocked.product, stocked.size);
    await toPayment(page, phone);

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(
      'You already have 2 orders waiting for payment. Pay for one or cancel it before placing another.',
    );
    const panel = page.getByTestId('unpaid-orders');
    await expect(panel.getByTestId('unpaid-order')).toHaveCount(2);
    for (const order of [first, second]) {
      await expect(panel.getByRole('link', { name: `Pay now for order ${order.orderid}` })).toHaveAttribute(
        'href',
        `/Payment?order=${order.orderid}`,
      );
    }
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'payment-unpaid-limit', phone);

    await panel.getByRole('button', { name: `Cancel order ${first.orderid}` }).click();
    await page
      .getByRole('dialog', { name: `Cancel order #${first.orderid}?` })
      .getByRole('button', { name: 'CANCEL ORDER' })
      .click();
    await expect(panel.getByTestId('unpaid-order')).toHaveCount(1);

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('dialog', { name: /TEST MODE/ })).toBeVisible();
  });
});
