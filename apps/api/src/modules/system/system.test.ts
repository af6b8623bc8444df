import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';

// helmet as it is, counted: the security plugin should build its middleware once, not on every request.
vi.mock('helmet', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof helmet }>();
  return { ...actual, default: vi.fn(actual.default) };
});

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ CORS_ORIGINS: 'https://shop.example.com' });
});
afterAll(() => t.close());

describe('system', () => {
  it('reports health when the database answers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('serves the OpenAPI description of every route at /api/docs', async () => {
    const page = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
    const spec = (await t.app.inject('/api/docs/json')).json();
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/Category',
      '/api/Brand',
      '/api/Product',
      '/api/Product/{id}',
      '/api/Product/products',
      '/api/Product/search',
      '/api/Product/suggestions',
      '/api/Product/{id}/images',
      '/api/ProductVariation/{id}/images',
      '/api/VariationAttributeValue/{id}',
      '/api/User/Register',
      '/api/User',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    expect(spec.paths['/api/Category'].post.requestBody).toBeTruthy();
  });

  it('sets security headers on every response', async () => {
    for (const url of ['/api/health', '/api/brand', '/api/nothing-here']) {
      const response = await t.app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('builds the security headers once, not again for each request', async () => {
    const built = vi.mocked(helmet).mock.calls.length;
    expect(built).toBeGreaterThan(0);
    for (const url of ['/api/health', '/api/brand', '/api/nothing-here']) {
      expect((await t.app.inject(url)).headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect(vi.mocked(helmet).mock.calls.length).toBe(built);
  });

  it('admits the Google and Razorpay scripts only when they are configured', async () => {
    const plain = (await t.app.inject('/api/health')).headers['content-security-policy'] as string;
    expect(plain).toContain("script-src 'self';");
    expect(plain).not.toMatch(/google|razorpay/);
    const configured = await buildTestApp({
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    try {
      const response = await configured.app.inject('/api/health');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/ https://checkout.razorpay.com;");
      expect(csp).toContain(
        "frame-src 'self' https://accounts.google.com/gsi/ https://api.razorpay.com https://checkout.razorpay.com;",
      );
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await configured.close();
    }
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await t.app.inject({ url: '/api/brand', headers: { origin: 'https://shop.example.com' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    const other = await t.app.inject({ url: '/api/brand', headers: { origin: 'https://evil.example.com' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API routes with a JSON 404 and compresses large bodies', async () => {
    const missing = await t.app.inject('/api/does/not/exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'No such API route.',
      code: 'NOT_FOUND',
      request_id: expect.any(String),
    });
    const spec = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(spec.headers['content-encoding']).toBe('gzip');
  });

  it('answers malformed JSON with 400 and never leaks internals in a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/User',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
  });

  it('answers a failing database with a plain 500 and a 503 health', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject('/api/Product/1');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
      request_id: expect.any(String),
    });
    expect((await broken.app.inject('/api/health')).statusCode).toBe(503);
    await broken.app.close();
    broken.database.close = async () => {};
    await broken.close();
  });
});
