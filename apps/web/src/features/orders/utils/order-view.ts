import { formatDay } from '@/lib/dates';
import type { OrderLine, OrderView } from '@store/shared/schemas/orders';

export { attributeText } from '@/lib/attribute-text';

/** '22 Nov 2026' (the shop's dates are Indian English, in the store's time zone). */
export const orderDate = formatDay;

export function itemCount(order: Pick<OrderView, 'orderitemss'>): number {
  return order.orderitemss.reduce((sum, item) => sum + item.quantity, 0);
}

/** What was paid for the lines and what they would have cost at list price (rupees, two decimals). */
export function orderTotals(items: readonly OrderLine[]): { total: number; listTotal: number; saved: number } {
  const round = (value: number) => Math.round(value * 100) / 100;
  const total = round(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const listTotal = round(items.reduce((sum, item) => sum + Math.max(item.list_price, item.price) * item.quantity, 0));
  return { total, listTotal, saved: round(listTotal - total) };
}

/**
 * The order a detail page shows: from the list passed in navigation state when it has it, else from the
 * fetched list; undefined when neither has it (not the user's, or no such order).
 */
export function findOrder(id: number, ...lists: Array<readonly OrderView[] | null | undefined>): OrderView | undefined {
  if (!Number.isInteger(id) || id <= 0) return undefined;
  for (const list of lists) {
    const found = list?.find((order) => order.order_id === id);
    if (found) return found;
  }
  return undefined;
}

/** Navigation state of /OrderDetails/{id} (the order list is passed along). */
export function ordersFromState(state: unknown): OrderView[] | null {
  const orders = (state as { orders?: unknown } | null)?.orders;
  return Array.isArray(orders) ? (orders as OrderView[]) : null;
}
