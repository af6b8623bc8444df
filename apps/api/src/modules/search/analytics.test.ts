import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { queryRows } from '../../db/client.ts';

// Search analytics count queries without personal data (docs/product/storefront.md#search-analytics).

let t: TestApp;
let admin: { authorization: string };

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const tabA = 'tab-aaaaaaaa-1111';
const tabB = 'tab-bbbbbbbb-2222';

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

describe('search analytics', () => {
  it('counts searches by their words and a tab id, and nothing about the shopper', async () => {
    // A signed-in shopper's token and address headers must leave no trace in what is stored.
    const shopper = { ...admin, 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Shopper Phone' };
    expect(
      (await post('/api/search/events', { query: ' Red  Kurta ', results: 3, tab: tabA }, shopper)).statusCode,
    ).toBe(204);
    expect((await post('/api/search/events', { query: 'red kurta', results: 3, tab: tabB })).statusCode).toBe(204);
    expect((await post('/api/search/events', { query: 'T-Shirts', results: 0, tab: tabA })).statusCode).toBe(204);
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM search_queries ORDER BY search_id`,
    );
    expect(rows.map((row) => row.query)).toEqual(['red kurta', 'red kurta', 'tshirts']);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'query',
      'results',
      'search_id',
      'searched_at',
      'tab_id',
      'viewed_at',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.9|Shopper Phone|admin@/);
  });

  it('ties a later product view to the same tab only', async () => {
    expect((await post('/api/search/views', { tab: tabB })).statusCode).toBe(204);
    const viewed = await queryRows<{ tab_id: string; query: string }>(
      t.database.db,
      sql`SELECT tab_id, query FROM search_queries WHERE viewed_at IS NOT NULL`,
    );
    expect(viewed).toEqual([{ tab_id: tabB, query: 'red kurta' }]);
  });

  it('refuses a malformed event, storing nothing', async () => {
    const before = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM search_queries`,
    );
    for (const payload of [
      { query: '', results: 1, tab: tabA },
      { query: 'shirt', results: -1, tab: tabA },
      { query: 'shirt', results: 1, tab: 'me@example.com' },
      { query: 'shirt', results: 1 },
    ]) {
      expect((await post('/api/search/events', payload)).statusCode).toBe(400);
    }
    const after = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM search_queries`,
    );
    expect(after).toEqual(before);
  });

  it('answers the admin top queries, zero-result queries and the share followed by a view', async () => {
    expect((await t.app.inject('/api/admin/search-terms')).statusCode).toBe(401);
    const response = await t.app.inject({ url: '/api/admin/search-terms', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const terms = response.json();
    expect(terms.searches).toBe(3);
    expect(terms.viewedShare).toBeCloseTo(1 / 3, 3);
    expect(terms.top[0]).toEqual({ query: 'red kurta', searches: 2, results: 3 });
    expect(terms.zeroResults).toEqual([{ query: 'tshirts', searches: 1, results: 0 }]);
    const past = await t.app.inject({ url: '/api/admin/search-terms?from=2020-01-01&to=2020-01-31', headers: admin });
    expect(past.json().searches).toBe(0);
    const bad = await t.app.inject({ url: '/api/admin/search-terms?from=2026-02-30', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/from: 2026-02-30 is not a date/);
  });

  it('offers the popular searches that found products', async () => {
    const popular = (await t.app.inject('/api/search/popular')).json();
    expect(popular).toEqual([{ query: 'red kurta' }]);
  });
});
