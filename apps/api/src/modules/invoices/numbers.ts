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
  const year = financialYear(at);
  const [row] = await queryRows<{ number: string }>(
    tx,
    sql`INSERT INTO document_sequences (kind, financial_year, last_number) VALUES (${kind}, ${year}, 1)
        ON CONFLICT (kind, financial_year) DO UPDATE SET last_number = document_sequences.last_number + 1
        RETURNING ${documentNumber(sql`${kind}::text`, sql`${year}::text`, sql.raw('last_number'))} AS number`,
  );
  return row!.number;
}

/**
 * A document's number in SQL, so that a statement can give one in place: the kind, the financial year and the serial,
 * padded to six digits (`INV26-27/000042`; a seventh digit, were a year to need one, is kept).
 */
export function documentNumber(kind: SQL, year: SQL, serial: SQL): SQL {
  return sql`${kind} || ${year} || '/' || lpad(${serial}::text, greatest(6, length(${serial}::text)), '0')`;
}
