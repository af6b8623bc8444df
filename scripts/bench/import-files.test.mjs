import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { asNewProducts, restocked, rewriteCatalogue } from './import-files.mjs';

// The files the import row makes from the store's export (docs/benchmarks.md#import): every cell the rewrite does not
// change comes out as it went in, so the row's "unchanged" and "created" counts are the export's own.

const folder = mkdtempSync(path.join(tmpdir(), 'import-files-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const header = ['product_id', 'name', 'description', 'brand', 'sku', 'stock', 'product_images', 'variation_images'];
// As the export writes it: a BOM, CRLF, quoted text, a cell made formula-safe, a line break and a quote in a cell.
const exported =
  '\uFEFF' +
  [
    header.join(','),
    '7,"Oxford Shirt","Cotton, ""slim"" fit\r\nline two","Peter England","PE-1-RED-M",4,"front|detail","red-front"',
    `7,"Oxford Shirt","Cotton, ""slim"" fit\r\nline two","Peter England","PE-1-RED-L",0,"front|detail",""`,
    `8,"'=HYPERLINK(1)","Plain","Allen Solly","AS-2",12,"",""`,
  ].join('\r\n') +
  '\r\n';

async function rewritten(change) {
  const from = path.join(folder, 'exported.csv');
  const to = path.join(folder, `${change.name}.csv`);
  writeFileSync(from, exported);
  const rows = await rewriteCatalogue(from, to, change);
  const text = readFileSync(to, 'utf8');
  return { rows, text, records: parse(text, { bom: true, columns: true }) };
}

describe('the import row’s files', () => {
  it('makes new products of the export: no ids or image names, the source id in the name, the rest as it was', async () => {
    const { rows, text, records } = await rewritten(asNewProducts);
    expect(rows).toBe(3);
    expect(text.startsWith('\uFEFFproduct_id,name,')).toBe(true);
    expect(text).toContain('\r\n');
    expect(records).toEqual([
      {
        product_id: '',
        name: 'Oxford Shirt #7',
        description: 'Cotton, "slim" fit\r\nline two',
        brand: 'Peter England',
        sku: 'PE-1-RED-M',
        stock: '4',
        product_images: '',
        variation_images: '',
      },
      expect.objectContaining({ product_id: '', name: 'Oxford Shirt #7', sku: 'PE-1-RED-L', stock: '0' }),
      // The formula-safe prefix stays for the importer to strip.
      expect.objectContaining({ product_id: '', name: "'=HYPERLINK(1) #8", sku: 'AS-2', stock: '12' }),
    ]);
  });

  it('restocks every row by one and changes nothing else', async () => {
    const { records } = await rewritten(restocked);
    const before = parse(exported, { bom: true, columns: true });
    expect(records.map((record) => record.stock)).toEqual(['5', '1', '13']);
    const withoutStock = (record) => ({ ...record, stock: undefined });
    expect(records.map(withoutStock)).toEqual(before.map(withoutStock));
  });
});
