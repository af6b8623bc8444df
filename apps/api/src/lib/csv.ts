import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

// Every CSV the store writes goes through here (docs/security.md#csv-exports): each text cell quoted by csv-stringify,
// and no cell a spreadsheet would run as a formula (OWASP "CSV injection").

/**
 * What makes a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, and their full-width and small forms (some
 * spreadsheets fold them to ASCII), checked after leading spaces, which spreadsheets drop.
 */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;
/** A tab or carriage return first also starts one, before any trimming would remove it. */
const CONTROL_START = /^[\t\r]/;

export type CsvValue = string | number | null | undefined;

/** Text a spreadsheet shows as text: a leading `'` when it would start a formula, otherwise as it is. */
export function formulaSafe(text: string): string {
  return CONTROL_START.test(text) || FORMULA_START.test(text.trimStart()) ? `'${text}` : text;
}

/** The cell as written before formulaSafe: its `'` dropped when it stands before what starts a formula. */
export function withoutFormulaGuard(text: string): string {
  if (!text.startsWith("'")) return text;
  const rest = text.slice(1);
  return CONTROL_START.test(rest) || FORMULA_START.test(rest.trimStart()) ? rest : text;
}

/**
 * One line ended with CRLF (RFC 4180): every text cell neutralised and quoted, quotes inside doubled, numbers as
 * they are, null and undefined as an empty cell.
 */
export function csvLine(cells: readonly CsvValue[]): string {
  const record = cells.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : (cell ?? null)));
  return stringify([record], { quoted_string: true, record_delimiter: 'windows' });
}

/**
 * Answers a CSV download streamed from `lines` (the orders' and the audit log's exports): the first chunk is read
 * before answering, so a bad filter still gets its JSON 400 rather than a broken file; the rest is sent as it is read.
 */
export async function sendCsv(reply: FastifyReply, lines: AsyncGenerator<string>, fileName: string) {
  const first = await lines.next();
  async function* rest() {
    if (!first.done) yield first.value;
    yield* lines;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(rest()) as unknown as string);
}
