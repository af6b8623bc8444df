import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '@store/shared/money';
import { RETURN_WINDOW_DAYS } from '@store/shared/order-lifecycle';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { ensureWebBuild } from '../../../test/store-process.ts';
import { DEMO_CONTACT, DEMO_STORE } from '../../config.ts';

// The footer, /shop, /about, /contact and /Legal rendered on the server (docs/product/legal.md#footer-and-pages): the
// texts are in the HTML before any script runs, and a Store Settings save is seen on the cached pages at once.

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), COD_MAX_AMOUNT: '7500', COD_FEE: '39' });
  owner = bearer(await t.adminToken());
  await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
}, 120_000);
afterAll(() => t.close());

const html = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body.replaceAll('<!-- -->', '');
};

describe('the store’s own pages', () => {
  it('/Legal: the seller and the policies with the figures this store enforces', async () => {
    const page = await html('/Legal');
    expect(page).toContain('<title>Legal · Store</title>');
    expect(page).toContain(DEMO_STORE.legalName);
    expect(page).toContain(`GSTIN ${DEMO_STORE.gstin}`);
    expect(page).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(page).toContain(`for orders up to ${formatRupees(7500)}`);
    expect(page).toContain(`A cash on delivery fee of ${formatRupees(39)} is added to the order.`);
    expect(page).toContain(`at most ${t.config.COD_MAX_OPEN_ORDERS} cash on delivery orders`);
    expect(page).toContain('while it is awaiting payment, confirmed or packed');
    expect(page).toContain(`expires ${t.config.STORE_CREDIT_EXPIRY_DAYS} days after it is given`);
  });

  it('/about, /contact and /shop, and the footer of every page', async () => {
    expect(await html('/about')).toContain('sells fashion for men, women and kids');
    const contact = await html('/contact');
    expect(contact).toContain(DEMO_CONTACT.care_email);
    expect(contact).toContain(DEMO_CONTACT.grievance_name);
    expect(await html('/shop')).toContain('Classic Crew Neck T-Shirt');
    const home = await html('/');
    expect(home).toContain(`GSTIN ${DEMO_STORE.gstin}`);
    expect(home).toContain('href="/Legal"');
    expect(home).toContain(DEMO_CONTACT.grievance_name);
  });

  it('shows a Store Settings save on pages already cached', async () => {
    expect(await html('/contact')).toContain(DEMO_CONTACT.care_email);
    expect(await html('/')).toContain(DEMO_CONTACT.care_email);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/store-settings',
      headers: owner,
      payload: { care_email: 'help@kaveri.example' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const contact = await html('/contact');
    expect(contact).toContain('help@kaveri.example');
    expect(contact).not.toContain(DEMO_CONTACT.care_email);
    expect(await html('/')).toContain('help@kaveri.example');
  });
});
