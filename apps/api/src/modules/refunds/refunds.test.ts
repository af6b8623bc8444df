import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { orderRow, paidOrder, placeOrder, shopperWithAddress } from '../../../test/orders.ts';
import {
  RAZORPAY_ENV,
  startRazorpayStandIn,
  webhookSignatureOf,
  type RazorpayStandIn,
} from '../../../test/razorpay.ts';
import { ownVariation } from '../../../test/variations.ts';
import { notifications, orderEvents, orders, refunds } from '../../db/schema/index.ts';
import { refundsContext, refundWhatIsLeft } from './service.ts';

interface Store {
  t: TestApp;
  factory: CatalogueFactory;
  catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
  admin: Record<string, string>;
}

async function openStore(env: Record<string, string> = {}): Promise<Store> {
  const t = await buildTestApp(env);
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  return { t, factory, catalogue, admin: bearer(await t.adminToken()) };
}

let sandbox: Store;
let live: Store;
let razorpay: RazorpayStandIn;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  sandbox = await openStore();
  live = await openStore({ ...RAZORPAY_ENV, RAZORPAY_API_URL: razorpay.url });
});
afterAll(async () => {
  await sandbox?.t.close();
  await live?.t.close();
  await razorpay?.close();
});

/** A paid order of ₹1,000 (two of a ₹500 variation of its own). */
async function paid(store: Store) {
  const own = await ownVariation(store.t, store.factory, store.catalogue.products.oxford.product_id, 10);
  const buyer = await shopperWithAddress(store.t);
  const order = await paidOrder(store.t, buyer, [own.line(2)], 1000);
  return { ...order, buyer, own };
}

/** A refund as the admin screen sends it: a fresh Idempotency-Key unless one is given; `null` sends none. */
const refund = (
  store: Store,
  orderId: number,
  payload: object,
  key: string | null = `test-${randomUUID()}`,
  headers = store.admin,
) =>
  store.t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const refundRows = (store: Store, orderId: number) =>
  store.t.database.db.select().from(refunds).where(eq(refunds.order_id, orderId)).orderBy(asc(refunds.refund_id));

const eventsOf = (store: Store, orderId: number, kind: 'refund' | 'status') =>
  store.t.database.db
    .select({
      from: orderEvents.from_status,
      to: orderEvents.to_status,
      note: orderEvents.note,
      actor: orderEvents.actor_role,
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.kind, kind)))
    .orderBy(asc(orderEvents.event_id));

const outbox = (store: Store, orderId: number, kind: string) =>
  store.t.database.db
    .select({ kind: notifications.kind, channel: notifications.channel, subject: notifications.subject })
    .from(notifications)
    .where(and(eq(notifications.order_id, orderId), eq(notifications.kind, kind)));

describe('refunds in the sandbox (docs/product/orders.md#refunds)', () => {
  it('a partial refund, then the rest: credit notes, refunded amount, payment status, history and messages', async () => {
    const order = await paid(sandbox);
    const first = await refund(sandbox, order.orderid, { amount: 300, reason: 'Late delivery' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      amount: 300,
      reason: 'Late delivery',
      status: 'Processed',
      method: 'sandbox',
      provider_refund_id: expect.stringMatching(/^rfnd_sbx/),
      credit_note_number: expect.stringMatching(/^CN\d{2}-\d{2}\/\d{6}$/),
      return_id: null,
      failure_reason: null,
      processed_at: expect.any(String),
    });
    expect(await orderRow(sandbox.t, order.orderid)).toMatchObject({
      refunded_amount: 30000,
      payment_status: 'PartiallyRefunded',
      status: 'Confirmed',
    });
    // An email (an SMS too only for a proven mobile number, which this shopper has not).
    expect(await outbox(sandbox, order.orderid, 'refund_processed')).toEqual([
      { kind: 'refund_processed', channel: 'email', subject: `Store: Refund of ₹300 for order #${order.orderid}` },
    ]);

    const rest = await refund(sandbox, order.orderid, { amount: 700, reason: 'Customer asked' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().credit_note_number).not.toBe(first.json().credit_note_number);
    expect(await orderRow(sandbox.t, order.orderid)).toMatchObject({
      refunded_amount: 100000,
      payment_status: 'Refunded',
    });
    expect(await eventsOf(sandbox, order.orderid, 'refund')).toEqual([
      {
        from: 'Paid',
        to: 'PartiallyRefunded',
        note: `Refund #${first.json().refund_id} of ₹300 processed (credit note ${first.json().credit_note_number}): Late delivery`,
        actor: 'admin',
      },
      {
        from: 'PartiallyRefunded',
        to: 'Refunded',
        note: `Refund #${rest.json().refund_id} of ₹700 processed (credit note ${rest.json().credit_note_number}): Customer asked`,
        actor: 'admin',
      },
    ]);
    expect(await outbox(sandbox, order.orderid, 'refund_processed')).toHaveLength(2);

    const more = await refund(sandbox, order.orderid, { amount: 1, reason: 'Again' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'REFUND_REFUSED',
      message: `Nothing is left to refund on order #${order.orderid} (paid ₹1,000, refunded ₹1,000).`,
      details: { refundable: 0 },
    });
    expect(await refundRows(sandbox, order.orderid)).toHaveLength(2);
  });

  it('refuses an over-refund with 409 and the refundable amount, changing nothing', async () => {
    const order = await paid(sandbox);
    const before = await orderRow(sandbox.t, order.orderid);
    const response = await refund(sandbox, order.orderid, { amount: 1000.01, reason: 'Too much' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'REFUND_REFUSED',
      message: `At most ₹1,000 can be refunded on order #${order.orderid} now (paid ₹1,000, refunded ₹0).`,
      details: { refundable: 1000 },
    });
    expect(await refundRows(sandbox, order.orderid)).toEqual([]);
    expect(await orderRow(sandbox.t, order.orderid)).toEqual(before);
    expect(await eventsOf(sandbox, order.orderid, 'refund')).toEqual([]);
  });

  it('refuses an unpaid order, bad amounts, shoppers and people not signed in', async () => {
    const own = await ownVariation(sandbox.t, sandbox.factory, sandbox.catalogue.products.oxford.product_id, 5);
    const buyer = await shopperWithAddress(sandbox.t);
    const placed = await placeOrder(sandbox.t, buyer, [own.line(1)], 500);
    const unpaid = await refund(sandbox, placed.orderid, { amount: 100, reason: 'x' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      code: 'REFUND_REFUSED',
      message: `Order #${placed.orderid} was never paid, so there is nothing to refund.`,
    });
    expect((await refund(sandbox, placed.orderid, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(sandbox, placed.orderid, { amount: 1.001, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(sandbox, placed.orderid, { amount: 1 })).statusCode).toBe(400);
    expect((await refund(sandbox, placed.orderid, { amount: 1, reason: 'x' }, 'short')).statusCode).toBe(400);
    expect((await refund(sandbox, 999_999, { amount: 1, reason: 'x' })).statusCode).toBe(404);
    expect(
      (await refund(sandbox, placed.orderid, { amount: 1, reason: 'x' }, undefined, buyer.headers)).statusCode,
    ).toBe(403);
    expect((await refund(sandbox, placed.orderid, { amount: 1, reason: 'x' }, undefined, {})).statusCode).toBe(401);
    expect(await refundRows(sandbox, placed.orderid)).toEqual([]);
  });

  it('requires an Idempotency-Key: none is a 400 naming the header, and refunds nothing', async () => {
    const order = await paid(sandbox);
    const before = await orderRow(sandbox.t, order.orderid);
    for (const attempt of [1, 2]) {
      const response = await refund(sandbox, order.orderid, { amount: 100, reason: `Double submit ${attempt}` }, null);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain('Idempotency-Key');
    }
    expect(await refundRows(sandbox, order.orderid)).toEqual([]);
    expect(await orderRow(sandbox.t, order.orderid)).toEqual(before);
  });

  it('a double submit with the same Idempotency-Key makes one refund', async () => {
    const order = await paid(sandbox);
    const key = 'double-submit-0001-abcdef';
    const first = await refund(sandbox, order.orderid, { amount: 100, reason: 'Double submit' }, key);
    const second = await refund(sandbox, order.orderid, { amount: 100, reason: 'Double submit' }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().refund_id).toBe(first.json().refund_id);
    expect(await refundRows(sandbox, order.orderid)).toHaveLength(1);
    expect(await orderRow(sandbox.t, order.orderid)).toMatchObject({ refunded_amount: 10000 });
  });

  it('records a cash-on-delivery refund as a payout, processed at once', async () => {
    const own = await ownVariation(sandbox.t, sandbox.factory, sandbox.catalogue.products.oxford.product_id, 5);
    const buyer = await shopperWithAddress(sandbox.t);
    const placed = await placeOrder(sandbox.t, buyer, [own.line(1)], 500);
    // Cash collected on delivery: paid, with no payment row behind it.
    await sandbox.t.database.db
      .update(orders)
      .set({ status: 'Delivered', payment_status: 'Paid' })
      .where(eq(orders.order_id, placed.orderid));
    const response = await refund(sandbox, placed.orderid, { amount: 500, reason: 'Returned at the door' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ method: 'payout', status: 'Processed', provider_refund_id: null });
    expect(await orderRow(sandbox.t, placed.orderid)).toMatchObject({
      payment_status: 'Refunded',
      refunded_amount: 50000,
    });
  });
});

describe('refundWhatIsLeft (the cancels use it)', () => {
  it('refunds what is still refundable, and nothing when nothing is left or nothing was paid', async () => {
    const context = refundsContext(sandbox.t.app);
    const store = { user_id: null, role: 'system' as const };
    const order = await paid(sandbox);
    expect((await refund(sandbox, order.orderid, { amount: 250, reason: 'Part' })).statusCode).toBe(201);
    const rest = await refundWhatIsLeft(context, order.orderid, 'Order cancelled', store);
    expect(rest).toMatchObject({ amount: 750, status: 'Processed', reason: 'Order cancelled' });
    expect(await refundWhatIsLeft(context, order.orderid, 'Again', store)).toBeNull();
    expect(await orderRow(sandbox.t, order.orderid)).toMatchObject({
      refunded_amount: 100000,
      payment_status: 'Refunded',
    });

    const own = await ownVariation(sandbox.t, sandbox.factory, sandbox.catalogue.products.oxford.product_id, 2);
    const unpaid = await placeOrder(sandbox.t, await shopperWithAddress(sandbox.t), [own.line(1)], 500);
    expect(await refundWhatIsLeft(context, unpaid.orderid, 'Never paid', store)).toBeNull();
    expect(await refundRows(sandbox, unpaid.orderid)).toEqual([]);
  });
});

describe('refunds through Razorpay (a local stand-in)', () => {
  it('sends the amount, auth and idempotency key; the same key twice makes one refund row and one provider call', async () => {
    const order = await paid(live);
    const calls = razorpay.refundCalls.length;
    const key = 'refund-form-0001-abcdef';
    const first = await refund(live, order.orderid, { amount: 250.5, reason: 'Damaged' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await refund(live, order.orderid, { amount: 250.5, reason: 'Damaged' }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      method: 'razorpay',
      status: 'Processed',
      provider_refund_id: expect.stringMatching(/^rfnd_rp/),
    });
    expect(razorpay.refundCalls.slice(calls)).toEqual([
      {
        paymentId: order.payment.razorpay_payment_id,
        auth: `Basic ${Buffer.from('rzp_test_key:razor-secret').toString('base64')}`,
        idempotencyKey: key,
        body: {
          amount: 25050,
          speed: 'normal',
          notes: { refund_id: String(first.json().refund_id), order_id: String(order.orderid) },
          receipt: `refund_${first.json().refund_id}`,
        },
      },
    ]);
    expect(await refundRows(live, order.orderid)).toHaveLength(1);
    expect((await orderRow(live.t, order.orderid)).refunded_amount).toBe(25050);

    const other = await refund(live, order.orderid, { amount: 10, reason: 'Damaged' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different refund. Use a new key for a new refund.',
    );
    expect(await refundRows(live, order.orderid)).toHaveLength(1);
  });

  it('a refund Razorpay refuses is Failed with the reason, and its amount is refundable again', async () => {
    const order = await paid(live);
    razorpay.next.refuse = { status: 400, description: 'The payment has not been captured' };
    const refused = await refund(live, order.orderid, { amount: 1000, reason: 'Cancelled' });
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json()).toMatchObject({
      status: 'Failed',
      failure_reason: 'The payment has not been captured',
      credit_note_number: null,
    });
    expect(await orderRow(live.t, order.orderid)).toMatchObject({ refunded_amount: 0, payment_status: 'Paid' });
    expect((await eventsOf(live, order.orderid, 'refund')).map((event) => event.note)).toEqual([
      `Refund #${refused.json().refund_id} of ₹1,000 failed: The payment has not been captured. The amount can be refunded again.`,
    ]);
    expect(await outbox(live, order.orderid, 'refund_processed')).toEqual([]);
    const retried = await refund(live, order.orderid, { amount: 1000, reason: 'Cancelled' });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().status).toBe('Processed');
    expect(await orderRow(live.t, order.orderid)).toMatchObject({
      refunded_amount: 100000,
      payment_status: 'Refunded',
    });
  });

  it('no answer leaves the refund pending (502); the same key again completes it with one refund at Razorpay', async () => {
    const order = await paid(live);
    const made = razorpay.refunds.length;
    razorpay.next.unavailable = 1;
    const key = 'refund-form-0002-abcdef';
    const lost = await refund(live, order.orderid, { amount: 400, reason: 'Size' }, key);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().code).toBe('PROVIDER_UNAVAILABLE');
    const [pending] = await refundRows(live, order.orderid);
    expect(pending).toMatchObject({ status: 'Pending', provider_refund_id: null, amount: 40000 });
    // Pending counts against what is refundable.
    const over = await refund(live, order.orderid, { amount: 600.01, reason: 'More' });
    expect(over.json().details).toEqual({ refundable: 600 });

    const retried = await refund(live, order.orderid, { amount: 400, reason: 'Size' }, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toMatchObject({ refund_id: pending!.refund_id, status: 'Processed' });
    expect(razorpay.refunds.length - made).toBe(1);
    expect(razorpay.refundCalls.filter((call) => call.idempotencyKey === key)).toHaveLength(2);
    expect(await refundRows(live, order.orderid)).toHaveLength(1);
  });
});

describe('refund webhooks (docs/product/checkout.md#webhooks)', () => {
  let events = 0;
  const deliver = (name: string, entity: object, signature?: string, eventId = `evt_refund_${++events}`) => {
    const body = JSON.stringify({ event: name, payload: { refund: { entity } } });
    return live.t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? webhookSignatureOf(body),
        'x-razorpay-event-id': eventId,
      },
    });
  };

  it('settles a pending refund once on refund.processed; a wrong signature changes nothing', async () => {
    const order = await paid(live);
    razorpay.next.status = 'pending';
    const asked = await refund(live, order.orderid, { amount: 1000, reason: 'Cancelled' });
    razorpay.next.status = 'processed';
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'Pending', provider_refund_id: expect.stringMatching(/^rfnd_rp/) });
    const entity = {
      id: asked.json().provider_refund_id,
      payment_id: order.payment.razorpay_payment_id,
      amount: 100000,
      status: 'processed',
    };

    const forged = await deliver('refund.processed', entity, 'f00d');
    expect(forged.statusCode).toBe(400);
    expect(await refundRows(live, order.orderid)).toMatchObject([{ status: 'Pending' }]);
    expect(await orderRow(live.t, order.orderid)).toMatchObject({ refunded_amount: 0, payment_status: 'Paid' });

    expect((await deliver('refund.processed', { ...entity, amount: 5 })).json()).toEqual({ status: 'amount mismatch' });
    expect((await deliver('refund.processed', entity, undefined, 'evt_refund_once')).json()).toEqual({
      status: 'refund processed',
    });
    expect((await deliver('refund.processed', entity, undefined, 'evt_refund_once')).json()).toEqual({
      status: 'duplicate',
    });
    expect((await deliver('refund.processed', entity)).json()).toEqual({ status: 'already recorded' });
    expect(await refundRows(live, order.orderid)).toMatchObject([
      { status: 'Processed', credit_note_number: expect.stringMatching(/^CN/) },
    ]);
    expect(await orderRow(live.t, order.orderid)).toMatchObject({
      refunded_amount: 100000,
      payment_status: 'Refunded',
    });
    expect(await eventsOf(live, order.orderid, 'refund')).toMatchObject([{ to: 'Refunded', actor: 'system' }]);
    expect(await outbox(live, order.orderid, 'refund_processed')).toHaveLength(1);
  });

  it('refund.failed marks it Failed and refundable again; an unknown refund is ignored', async () => {
    const order = await paid(live);
    razorpay.next.status = 'pending';
    const asked = await refund(live, order.orderid, { amount: 300, reason: 'Partial' });
    razorpay.next.status = 'processed';
    const entity = {
      id: asked.json().provider_refund_id,
      amount: 30000,
      status: 'failed',
      error_description: 'Bank account closed',
    };
    expect((await deliver('refund.failed', entity)).json()).toEqual({ status: 'refund failed' });
    expect(await refundRows(live, order.orderid)).toMatchObject([
      { status: 'Failed', failure_reason: 'Bank account closed' },
    ]);
    expect(await orderRow(live.t, order.orderid)).toMatchObject({ refunded_amount: 0, payment_status: 'Paid' });
    expect((await refund(live, order.orderid, { amount: 1000, reason: 'All of it' })).statusCode).toBe(201);
    expect((await deliver('refund.processed', { id: 'rfnd_nobody', amount: 100 })).json()).toEqual({
      status: 'unknown refund',
    });
  });
});

// PGlite has a single connection, so requests sent at once run one after the other there; these need PostgreSQL's
// real concurrency to prove the lock.
describe.runIf(process.env.TEST_DB === 'postgres')('refunds at the same moment (PostgreSQL)', () => {
  it('two full refunds sent at once refund once', async () => {
    const order = await paid(sandbox);
    const answers = await Promise.all([
      refund(sandbox, order.orderid, { amount: 1000, reason: 'Tab one' }),
      refund(sandbox, order.orderid, { amount: 1000, reason: 'Tab two' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await refundRows(sandbox, order.orderid)).toHaveLength(1);
    expect((await orderRow(sandbox.t, order.orderid)).refunded_amount).toBe(100000);
  });

  it('two different partial refunds that together pass the paid amount cannot both pass', async () => {
    const order = await paid(sandbox);
    const answers = await Promise.all([
      refund(sandbox, order.orderid, { amount: 600, reason: 'One' }),
      refund(sandbox, order.orderid, { amount: 600, reason: 'Two' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((answers.find((answer) => answer.statusCode === 409)!.json() as { details: unknown }).details).toEqual({
      refundable: 400,
    });
    expect((await orderRow(sandbox.t, order.orderid)).refunded_amount).toBe(60000);
  });

  it('the same Idempotency-Key sent twice at once makes one refund row and one refund at Razorpay', async () => {
    const order = await paid(live);
    const made = razorpay.refunds.length;
    const key = 'refund-race-0003-abcdef';
    const answers = await Promise.all([
      refund(live, order.orderid, { amount: 500, reason: 'Retry' }, key),
      refund(live, order.orderid, { amount: 500, reason: 'Retry' }, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().refund_id).toBe(answers[1]!.json().refund_id);
    expect(await refundRows(live, order.orderid)).toHaveLength(1);
    expect(razorpay.refunds.length - made).toBe(1);
    expect(razorpay.refundCalls.filter((call) => call.idempotencyKey === key)).toHaveLength(1);
    expect((await orderRow(live.t, order.orderid)).refunded_amount).toBe(50000);
  });
});
