import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { withoutFormulaGuard } from '../../../lib/csv.ts';
import { LEADING_COLUMNS, TRAILING_COLUMNS } from '@store/shared/catalogue-file';
import type { ImportError } from './types.ts';

// Reading the catalogue file (docs/product/catalogue-import.md#import): UTF-8 checked as it streams, csv-parse for
// the quoting (BOM, CRLF, line breaks inside quoted cells), the export's formula-safe prefix taken off again.

/** A file that cannot be read at all: the job's report has this one error and nothing else. */
export class FileError extends Error {
  constructor(
    message: string,
    readonly row: number | null = null,
  ) {
    super(message);
  }
}

export const NOT_UTF8 =
  'The file is not UTF-8 text. In the spreadsheet, save it as "CSV UTF-8 (comma delimited)" and upload it again.';

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells by column name. */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

/** UTF-8 text of the byte chunks; anything else stops the read with NOT_UTF8. */
async function* utf8(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  try {
    for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw new FileError(NOT_UTF8);
    throw error;
  }
}

const REQUIRED = [...LEADING_COLUMNS, ...TRAILING_COLUMNS] as readonly string[];
const ATTRIBUTE_PREFIX = 'attribute:';

/** The header's problems, each named: missing columns, unknown ones, repeated ones. */
export function headerProblems(header: readonly string[]): string[] {
  const problems: string[] = [];
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (missing.length > 0)
    problems.push(`the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  const unknown = header.filter(
    (column) =>
      !REQUIRED.includes(column) && !(column.startsWith(ATTRIBUTE_PREFIX) && column.length > ATTRIBUTE_PREFIX.length),
  );
  if (unknown.length > 0) {
    problems.push(
      `the header has unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')} (other attributes are named attribute:{name})`,
    );
  }
  const repeated = header.filter((column, index) => header.indexOf(column) !== index);
  if (repeated.length > 0) problems.push(`the header repeats ${[...new Set(repeated)].join(', ')}`);
  return problems;
}

/** The `attribute:{name}` columns' attribute names, in the header's order. */
export const attributeColumns = (header: readonly string[]) =>
  header.filter((column) => column.startsWith(ATTRIBUTE_PREFIX)).map((column) => column.slice(ATTRIBUTE_PREFIX.length));

export interface ParseOptions {
  maxRows: number;
  /** Called with the header once it is read and found right. */
  onHeader?: (header: string[]) => void;
}

/**
 * The file's data rows, one at a time, cells by column name (formula prefix taken off). A file that is not UTF-8,
 * has a wrong header, is not CSV or has more than `maxRows` rows throws a FileError saying so.
 */
export async function* readCsvRows(chunks: AsyncIterable<Buffer>, options: ParseOptions): AsyncGenerator<CsvRow> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  // pipeline, not pipe: an error of the source (not UTF-8) must reach the reader of the records.
  pipeline(Readable.from(utf8(chunks)), parser, () => {});
  let header: string[] | undefined;
  let row = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = record.map((column) => column.trim());
        const problems = headerProblems(header);
        if (problems.length > 0) throw new FileError(`Row 1: ${problems.join('; ')}.`, 1);
        options.onHeader?.(header);
        continue;
      }
      row += 1;
      if (row - 1 > options.maxRows) {
        throw new FileError(`The file has more than ${options.maxRows} rows: split it into smaller files.`);
      }
      const cells: Record<string, string> = {};
      header.forEach((column, index) => (cells[column] = withoutFormulaGuard(record[index] ?? '')));
      yield { row, cells };
    }
  } catch (error) {
    if (error instanceof FileError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw new FileError(`Row ${row + 1}: the file is not readable as CSV (${(error as Error).message}).`, row + 1);
    }
    throw error;
  }
  if (!header) throw new FileError('The file is empty: it needs the header and at least one row.', 1);
}

/** A FileError as the report's one error. */
export const fileErrorEntry = (error: FileError): ImportError => ({
  row: error.row,
  column: null,
  message: error.message,
});
