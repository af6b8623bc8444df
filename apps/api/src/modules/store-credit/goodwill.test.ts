import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince } from '../../../test/audit.ts';
import { shopperWithAddress } from '../../../test/orders.ts';
import { staffToken } from '../../../test/staff.ts';
import { storeCreditEntries, users } from '../../db/schema/index.ts';

// Goodwill credit from the customer's page (docs/product/accounts.md#store-credit): `refunds.create` only; a support
// member within SUPPORT_REFUND_LIMIT (here ₹1,000) per customer in 30 days, everyone's goodwill counted; the owner
// unlimited; audited. A refused grant writes nothing.

const LIMIT_MESSAGE = 'Goodwill credit above ₹1,000 to one customer in 30 days needs the owner.';
let t: TestApp;
let owner: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_REFUND_LIMIT: '1000' });
  owner = bearer(await t.adminToken());
  support = bearer(await staffToken(t, 'support'));
});
afterAll(() => t?.close());

const grant = (userId: number, amount: number, headers: Record<string, string>, reason = 'Parcel arrived late') =>
  t.app.inject({ method: 'POST', url: `/api/admin/customers/${userId}/credit`, headers, payload: { amount, reason } });

const rowsOf = (userId: number) =>
  t.database.db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.user_id, userId))
    .orderBy(asc(storeCreditEntries.entry_id));

describe('POST /api/admin/customers/{id}/credit', () => {
  it('gives the owner’s goodwill credit, expiring in 365 days, with its audit row', async () => {
    const shopper = await shopperWithAddress(t);
    const mark = await auditMark(t);
    const response = await grant(shopper.userId, 250.5, owner);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      balance: 250.5,
      entry: { amount: 250.5, reason: 'goodwill', note: 'Parcel arrived late', order_id: null },
    });
    const days = (Date.parse(answer.entry.expires_at) - Date.parse(answer.entry.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    const [row] = await rowsOf(shopper.userId);
    expect(row).toMatchObject({ amount: 25050, kind: 'goodwill', note: 'Parcel arrived late' });
    const audit = await auditSince(t, mark, 'store_credit.goodwill');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'store_credit', entity_id: String(row!.entry_id), actor_role: 'admin' });
    expect(audit[0]!.changes).toMatchObject({
      user_id: { before: null, after: shopper.userId },
      amount: { before: null, after: 25050 },
      note: { before: null, after: 'Parcel arrived late' },
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${shopper.userId}`, headers: owner });
    expect(detail.json()).toMatchObject({ store_credit: 250.5 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/StoreCredit', headers: shopper.headers })).json(),
    ).toMatchObject({ balance: 250.5, expiring: [{ amount: 250.5 }] });
  });

  it('refuses a shopper and an analyst (403) and writes nothing', async () => {
    const shopper = await shopperWithAddress(t);
    const analyst = bearer(await staffToken(t, 'analyst'));
    const mark = await auditMark(t);
    expect((await grant(shopper.userId, 100, shopper.headers)).statusCode).toBe(403);
    expect((await grant(shopper.userId, 100, analyst)).statusCode).toBe(403);
    expect((await grant(shopper.userId, 100, {})).statusCode).toBe(401);
    expect(await rowsOf(shopper.userId)).toEqual([]);
    expect(await auditSince(t, mark)).toEqual([]);
  });

  it('lets support give up to the limit per customer in total, refuses past it writing nothing; the owner goes on', async () => {
    const shopper = await shopperWithAddress(t);
    expect((await grant(shopper.userId, 600, support)).statusCode).toBe(201);
    const mark = await auditMark(t);
    const refused = await grant(shopper.userId, 500, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: LIMIT_MESSAGE, details: { limit: 1000 } });
    expect((await rowsOf(shopper.userId)).map((row) => row.amount)).toEqual([60000]);
    expect(await auditSince(t, mark)).toEqual([]);
    expect((await grant(shopper.userId, 400, support)).statusCode).toBe(201);
    expect((await grant(shopper.userId, 5000, owner)).statusCode).toBe(201);
    // The owner's goodwill counts too: support can give this customer nothing more for now.
    expect((await grant(shopper.userId, 1, support)).statusCode).toBe(403);
    expect((await rowsOf(shopper.userId)).map((row) => row.amount)).toEqual([60000, 40000, 500000]);
  });

  it('answers 404 for an unknown id and a staff account, 400 for a bad amount or no reason', async () => {
    const [admin] = await t.database.db.select({ id: users.user_id }).from(users).where(eq(users.role, 'admin'));
    expect((await grant(999_999, 100, owner)).statusCode).toBe(404);
    expect((await grant(admin!.id, 100, owner)).statusCode).toBe(404);
    const shopper = await shopperWithAddress(t);
    expect((await grant(shopper.userId, 0, owner)).statusCode).toBe(400);
    expect((await grant(shopper.userId, -5, owner)).statusCode).toBe(400);
    expect((await grant(shopper.userId, 100, owner, '')).statusCode).toBe(400);
    expect(await rowsOf(shopper.userId)).toEqual([]);
  });

  // Under PostgreSQL the two run at the same moment and only the shopper's lock keeps them from both passing.
  it('two support grants sent at once cannot together pass the limit', async () => {
    const shopper = await shopperWithAddress(t);
    const answers = await Promise.all([grant(shopper.userId, 600, support), grant(shopper.userId, 600, support)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect((await rowsOf(shopper.userId)).map((row) => row.amount)).toEqual([60000]);
  });
});
