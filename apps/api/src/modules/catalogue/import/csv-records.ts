// The catalogue file's CSV records (RFC 4180, docs/product/catalogue-import.md#import), read from text as it streams:
// cells split on commas, quoted cells with doubled quotes and line breaks inside, records ended by CRLF, LF or CR,
// empty lines skipped, a leading BOM dropped, rows of any length. Written for the import's speed: one pass over the
// characters, cells cut out with slice (csv-parse, which it replaces here, took most of a dry run's time).

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** A file that breaks the CSV rules at its `record`th record (the header is the first). */
export class CsvError extends Error {
  constructor(
    message: string,
    readonly record: number,
  ) {
    super(message);
  }
}

export class CsvRecords {
  /** Text of the record not ended yet. */
  private pending = '';
  private started = false;
  /** Records read so far (for the error messages). */
  private count = 0;

  /** The records `text` ends; a record it leaves open waits for the next text (or `end`). */
  push(text: string): string[][] {
    let input = this.pending + text;
    if (!this.started && input.length > 0) {
      this.started = true;
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
    }
    const records: string[][] = [];
    const rest = this.read(input, records, false);
    this.pending = input.slice(rest);
    return records;
  }

  /** The last record, when the text did not end with a line break. */
  end(): string[][] {
    const records: string[][] = [];
    const input = this.pending;
    this.pending = '';
    this.read(input, records, true);
    return records;
  }

  /** Reads whole records from `input` into `records`; answers where the first one not ended starts. */
  private read(input: string, records: string[][], last: boolean): number {
    const length = input.length;
    let start = 0;
    while (start < length) {
      const record: string[] = [];
      let at = start;
      let quoted = false;
      for (;;) {
        // One cell from `at`.
        if (at < length && input.charCodeAt(at) === QUOTE) {
          let text = '';
          let from = at + 1;
          let close = -1;
          for (;;) {
            const quote = input.indexOf('"', from);
            if (quote === -1) break;
            if (quote + 1 < length && input.charCodeAt(quote + 1) === QUOTE) {
              text += input.slice(from, quote + 1);
              from = quote + 2;
              continue;
            }
            if (quote + 1 === length && !last) break; // the next text may start with the quote's pair
            text += input.slice(from, quote);
            close = quote;
            break;
          }
          if (close === -1) {
            if (!last) return start;
            throw new CsvError('a quoted cell is not closed', this.count + 1);
          }
          record.push(text);
          quoted = true;
          at = close + 1;
          if (at >= length) {
            if (!last) return start;
            break;
          }
          const next = input.charCodeAt(at);
          if (next === COMMA) {
            at += 1;
            continue;
          }
          if (next !== LF && next !== CR) {
            throw new CsvError('text follows the closing quote of a quoted cell', this.count + 1);
          }
        } else {
          let end = at;
          while (end < length) {
            const code = input.charCodeAt(end);
            if (code === COMMA || code === LF || code === CR) break;
            if (code === QUOTE) {
              throw new CsvError('a quote inside a cell that is not quoted', this.count + 1);
            }
            end += 1;
          }
          if (end >= length && !last) return start;
          record.push(input.slice(at, end));
          at = end;
          if (at >= length) {
            break;
          }
          if (input.charCodeAt(at) === COMMA) {
            at += 1;
            continue;
          }
        }
        // A line break ends the record: CRLF, LF or CR (a CR last in the text may be the start of a CRLF).
        if (input.charCodeAt(at) === CR) {
          if (at + 1 >= length && !last) return start;
          at += at + 1 < length && input.charCodeAt(at + 1) === LF ? 2 : 1;
        } else at += 1;
        break;
      }
      start = at;
      // An empty line is skipped (a line of one quoted empty cell is a record).
      if (record.length === 1 && record[0] === '' && !quoted) continue;
      this.count += 1;
      records.push(record);
    }
    return start;
  }
}
