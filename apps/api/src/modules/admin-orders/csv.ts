// CSV for spreadsheets (docs/product/admin.md#orders): RFC 4180 quoting, and no cell a spreadsheet would run as
// a formula.

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that could start a formula gets a leading `'` (shown as text, never run), and a cell with a
 * quote, comma or line break is quoted with its quotes doubled. Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, ended with CRLF as RFC 4180 says. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
