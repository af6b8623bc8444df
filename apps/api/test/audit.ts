import { and, asc, eq, gt, max } from 'drizzle-orm';
import { auditLog, users } from '../src/db/schema/index.ts';
import { ADMIN, type TestApp } from './app.ts';

// Reading the audit log in tests of the changes that write it (docs/product/staff.md#audit-log).

/** The highest audit id now: rows written after it are the next change's. */
export async function auditMark(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: max(auditLog.audit_id) }).from(auditLog);
  return Number(row?.id ?? 0);
}

/** The audit rows written after `mark`, oldest first; `action` keeps those of one action. */
export async function auditSince(t: TestApp, mark: number, action?: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.audit_id, mark), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.audit_id));
}

/** The owner's user id, as the audit rows of the owner's changes name it. */
export async function ownerId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: users.user_id }).from(users).where(eq(users.email, ADMIN.email));
  return row!.id;
}
