import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokenSource } from '@/lib/api-client';
import { defaultFilters } from '../utils/order-filters';
import { downloadOrdersCsv, fetchAdminOrders, postRefund } from './admin-orders';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the admin order API calls', () => {
  it('asks for one page of orders under the filters, with the admin token', async () => {
    const fetch = stubFetch(() => Response.json({ items: [], totalCount: 0, counts: {} }));
    setTokenSource(() => 'admin-token');
    await fetchAdminOrders({ ...defaultFilters, view: 'Packed', q: 'ravi', page: 2 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/orders?status=Packed&q=ravi&sort=date_desc&pageNumber=2&pageSize=20');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
  });

  it('sends the refund form’s Idempotency-Key, the same key on a second click', async () => {
    const fetch = stubFetch(() => Response.json({ ok: true }));
    setTokenSource(() => 'admin-token');
    const input = { amount: 499.5, reason: 'Damaged in transit' };
    await postRefund(42, input, 'key-1');
    await postRefund(42, input, 'key-1');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/orders/42/refunds',
      '/api/admin/orders/42/refunds',
    ]);
    for (const [, init] of fetch.mock.calls) {
      const headers = init?.headers as Record<string, string>;
      expect(headers['Idempotency-Key']).toBe('key-1');
      expect(headers.authorization).toBe('Bearer admin-token');
      expect(JSON.parse(init?.body as string)).toEqual(input);
    }
  });

  it('downloads the CSV with the filters in the query and the token in a header, never in the URL', async () => {
    const fetch = stubFetch(
      () => new Response('order_id,total\n42,1299\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    setTokenSource(() => 'admin-token');
    const blob = await downloadOrdersCsv({ ...defaultFilters, view: 'attention', from: '2026-11-01', page: 3 });
    expect(await blob.text()).toBe('order_id,total\n42,1299\n');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/orders.csv?needs_attention=1&from=2026-11-01&sort=date_desc');
    expect(url).not.toContain('admin-token');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
  });

  it("turns a refused export into the server's sentence", async () => {
    stubFetch(() => Response.json({ message: 'Use a date like 2026-11-23' }, { status: 400 }));
    await expect(downloadOrdersCsv(defaultFilters)).rejects.toMatchObject({
      status: 400,
      message: 'Use a date like 2026-11-23',
    });
  });
});
