import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

// Request ids (docs/product/api.md#system): one id per request, in the X-Request-Id header of the answer, on every
// log line of the request and in every error body (docs/product/api.md#errors).

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string };
}

let t: TestApp;
const logs: LogLine[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  t = await buildTestApp(
    // No built web app, whether or not this checkout has one: an unknown page is then the API's own 404.
    { LOG_LEVEL: 'info', WEB_DIST: path.join(tmpdir(), 'store-no-web-app') },
    {
      logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
      beforeReady(app) {
        // An unexpected failure, as a bug or a lost database would cause.
        app.get('/api/test-failure', { config: { permission: 'public' } }, async () => {
          throw new Error('relation "secret_table" does not exist');
        });
      },
    },
  );
});
afterAll(() => t.close());

const idOf = (response: { headers: Record<string, unknown> }) => response.headers['x-request-id'] as string;

describe('request ids', () => {
  it('answers with the sane X-Request-Id the caller sent', async () => {
    for (const id of ['abc-123', 'edge.request_ID-7', 'x'.repeat(64)]) {
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
      expect(response.statusCode).toBe(200);
      expect(idOf(response)).toBe(id);
    }
  });

  it('makes a new random id for a request that sent none, a different one each time', async () => {
    const first = idOf(await t.app.inject('/api/health'));
    const second = idOf(await t.app.inject('/api/health'));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('replaces an incoming id that is too long or carries other characters, so it never reaches the logs', async () => {
    for (const bad of ['x'.repeat(65), 'a b', 'id"injected', '<script>', 'é', '']) {
      logs.length = 0;
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(response.statusCode).toBe(200);
      expect(idOf(response)).toMatch(UUID);
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.every((line) => line.reqId === idOf(response))).toBe(true);
      expect(JSON.stringify(logs.map((line) => line.reqId))).not.toContain(bad || '""');
    }
  });

  it('puts the same id on every log line of the request', async () => {
    logs.length = 0;
    const response = await t.app.inject({ url: '/api/Brand', headers: { 'x-request-id': 'trace-brands-1' } });
    expect(response.statusCode).toBe(200);
    expect(logs.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(logs.map((line) => line.reqId)).toEqual(['trace-brands-1', 'trace-brands-1']);
  });

  it('puts the id in the body of a 404, a 400 and a 500, the same as in the header', async () => {
    const answers = [
      { url: '/api/no-such-route', status: 404, code: 'NOT_FOUND' },
      { url: '/no-such-page', status: 404, code: 'NOT_FOUND' },
      { url: '/api/Product/not-a-number', status: 400, code: 'VALIDATION_FAILED' },
      { url: '/api/Product/987654', status: 404, code: 'NOT_FOUND' },
      { url: '/api/test-failure', status: 500, code: 'INTERNAL' },
    ];
    for (const { url, status, code } of answers) {
      const generated = await t.app.inject(url);
      expect(generated.statusCode, url).toBe(status);
      expect(generated.json(), url).toMatchObject({ code, request_id: idOf(generated) });
      expect(idOf(generated)).toMatch(UUID);

      const sent = await t.app.inject({ url, headers: { 'x-request-id': 'support-ticket-42' } });
      expect(sent.json(), url).toMatchObject({ code, request_id: 'support-ticket-42' });
      expect(idOf(sent)).toBe('support-ticket-42');
    }
  });

  it('logs a 500 with the id its answer shows, and the answer shows no detail of the failure', async () => {
    logs.length = 0;
    const response = await t.app.inject('/api/test-failure');
    expect(response.statusCode).toBe(500);
    const body = response.json() as { message: string; request_id: string };
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
      request_id: idOf(response),
    });
    expect(response.body).not.toContain('secret_table');
    const failure = logs.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      reqId: body.request_id,
      err: { message: expect.stringContaining('secret_table') },
    });
  });
});
