import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '@store/shared/schemas/audit';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { auditCsv } from './export.ts';

// GET /api/admin/audit and /api/admin/audit.csv (docs/product/api.md#audit-log): the owner's, filtered, paged,
// streamed; and no route changes an entry.

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let adminId: number;
let shopperId: number;

/** Entries written at known instants (the first in the store's day 2026-01-11, 00:30 in Asia/Kolkata). */
const entries = () => [
  { at: '2026-01-10T19:00:00.000Z', actor_id: adminId, action: 'product.update', entity: 'product', entity_id: '1' },
  { at: '2026-01-11T10:00:00.000Z', actor_id: adminId, action: 'order.ship', entity: 'order', entity_id: '7' },
  { at: '2026-01-12T10:00:00.000Z', actor_id: shopperId, action: 'product.delete', entity: 'product', entity_id: '2' },
  { at: '2026-01-13T10:00:00.000Z', actor_id: adminId, action: 'coupon.create', entity: 'coupon', entity_id: '=1+2' },
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  shopper = bearer(await t.shopperToken('audit-shopper@example.com'));
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: users.user_id }).from(users).where(eq(users.email, email)))[0]!.id;
  adminId = await idOf(ADMIN.email);
  shopperId = await idOf('audit-shopper@example.com');
  for (const entry of entries()) {
    await t.database.db.insert(auditLog).values({
      ...entry,
      actor_role: entry.actor_id === adminId ? 'admin' : 'catalogue',
      changes: { price: { before: 100, after: 90 }, email: { changed: true } },
      ip: '10.0.0.9',
      request_id: `req-${entry.entity_id}`,
    });
  }
});
afterAll(() => t.close());

const list = (query = '', headers = admin) => t.app.inject({ url: `/api/admin/audit${query}`, headers });
const ids = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditList).items.map((item) => item.entity_id);
};

describe('GET /api/admin/audit', () => {
  it('is the owner’s: 401 without a token, 403 for a shopper', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit.csv', headers: shopper })).statusCode).toBe(403);
  });

  it('lists entries newest first with the actor’s email and the changes as written', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AuditList;
    expect(body.totalCount).toBe(4);
    expect(body.items.map((item) => item.entity_id)).toEqual(['=1+2', '2', '7', '1']);
    expect(body.items[1]).toEqual<AuditEntry>({
      id: expect.any(Number),
      at: '2026-01-12T10:00:00.000Z',
      actor_id: shopperId,
      actor_email: 'audit-shopper@example.com',
      actor_role: 'catalogue',
      action: 'product.delete',
      entity: 'product',
      entity_id: '2',
      changes: { price: { before: 100, after: 90 }, email: { changed: true } },
      ip: '10.0.0.9',
      request_id: 'req-2',
    });
  });

  it('filters by person, entity and action', async () => {
    expect(await ids(`?actor_id=${shopperId}`)).toEqual(['2']);
    expect(await ids('?entity=product')).toEqual(['2', '1']);
    expect(await ids('?action=order.ship')).toEqual(['7']);
    expect(await ids(`?entity=product&actor_id=${adminId}`)).toEqual(['1']);
    expect(await ids('?entity=&action=')).toHaveLength(4);
  });

  it('takes days in the store’s time zone, inclusive, and ISO timestamps as instants', async () => {
    // 2026-01-10T19:00Z is 00:30 on the 11th in Asia/Kolkata.
    expect(await ids('?from=2026-01-11&to=2026-01-11')).toEqual(['7', '1']);
    expect(await ids('?to=2026-01-10')).toEqual([]);
    expect(await ids('?from=2026-01-12')).toEqual(['=1+2', '2']);
    expect(await ids('?from=2026-01-11T10:00:00Z&to=2026-01-12T10:00:00Z')).toEqual(['2', '7']);
    expect(await ids(`?from=${encodeURIComponent('2026-01-12T15:30:00+05:30')}`)).toEqual(['=1+2', '2']);
  });

  it('pages like the other admin lists', async () => {
    const second = (await list('?page=2&page_size=3')).json() as AuditList;
    expect(second.totalCount).toBe(4);
    expect(second.items.map((item) => item.entity_id)).toEqual(['1']);
  });

  it('answers 400 with a clear message for a bad filter', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?actor_id=abc', /actor_id/],
      ['?from=2026-02-30', /from: 2026-02-30 is not a date/],
      ['?to=tomorrow', /to: use a date like 2026-11-23/],
      ['?from=2026-01-12&to=2026-01-11', /start is after the end/],
      ['?page_size=500', /page_size: 1 to 200/],
      ['?page=0', /page starts at 1/],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
    expect((await t.app.inject({ url: '/api/admin/audit.csv?from=2026-13-01', headers: admin })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('streams the filtered entries as CSV, formula-safe, the changes as JSON (in jsonb’s key order)', async () => {
    const response = await t.app.inject({ url: '/api/admin/audit.csv?entity=coupon', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, end] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      '"Time (Asia/Kolkata)","At (UTC)","Actor ID","Actor email","Role","Action","Entity","Entity ID","Changes","IP","Request ID"',
    );
    expect(row).toBe(
      `"2026-01-13 15:30","2026-01-13T10:00:00.000Z",${adminId},"${ADMIN.email}","admin","coupon.create","coupon","'=1+2",` +
        `"{""email"":{""changed"":true},""price"":{""after"":90,""before"":100}}","10.0.0.9","req-=1+2"`,
    );
    expect(end).toBe('');
  });

  it('reads the log in chunks by id, every entry once', async () => {
    const lines: string[] = [];
    for await (const chunk of auditCsv(t.database.db, {}, { chunk: 1 })) lines.push(chunk);
    const rows = lines.join('').split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((line) => line.split(',')[7])).toEqual(['"\'=1+2"', '"2"', '"7"', '"1"']);
  });
});

describe('the log cannot be changed through the API', () => {
  it('has no route that edits or deletes an entry', async () => {
    const [{ n: before }] = (await t.database.db.select({ n: count() }).from(auditLog)) as [{ n: number }];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
        const response = await t.app.inject({ method, url, headers: admin, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const [{ n: after }] = (await t.database.db.select({ n: count() }).from(auditLog)) as [{ n: number }];
    expect(after).toBe(before);
  });
});
