import type { CartItem } from '@store/shared/cart';
import type { OrderLine } from '@store/shared/schemas/orders';

/** `?order=12` of /Payment: the order to resume paying, or null (docs/product/checkout.md#payment-page). */
export function resumedOrderId(search: string): number | null {
  const value = new URLSearchParams(search).get('order');
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const lineKey = (line: { product_id: number | null; productvariation_id: number | null; quantity: number }) =>
  `${line.product_id}:${line.productvariation_id ?? ''}:${line.quantity}`;

/**
 * Whether the bag holds exactly the order's lines (same items, same quantities): paying a resumed order empties
 * the bag only then, so a bag filled since is kept.
 */
export function bagIsOrder(items: readonly CartItem[], lines: readonly OrderLine[]): boolean {
  if (items.length === 0 || items.length !== lines.length) return false;
  const ordered = new Set(lines.map(lineKey));
  return items.every((item) => ordered.has(lineKey(item)));
}
