import { and, lt } from 'drizzle-orm';
import type { AuditFilter } from '@store/shared/schemas/audit';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { csvLine } from '../../lib/csv.ts';
import { storeDay } from '../admin-orders/filters.ts';
import { storeDateTime } from '../admin-orders/export.ts';
import { auditWhere, entryView, selectEntries } from './query.ts';

/** Entries read per statement while the CSV is written, so a long log never sits in memory whole. */
const CHUNK = 1_000;

const HEADER = [
  'Time (Asia/Kolkata)',
  'At (UTC)',
  'Actor ID',
  'Actor email',
  'Role',
  'Action',
  'Entity',
  'Entity ID',
  'Changes',
  'IP',
  'Request ID',
];

/** `audit-YYYY-MM-DD.csv`, today in the store's time. */
export const auditCsvFileName = (now = new Date()) => `audit-${storeDay(now)}.csv`;

/**
 * GET /admin/audit.csv (docs/product/staff.md#audit-log): every entry under the filters, newest first, through the
 * store's CSV helper (formula-safe cells), `changes` as JSON. Read CHUNK entries at a time by id, so rows appended
 * while the file is written neither repeat nor shift it. A UTF-8 byte order mark first, as the orders' CSV.
 */
export async function* auditCsv(db: DbOrTx, filter: AuditFilter, { chunk = CHUNK } = {}): AsyncGenerator<string> {
  const where = auditWhere(filter);
  yield `\uFEFF${csvLine(HEADER)}`;
  let last: number | undefined;
  for (;;) {
    const rows = await selectEntries(db, last === undefined ? where : and(where, lt(auditLog.audit_id, last))).limit(
      chunk,
    );
    yield rows
      .map(entryView)
      .map((entry) =>
        csvLine([
          storeDateTime(entry.at),
          entry.at,
          entry.actor_id,
          entry.actor_email,
          entry.actor_role,
          entry.action,
          entry.entity,
          entry.entity_id,
          JSON.stringify(entry.changes),
          entry.ip,
          entry.request_id,
        ]),
      )
      .join('');
    if (rows.length < chunk) return;
    last = rows[rows.length - 1]!.id;
  }
}
