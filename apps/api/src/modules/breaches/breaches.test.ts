import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreachView } from '@store/shared/schemas/breaches';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince, ownerId } from '../../../test/audit.ts';
import { staffToken } from '../../../test/staff.ts';
import { breaches } from '../../db/schema/index.ts';
import { breachView } from './service.ts';

// The data-breach register (docs/product/privacy.md#breach-register): the owner alone reads and writes it, the times
// are checked against each other, the deadlines are counted from when it was found, and every change is audited.

let t: TestApp;
let owner: Record<string, string>;
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  owner = bearer(await t.adminToken());
}, 120_000);
afterAll(() => t?.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Order export left on a public link',
  occurred_at: ago(30),
  discovered_at: ago(2),
  data_kinds: ['names', 'emails', 'addresses'],
  affected_count: 412,
  description: 'A CSV of last month’s orders was shared by a link that anyone could open.',
  actions: 'The link was removed and the file deleted.',
  ...overrides,
});

const post = (payload: object, headers = owner) =>
  t.app.inject({ method: 'POST', url: '/api/admin/breaches', headers, payload });
const put = (id: number, payload: object, headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/breaches/${id}`, headers, payload });

async function stored(id: number) {
  const [row] = await t.database.db.select().from(breaches).where(eq(breaches.breach_id, id));
  return row;
}

describe('the breach register', () => {
  it('is the owner’s alone: every staff role and a shopper get 403 and change nothing', async () => {
    const created = await post(valid());
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as BreachView).breach_id;
    const callers = [await t.shopperToken()];
    for (const role of ['catalogue', 'fulfilment', 'support', 'analyst'] as const)
      callers.push(await staffToken(t, role));
    const before = await stored(id);
    for (const token of callers) {
      const headers = bearer(token);
      for (const response of [
        await t.app.inject({ url: '/api/admin/breaches', headers }),
        await t.app.inject({ url: `/api/admin/breaches/${id}`, headers }),
        await post(valid({ title: 'Not theirs to record' }), headers),
        await put(id, valid({ cert_in_reported_at: ago(1) }), headers),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
      }
    }
    expect(await stored(id)).toEqual(before);
    const count = await t.database.db.$count(breaches, eq(breaches.title, 'Not theirs to record'));
    expect(count).toBe(0);
    expect((await t.app.inject({ url: '/api/admin/breaches' })).statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/breaches', headers: owner });
    expect(list.statusCode).toBe(200);
    expect((list.json() as BreachView[]).map((breach) => breach.breach_id)).toContain(id);
  });

  it('records a breach with its three deadlines counted from when it was found, and audits it', async () => {
    const mark = await auditMark(t);
    const discovered = ago(8);
    const response = await post(valid({ discovered_at: discovered, data_kinds: ['emails', 'names', 'emails'] }));
    expect(response.statusCode, response.body).toBe(201);
    const breach = response.json() as BreachView;
    // Stored as sent, the kinds in the register's order without repeats.
    const row = await stored(breach.breach_id);
    expect(row).toMatchObject({ affected_count: 412, data_kinds: ['names', 'emails'], cert_in_reported_at: null });
    expect(new Date(row!.discovered_at).toISOString()).toBe(discovered);
    const found = Date.parse(discovered);
    expect(breach.deadlines.cert_in).toEqual({
      due_at: new Date(found + 6 * HOUR).toISOString(),
      done_at: null,
      status: 'overdue',
      late: false,
    });
    expect(breach.deadlines.board).toEqual({
      due_at: new Date(found + 72 * HOUR).toISOString(),
      done_at: null,
      status: 'due',
      late: false,
    });
    expect(breach.deadlines.shoppers.status).toBe('due');
    expect(breach.overdue).toBe(true);
    const audit = await auditSince(t, mark);
    expect(audit.map((entry) => [entry.action, entry.entity, entry.entity_id, entry.actor_role])).toEqual([
      ['breach.create', 'breach', String(breach.breach_id), 'admin'],
    ]);
    expect(audit[0]!.actor_id).toBe(await ownerId(t));
    expect(audit[0]!.changes).toMatchObject({
      title: { before: null, after: 'Order export left on a public link' },
      discovered_at: { before: null, after: discovered },
      affected_count: { before: null, after: 412 },
    });
  });

  it('marks CERT-In told: the deadline is done (late when after 6 hours), the change audited', async () => {
    const sent = valid({ discovered_at: ago(10) });
    const breach = (await post(sent)).json() as BreachView;
    const mark = await auditMark(t);
    const told = ago(1);
    const response = await put(breach.breach_id, { ...sent, cert_in_reported_at: told });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as BreachView;
    expect(updated.deadlines.cert_in).toMatchObject({ status: 'done', done_at: told, late: true });
    expect(updated.overdue).toBe(false);
    expect(new Date((await stored(breach.breach_id))!.cert_in_reported_at!).toISOString()).toBe(told);
    const audit = await auditSince(t, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'breach.update', entity_id: String(breach.breach_id) });
    expect(audit[0]!.changes).toEqual({ cert_in_reported_at: { before: null, after: told } });

    const onTime = (await post(valid({ discovered_at: ago(3), cert_in_reported_at: ago(1) }))).json() as BreachView;
    expect(onTime.deadlines.cert_in).toMatchObject({ status: 'done', late: false });
  });

  it('counts the deadlines at any moment: due before, overdue after, done once told', () => {
    const discovered = '2026-11-01T10:00:00.000Z';
    const row = {
      breach_id: 1,
      title: 'x',
      occurred_at: null,
      discovered_at: discovered,
      data_kinds: ['emails' as const],
      affected_count: 1,
      description: 'x',
      actions: null,
      cert_in_reported_at: null,
      board_reported_at: '2026-11-03T09:00:00.000Z',
      shoppers_notified_at: null,
      created_by: null,
      created_at: discovered,
      updated_at: discovered,
    };
    const at = (iso: string) => breachView(row, new Date(iso)).deadlines;
    expect(at('2026-11-01T15:59:00Z').cert_in.status).toBe('due');
    expect(at('2026-11-01T16:01:00Z').cert_in.status).toBe('overdue');
    expect(at('2026-11-01T16:01:00Z').board).toMatchObject({ status: 'done', late: false });
    expect(at('2026-11-04T09:59:00Z').shoppers.status).toBe('due');
    expect(at('2026-11-04T10:01:00Z').shoppers.status).toBe('overdue');
  });

  it('refuses times that contradict each other with a clear 400, and stores nothing', async () => {
    const before = await t.database.db.$count(breaches);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { cert_in_reported_at: ago(3) },
        'cert_in_reported_at',
        'CERT-In cannot have been told before the breach was found',
      ],
      [
        { board_reported_at: ago(5) },
        'board_reported_at',
        'The Board cannot have been told before the breach was found',
      ],
      [
        { shoppers_notified_at: ago(4) },
        'shoppers_notified_at',
        'Shoppers cannot have been told before the breach was found',
      ],
      [{ occurred_at: ago(1) }, 'occurred_at', 'It cannot have happened after it was found'],
      [
        { discovered_at: new Date(Date.now() + 2 * HOUR).toISOString(), occurred_at: null },
        'discovered_at',
        'Cannot be in the future',
      ],
      [{ discovered_at: '' }, 'discovered_at', 'Enter when the breach was found'],
      [{ data_kinds: [] }, 'data_kinds', 'Choose the kinds of data it touched'],
      [{ affected_count: -1 }, 'affected_count', 'A whole number of shoppers, 0 or more'],
      [{ title: '' }, 'title', 'Say in a few words what happened'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(valid(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ message: `${field}: ${message}`, errors: { [field]: message } });
    }
    expect(await t.database.db.$count(breaches)).toBe(before);

    const breach = (await post(valid())).json() as BreachView;
    const mark = await auditMark(t);
    const refused = await put(breach.breach_id, valid({ cert_in_reported_at: ago(3) }));
    expect(refused.statusCode).toBe(400);
    expect((await stored(breach.breach_id))!.cert_in_reported_at).toBeNull();
    expect(await auditSince(t, mark)).toEqual([]);
    expect((await put(999_999, valid())).statusCode).toBe(404);
  });
});
