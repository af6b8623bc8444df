import type { Page } from '@playwright/test';
import { expect, newAccount, registerByApi, test, tokenFor } from './fixtures';

/** Where the journey's screenshots go (looked at by hand; not compared). */
const shot = (page: Page, name: string, phone: boolean) =>
  page.screenshot({ path: `test-results/marketing-screens/${name}-${phone ? 'phone' : 'desktop'}.png` });

test.describe('unsubscribing from offers (docs/product/privacy.md#unsubscribing)', () => {
  test('a forgotten-bag reminder in the outbox: its link asks first, then unsubscribes and says so', async ({
    page,
    request,
    phone,
    sizedProduct,
    browserErrors,
    checkA11y,
  }, testInfo) => {
    browserErrors.allow('the altered link is refused (400)', /status of 400 .*\/api\/Unsubscribe\/\d+\.sms\.[\w-]+\)$/);
    const account = newAccount(testInfo);
    await registerByApi(request, account);
    const token = await tokenFor(request, account.email, account.password);
    // Email offers on, as Profile → Notifications does, and a bag on the server.
    const consent = await request.put(`/api/User/${encodeURIComponent(account.email)}/consents`, {
      headers: { authorization: `Bearer ${token}` },
      data: { email: true },
    });
    expect(consent.status(), await consent.text()).toBe(200);
    const { product, sizes } = sizedProduct;
    const bag = await request.put('/api/Cart', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        items: [
          { product_id: product.product_id, productvariation_id: sizes[0]!.variation.productvariation_id, quantity: 1 },
        ],
        version: 0,
      },
    });
    expect(bag.status(), await bag.text()).toBe(200);
    // The jobs as if a day had passed: the bag is forgotten.
    const run = await request.post('/dev/marketing/run', { data: { hours_ahead: 25 } });
    expect(run.status(), await run.text()).toBe(200);

    // The reminder reaches the outbox once the outbox worker has sent it.
    const reminder = page
      .locator('article')
      .filter({ has: page.getByTestId('outbox-to').getByText(account.email, { exact: true }) })
      .filter({ hasText: 'you left an item in your bag' });
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(reminder).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await expect(reminder.locator('a[href*="/Cart"]')).toHaveCount(1);
    const href = await reminder.locator('a[href*="/Unsubscribe/"]').getAttribute('href');
    const path = new URL(href!).pathname;

    // Opening the link only asks.
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
    await expect(page.getByText('Stop getting offers by email?')).toBeVisible();
    await shot(page, 'unsubscribe-ask', phone);
    await checkA11y(page);
    const state = await request.get(`/api${path}`);
    expect(await state.json()).toEqual({ channel: 'email', subscribed: true });

    await page.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
    await expect(page.getByRole('status')).toHaveText('You will no longer get offers by email');
    await shot(page, 'unsubscribe-done', phone);
    expect(await (await request.get(`/api${path}`)).json()).toEqual({ channel: 'email', subscribed: false });

    // Opened again later: it says so, with no button.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('You will no longer get offers by email');
    await expect(page.getByRole('button', { name: 'UNSUBSCRIBE' })).toHaveCount(0);

    // A link altered by hand is refused.
    await page.goto(path.replace(/\.email\./, '.sms.'));
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
    await shot(page, 'unsubscribe-invalid', phone);
  });
});
