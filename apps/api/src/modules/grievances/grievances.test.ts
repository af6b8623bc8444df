import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince } from '../../../test/audit.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { orderNumber, shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { staffToken } from '../../../test/staff.ts';
import { multipart, png } from '../../../test/uploads.ts';
import { ownVariation } from '../../../test/variations.ts';
import { grievanceMessages, grievancePhotos, grievances, notifications, rateLimits } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { GRIEVANCE_RULES } from './routes.ts';
import { GRIEVANCE_NOT_FOUND, GUEST_ORDER_NOT_FOUND, NOT_YOUR_ORDER } from './service.ts';

let t: TestApp;
let factory: CatalogueFactory;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  factory = new CatalogueFactory(t.app, await t.adminToken());
  catalogue = await smallCatalogue(factory);
  owner = bearer(await t.adminToken());
});
afterAll(() => t.close());

const complaint = 'The jeans arrived with a torn seam on the left leg.';

/** A shopper with an order of their own (placed, unpaid: any order of theirs may be complained about). */
async function shopperWithOrder(): Promise<TestShopper & { orderId: number }> {
  const product = await factory.product({
    category_id: catalogue.menShirts.category_id,
    brand_id: catalogue.loom.brand_id,
  });
  const own = await ownVariation(t, factory, product.product_id, 5);
  const shopper = await shopperWithAddress(t, 'grv');
  const orderId = await orderNumber(t, shopper, [own.line(1)], 500, { pay: false });
  return { ...shopper, orderId };
}

const file = (payload: object, who: { headers?: Record<string, string>; remoteAddress: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    headers: who.headers ?? {},
    remoteAddress: who.remoteAddress,
    payload,
  });

const rowOf = async (reference: string) =>
  (await t.database.db.select().from(grievances).where(eq(grievances.reference, reference)))[0];

const countFor = async (userId: number) =>
  (await t.database.db.select().from(grievances).where(eq(grievances.user_id, userId))).length;

const mailsOf = (kind: string, recipient: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.recipient, recipient)))
    .orderBy(asc(notifications.notification_id));

let guestAddresses = 0;
const guestAddress = () => `198.51.100.${++guestAddresses}`;

async function filed(shopper: TestShopper & { orderId: number }, category = 'product') {
  const response = await file({ category, order_id: shopper.orderId, text: complaint }, shopper);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reference as string;
}

describe('filing a grievance (docs/product/legal.md#grievances)', () => {
  it('signed in: stores the row with a reference and the law’s deadlines, and queues the acknowledgement', async () => {
    const shopper = await shopperWithOrder();
    const response = await file({ category: 'order', order_id: shopper.orderId, text: complaint }, shopper);
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);
    const row = (await rowOf(reference))!;
    expect(row).toMatchObject({
      user_id: shopper.userId,
      order_id: shopper.orderId,
      email: shopper.email.toLowerCase(),
      category: 'order',
      status: 'Open',
      text: complaint,
    });
    const created = new Date(row.created_at).getTime();
    expect(new Date(row.acknowledge_by).getTime() - created).toBe(48 * 3600_000);
    const [{ month }] = (await queryRows<{ month: boolean }>(
      t.database.db,
      sql`SELECT (${row.created_at}::timestamptz + interval '1 month') = ${row.resolve_by}::timestamptz AS month`,
    )) as [{ month: boolean }];
    expect(month).toBe(true);
    const [mail] = await mailsOf('grievance_received', shopper.email.toLowerCase());
    expect(mail).toMatchObject({ channel: 'email', order_id: shopper.orderId, status: 'Pending' });
    expect(mail!.subject).toContain(reference);
    expect(mail!.body).toContain('acknowledge it by');
    expect(mail!.body).toContain('resolve it by');
    expect(mail!.body).toMatch(/grievance officer is/);
    expect(mail!.body).toContain(`/Grievance/${reference}`);
  });

  it('a data grievance (privacy) is to be resolved within 90 days', async () => {
    const shopper = await shopperWithOrder();
    const reference = await filed(shopper, 'privacy');
    const row = (await rowOf(reference))!;
    expect(new Date(row.resolve_by).getTime() - new Date(row.created_at).getTime()).toBe(90 * 86_400_000);
  });

  it('a guest with the order number and its email files it; the account owns it', async () => {
    const shopper = await shopperWithOrder();
    const response = await file(
      { category: 'refund', order_id: shopper.orderId, email: shopper.email.toUpperCase(), text: complaint },
      { remoteAddress: guestAddress() },
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = (await rowOf(response.json().reference))!;
    expect(row).toMatchObject({ user_id: shopper.userId, order_id: shopper.orderId, category: 'refund' });
    expect(await mailsOf('grievance_received', shopper.email.toLowerCase())).toHaveLength(1);
  });

  it('a guest with a wrong order/email pair: 404 that does not say which, nothing stored', async () => {
    const shopper = await shopperWithOrder();
    const other = await shopperWithOrder();
    for (const payload of [
      { order_id: shopper.orderId, email: other.email },
      { order_id: other.orderId, email: shopper.email },
      { order_id: 999_999, email: shopper.email },
    ]) {
      const response = await file(
        { category: 'order', text: complaint, ...payload },
        { remoteAddress: guestAddress() },
      );
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(GUEST_ORDER_NOT_FOUND);
    }
    expect(await countFor(shopper.userId)).toBe(0);
    expect(await countFor(other.userId)).toBe(0);
  });

  it('a guest without an order or email: 400', async () => {
    const response = await file({ category: 'other', text: complaint }, { remoteAddress: guestAddress() });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toMatchObject({ order_id: expect.any(String), email: expect.any(String) });
  });

  it('a signed-in shopper naming another’s order: 404, nothing stored', async () => {
    const shopper = await shopperWithOrder();
    const other = await shopperWithOrder();
    const response = await file({ category: 'order', order_id: other.orderId, text: complaint }, shopper);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe(NOT_YOUR_ORDER);
    expect(await countFor(shopper.userId)).toBe(0);
    expect(await countFor(other.userId)).toBe(0);
  });

  it('text under 20 characters or over 2000, or an unknown category: 400, nothing stored', async () => {
    const shopper = await shopperWithOrder();
    for (const payload of [
      { category: 'order', text: 'Too short text' },
      { category: 'order', text: 'x'.repeat(2001) },
      { category: 'shipping', text: complaint },
    ]) {
      const response = await file({ order_id: shopper.orderId, ...payload }, shopper);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await countFor(shopper.userId)).toBe(0);
  });

  it('without an order when signed in (an account complaint)', async () => {
    const shopper = await shopperWithOrder();
    const response = await file({ category: 'account', text: complaint }, shopper);
    expect(response.statusCode, response.body).toBe(201);
    expect((await rowOf(response.json().reference))!.order_id).toBeNull();
  });
});

describe('photos (checked like review photos)', () => {
  const fileWithPhotos = (
    who: TestShopper & { orderId: number },
    files: Array<{ name: string; type: string; data: Buffer }>,
  ) => {
    const body = multipart(files, 'files', { category: 'product', order_id: String(who.orderId), text: complaint });
    return t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      headers: { ...who.headers, ...body.headers },
      remoteAddress: who.remoteAddress,
      payload: body.payload,
    });
  };

  it('up to 3 photos are stored with the grievance', async () => {
    const shopper = await shopperWithOrder();
    const image = await png(40, 30);
    const photos = [1, 2, 3].map((n) => ({ name: `${n}.png`, type: 'image/png', data: image }));
    const response = await fileWithPhotos(shopper, photos);
    expect(response.statusCode, response.body).toBe(201);
    const row = (await rowOf(response.json().reference))!;
    const stored = await t.database.db
      .select()
      .from(grievancePhotos)
      .where(eq(grievancePhotos.grievance_id, row.grievance_id));
    expect(stored).toHaveLength(3);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/grievances/${row.reference}`,
      headers: shopper.headers,
      remoteAddress: shopper.remoteAddress,
    });
    expect(view.json().photos).toHaveLength(3);
    expect(view.json().photos[0].image_url).toMatch(/\.webp$/);
  });

  it('a file that is not an image: 415; 4 photos: 413; nothing stored either time', async () => {
    const shopper = await shopperWithOrder();
    const notImage = await fileWithPhotos(shopper, [
      { name: 'a.png', type: 'image/png', data: Buffer.from('not an image at all') },
    ]);
    expect(notImage.statusCode, notImage.body).toBe(415);
    const image = await png(20, 20);
    const four = await fileWithPhotos(
      shopper,
      [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, type: 'image/png', data: image })),
    );
    expect(four.statusCode, four.body).toBe(413);
    expect(four.json().message).toBe('A complaint can have at most 3 photos.');
    expect(await countFor(shopper.userId)).toBe(0);
  });
});

describe('rate limits', () => {
  it(`an account files at most ${GRIEVANCE_RULES.file.perUser} an hour: 429 with a sentence, nothing stored`, async () => {
    const shopper = await shopperWithOrder();
    for (let n = 0; n < GRIEVANCE_RULES.file.perUser; n++) await filed(shopper);
    const refused = await file({ category: 'order', order_id: shopper.orderId, text: complaint }, shopper);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many complaints filed in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await countFor(shopper.userId)).toBe(GRIEVANCE_RULES.file.perUser);
  });

  it('an address at its limit: two filings at once, one passes', async () => {
    const shopper = await shopperWithOrder();
    const address = guestAddress();
    await t.database.db.insert(rateLimits).values({
      key: `grievance-file:ip:${address}`,
      window_start: sql`now()`,
      count: GRIEVANCE_RULES.file.perAddress - 1,
    });
    const payload = { category: 'order', order_id: shopper.orderId, email: shopper.email, text: complaint };
    const answers = await Promise.all([
      file(payload, { remoteAddress: address }),
      file(payload, { remoteAddress: address }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    expect(await countFor(shopper.userId)).toBe(1);
  });
});

describe('reading and following up', () => {
  const view = (reference: string, who: { headers?: Record<string, string>; remoteAddress: string }, email?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/grievances/${reference}${email ? `?email=${encodeURIComponent(email)}` : ''}`,
      headers: who.headers ?? {},
      remoteAddress: who.remoteAddress,
    });

  it('the owner signed in sees it; a guest with the email sees it; a wrong email or another shopper: 404', async () => {
    const shopper = await shopperWithOrder();
    const other = await shopperWithOrder();
    const reference = await filed(shopper);
    const mine = await view(reference, shopper);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ reference, status: 'Open', text: complaint, overdue: false, messages: [] });
    expect(mine.json()).not.toHaveProperty('email');
    const guest = await view(reference, { remoteAddress: guestAddress() }, shopper.email.toUpperCase());
    expect(guest.statusCode, guest.body).toBe(200);
    for (const [who, email] of [
      [{ remoteAddress: guestAddress() }, other.email],
      [{ remoteAddress: guestAddress() }, undefined],
      [other, undefined],
    ] as const) {
      const refused = await view(reference, who, email);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().message).toBe(GRIEVANCE_NOT_FOUND);
    }
  });

  it('a follow-up is added while open and refused (409) once resolved', async () => {
    const shopper = await shopperWithOrder();
    const reference = await filed(shopper);
    const follow = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/grievances/${reference}/messages`,
        remoteAddress: guestAddress(),
        payload: { text, email: shopper.email },
      });
    const added = await follow('Photos of the seam attached earlier.');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().messages).toMatchObject([{ author: 'shopper', text: 'Photos of the seam attached earlier.' }]);
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${reference}/status`,
      headers: owner,
      payload: { status: 'Resolved', reply: 'We are sending a new pair.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const late = await follow('One more thing.');
    expect(late.statusCode, late.body).toBe(409);
    const row = (await rowOf(reference))!;
    expect(
      await t.database.db.select().from(grievanceMessages).where(eq(grievanceMessages.grievance_id, row.grievance_id)),
    ).toHaveLength(2);
  });
});

describe('support (docs/product/admin.md#grievances)', () => {
  const act = (reference: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/grievances/${reference}/status`, headers, payload });

  it('lists with filters; acknowledge, reply and resolve; the replies reach the shopper; every step audited', async () => {
    const support = bearer(await staffToken(t, 'support'));
    const shopper = await shopperWithOrder();
    const reference = await filed(shopper);
    const open = await t.app.inject({ method: 'GET', url: '/api/admin/grievances?status=Open', headers: support });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().items.map((item: { reference: string }) => item.reference)).toContain(reference);
    const mark = await auditMark(t);

    const acknowledged = await act(reference, support, { status: 'Acknowledged' });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect((await rowOf(reference))!).toMatchObject({ status: 'Acknowledged', closed_at: null });
    expect((await rowOf(reference))!.acknowledged_at).not.toBeNull();
    expect((await act(reference, support, { status: 'Acknowledged' })).statusCode).toBe(409);

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/grievances?status=Open', headers: support });
    expect(listed.json().items.map((item: { reference: string }) => item.reference)).not.toContain(reference);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${reference}/replies`,
      headers: support,
      payload: { text: 'Sorry about the seam. Could you send a photo of the label?' },
    });
    expect(reply.statusCode, reply.body).toBe(201);

    for (const status of ['Resolved', 'Rejected']) {
      const bare = await act(reference, support, { status });
      expect(bare.statusCode, bare.body).toBe(400);
    }
    expect((await rowOf(reference))!.status).toBe('Acknowledged');

    const resolved = await act(reference, support, { status: 'Resolved', reply: 'A new pair is on its way.' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await rowOf(reference))!.closed_at).not.toBeNull();
    expect((await act(reference, support, { status: 'Rejected', reply: 'No.' })).statusCode).toBe(409);

    const mails = await mailsOf('grievance_reply', shopper.email.toLowerCase());
    expect(mails.map((mail) => mail.body)).toEqual([
      expect.stringContaining('Could you send a photo of the label?'),
      expect.stringContaining('A new pair is on its way.'),
    ]);
    expect(mails[1]!.subject).toContain('was resolved');

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/grievances/${reference}`,
      headers: shopper.headers,
      remoteAddress: shopper.remoteAddress,
    });
    expect(seen.json()).toMatchObject({
      status: 'Resolved',
      messages: [
        { author: 'store', text: 'Sorry about the seam. Could you send a photo of the label?' },
        { author: 'store', text: 'A new pair is on its way.' },
      ],
    });

    const audit = await auditSince(t, mark);
    expect(audit.map((row) => [row.action, row.entity, row.entity_id, row.actor_role])).toEqual([
      ['grievance.acknowledge', 'grievance', reference, 'support'],
      ['grievance.reply', 'grievance', reference, 'support'],
      ['grievance.resolve', 'grievance', reference, 'support'],
    ]);
    expect(audit[0]!.changes).toEqual({ status: { before: 'Open', after: 'Acknowledged' } });
  });

  it('a rejection with its reason, by the owner', async () => {
    const shopper = await shopperWithOrder();
    const reference = await filed(shopper);
    const mark = await auditMark(t);
    const rejected = await act(reference, owner, { status: 'Rejected', reply: 'The order was never shipped.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await rowOf(reference))!.status).toBe('Rejected');
    expect((await auditSince(t, mark, 'grievance.reject'))[0]!.changes).toMatchObject({
      status: { before: 'Open', after: 'Rejected' },
    });
  });

  it('catalogue and fulfilment staff: 403 on every admin route; support and the owner may', async () => {
    const shopper = await shopperWithOrder();
    const reference = await filed(shopper);
    for (const role of ['catalogue', 'fulfilment'] as const) {
      const headers = bearer(await staffToken(t, role));
      for (const request of [
        { method: 'GET' as const, url: '/api/admin/grievances' },
        { method: 'GET' as const, url: `/api/admin/grievances/${reference}` },
        { method: 'POST' as const, url: `/api/admin/grievances/${reference}/replies`, payload: { text: 'Hi' } },
        {
          method: 'POST' as const,
          url: `/api/admin/grievances/${reference}/status`,
          payload: { status: 'Acknowledged' },
        },
      ]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
      }
    }
    expect((await rowOf(reference))!.status).toBe('Open');
    for (const headers of [bearer(await staffToken(t, 'support')), owner]) {
      const detail = await t.app.inject({ method: 'GET', url: `/api/admin/grievances/${reference}`, headers });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({ reference, email: shopper.email.toLowerCase(), text: complaint });
    }
  });

  it('the dashboard counts overdue grievances: unacknowledged past 48 hours, or unresolved past the deadline', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: owner })).json()
        .overdueGrievances as number;
    const before = await count();
    const shopper = await shopperWithOrder();
    const late = await filed(shopper);
    const acknowledgedLate = await filed(shopper);
    const closedLate = await filed(shopper);
    await act(acknowledgedLate, owner, { status: 'Acknowledged' });
    await act(closedLate, owner, { status: 'Resolved', reply: 'Done.' });
    expect(await count()).toBe(before);
    // The clock moves: 49 hours pass for the first, 32 days for the others.
    const moveBack = (reference: string, hours: number) =>
      t.database.db
        .update(grievances)
        .set({
          created_at: sql`created_at - make_interval(hours => ${hours})`,
          acknowledge_by: sql`acknowledge_by - make_interval(hours => ${hours})`,
          resolve_by: sql`resolve_by - make_interval(hours => ${hours})`,
        })
        .where(eq(grievances.reference, reference));
    await moveBack(late, 49);
    await moveBack(acknowledgedLate, 47);
    await moveBack(closedLate, 32 * 24);
    expect(await count()).toBe(before + 1);
    await moveBack(acknowledgedLate, 32 * 24);
    expect(await count()).toBe(before + 2);
    const overdue = await t.app.inject({ method: 'GET', url: '/api/admin/grievances?status=overdue', headers: owner });
    const listed = overdue.json().items.map((item: { reference: string; overdue: boolean }) => item.reference);
    expect(listed).toEqual(expect.arrayContaining([late, acknowledgedLate]));
    expect(listed).not.toContain(closedLate);
  });
});
