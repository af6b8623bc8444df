import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';

// What development shows only to this machine (docs/security.md#local-only-answers): the console outbox, the metrics
// and the one-time codes in answers. "Local" is the socket's own address with no forwarding header, so TRUST_PROXY
// (which makes request.ip read X-Forwarded-For) never lets another machine claim 127.0.0.1.

const FORGED = { 'x-forwarded-for': '127.0.0.1' };
const REMOTE = '203.0.113.44';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

let phones = 0;
const register = (remoteAddress: string, headers: Record<string, string> = {}) => {
  const phone = `7${String(++phones).padStart(9, '0')}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/User/Register',
    remoteAddress,
    headers,
    payload: {
      first_name: 'Asha',
      last_name: 'Rao',
      email: `local-${phone}@example.com`,
      password: 'local-pass-12',
      phone,
    },
  });
};
const sendOtp = (remoteAddress: string, headers: Record<string, string> = {}) => {
  const phone = `9${String(++phones).padStart(9, '0')}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/Otp/send-otp',
    remoteAddress,
    headers,
    payload: { phone_number: phone, purpose: 'verify' },
  });
};

describe('local-only answers with TRUST_PROXY set', () => {
  it('a client on this machine still gets them', async () => {
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const registered = await register('127.0.0.1');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().dev_verification_code).toMatch(/^\d{6}$/);
    const sent = await sendOtp('127.0.0.1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().dev_code).toMatch(/^\d{6}$/);
  });

  it('another machine forging X-Forwarded-For: 127.0.0.1 gets none of them', async () => {
    const outbox = await t.app.inject({ url: '/dev/outbox', remoteAddress: REMOTE, headers: FORGED });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain('<html');
    const metrics = await t.app.inject({ url: '/api/metrics', remoteAddress: REMOTE, headers: FORGED });
    expect(metrics.statusCode).toBe(403);
    expect(metrics.json().message).toBe('In development the metrics are served only to this machine.');
    const registered = await register(REMOTE, FORGED);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).not.toHaveProperty('dev_verification_code');
    const sent = await sendOtp(REMOTE, FORGED);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).not.toHaveProperty('dev_code');
  });

  it('a proxy on this machine passing on a visitor does not make the visitor local', async () => {
    const viaProxy = { 'x-forwarded-for': REMOTE };
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: viaProxy })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1', headers: viaProxy })).statusCode,
    ).toBe(403);
    expect((await register('127.0.0.1', viaProxy)).json()).not.toHaveProperty('dev_verification_code');
  });
});
