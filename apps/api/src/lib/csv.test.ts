import { describe, expect, it } from 'vitest';
import { csvLine, formulaSafe } from './csv.ts';

const cell = (value: string | number | null | undefined) => csvLine([value]).replace(/\r\n$/, '');

describe('csvLine (docs/security.md#csv-exports)', () => {
  it('neutralises every character that starts a spreadsheet formula, in ASCII or full width, after spaces', () => {
    expect(cell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(cell('+91 98765 43210')).toBe('"\'+91 98765 43210"');
    expect(cell('-2+3')).toBe('"\'-2+3"');
    expect(cell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(cell('\t=1')).toBe('"\'\t=1"');
    expect(cell('\r=1')).toBe('"\'\r=1"');
    expect(cell('  =1+1')).toBe('"\'  =1+1"');
    expect(cell('\uFF1D1+1')).toBe('"\'\uFF1D1+1"');
    expect(cell('\uFF0BSUM(A1)')).toBe('"\'\uFF0BSUM(A1)"');
    expect(cell('\uFF0D1')).toBe('"\'\uFF0D1"');
    expect(cell('\uFF20A1')).toBe('"\'\uFF20A1"');
  });

  it('quotes a cell whose formula hides behind a separator other than the comma', () => {
    // A spreadsheet set to split on ";" would otherwise read "=cmd|..." as a cell of its own.
    expect(cell(";=cmd|' /C calc'!A0")).toBe('";=cmd|\' /C calc\'!A0"');
    expect(csvLine(['Asha', ";=cmd|' /C calc'!A0", 'x'])).toBe('"Asha",";=cmd|\' /C calc\'!A0","x"\r\n');
  });

  it('quotes every text cell, doubles quotes, and leaves numbers and empty cells alone', () => {
    expect(cell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(cell('12" shelf')).toBe('"12"" shelf"');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('Bengaluru')).toBe('"Bengaluru"');
    expect(cell('a=b')).toBe('"a=b"');
    expect(cell(-5)).toBe('-5');
    expect(cell(1198.5)).toBe('1198.5');
    expect(csvLine([1, 'a,b', null, undefined])).toBe('1,"a,b",,\r\n');
  });

  it('formulaSafe leaves ordinary text as it is', () => {
    expect(formulaSafe('Asha Rao')).toBe('Asha Rao');
    expect(formulaSafe('a-b')).toBe('a-b');
  });
});
