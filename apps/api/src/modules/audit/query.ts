import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilter, AuditList, AuditQuery } from '@store/shared/schemas/audit';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { dayStart } from '../admin-orders/filters.ts';
import type { Changes } from './record.ts';

// Reading the audit log (docs/product/staff.md#audit-log): the owner's list and its CSV share these filters.

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `from`/`to` as instants: a day is the store-time day (Asia/Kolkata), `to` including all of it; a timestamp is that
 * instant, included. 400 for a day that does not exist or a `from` after `to`.
 */
function period(filter: AuditFilter): { from?: Date; before?: Date; until?: Date } {
  const from = filter.from ? (isDay(filter.from) ? dayStart(filter.from, 'from') : new Date(filter.from)) : undefined;
  let before: Date | undefined;
  let until: Date | undefined;
  if (filter.to) {
    if (isDay(filter.to)) before = new Date(dayStart(filter.to, 'to').getTime() + DAY_MS);
    else until = new Date(filter.to);
  }
  if (from && ((before && from >= before) || (until && from > until))) {
    throw badRequest('from: the start is after the end (to).', { from: 'On or before to' });
  }
  return { from, before, until };
}

/** The WHERE of the list and the CSV. */
export function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actor_id !== undefined) conditions.push(eq(auditLog.actor_id, filter.actor_id));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const { from, before, until } = period(filter);
  if (from) conditions.push(gte(auditLog.at, from.toISOString()));
  if (before) conditions.push(lt(auditLog.at, before.toISOString()));
  if (until) conditions.push(lte(auditLog.at, until.toISOString()));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Columns of an entry, the actor's email joined from users (null once they are gone). */
export const entryColumns = {
  id: auditLog.audit_id,
  at: auditLog.at,
  actor_id: auditLog.actor_id,
  actor_email: users.email,
  actor_role: auditLog.actor_role,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  changes: auditLog.changes,
  ip: auditLog.ip,
  request_id: auditLog.request_id,
};

type EntryRow = { [K in keyof typeof entryColumns]: unknown } & { id: number; at: string };

export function entryView(row: EntryRow): AuditEntry {
  return {
    ...(row as AuditEntry),
    at: new Date(row.at).toISOString(),
    changes: (row.changes ?? {}) as Changes,
  };
}

/** The entries under `where`, newest first (the order they were written), from the row after `afterId` if given. */
export function selectEntries(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.user_id, auditLog.actor_id))
    .where(where)
    .orderBy(desc(auditLog.audit_id));
}

/** GET /admin/audit: one page of entries and how many match. */
export async function listAudit(db: DbOrTx, query: AuditQuery): Promise<AuditList> {
  const where = auditWhere(query);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await selectEntries(db, where)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { items: rows.map(entryView), totalCount: total?.n ?? 0 };
}
