import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { namedShopper, orderRow, paidOrder, type TestShopper } from '../../../test/orders.ts';
import { documentSequences, notifications, orders, users } from '../../db/schema/index.ts';
import { financialYear } from './numbers.ts';

// Cash on delivery is invoiced at dispatch; an invoiced order cancelled with nothing paid gets a credit note
// (docs/product/orders.md#invoice-numbers, #credit-notes). Its messages say the cash is due
// (docs/product/orders.md#notifications).
let t: TestApp;
let admin: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let people = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
});
afterAll(() => t.close());

/** A shopper allowed cash on delivery: a verified email and (set here) a proven mobile number. */
async function shopper(): Promise<TestShopper> {
  const who = await namedShopper(t, 'Kiran', 'Rao', `codinv${++people}-${process.pid}@example.com`);
  await t.database.db
    .update(users)
    .set({ phone: `95${String(people).padStart(8, '0')}` })
    .where(eq(users.user_id, who.userId));
  return who;
}
const tee = () => [{ product_id: catalogue.products.crewTee.product_id, quantity: 1 }];

async function codOrder(who: TestShopper): Promise<number> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: { total_amount: 599, items: tee(), payment_method: 'cod' },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return (placed.json() as { orderid: number }).orderid;
}

const move = (orderId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: admin, payload: body });
const document = (url: string, headers = admin) => t.app.inject({ url, headers });
const lastNumber = async (kind: 'INV' | 'CN') =>
  (
    await t.database.db
      .select({ n: documentSequences.last_number })
      .from(documentSequences)
      .where(and(eq(documentSequences.kind, kind), eq(documentSequences.financial_year, financialYear(new Date()))))
  )[0]?.n ?? 0;

describe('a cash-on-delivery order', () => {
  it('has no invoice until it is dispatched, and a confirmation that asks for the cash', async () => {
    const who = await shopper();
    const orderId = await codOrder(who);
    expect(await orderRow(t, orderId)).toMatchObject({ invoice_number: null, invoice_date: null });
    const early = await document(`/api/Order/${orderId}/invoice`, who.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('no tax invoice yet');

    const [placed] = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.order_id, orderId), eq(notifications.kind, 'order_placed')));
    expect(placed!.body).toContain('Please keep ₹599 ready: it is paid in cash on delivery.');
    expect(placed!.body).not.toMatch(/received your payment/i);

    expect((await move(orderId, { status: 'Packed' })).statusCode).toBe(200);
    expect((await orderRow(t, orderId)).invoice_number).toBeNull();
    const before = await lastNumber('INV');
    const shipped = await move(orderId, { status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL9' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const row = await orderRow(t, orderId);
    expect(row.invoice_number).toBe(`INV${financialYear(new Date())}/${String(before + 1).padStart(6, '0')}`);
    expect(row.invoice_date).not.toBeNull();
    const invoice = await document(`/api/Order/${orderId}/invoice`, who.headers);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect((invoice.json() as TaxDocument).number).toBe(row.invoice_number);
  });

  it('placed and cancelled uses no invoice number and has no credit note', async () => {
    const who = await shopper();
    const invoices = await lastNumber('INV');
    const notes = await lastNumber('CN');
    const orderId = await codOrder(who);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/Order/${orderId}/cancel`, headers: who.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'Cancelled',
      invoice_number: null,
      credit_note_number: null,
    });
    expect(await lastNumber('INV')).toBe(invoices);
    expect(await lastNumber('CN')).toBe(notes);
    expect((await document(`/api/Order/${orderId}/invoice`, who.headers)).statusCode).toBe(409);
    expect((await document(`/api/admin/orders/${orderId}/credit-note`)).statusCode).toBe(409);
  });

  it('invoiced and then cancelled gets a credit note for the whole invoice, shown to the admin and its shopper', async () => {
    const who = await shopper();
    const orderId = await codOrder(who);
    // An order invoiced at confirmation, as cash-on-delivery orders were before invoices moved to dispatch.
    const invoice = await document(`/api/admin/orders/${orderId}/invoice`);
    expect(invoice.statusCode).toBe(409);
    await t.database.db
      .update(orders)
      .set({ invoice_number: `INV-OLD-${orderId}`, invoice_date: new Date().toISOString() })
      .where(eq(orders.order_id, orderId));
    const issued = (await document(`/api/admin/orders/${orderId}/invoice`)).json() as TaxDocument;

    const notes = await lastNumber('CN');
    const cancelled = await move(orderId, { status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const row = await orderRow(t, orderId);
    expect(row.credit_note_number).toBe(`CN${financialYear(new Date())}/${String(notes + 1).padStart(6, '0')}`);
    const note = await document(`/api/admin/orders/${orderId}/credit-note`);
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({
      kind: 'credit_note',
      number: row.credit_note_number,
      original_invoice: `INV-OLD-${orderId}`,
      totals: issued.totals,
    });
    expect((await document(`/api/Order/${orderId}/credit-note`, who.headers)).json().number).toBe(
      row.credit_note_number,
    );
    // The order pages offer it (docs/product/admin.md#an-orders-page, docs/product/checkout.md#order-detail).
    expect((await document(`/api/admin/orders/${orderId}`)).json().credit_note_number).toBe(row.credit_note_number);
    expect((await document(`/api/Order/${orderId}/detail`, who.headers)).json().credit_note_number).toBe(
      row.credit_note_number,
    );
    const stranger = await shopper();
    expect((await document(`/api/Order/${orderId}/credit-note`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('a paid order', () => {
  it('keeps its invoice from the payment, and its cancellation is credited by the refund, not a second note', async () => {
    const who = await shopper();
    const { orderid } = await paidOrder(t, who, tee(), 599);
    expect((await orderRow(t, orderid)).invoice_number).toMatch(/^INV/);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/Order/${orderid}/cancel`, headers: who.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(t, orderid)).credit_note_number).toBeNull();
  });
});
