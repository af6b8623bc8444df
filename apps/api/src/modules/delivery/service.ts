import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { deliveryDate } from '@store/shared/delivery';
import {
  SERVICEABILITY_CSV_LIMITS,
  type CsvLineError,
  type DeliveryCheck,
  type ServiceabilityRow,
  type ServiceabilityTable,
} from '@store/shared/schemas/delivery';
import type { Db, DbOrTx } from '../../db/client.ts';
import { serviceablePincodes } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readCsvRecords, withoutFormulaGuard } from '../../lib/csv.ts';
import { statement } from '../../db/statements.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { tableChanges } from './table-audit.ts';

/**
 * The row of the serviceability table that decides a 6-digit PIN code: the longest prefix it starts with
 * (docs/product/checkout.md#delivery). None: not deliverable.
 */
export async function serviceabilityOf(db: DbOrTx, pincode: string): Promise<ServiceabilityRow | null> {
  const [row] = await serviceabilityRow(db, { pincode });
  return row ?? null;
}

/**
 * The serviceability row that decides `pincode` (an SQL text expression): the longest prefix it starts with. Run by
 * itself for a PIN code, and inside checkout's read of the delivery address (`chosenAddress`).
 */
export const serviceabilityQuery = (db: DbOrTx, pincode: SQL) =>
  db
    .select({
      prefix: serviceablePincodes.prefix,
      zone: serviceablePincodes.zone,
      delivery_days: serviceablePincodes.delivery_days,
      cod: serviceablePincodes.cod,
    })
    .from(serviceablePincodes)
    .where(sql`${pincode} LIKE ${serviceablePincodes.prefix} || '%'`)
    .orderBy(desc(sql`length(${serviceablePincodes.prefix})`))
    .limit(1);

// Every delivery check reads it: built once (db/statements.ts).
const serviceabilityRow = statement('serviceability_of', (db, name) =>
  serviceabilityQuery(db, sql`${sql.placeholder('pincode')}::text`).prepare(name),
);

/** GET /delivery/{pincode}: the answer the product page and Payment show, dated from today in India. */
export async function checkDelivery(db: DbOrTx, pincode: string, now = new Date()): Promise<DeliveryCheck> {
  return deliveryCheck(pincode, await serviceabilityOf(db, pincode), now);
}

/** The answer for a PIN code from the serviceability row that decides it (none: not deliverable). */
export function deliveryCheck(pincode: string, row: ServiceabilityRow | null, now = new Date()): DeliveryCheck {
  if (!row) return { pincode, deliverable: false, zone: null, delivery_days: null, delivery_date: null, cod: false };
  return {
    pincode,
    deliverable: true,
    zone: row.zone,
    delivery_days: row.delivery_days,
    delivery_date: deliveryDate(row.delivery_days, now),
    cod: row.cod,
  };
}

/** GET /admin/delivery: the whole table by prefix, and when it last changed. */
export async function serviceabilityTable(db: DbOrTx): Promise<ServiceabilityTable> {
  const rows = await db
    .select({
      prefix: serviceablePincodes.prefix,
      zone: serviceablePincodes.zone,
      delivery_days: serviceablePincodes.delivery_days,
      cod: serviceablePincodes.cod,
      updated_at: serviceablePincodes.updated_at,
    })
    .from(serviceablePincodes)
    .orderBy(asc(serviceablePincodes.prefix));
  const latest = rows.reduce<string | null>(
    (last, row) => (last === null || row.updated_at > last ? row.updated_at : last),
    null,
  );
  return {
    rows: rows.map(({ updated_at: _updated, ...row }) => row),
    updated_at: latest === null ? null : new Date(latest).toISOString(),
  };
}

const HEADER = ['prefix', 'zone', 'delivery_days', 'cod'];
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** One data line checked; its problems, or the row. */
function rowOf(cells: string[]): { row: ServiceabilityRow } | { problems: string[] } {
  const problems: string[] = [];
  if (cells.length !== 4)
    return { problems: [`expected 4 cells (prefix,zone,delivery_days,cod), found ${cells.length}`] };
  // A zone the store's export guarded against spreadsheet formulas (lib/csv.ts) comes back as it was.
  const [prefix, guardedZone, days, cod] = cells as [string, string, string, string];
  const zone = withoutFormulaGuard(guardedZone);
  if (!/^\d{1,6}$/.test(prefix)) problems.push(`prefix "${prefix}" must be 1 to 6 digits`);
  if (zone === '') problems.push('zone is empty');
  else if (zone.length > 60) problems.push('zone is longer than 60 characters');
  const delivery = /^\d+$/.test(days) ? Number(days) : NaN;
  if (!(delivery >= 1 && delivery <= 60)) problems.push(`delivery_days "${days}" must be a whole number from 1 to 60`);
  const answer = cod.toLowerCase();
  if (!YES.has(answer) && !NO.has(answer)) problems.push(`cod "${cod}" must be yes or no`);
  if (problems.length > 0) return { problems };
  return { row: { prefix, zone, delivery_days: delivery, cod: YES.has(answer) } };
}

/**
 * Reads the CSV `prefix,zone,delivery_days,cod` (header line first): every line is checked, and the answer is
 * either every row or every problem with its line number (the header is line 1, as a spreadsheet numbers it).
 */
export function parseServiceabilityCsv(csv: string): { rows: ServiceabilityRow[] } | { errors: CsvLineError[] } {
  const read = readCsvRecords(csv);
  if ('problem' in read) return { errors: [read.problem] };
  const [first, ...body] = read.records;
  const errors: CsvLineError[] = [];
  const header = first?.cells.map((cell) => cell.toLowerCase());
  if (first?.line !== 1 || header?.join(',') !== HEADER.join(',')) {
    errors.push({ line: 1, message: `the first line must be the header ${HEADER.join(',')}` });
  }
  const rows: ServiceabilityRow[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of first?.line === 1 ? body : read.records) {
    const checked = rowOf(cells);
    if ('problems' in checked) {
      errors.push({ line, message: checked.problems.join('; ') });
      continue;
    }
    const earlier = seen.get(checked.row.prefix);
    if (earlier !== undefined) {
      errors.push({ line, message: `prefix ${checked.row.prefix} is already on line ${earlier}` });
      continue;
    }
    seen.set(checked.row.prefix, line);
    rows.push(checked.row);
  }
  if (errors.length === 0 && rows.length === 0) errors.push({ line: 2, message: 'the file has no rows' });
  if (rows.length > SERVICEABILITY_CSV_LIMITS.rows) {
    errors.push({ line: 1, message: `at most ${SERVICEABILITY_CSV_LIMITS.rows} rows, found ${rows.length}` });
  }
  return errors.length > 0 ? { errors } : { rows };
}

/** The advisory lock key of table replacements ('pincod' in ASCII). */
export const SERVICEABILITY_LOCK = 0x70696e636f64;

/** Lines listed in a refusal's message; all of them are in `details.lines`. */
const LINES_IN_MESSAGE = 5;

/**
 * PUT /admin/delivery: the CSV replaces the whole table in one transaction, or (any line wrong) nothing changes
 * and the answer is 400 naming every wrong line (docs/product/admin.md#delivery).
 */
export async function replaceServiceability(db: Db, csv: string, actor: AuditActor): Promise<ServiceabilityTable> {
  const parsed = parseServiceabilityCsv(csv);
  if ('errors' in parsed) {
    const { errors } = parsed;
    const listed = errors
      .slice(0, LINES_IN_MESSAGE)
      .map((error) => `line ${error.line}: ${error.message}`)
      .join('. ');
    const more = errors.length > LINES_IN_MESSAGE ? ` (and ${errors.length - LINES_IN_MESSAGE} more)` : '';
    throw new HttpError(
      400,
      `The file was not taken and the table is unchanged. ${errors.length === 1 ? 'One line needs' : `${errors.length} lines need`} fixing: ${listed}${more}.`,
      { code: 'VALIDATION_FAILED', details: { lines: errors } },
    );
  }
  await db.transaction(async (tx) => {
    // One replacement at a time: without it, a second upload's DELETE (its snapshot taken before the first
    // committed) would miss the first's new rows and the table would end as a mix of both files.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SERVICEABILITY_LOCK}::bigint)`);
    const before = await tx.select().from(serviceablePincodes);
    // Every row goes: the file is the whole table.
    await tx.delete(serviceablePincodes).where(sql`true`);
    // Inserted in chunks so a large table stays under the driver's parameter limit.
    for (let start = 0; start < parsed.rows.length; start += 1000) {
      await tx.insert(serviceablePincodes).values(parsed.rows.slice(start, start + 1000));
    }
    await recordAudit(tx, actor, {
      action: 'delivery.replace',
      entity: 'delivery',
      entity_id: null,
      changes: tableChanges(before, parsed.rows),
    });
  });
  return serviceabilityTable(db);
}
