import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

// Every CSV the store writes goes through here (docs/security.md#csv-exports): each text cell quoted by csv-stringify,
// and no cell a spreadsheet would run as a formula (OWASP "CSV injection"). Small uploads (the delivery table, a size
// chart) are read here too, by csv-parse; the catalogue file streams through its own reader (catalogue/import/parse.ts).

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

/** A line that cannot be taken, numbered as a spreadsheet numbers it (the header is line 1). */
export interface LineProblem {
  line: number;
  message: string;
}

/** One record of an upload with its line (the last one, when a quoted cell holds a line break). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * Reads a small uploaded CSV with csv-parse (a byte order mark dropped, empty lines skipped, cells trimmed, quoted
 * cells with commas, quotes and line breaks): its records with their line numbers, or the one problem that stops
 * the file being read as a table at all (an unclosed quote), with its line.
 */
export function readCsvRecords(csv: string): { records: CsvRecord[] } | { problem: LineProblem } {
  try {
    const parsed = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return { records: parsed.map(({ record, info }) => ({ cells: record, line: info.lines })) };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { problem: { line, message: `the file is not a CSV table (${(error as Error).message})` } };
  }
}
