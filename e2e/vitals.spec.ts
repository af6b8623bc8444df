import type { APIRequestContext } from '@playwright/test';
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

test.describe('real visitors’ web vitals', () => {
  test('a visitor leaves a product page; its vitals reach the admin’s dashboard', async ({
    page,
    browser,
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

    // A visitor of their own, with no account: their report carries no address, account or URL.
    const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const visitor = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
    const shopper = await visitor.newPage();
    await shopper.goto(`/t-shirt/brand/item/${items[0]!.product_id}`);
    const heading = shopper.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // An interaction, so the visit has an INP as well as its load metrics.
    await heading.click();
    // Leaving the page hides it: the pending metrics go in a beacon, which the page's requests no longer show.
    await shopper.goto('/robots.txt');
    await visitor.close();

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
