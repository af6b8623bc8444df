import { randomUUID } from 'node:crypto';
import type { TestApp } from './app.ts';

/**
 * POST /admin/orders/{id}/refunds as the admin screen sends it: with a fresh Idempotency-Key, which the API
 * requires (docs/product/orders.md#refunds).
 */
export const postRefund = (t: TestApp, orderId: number, payload: object, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...headers, 'idempotency-key': `test-${randomUUID()}` },
    payload,
  });
