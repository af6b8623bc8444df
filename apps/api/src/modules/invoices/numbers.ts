import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * India's financial year of a moment, as invoices name it: April to March, `26-27` for 1 April 2026 to
 * 31 March 2027, in the store's time zone (Asia/Kolkata).
 */
export function financialYear(at: Date): string {
  const local = new Date(at.getTime() + 330 * 60_000);
  const year = local.getUTCFullYear() - (local.getUTCMonth() < 3 ? 1 : 0);
  const two = (value: number) => String(value % 100).padStart(2, '0');
  return `${two(year)}-${two(year + 1)}`;
}

/**
 * The next serial number of a tax invoice (`INV`) or credit note (`CN`) in the financial year of `at`
 * (docs/product/orders.md#gst-invoices): consecutive, unique within the year and at most 16 characters, as GST
 * rules ask (`INV26-27/000042`). The sequence row is locked by the upsert until the caller's transaction ends,
 * so two documents never share a number and a rolled-back one leaves no gap.
 */
export async function nextDocumentNumber(tx: Tx, kind: 'INV' | 'CN', at: Date = new Date()): Promise<string> {
  const [row] = await queryRows<{ number: string }>(
    tx,
    numberDocument(sql`${kind}::text`, sql`${financialYear(at)}::text`),
  );
  return row!.number;
}

/**
 * The statement that gives a document its number, as SQL a caller may also run inside one of its own (confirming an
 * order numbers its invoice in place): it takes the next serial of `kind` in the financial year `year` when `when`
 * holds, and answers the number (`INV26-27/000042`; a seventh digit, were a year to need one, is kept) as `number`.
 */
export function numberDocument(kind: SQL, year: SQL, when: SQL = sql`true`): SQL {
  return sql`INSERT INTO document_sequences (kind, financial_year, last_number) SELECT ${kind}, ${year}, 1 WHERE ${when}
    ON CONFLICT (kind, financial_year) DO UPDATE SET last_number = document_sequences.last_number + 1
    RETURNING ${kind} || ${year} || '/' || lpad(last_number::text, greatest(6, length(last_number::text)), '0') AS number`;
}
