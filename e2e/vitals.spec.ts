import type { APIRequestContext, Browser } from '@playwright/test';
import type { VitalsSummary } from '@store/shared/schemas/vitals';
import { ADMIN, expect, test, tokenFor } from './fixtures';

/**
 * Real visitors' Core Web Vitals (docs/product/api.md#system, docs/product/admin.md#dashboard): a visit reports
 * them in a beacon when the page is left, and the admin's dashboard shows them per page type.
 */

const METRICS = ['TTFB', 'FCP', 'LCP', 'INP', 'CLS'] as const;

/** The product pages' samples of a metric so far (the phone and desktop runs share one store). */
async function productSamples(request: APIRequestContext, token: string, metric: string): Promise<number> {
  const response = await request.get('/api/admin/vitals', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const summary = (await response.json()) as VitalsSummary;
  return summary.rows.find((row) => row.page === 'product' && row.metric === metric)?.samples ?? 0;
}

/** The user agent the browser sends unless told otherwise (HeadlessChrome in these journeys). */
async function defaultUserAgent(browser: Browser): Promise<string> {
  const session = await browser.newBrowserCDPSession();
  const { userAgent } = await session.send('Browser.getVersion');
  await session.detach();
  return userAgent;
}

test.describe('real visitors’ web vitals', () => {
  test('a visitor leaves a product page; its vitals reach the admin’s dashboard', async ({
    page,
    browser,
    playwright,
    request,
    signInAsAdmin,
  }, testInfo) => {
    const token = await tokenFor(request, ADMIN.email, ADMIN.password);
    const before = Object.fromEntries(
      await Promise.all(METRICS.map(async (metric) => [metric, await productSamples(request, token, metric)] as const)),
    ) as Record<(typeof METRICS)[number], number>;

    const listing = await request.get('/api/Product/products?parentcategory=Men&pageSize=1');
    const { items } = (await listing.json()) as { items: Array<{ product_id: number }> };
    expect(items.length).toBeGreaterThan(0);

    // A visitor of their own, with no account: their report carries no address, account or URL. The store keeps no
    // report from a headless browser (these journeys run headless), so the visitor's browser says what a shopper's
    // does: set for the whole browser, as the beacon sent while the page is left is the browser's own request.
    const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, launchOptions } = testInfo.project.use;
    const userAgent = (await defaultUserAgent(browser)).replace('HeadlessChrome/', 'Chrome/');
    expect(userAgent).not.toMatch(/headless/i);
    const shoppersBrowser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions?.args ?? []), `--user-agent=${userAgent}`],
    });
    const visitor = await shoppersBrowser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
    const shopper = await visitor.newPage();
    await shopper.goto(`/t-shirt/brand/item/${items[0]!.product_id}`);
    const heading = shopper.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The reporter starts at the page's first idle moment after hydration.
    await expect(shopper.locator('html[data-vitals="reporting"]')).toHaveCount(1);
    // An interaction, so the visit has an INP as well as its load metrics.
    await heading.click();
    // The browser hands out an interaction's timing only after the next paint: wait for it, so leaving at once
    // (a busy machine) cannot hide the page before the reporter could see the interaction.
    await shopper.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((list, observer) => {
            if (list.getEntries().length > 0) {
              observer.disconnect();
              resolve();
            }
          }).observe({ type: 'first-input', buffered: true });
        }),
    );
    // Leaving the page hides it: the pending metrics go in a beacon, which the page's requests no longer show.
    await shopper.goto('/robots.txt');
    await visitor.close();
    await shoppersBrowser.close();

    // Every metric of the visit was stored under the product page type.
    for (const metric of METRICS) {
      await expect
        .poll(() => productSamples(request, token, metric), { message: metric })
        .toBeGreaterThan(before[metric]);
    }

    await signInAsAdmin();
    await page.goto('/Dashboard');
    const section = page.getByRole('region', { name: 'Real visitors (last 7 days)' });
    await expect(section).toBeVisible();
    // A table row on wide screens, a card on phones: the one on show.
    const product = section.getByTestId('vitals-product').filter({ visible: true });
    await expect(product).toHaveCount(1);
    await expect(product).toContainText('Product pages');
    await expect(product).toContainText(/\d[\d,]* ms/);
    await expect(product).toContainText(/\d[\d,]* samples?/);
    await expect(product).toContainText(/Good|Needs improvement|Poor/);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/vitals-screens/dashboard-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
});
