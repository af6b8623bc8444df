// The catalogue files the import row uploads, made from the store's own export (docs/benchmarks.md#import).
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';

/**
 * Rewrites a catalogue CSV row by row (a streaming parser and writer, never the whole file in memory): `change`
 * gets each data row as a { column: cell } record and edits it in place. Answers the data rows written.
 */
export async function rewriteCatalogue(from, to, change) {
  let header;
  let rows = 0;
  const edit = new Transform({
    objectMode: true,
    transform(cells, _encoding, done) {
      if (!header) {
        header = cells;
        return done(null, cells);
      }
      const record = Object.fromEntries(header.map((column, index) => [column, cells[index]]));
      change(record);
      rows++;
      done(
        null,
        header.map((column) => record[column]),
      );
    },
  });
  await pipeline(
    createReadStream(from),
    parse({ bom: true }),
    edit,
    stringify({ bom: true, record_delimiter: 'windows' }),
    createWriteStream(to),
  );
  return rows;
}

/**
 * The exported catalogue as new products for an empty store: no `product_id` (the empty store has none of the
 * source's ids), no image names (the empty store has none of those files; the row measures the catalogue, not the
 * resizing of images) and the source's id added to each name, so that every product keeps its own name + brand,
 * which is how rows without `product_id` are grouped into products
 * (docs/product/catalogue-import.md#dry-run): the generated catalogue repeats names within a brand.
 */
export function asNewProducts(record) {
  record.name = `${record.name} #${record.product_id}`;
  record.product_id = '';
  record.product_images = '';
  record.variation_images = '';
}

/** One more unit of stock on every row: an import that updates every variation, as a delivery of new stock does. */
export function restocked(record) {
  record.stock = String(Number(record.stock) + 1);
}
