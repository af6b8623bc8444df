import { and, asc, eq, gt } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

// Reading the audit log in tests of the changes that write it (docs/product/staff.md#audit-log).

/** The highest audit id now: rows written after it are the next change's. */
export async function auditMark(t: TestApp): Promise<number> {
  const rows = await t.database.db.select({ id: auditLog.audit_id }).from(auditLog);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

/** The audit rows written after `mark`, oldest first; `action` keeps those of one action. */
export async function auditSince(t: TestApp, mark: number, action?: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.audit_id, mark), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.audit_id));
}
