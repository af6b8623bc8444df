import type { OrderStatus } from '@store/shared/order-lifecycle';
import type { Tx } from '../../db/client.ts';
import { diffFields, recordAudit, type AuditActor, type Changes } from '../audit/record.ts';
import { lockOrder } from '../orders/service.ts';

// An admin's change of one order as the audit log keeps it (docs/product/staff.md#audit-log).

/** The order's business fields an admin's action changes. */
const ORDER_FIELDS = [
  'status',
  'payment_status',
  'carrier',
  'tracking_number',
  'cash_collected_at',
  'shortfall_resolved_at',
  'rto_reason',
] as const;

const verbs: Partial<Record<OrderStatus, string>> = {
  Confirmed: 'confirm',
  Packed: 'pack',
  Shipped: 'ship',
  Delivered: 'deliver',
  Cancelled: 'cancel',
  ReturnedToOrigin: 'return_to_origin',
};

/** `order.<verb>` of a move to `status`: Shipped is `ship`, Cancelled `cancel`… */
export const statusVerb = (status: OrderStatus): string => verbs[status] ?? status.toLowerCase();

/**
 * Runs `change` on order `orderId` inside `tx` and appends `order.<verb>` with the order's fields before (read with
 * the row lock, before the change) and after, plus the admin's note. If `change` throws, nothing is recorded and the
 * transaction rolls back.
 */
export async function auditedOrderChange<T>(
  tx: Tx,
  actor: AuditActor,
  order: { id: number; verb: string; note?: string | null | undefined },
  change: () => Promise<T>,
): Promise<T> {
  const before = await lockOrder(tx, order.id);
  const result = await change();
  const after = await lockOrder(tx, order.id);
  const note = order.note?.trim();
  const changes: Changes = {
    ...diffFields(before, after, ORDER_FIELDS),
    ...(note ? { note: { before: null, after: note } } : {}),
  };
  await recordAudit(tx, actor, { action: `order.${order.verb}`, entity: 'order', entity_id: order.id, changes });
  return result;
}
