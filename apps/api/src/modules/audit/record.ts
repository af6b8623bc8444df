import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who made a change and from where (docs/product/staff.md#audit-log). */
export interface AuditActor {
  user_id: number | null;
  /** The stored role at the time (`admin` is the owner), or `cli` for the server's command line. */
  role: string;
  ip: string | null;
  request_id: string | null;
}

/** One field's change: values for business fields, only the fact for a shopper's personal field. */
export type FieldChange = { before: unknown; after: unknown } | { changed: true };
export type Changes = Record<string, FieldChange>;

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. `product.update`, `order.ship`. */
  action: string;
  entity: string;
  entity_id: string | number | null;
  changes?: Changes;
}

/** The signed-in caller of an admin route as the audit log records it. */
export function auditActor(request: FastifyRequest): AuditActor {
  return {
    user_id: request.user?.user_id ?? null,
    role: request.user?.role ?? 'anonymous',
    ip: request.ip ?? null,
    request_id: String(request.id),
  };
}

/**
 * Appends one audit row. Call it with the transaction that makes the change, so a change that rolls back leaves no
 * row (docs/decisions/019-append-only-audit-log.md).
 */
export async function recordAudit(tx: Tx | Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor_id: actor.user_id,
    actor_role: actor.role,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id === null ? null : String(entry.entity_id),
    changes: entry.changes ?? {},
    ip: actor.ip,
    request_id: actor.request_id,
  });
}

type Row = Record<string, unknown>;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields among `fields` whose value differs between `before` and `after`, with both values; a field listed in
 * `personal` (a shopper's name, email, phone, address) is recorded as changed without its values, so erasing a
 * shopper's data leaves nothing of it here.
 */
export function diffFields(
  before: Row | null | undefined,
  after: Row | null | undefined,
  fields: readonly string[],
  personal: readonly string[] = [],
): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (same(was, is)) continue;
    changes[field] = personal.includes(field) ? { changed: true } : { before: was, after: is };
  }
  return changes;
}

/** A created record's fields (before is null). */
export function createdFields(after: Row, fields: readonly string[], personal: readonly string[] = []): Changes {
  return diffFields(null, after, fields, personal);
}

/** A deleted record's fields (after is null). */
export function deletedFields(before: Row, fields: readonly string[], personal: readonly string[] = []): Changes {
  return diffFields(before, null, fields, personal);
}

/** A created, updated or deleted record: `<entity>.<verb>` with the listed fields' before and after. */
export interface RowChange {
  entity: string;
  /** `create`, `update`, `delete`, or the entity's own (`hide`, `ship`…). */
  verb: string;
  id: string | number;
  /** The row as it was, read `FOR UPDATE` in the same transaction; null for a create. */
  before?: Row | null | undefined;
  /** The row as it is now; null for a delete. */
  after?: Row | null | undefined;
  fields: readonly string[];
  personal?: readonly string[];
}

/** Appends the audit row of one record's create, update or delete (recordAudit with diffFields). */
export function recordRowChange(tx: Tx | Db, actor: AuditActor, change: RowChange): Promise<void> {
  return recordAudit(tx, actor, {
    action: `${change.entity}.${change.verb}`,
    entity: change.entity,
    entity_id: change.id,
    changes: diffFields(change.before, change.after, change.fields, change.personal),
  });
}
