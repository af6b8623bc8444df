// Throwaway: screenshots of the filter screens (deleted before committing).
import { chromium } from 'playwright-core';
import { ensureBuild, startStore } from './e2e.mjs';

ensureBuild();
const store = await startStore();
const base = store.baseUrl;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  for (const [name, viewport, mobile] of [
    ['phone', { width: 390, height: 844 }, true],
    ['desktop', { width: 1440, height: 900 }, false],
  ]) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    const shot = async (file) => page.screenshot({ path: `/tmp/shots/${name}-${file}.png` });
    await page.goto(`${base}/Men/T-Shirt?size=M&price_max=999&sort=price_asc`);
    await page.getByTestId('product-card').first().waitFor();
    await shot('tshirt-filtered');
    if (mobile) {
      await page.getByRole('button', { name: /^FILTER/ }).click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      await shot('filter-overlay');
      await page.mouse.wheel(0, 900);
      await shot('filter-overlay-scrolled');
      await page.getByRole('button', { name: 'CLOSE', exact: true }).click();
    } else {
      await page.mouse.wheel(0, 700);
      await shot('tshirt-panel-scrolled');
    }
    await page.goto(`${base}/Search?rawquery=red%20kurta`);
    await page.getByTestId('product-card').first().waitFor();
    await shot('search-red-kurta');
    await page.goto(`${base}/Search?rawquery=kurtaa%20zzqxv`);
    await page.getByTestId('no-results').waitFor();
    await shot('no-results');
    if (mobile) {
      await page.goto(`${base}/autocomplete`);
      await page.getByRole('heading', { name: 'Popular searches' }).waitFor({ timeout: 5000 }).catch(() => {});
      await shot('autocomplete');
    }
    await context.close();
  }
} finally {
  await browser.close();
  await store.stop();
}
