import type { ReturnStatus } from '@store/shared/order-lifecycle';
import type { Tx } from '../../db/client.ts';
import type { orderReturns } from '../../db/schema/index.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** `return.<verb>` of each decision in the audit log (docs/product/staff.md#actions). */
const returnVerbs: Record<ReturnStatus, string> = {
  Requested: 'request',
  Accepted: 'approve',
  Rejected: 'reject',
  Received: 'receive',
  Refunded: 'refund',
  Exchanged: 'exchange',
};

type ReturnRow = typeof orderReturns.$inferSelect;

/** Appends a staff member's decision on a return, with its status and note before and after, in the decision's transaction. */
export function recordReturnDecision(tx: Tx, actor: AuditActor, to: ReturnStatus, before: ReturnRow, after: ReturnRow) {
  return recordRowChange(tx, actor, {
    entity: 'return',
    verb: returnVerbs[to],
    id: before.return_id,
    before,
    after,
    fields: ['status', 'admin_note'],
  });
}
