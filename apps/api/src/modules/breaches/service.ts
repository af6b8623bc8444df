import { desc, eq, sql } from 'drizzle-orm';
import {
  BREACH_DEADLINES,
  BREACH_FIELDS,
  BREACH_TOLD_FIELD,
  breachDeadlineAt,
  breachFields,
  breachRecipients,
  type BreachView,
  type breachInput,
} from '@store/shared/schemas/breaches';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { breaches } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

// The owner's data-breach register (docs/product/privacy.md#breach-register): list, record and update breaches, each
// change in the audit log (docs/product/staff.md#audit-log).

type Input = z.output<typeof breachInput>;
type Row = typeof breaches.$inferSelect;

/** The fields the audit log records of a breach: all it is written with, none of them a shopper's personal data. */
const AUDITED = BREACH_FIELDS;

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

/** A stored breach with its times as ISO strings, as the audit log and the answer show them. */
function normalised(row: Row) {
  return {
    ...row,
    occurred_at: isoOrNull(row.occurred_at),
    discovered_at: iso(row.discovered_at),
    cert_in_reported_at: isoOrNull(row.cert_in_reported_at),
    board_reported_at: isoOrNull(row.board_reported_at),
    shoppers_notified_at: isoOrNull(row.shoppers_notified_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * A breach as the register shows it, with each deadline (CERT-In 6 hours, the Board and the shoppers 72 hours from
 * when it was found) due, overdue or done at `now` (docs/product/privacy.md#breach-register).
 */
export function breachView(row: Row, now: Date = new Date()): BreachView {
  const breach = normalised(row);
  const deadlines = Object.fromEntries(
    breachRecipients.map((recipient) => [
      recipient,
      breachDeadlineAt(
        breach.discovered_at,
        BREACH_DEADLINES[recipient].hours,
        breach[BREACH_TOLD_FIELD[recipient]],
        now,
      ),
    ]),
  ) as BreachView['deadlines'];
  return {
    breach_id: breach.breach_id,
    ...breachFields(breach),
    deadlines,
    overdue: Object.values(deadlines).some((deadline) => deadline.status === 'overdue'),
    created_at: breach.created_at,
    updated_at: breach.updated_at,
  };
}

/** GET /api/admin/breaches: every recorded breach, the latest found first. */
export async function listBreaches(db: Db): Promise<BreachView[]> {
  const rows = await db.select().from(breaches).orderBy(desc(breaches.discovered_at), desc(breaches.breach_id));
  const now = new Date();
  return rows.map((row) => breachView(row, now));
}

/** GET /api/admin/breaches/{id}; 404 when none. */
export async function getBreach(db: Db | Tx, id: number): Promise<BreachView> {
  const [row] = await db.select().from(breaches).where(eq(breaches.breach_id, id));
  if (!row) throw notFound('Breach');
  return breachView(row);
}

/** POST /api/admin/breaches: records a breach, with its `breach.create` audit entry in the same transaction. */
export async function createBreach(db: Db, actor: AuditActor, input: Input): Promise<BreachView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(breaches)
      .values({ ...input, created_by: actor.user_id })
      .returning();
    await recordRowChange(tx, actor, {
      entity: 'breach',
      verb: 'create',
      id: row!.breach_id,
      after: normalised(row!),
      fields: AUDITED,
    });
    return breachView(row!);
  });
}

/** PUT /api/admin/breaches/{id}: saves every field, with a `breach.update` audit entry of what changed. */
export async function updateBreach(db: Db, actor: AuditActor, id: number, input: Input): Promise<BreachView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(breaches).where(eq(breaches.breach_id, id)).for('update');
    if (!before) throw notFound('Breach');
    const [row] = await tx
      .update(breaches)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(breaches.breach_id, id))
      .returning();
    await recordRowChange(tx, actor, {
      entity: 'breach',
      verb: 'update',
      id,
      before: normalised(before),
      after: normalised(row!),
      fields: AUDITED,
    });
    return breachView(row!);
  });
}
