import { describe, expect, it } from 'vitest';
import type { CartItem } from '@store/shared/cart';
import type { OrderLine } from '@store/shared/schemas/orders';
import { canReuse, REUSE_MARGIN_MS } from '../hooks/use-place-order';
import { bagIsOrder, resumedOrderId } from './resume';

const item = (product_id: number, productvariation_id: number | null, quantity: number) =>
  ({ product_id, productvariation_id, quantity }) as CartItem;
const line = (product_id: number, productvariation_id: number | null, quantity: number) =>
  ({ product_id, productvariation_id, quantity }) as OrderLine;

describe('resuming an order on the Payment page', () => {
  it('reads ?order= as a positive whole number', () => {
    expect(resumedOrderId('?order=12')).toBe(12);
    expect(resumedOrderId('')).toBeNull();
    for (const bad of ['?order=', '?order=0', '?order=-3', '?order=1.5', '?order=abc', '?order=1e3']) {
      expect(resumedOrderId(bad), bad).toBeNull();
    }
  });

  it('empties the bag only when it holds exactly the order', () => {
    const lines = [line(1, 11, 2), line(2, null, 1)];
    expect(bagIsOrder([item(2, null, 1), item(1, 11, 2)], lines)).toBe(true);
    expect(bagIsOrder([item(1, 11, 1), item(2, null, 1)], lines)).toBe(false);
    expect(bagIsOrder([item(1, 11, 2)], lines)).toBe(false);
    expect(bagIsOrder([item(1, 11, 2), item(2, null, 1), item(3, null, 1)], lines)).toBe(false);
    expect(bagIsOrder([], [])).toBe(false);
  });
});

describe('reusing a pending order', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');
  const pending = (secondsLeft: number) => ({
    order: { expires_at: new Date(now + secondsLeft * 1000).toISOString() },
    signature: 'bag-1',
  });

  it('pays the same bag’s order again while the server still holds it, by its expires_at', () => {
    expect(canReuse(pending(14 * 60), 'bag-1', now)).toBe(true);
    expect(canReuse(pending(REUSE_MARGIN_MS / 1000 + 1), 'bag-1', now)).toBe(true);
  });

  it('places a new order for another bag, or when the held time (less a margin to pay) is over', () => {
    expect(canReuse(pending(14 * 60), 'bag-2', now)).toBe(false);
    expect(canReuse(pending(REUSE_MARGIN_MS / 1000), 'bag-1', now)).toBe(false);
    expect(canReuse(pending(-60), 'bag-1', now)).toBe(false);
    expect(canReuse(null, 'bag-1', now)).toBe(false);
  });
});
