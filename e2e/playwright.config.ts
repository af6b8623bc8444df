import { defineConfig } from '@playwright/test';

/** Run through `npm run e2e` (scripts/e2e.mjs), which starts the store and sets E2E_BASE_URL. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // On CI a test.only left behind fails the run, and a test that passes only on its retry counts as failed:
  // the retry shows a flaky test up, it never turns it green.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:5000',
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Tests tagged @desktop exercise desktop-only controls (hover menus, the header search box); tests tagged
    // @phone exercise phone-only ones (the filter overlay, the sort sheet, the /autocomplete page).
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1440, height: 900 } } },
  ],
});
