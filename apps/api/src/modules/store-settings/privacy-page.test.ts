import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@store/shared/privacy';
import { PRIVACY_RETENTION } from '@store/shared/privacy-notice';
import { GRIEVANCE_LIMITS } from '@store/shared/schemas/grievances';
import type { StoreInfo } from '@store/shared/schemas/store';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { ensureWebBuild } from '../../../test/store-process.ts';
import { DEMO_CONTACT, DEMO_STORE } from '../../config.ts';

// /Privacy and /Privacy/hi rendered on the server (docs/product/privacy.md#privacy-page): the data fiduciary and the
// grievance officer from Store Settings, the periods from the code and DATA_RETENTION_YEARS, in English and Hindi.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), DATA_RETENTION_YEARS: '5' });
}, 120_000);
afterAll(() => t.close());

const html = async (app: TestApp, url: string) => {
  const response = await app.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body.replaceAll('<!-- -->', '');
};

describe('the privacy notice', () => {
  it('GET /api/store states the figures the notice gives, from the code and the configuration', async () => {
    const store = (await t.app.inject({ url: '/api/store' })).json() as StoreInfo;
    expect(store.privacy).toEqual({
      notice_version: PRIVACY_NOTICE_VERSION,
      inactive_account_years: 5,
      invoice_months: PRIVACY_RETENTION.invoiceMonths,
      processing_log_days: PRIVACY_RETENTION.processingLogDays,
      grievance_days: GRIEVANCE_LIMITS.privacyResolveDays,
    });
  });

  it('/Privacy in English: who, what, why, how long, the rights and where to use them, the version', async () => {
    const page = await html(t, '/Privacy');
    expect(page).toContain('<title>Privacy notice · Store</title>');
    expect(page).toContain(DEMO_STORE.legalName);
    expect(page).toContain(DEMO_CONTACT.grievance_name);
    expect(page).toContain('Your card number never reaches the store');
    expect(page).toContain('GST invoices and the orders behind them: 72 months');
    expect(page).toContain('no sign-in and no order for 5 years is deleted');
    expect(page).toContain('one year (365 days)');
    expect(page).toContain(`We answer within ${GRIEVANCE_LIMITS.privacyResolveDays} days`);
    for (const path of ['/Profile/Privacy', '/Profile/Notifications', '/Grievance', '/Profile']) {
      expect(page).toContain(`href="${path}"`);
    }
    expect(page).toContain(`Version ${PRIVACY_NOTICE_VERSION}`);
    expect(page).toContain('href="/Privacy/hi"');
    expect(page).not.toMatch(/<article[^>]*lang="hi"/);
    // The footer links the notice on every page.
    expect(await html(t, '/')).toContain('href="/Privacy"');
  });

  it('/Privacy/hi and /Privacy?lang=hi in Hindi, marked lang="hi", with the same figures', async () => {
    for (const url of ['/Privacy/hi', '/Privacy?lang=hi']) {
      const page = await html(t, url);
      expect(page).toContain('<title>गोपनीयता सूचना · Store</title>');
      expect(page).toMatch(/<article[^>]*lang="hi"/);
      expect(page).toContain(DEMO_STORE.legalName);
      expect(page).toContain('GST चालान और उनसे जुड़े ऑर्डर: 72 महीने');
      expect(page).toContain('5 वर्ष तक न कोई साइन-इन हो');
      expect(page).toContain(`हम ${GRIEVANCE_LIMITS.privacyResolveDays} दिनों के भीतर उत्तर देते हैं`);
      expect(page).toContain(`संस्करण ${PRIVACY_NOTICE_VERSION}`);
      expect(page).toContain('href="/Profile/Privacy"');
      expect(page).toMatch(/<a[^>]*href="\/Privacy"[^>]*>English<\/a>/);
    }
  });

  it('says accounts are not deleted for being unused when DATA_RETENTION_YEARS is 0, and follows Store Settings', async () => {
    const other = await buildTestApp({ WEB_DIST: ensureWebBuild(), DATA_RETENTION_YEARS: '0' });
    try {
      expect(await html(other, '/Privacy')).toContain('Accounts are not deleted for being unused.');
      expect(await html(other, '/Privacy/hi')).toContain('उपयोग न होने के कारण खाते नहीं हटाए जाते');
      const saved = await other.app.inject({
        method: 'PUT',
        url: '/api/admin/store-settings',
        headers: bearer(await other.adminToken()),
        payload: { grievance_name: 'Ananya Rao' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await html(other, '/Privacy')).toContain('Ananya Rao');
    } finally {
      await other.close();
    }
  });
});
