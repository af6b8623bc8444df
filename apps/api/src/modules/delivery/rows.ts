import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceabilityRowInput, ServiceabilityTable } from '@store/shared/schemas/delivery';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { serviceablePincodes } from '../../db/schema/index.ts';
import { csvLine } from '../../lib/csv.ts';
import { notFound } from '../../lib/http-error.ts';
import { storeDay } from '../admin-orders/filters.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';
import { SERVICEABILITY_LOCK, serviceabilityTable } from './service.ts';

/** What the audit log keeps of one row's change (docs/product/staff.md#audit-log). */
const ROW_FIELDS = ['zone', 'delivery_days', 'cod'] as const;

/** The upload's header (docs/product/admin.md#delivery), which the export writes first. */
const HEADER = ['prefix', 'zone', 'delivery_days', 'cod'];

/** `delivery-YYYY-MM-DD.csv`, today in the store's time. */
export const deliveryCsvFileName = (now = new Date()) => `delivery-${storeDay(now)}.csv`;

/**
 * GET /admin/delivery.csv: the table by prefix in the upload's format (cod `yes`/`no`) through the store's CSV helper,
 * with a byte order mark as the other exports, so the file downloaded and uploaded unchanged changes nothing. The table
 * has at most 20,000 short rows: it is read at once.
 */
export async function* serviceabilityCsv(db: DbOrTx): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`;
  const rows = await db.select().from(serviceablePincodes).orderBy(asc(serviceablePincodes.prefix));
  yield rows.map((row) => csvLine([row.prefix, row.zone, row.delivery_days, row.cod ? 'yes' : 'no'])).join('');
}

/** One change of the table at a time, as the replacement takes it (service.ts). */
async function lockTable(tx: Tx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SERVICEABILITY_LOCK}::bigint)`);
}

async function rowOf(tx: Tx, prefix: string) {
  const [row] = await tx.select().from(serviceablePincodes).where(eq(serviceablePincodes.prefix, prefix));
  return row;
}

/**
 * PUT /admin/delivery/{prefix}: adds the prefix's row or sets its terms, audited as the replacement is (the terms that
 * changed); answers the table.
 */
export async function putServiceabilityRow(
  db: Db,
  prefix: string,
  input: ServiceabilityRowInput,
  actor: AuditActor,
): Promise<ServiceabilityTable> {
  await db.transaction(async (tx) => {
    await lockTable(tx);
    const before = await rowOf(tx, prefix);
    const row = { prefix, ...input };
    await tx
      .insert(serviceablePincodes)
      .values(row)
      .onConflictDoUpdate({ target: serviceablePincodes.prefix, set: { ...input, updated_at: sql`now()` } });
    const verb = before ? 'update' : 'create';
    await recordRowChange(tx, actor, { entity: 'delivery', verb, id: prefix, before, after: row, fields: ROW_FIELDS });
  });
  return serviceabilityTable(db);
}

/** DELETE /admin/delivery/{prefix}: removes the prefix's row (404 when there is none), audited. */
export async function deleteServiceabilityRow(db: Db, prefix: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTable(tx);
    const [deleted] = await tx.delete(serviceablePincodes).where(eq(serviceablePincodes.prefix, prefix)).returning();
    if (!deleted) throw notFound(`Prefix ${prefix}`);
    await recordRowChange(tx, actor, {
      entity: 'delivery',
      verb: 'delete',
      id: prefix,
      before: deleted,
      fields: ROW_FIELDS,
    });
  });
}
