import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@store/shared/gst';
import { RETURN_WINDOW_DAYS } from '@store/shared/order-lifecycle';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import type { StoreInfo } from '@store/shared/schemas/store';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince, ownerId } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { buyer, paidOrder, type Buyer } from '../../../test/orders.ts';
import { staffToken } from '../../../test/staff.ts';
import { DEMO_CONTACT, DEMO_STORE } from '../../config.ts';
import { orders, storeSettings } from '../../db/schema/index.ts';

// Store Settings (docs/product/legal.md#store-settings) and GET /api/store (docs/product/legal.md#legal-page).

let t: TestApp;
let owner: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let asha: Buyer;

/** A Maharashtra GSTIN with a right check character. */
const MAHARASHTRA_GSTIN = `27AABCM5678Q1Z${gstinCheckCharacter('27AABCM5678Q1Z')}`;

const publicStore = async (app = t.app) => {
  const response = await app.inject({ url: '/api/store' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StoreInfo;
};
const put = (payload: object, headers = owner) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/store-settings', headers, payload });
const savedRows = () => t.database.db.select().from(storeSettings);
const invoiceOf = async (orderId: number) => {
  const response = await t.app.inject({ url: `/api/admin/orders/${orderId}/invoice`, headers: owner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TaxDocument;
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = bearer(await t.adminToken());
  catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
  asha = await buyer(t, 'asha@example.com');
});
afterAll(() => t.close());

describe('GET /api/store', () => {
  it('answers the environment’s seller and the demo contact while nothing is saved, and the policy figures of the code', async () => {
    const store = await publicStore();
    expect(store.seller).toEqual({
      legal_name: DEMO_STORE.legalName,
      address: DEMO_STORE.address,
      gstin: DEMO_STORE.gstin,
      state: 'Karnataka',
      state_code: '29',
    });
    expect(store.care).toEqual({
      phone: DEMO_CONTACT.care_phone,
      email: DEMO_CONTACT.care_email,
      hours: DEMO_CONTACT.care_hours,
    });
    expect(store.grievance_officer.name).toBe(DEMO_CONTACT.grievance_name);
    expect(store.policies).toMatchObject({
      return_window_days: RETURN_WINDOW_DAYS,
      shopper_cancellable: ['Awaiting payment', 'Confirmed', 'Packed'],
      cod: { max_amount: t.config.COD_MAX_AMOUNT, max_open_orders: t.config.COD_MAX_OPEN_ORDERS, fee: null },
      store_credit_expiry_days: t.config.STORE_CREDIT_EXPIRY_DAYS,
    });
    // The seeded serviceability table's zones, fastest first.
    expect(store.policies.delivery.length).toBeGreaterThan(0);
    const days = store.policies.delivery.map((zone) => zone.min_days);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it('states the COD limit, fee and store credit expiry this store is configured with, not a copy', async () => {
    const other = await buildTestApp({
      COD_MAX_AMOUNT: '2500',
      COD_FEE: '49',
      COD_MAX_OPEN_ORDERS: '4',
      STORE_CREDIT_EXPIRY_DAYS: '90',
    });
    try {
      expect((await publicStore(other.app)).policies).toMatchObject({
        cod: { max_amount: 2500, max_open_orders: 4, fee: 49 },
        store_credit_expiry_days: 90,
      });
    } finally {
      await other.close();
    }
  });

  it('shows a change of the delivery table at once', async () => {
    await publicStore();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/999',
      headers: owner,
      payload: { zone: 'Far Isles', delivery_days: 21, cod: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicStore()).policies.delivery).toContainEqual({
      zone: 'Far Isles',
      min_days: 21,
      max_days: 21,
      cod: false,
    });
  });
});

describe('who may see and change Store Settings', () => {
  it('refuses a guest (401) and every staff role (403), and saves nothing', async () => {
    expect((await t.app.inject({ url: '/api/admin/store-settings' })).statusCode).toBe(401);
    expect((await put({ care_email: 'x@example.com' }, {})).statusCode).toBe(401);
    for (const role of ['catalogue', 'fulfilment', 'support', 'analyst'] as const) {
      const headers = bearer(await staffToken(t, role));
      expect((await t.app.inject({ url: '/api/admin/store-settings', headers })).statusCode, role).toBe(403);
      const refused = await put({ care_email: 'x@example.com' }, headers);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to do this.');
    }
    expect(await savedRows()).toEqual([]);
  });
});

describe('saving Store Settings', () => {
  it('refuses a GSTIN that STORE_GSTIN would refuse (400 with the sentence) and saves nothing', async () => {
    const response = await put({ gstin: '29AABCK1234M1ZA' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.gstin).toBe('Not a valid GSTIN: its check character (the last one) is wrong.');
    expect(await savedRows()).toEqual([]);
  });

  it('refuses a state the GSTIN does not belong to (400) and saves nothing', async () => {
    const response = await put({ gstin: MAHARASHTRA_GSTIN, state: 'Karnataka' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The GSTIN starts with 27 but the state is Karnataka (GST state code 29): they must agree.',
    );
    expect(await savedRows()).toEqual([]);
  });

  it('saves the owner’s values (the row), shows them on both GETs at once, and records before and after', async () => {
    await publicStore(); // cached now: the save must still be seen at once
    const mark = await auditMark(t);
    const response = await put({ care_email: 'help@kaveri.example', grievance_name: 'Anil Kumar' });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await savedRows();
    expect(row).toMatchObject({
      care_email: 'help@kaveri.example',
      grievance_name: 'Anil Kumar',
      legal_name: null,
      gstin: null,
    });
    const view = (await t.app.inject({ url: '/api/admin/store-settings', headers: owner })).json();
    expect(view.values).toMatchObject({ care_email: 'help@kaveri.example', legal_name: null });
    expect(view.defaults).toMatchObject({ legal_name: DEMO_STORE.legalName, care_email: DEMO_CONTACT.care_email });
    const store = await publicStore();
    expect(store.care.email).toBe('help@kaveri.example');
    expect(store.grievance_officer.name).toBe('Anil Kumar');
    expect(store.seller?.legal_name).toBe(DEMO_STORE.legalName);
    const [entry] = await auditSince(t, mark, 'store_settings.update');
    expect(entry).toMatchObject({ actor_id: await ownerId(t), entity: 'store_settings', entity_id: '1' });
    expect(entry!.changes).toEqual({
      care_email: { before: null, after: 'help@kaveri.example' },
      grievance_name: { before: null, after: 'Anil Kumar' },
    });
  });
});

describe('the seller on invoices', () => {
  it('keeps the seller an invoice was issued with when the settings change; a new invoice names the new one', async () => {
    const items = [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }];
    const before = await paidOrder(t, asha, items, 599);
    const [copied] = await t.database.db
      .select({ seller: orders.seller })
      .from(orders)
      .where(eq(orders.order_id, before.orderid));
    expect(copied!.seller).toMatchObject({ legalName: DEMO_STORE.legalName, gstin: DEMO_STORE.gstin });

    const saved = await put({
      legal_name: 'Sahyadri Looms LLP',
      address: '7 Fergusson College Road, Pune 411004',
      gstin: MAHARASHTRA_GSTIN,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await savedRows())[0]).toMatchObject({ state: 'Maharashtra', state_code: '27' });

    const after = await paidOrder(t, asha, items, 599);
    expect((await invoiceOf(after.orderid)).seller).toEqual({
      name: 'Sahyadri Looms LLP',
      address: '7 Fergusson College Road, Pune 411004',
      gstin: MAHARASHTRA_GSTIN,
      state: 'Maharashtra',
      state_code: '27',
    });
    const old = await invoiceOf(before.orderid);
    expect(old.seller).toMatchObject({ name: DEMO_STORE.legalName, gstin: DEMO_STORE.gstin, state_code: '29' });
    // Karnataka to Karnataka stays CGST + SGST on the old invoice; the new seller in Maharashtra makes it IGST.
    expect(old.intra_state).toBe(true);
    expect((await invoiceOf(after.orderid)).intra_state).toBe(false);
  });

  it('prints today’s settings on an order invoiced before sellers were copied', async () => {
    const items = [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }];
    const older = await paidOrder(t, asha, items, 599);
    await t.database.db.update(orders).set({ seller: null }).where(eq(orders.order_id, older.orderid));
    expect((await invoiceOf(older.orderid)).seller).toMatchObject({ name: 'Sahyadri Looms LLP', state_code: '27' });
  });
});
