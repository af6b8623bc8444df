import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvError, CsvRecords } from './csv-records.ts';

// The import's CSV reader (docs/product/catalogue-import.md#import) reads what csv-parse reads, whatever the chunks
// the file streams in: every input below is cut at every position and must give csv-parse's records.

/** The records of `text` fed as two chunks cut at `cut`. */
function records(text: string, cut: number): string[][] {
  const reader = new CsvRecords();
  return [...reader.push(text.slice(0, cut)), ...reader.push(text.slice(cut)), ...reader.end()];
}

const csvParse = (text: string) =>
  parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];

const inputs = [
  'a,b,c\r\n1,2,3\r\n',
  'a,b,c\n1,2,3',
  'a,b\r1,2\r',
  '\uFEFFname,description\r\n"Tee","A ""soft"" tee,\r\nwith a line break"\r\n',
  'a,b\r\n\r\n\r\n1,\r\n,2\r\n,\r\n',
  'a,b\r\n"",""\r\n""\r\nx,"y"',
  'name,price\r\n"=SUM(1)",12.50\r\n\'-5% off,0\r\n',
  'a,b,c\r\n1,2\r\n1,2,3,4\r\n',
  'caf\u00e9,na\u00efve\n\u20b9,\u{1F600}\n',
];

describe('CsvRecords', () => {
  it('reads what csv-parse reads, cut anywhere', () => {
    for (const input of inputs) {
      const expected = csvParse(input);
      for (let cut = 0; cut <= input.length; cut++)
        expect(records(input, cut), JSON.stringify(input)).toEqual(expected);
    }
  });

  it('refuses what csv-parse refuses, naming the record', () => {
    const broken: Array<[string, number, RegExp]> = [
      ['a,b\r\n"open,1\r\n', 2, /not closed/],
      ['a,b\r\n1,2\r\n"x"y,1\r\n', 3, /follows the closing quote/],
      ['a,b\r\nx"y,1\r\n', 2, /quote inside a cell/],
    ];
    for (const [input, record, message] of broken) {
      expect(() => csvParse(input)).toThrow();
      for (let cut = 0; cut <= input.length; cut++) {
        let error: unknown;
        try {
          records(input, cut);
        } catch (caught) {
          error = caught;
        }
        expect(error, `${JSON.stringify(input)} cut at ${cut}`).toBeInstanceOf(CsvError);
        expect((error as CsvError).record).toBe(record);
        expect((error as CsvError).message).toMatch(message);
      }
    }
  });
});
