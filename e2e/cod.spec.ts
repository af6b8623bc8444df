import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { deliveryByText, deliveryDate } from '@store/shared/delivery';
import { formatRupees } from '@store/shared/money';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { stockedSize } from './checkout-support';
import { ADMIN, addAddressThroughApi, bearer, expect, home, signInByStorage, test, type Product } from './fixtures';

// Delivery check and cash on delivery (docs/product/checkout.md#delivery, docs/product/checkout.md#cash-on-delivery).

/** The admin's token, through the API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/User', { data: ADMIN });
  expect(signedIn.ok()).toBe(true);
  return ((await signedIn.json()) as { token: string }).token;
}

/**
 * A product of the test's own (no sizes, ₹799, in the same category and brand as a demo T-shirt), so buying it
 * never moves the stock another spec counts.
 */
async function ownProduct(request: APIRequestContext, testInfo: TestInfo, price = 799): Promise<Product> {
  const { product: like } = await stockedSize(request, 0);
  const created = await request.post('/api/Product', {
    headers: bearer({ token: await adminToken(request) }),
    data: {
      name: `COD Tee ${testInfo.project.name} ${Date.now()}`,
      description: 'A plain cotton tee for the cash-on-delivery test.',
      price,
      stock: 5,
      category_id: like.category_id,
      brand_id: like.brand_id,
      is_active: true,
      country_of_origin: 'India',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Product;
}

async function screenshot(page: Page, name: string, phone: boolean) {
  await page.screenshot({
    path: `test-results/cod-screens/${name}-${phone ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  });
}

test.describe('delivery check and cash on delivery', () => {
  test('the product page checks a pincode against the delivery table and remembers it', async ({
    page,
    request,
    phone,
  }) => {
    const { product } = await stockedSize(request, 0);
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    const answer = page.getByTestId('delivery-check');
    await expect(answer).toHaveText('Please enter PIN code to check delivery time & Pay on Delivery availability.');
    const pincode = page.getByPlaceholder('Enter pincode');
    const check = page.getByRole('button', { name: 'Check', exact: true });

    // Bengaluru: a metro, 2 days, cash on delivery.
    await pincode.fill('560001');
    await check.click();
    await expect(answer).toContainText(`${deliveryByText(deliveryDate(2))} to 560001`);
    await expect(answer).toContainText('Cash on Delivery available');
    await answer.scrollIntoViewIfNeeded();
    await screenshot(page, 'product-pincode-cod', phone);

    // Port Blair: delivered in 10 days, without cash on delivery.
    await pincode.fill('744101');
    await check.click();
    await expect(answer).toContainText(deliveryByText(deliveryDate(10)));
    await expect(answer).toContainText('Cash on Delivery not available');
    await screenshot(page, 'product-pincode-no-cod', phone);

    await pincode.fill('999001');
    await check.click();
    await expect(answer).toContainText('Not deliverable to this pincode');
    await screenshot(page, 'product-pincode-not-deliverable', phone);

    await pincode.fill('5600');
    await check.click();
    await expect(answer).toHaveText('Enter a 6 digit pincode.');
    await screenshot(page, 'product-pincode-invalid', phone);

    // The browser remembers the last pincode checked: the next product page answers for it at once.
    await page.reload();
    await expect(pincode).toHaveValue('999001');
    await expect(answer).toContainText('Not deliverable to this pincode');
  });

  test('pays cash on delivery for a serviceable pincode; the admin records the cash after delivery', async ({
    page,
    request,
    phone,
    signIn,
    signInAsAdmin,
  }, testInfo) => {
    // A shopper's order and the admin's delivery and cash, two sign-ins: near a minute on a busy machine.
    test.slow();
    const product = await ownProduct(request, testInfo);
    const shopper = await signIn({ via: 'storage' });
    await addAddressThroughApi(request, shopper, home);
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await page.goto('/Payment');
    await expect(page.getByTestId('delivery-estimate')).toHaveText(deliveryByText(deliveryDate(2)));
    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeEnabled();
    await expect(page.getByText('Pay in cash when the order arrives.')).toBeVisible();
    await screenshot(page, 'payment-methods', phone);
    await cod.check();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/OrderDetails\/\d+$/, { timeout: 6_000 });
    const orderId = Number(page.url().split('/').pop());

    const detail = await request.get(`/api/admin/orders/${orderId}`, {
      headers: bearer({ token: await adminToken(request) }),
    });
    expect(detail.ok()).toBe(true);
    const order = (await detail.json()) as AdminOrderDetail;
    expect(order).toMatchObject({ status: 'Confirmed', payment_status: 'CashDue', payment_method: 'cod' });
    expect(order.customer.email).toBe(shopper.email);
    // The stock was taken when the order was placed.
    const after = (await (await request.get(`/api/Product/${product.product_id}`)).json()) as Product;
    expect(after.stock).toBe(4);
    await expect(page.getByText('Cash due').first()).toBeVisible();
    // Cash on delivery is invoiced when it is dispatched (docs/product/orders.md#invoice-numbers): no invoice yet.
    await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
    await screenshot(page, 'cod-order-page', phone);

    // The admin delivers it without the cash, then records the cash later.
    await signInAsAdmin({ via: 'storage' });
    await page.goto(`/ManageOrders/${orderId}`);
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents).toContainText('The invoice is made when the order is dispatched.');
    await expect(documents.getByRole('link', { name: /^Invoice/ })).toHaveCount(0);
    await documents.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-cod-documents-before-dispatch', phone);
    await page.getByRole('button', { name: 'Mark packed' }).click();
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship order #${orderId}` });
    await ship.getByLabel('Carrier', { exact: true }).selectOption('Delhivery');
    await ship.getByLabel('Tracking number').fill(`COD${orderId}`);
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(ship).toBeHidden();
    const collected = page.getByRole('checkbox', { name: 'Cash collected' });
    await expect(collected).toBeChecked();
    await expect(page.getByTestId('cash-on-delivery')).toHaveText('Cash on delivery · cash due on delivery');
    await screenshot(page, 'admin-cod-deliver', phone);
    // Dispatched: the order has its invoice, on the admin's page and the shopper's.
    const invoiceLink = documents.getByRole('link', { name: /^Invoice INV/ });
    await expect(invoiceLink).toHaveAttribute('href', `/ManageOrders/${orderId}/Invoice`);
    await signInByStorage(page, request, shopper);
    await page.goto(`/OrderDetails/${orderId}`);
    await page.getByRole('link', { name: 'Download invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/OrderDetails/${orderId}/Invoice$`));
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await screenshot(page, 'cod-invoice-after-dispatch', phone);
    await signInAsAdmin({ via: 'storage' });
    await page.goto(`/ManageOrders/${orderId}`);
    // Marking it delivered with the cash records money, so it asks once, with the amount.
    const total = formatRupees(order.total_amount);
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = page.getByRole('dialog', { name: `Mark order #${orderId} delivered` });
    await expect(deliver).toContainText(`Record ${total} collected in cash and mark order #${orderId} delivered?`);
    await screenshot(page, 'admin-cod-deliver-confirm', phone);
    await deliver.getByRole('button', { name: 'Not yet' }).click();
    await expect(deliver).toBeHidden();
    await collected.uncheck();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    const record = page.getByRole('button', { name: 'Record cash collected' });
    await expect(record).toBeVisible();
    await record.click();
    const cash = page.getByRole('dialog', { name: `Record the cash of order #${orderId}` });
    await expect(cash).toContainText(`Record ${total} collected in cash for order #${orderId}?`);
    await cash.getByRole('button', { name: `Record ${total}` }).click();
    await expect(record).toBeHidden();
    await expect(page.getByTestId('cash-on-delivery')).toContainText('cash collected');
    await screenshot(page, 'admin-cod-collected', phone);
  });

  test('a first COD order above ₹2,000 is confirmed by a code; the parcel comes back to origin', async ({
    page,
    request,
    phone,
    signIn,
    signInAsAdmin,
  }, testInfo) => {
    // Above COD_CONFIRM_ABOVE (₹2,000 in the e2e store); the other journeys' COD orders stay below it.
    const product = await ownProduct(request, testInfo, 2499);
    const shopper = await signIn({ via: 'storage' });
    await addAddressThroughApi(request, shopper, home);
    await page.goto(`/t-shirt/brand/item/${product.product_id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await page.goto('/Payment');
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    // The confirm step: the code went to the mobile; the development store shows it.
    const box = page.getByTestId('cod-confirm');
    await expect(box.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
    await expect(box).toContainText(
      /We sent a code to \+91 \d{2}x{5}\d{2}\. Enter it to confirm your cash on delivery order\./,
    );
    const hint = box.getByTestId('otp-test-mode');
    await expect(hint).toBeVisible();
    const code = ((await hint.locator('strong.font-mono').textContent()) ?? '').trim();
    await screenshot(page, 'cod-confirm-step', phone);
    await box.getByLabel('Code').fill(code);
    await box.getByRole('button', { name: 'CONFIRM ORDER' }).click();
    await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/OrderDetails\/\d+$/, { timeout: 6_000 });
    const orderId = Number(page.url().split('/').pop());
    await expect(page.getByTestId('order-progress').getByText('Confirmed')).toBeVisible();

    // The parcel is shipped and comes back: the admin marks it returned to origin with the reason.
    await signInAsAdmin({ via: 'storage' });
    await page.goto(`/ManageOrders/${orderId}`);
    await page.getByRole('button', { name: 'Mark packed' }).click();
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship order #${orderId}` });
    await ship.getByLabel('Carrier', { exact: true }).selectOption('Delhivery');
    await ship.getByLabel('Tracking number').fill(`RTO${orderId}`);
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(ship).toBeHidden();
    await page.getByRole('button', { name: 'Returned to origin' }).click();
    const rto = page.getByRole('dialog', { name: `Order #${orderId} returned to origin` });
    await rto.getByRole('radio', { name: 'Refused at door' }).check();
    await screenshot(page, 'admin-rto-modal', phone);
    await rto.getByRole('button', { name: 'Mark returned' }).click();
    await expect(rto).toBeHidden();
    await expect(page.getByText(`Order #${orderId} is returned to origin.`)).toBeVisible();
    const after = (await (await request.get(`/api/Product/${product.product_id}`)).json()) as Product;
    expect(after.stock).toBe(5);

    await signInByStorage(page, request, shopper);
    await page.goto(`/OrderDetails/${orderId}`);
    await expect(page.getByTestId('order-returned')).toHaveText('Returned to seller: Refused at door');
    await screenshot(page, 'cod-returned-order', phone);
  });

  test('is refused cash on delivery for a pincode without it, with the reason', async ({
    page,
    request,
    phone,
    signIn,
    addToBag,
  }) => {
    const { product, size } = await stockedSize(request, 0);
    const shopper = await signIn({ via: 'storage' });
    await addAddressThroughApi(request, shopper, {
      ...home,
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      postal_code: '744101',
    });
    await addToBag(product, size);
    await page.goto('/Payment');
    await expect(page.getByTestId('delivery-estimate')).toHaveText(deliveryByText(deliveryDate(10)));
    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeDisabled();
    await expect(
      page.getByText('Cash on Delivery is not available for PIN code 744101. Please pay online.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Pay online/ })).toBeChecked();
    await screenshot(page, 'payment-cod-refused', phone);
  });

  test('the admin sees the delivery table and a wrong CSV is refused line by line', async ({
    page,
    phone,
    signInAsAdmin,
    browserErrors,
  }) => {
    browserErrors.allow('the refused upload answers 400', /status of 400 .*\/api\/admin\/delivery/);
    await signInAsAdmin({ via: 'storage' });
    await page.goto('/Delivery');
    await expect(page.getByRole('heading', { name: 'Delivery', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /744 Andaman and Nicobar Islands 10 No/ })).toBeVisible();
    await screenshot(page, 'admin-delivery', phone);

    // A wrong file changes nothing (the shared store's table stays as seeded for the other tests).
    await page.getByLabel('Replace the table from a CSV file').setInputFiles({
      name: 'delivery.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('prefix,zone,delivery_days,cod\n560,Metro,2,yes\n56x,South,4,maybe\n'),
    });
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('The file was not taken and the table is unchanged.');
    await expect(page.getByTestId('csv-errors')).toHaveText(
      'Line 3: prefix "56x" must be 1 to 6 digits; cod "maybe" must be yes or no',
    );
    await expect(page.getByRole('row', { name: /744 Andaman and Nicobar Islands 10 No/ })).toBeVisible();
    await screenshot(page, 'admin-delivery-refused', phone);
  });
});
