import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalsSummary } from '@store/shared/schemas/vitals';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { queryRows } from '../../db/client.ts';
import { webVitals } from '../../db/schema/index.ts';
import { hourlyPruner } from './service.ts';

const PER_HOUR = 5;
/** A shopper's phone: Chrome on Android. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
let t: TestApp;
let clients = 0;
/**
 * A fresh client address per call unless one is given, so the rate limit only bites where a test means it to; a
 * phone's browser unless the headers say otherwise.
 */
const report = (
  payload: unknown,
  { remoteAddress = `10.70.0.${++clients}`, headers = {} as Record<string, string>, text = false } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: {
      'content-type': text ? 'text/plain;charset=UTF-8' : 'application/json',
      'user-agent': PHONE,
      ...headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const allRows = () => queryRows<Record<string, unknown>>(t.database.db, sql`SELECT * FROM web_vitals ORDER BY id`);
const clear = () => t.database.db.delete(webVitals).where(sql`true`);
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})` as unknown as string;

beforeAll(async () => {
  t = await buildTestApp({ VITALS_REPORTS_PER_IP_PER_HOUR: String(PER_HOUR) });
});
afterAll(() => t.close());

describe('POST /api/vitals', () => {
  it('stores one row per metric with only the page type, the metric and its value', async () => {
    await clear();
    const shopper = await t.shopperToken('vitals@example.com');
    const response = await report(
      {
        page: 'product',
        metrics: [
          { name: 'LCP', value: 1830 },
          { name: 'CLS', value: 0.25 },
          { name: 'INP', value: 96 },
        ],
      },
      {
        remoteAddress: '203.0.113.77',
        headers: {
          ...bearer(shopper),
          'user-agent': 'SecretBrowser/1.0',
          referer: 'https://store.example/shirts/loom/linen/42?utm=private',
        },
      },
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const rows = await allRows();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      // Every column of the table: nothing that names the visitor, their address, browser or the page's URL.
      expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'metric', 'page_type', 'value']);
      expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|SecretBrowser|linen|vitals@example/);
    }
    expect(rows.map(({ page_type, metric, value }) => ({ page_type, metric, value: Number(value) }))).toEqual([
      { page_type: 'product', metric: 'LCP', value: 1830 },
      { page_type: 'product', metric: 'CLS', value: 0.25 },
      { page_type: 'product', metric: 'INP', value: 96 },
    ]);
  });

  it.each([
    ['headless Chrome (a test run)', PHONE.replace('Chrome/', 'HeadlessChrome/')],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['a script', 'python-requests/2.32.3'],
    ['no user agent', ''],
  ])('answers a report from %s with 204 and stores nothing', async (_agent, userAgent) => {
    await clear();
    const response = await report(
      { page: 'home', metrics: [{ name: 'LCP', value: 3516 }] },
      { headers: { 'user-agent': userAgent } },
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await allRows()).toEqual([]);
  });

  it.each([
    ['Chrome on a phone', PHONE],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ],
    ['Firefox on a desktop', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'a Cubot phone (a maker whose name ends in "bot")',
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
  ])('stores a report from %s', async (_agent, userAgent) => {
    await clear();
    const response = await report(
      { page: 'home', metrics: [{ name: 'LCP', value: 1200 }] },
      { headers: { 'user-agent': userAgent } },
    );
    expect(response.statusCode, response.body).toBe(204);
    expect((await allRows()).map((row) => [row.page_type, row.metric, Number(row.value)])).toEqual([
      ['home', 'LCP', 1200],
    ]);
  });

  it('takes JSON sent as text/plain, as navigator.sendBeacon sends a string', async () => {
    await clear();
    const response = await report({ page: 'home', metrics: [{ name: 'TTFB', value: 120 }] }, { text: true });
    expect(response.statusCode, response.body).toBe(204);
    expect((await allRows()).map((row) => [row.page_type, row.metric, Number(row.value)])).toEqual([
      ['home', 'TTFB', 120],
    ]);
  });

  it.each([
    ['an unknown metric', { page: 'home', metrics: [{ name: 'FID', value: 10 }] }, /Metric name must be one of/],
    ['an unknown page type', { page: 'cart', metrics: [{ name: 'LCP', value: 10 }] }, /Page must be one of/],
    ['a negative value', { page: 'home', metrics: [{ name: 'LCP', value: -5 }] }, /cannot be negative/],
    ['a huge time', { page: 'home', metrics: [{ name: 'INP', value: 500_000 }] }, /at most 120000 milliseconds/],
    ['a huge CLS', { page: 'home', metrics: [{ name: 'CLS', value: 1000 }] }, /CLS can be at most 100/],
    [
      'too many metrics',
      { page: 'home', metrics: Array.from({ length: 6 }, () => ({ name: 'LCP', value: 100 })) },
      /at most 5 metrics/,
    ],
    ['no metrics', { page: 'home', metrics: [] }, /at least one metric/],
  ])('refuses %s with 400 and stores nothing', async (_case, payload, message) => {
    await clear();
    const response = await report(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
    expect(await allRows()).toEqual([]);
  });

  it('names the field in the message', async () => {
    const response = await report({
      page: 'home',
      metrics: [
        { name: 'LCP', value: 1 },
        { name: 'FID', value: 1 },
      ],
    });
    expect(response.json()).toMatchObject({
      message: 'metrics.1.name: Metric name must be one of LCP, INP, CLS, FCP, TTFB.',
      errors: { 'metrics.1.name': 'Metric name must be one of LCP, INP, CLS, FCP, TTFB.' },
    });
  });

  it('refuses a number too large for JSON to hold, text that is not JSON and other content types', async () => {
    await clear();
    const infinite = await report('{"page":"home","metrics":[{"name":"LCP","value":1e400}]}', { text: true });
    expect(infinite.statusCode, infinite.body).toBe(400);
    const notJson = await report('LCP=1200', { text: true });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ message: 'The report is not valid JSON.' });
    const form = await report('page=home', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    expect(await allRows()).toEqual([]);
  });

  it('refuses a body over 2 KB with 413', async () => {
    await clear();
    const padded = { page: 'home', metrics: [{ name: 'LCP', value: 100 }], pad: 'x'.repeat(3000) };
    const response = await report(padded);
    expect(response.statusCode, response.body).toBe(413);
    expect(await allRows()).toEqual([]);
  });

  it('limits reports per client address with 429, storing nothing past the limit', async () => {
    await clear();
    const one = { page: 'listing', metrics: [{ name: 'FCP', value: 700 }] };
    for (let i = 0; i < PER_HOUR; i++) {
      const response = await report(one, { remoteAddress: '198.51.100.9' });
      expect(response.statusCode, response.body).toBe(204);
    }
    const refused = await report(one, { remoteAddress: '198.51.100.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RETRY_AFTER', message: expect.stringMatching(/Too many/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await allRows()).toHaveLength(PER_HOUR);
    // Another address is not held back.
    expect((await report(one, { remoteAddress: '198.51.100.10' })).statusCode).toBe(204);
    expect(await allRows()).toHaveLength(PER_HOUR + 1);
  });
});

describe('GET /api/admin/vitals', () => {
  it('gives the 75th percentile and sample count per page type and metric over the last 7 days', async () => {
    await clear();
    const row = (page_type: 'product' | 'search', metric: 'LCP' | 'CLS' | 'INP', value: number, days = 0) => ({
      page_type,
      metric,
      value,
      created_at: days ? daysAgo(days) : undefined,
    });
    await t.database.db.insert(webVitals).values([
      // p75 of 100, 200, 300, 400 interpolates to 325.
      row('product', 'LCP', 400),
      row('product', 'LCP', 100),
      row('product', 'LCP', 300),
      row('product', 'LCP', 200, 6),
      // Eight days old: outside the window, however large.
      row('product', 'LCP', 90_000, 8),
      row('product', 'LCP', 90_000, 8),
      // p75 of 0.05, 0.1, 0.2, 0.3 is 0.225.
      row('product', 'CLS', 0.05),
      row('product', 'CLS', 0.1),
      row('product', 'CLS', 0.2),
      row('product', 'CLS', 0.3),
      row('search', 'INP', 180),
      row('search', 'LCP', 5000, 10),
    ]);
    const admin = bearer(await t.adminToken());
    const response = await t.app.inject({ url: '/api/admin/vitals', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const summary: VitalsSummary = response.json();
    expect(summary.days).toBe(7);
    expect(summary.rows).toEqual([
      { page: 'product', metric: 'CLS', p75: 0.225, samples: 4 },
      { page: 'product', metric: 'LCP', p75: 325, samples: 4 },
      { page: 'search', metric: 'INP', p75: 180, samples: 1 },
    ]);
  });

  it('is for the admin only', async () => {
    const shopper = bearer(await t.shopperToken('nosy-vitals@example.com'));
    const forbidden = await t.app.inject({ url: '/api/admin/vitals', headers: shopper });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).not.toHaveProperty('rows');
    const anonymous = await t.app.inject({ url: '/api/admin/vitals' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).not.toHaveProperty('rows');
  });
});

describe('keeping the table bounded', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp();
  });
  afterAll(() => fresh.close());

  const ages = async () =>
    (
      await queryRows<{ age: number }>(
        fresh.database.db,
        sql`SELECT extract(day FROM now() - created_at)::int AS age FROM web_vitals ORDER BY age`,
      )
    ).map((row) => row.age);

  it('deletes rows older than 30 days when a report comes in', async () => {
    await fresh.database.db.insert(webVitals).values([
      { page_type: 'home', metric: 'LCP', value: 1000, created_at: daysAgo(45) },
      { page_type: 'home', metric: 'LCP', value: 1000, created_at: daysAgo(31) },
      { page_type: 'home', metric: 'LCP', value: 1000, created_at: daysAgo(29) },
    ]);
    const response = await fresh.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: { page: 'home', metrics: [{ name: 'LCP', value: 900 }] },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await ages()).toEqual([0, 29]);
  });

  it('prunes at most once an hour', async () => {
    let now = 0;
    const pruneIfDue = hourlyPruner(fresh.database.db, 3_600_000, () => now);
    const old = () =>
      fresh.database.db
        .insert(webVitals)
        .values({ page_type: 'other', metric: 'FCP', value: 500, created_at: daysAgo(40) });

    await old();
    await pruneIfDue();
    expect(await ages()).toEqual([0, 29]);

    await old();
    now += 3_599_000;
    await pruneIfDue();
    expect(await ages()).toEqual([0, 29, 40]);

    now += 1_000;
    await pruneIfDue();
    expect(await ages()).toEqual([0, 29]);
  });
});
