import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { LEADING_COLUMNS, TRAILING_COLUMNS } from '@store/shared/catalogue-file';
import { PRODUCT_DETAIL_FIELDS, type ProductDetails } from '@store/shared/product-details';
import { csvLine, type CsvValue } from '../../lib/csv.ts';
import { storeDay } from '../admin-orders/filters.ts';
import { allOf, whereClause, type ProductFilter } from './listing-where.ts';

// The catalogue file (docs/product/catalogue-import.md): one row per variation, a product without variations one row.

/** Products read per statement while the file is written, so a large catalogue never sits in memory whole. */
const CHUNK = 200;

/** Attributes with a column of their own; any other is an `attribute:{name}` column. */
const SIZE = 'size';
const COLOURS = ['color', 'colour'];
const ownColumn = (name: string) => name.toLowerCase() === SIZE || COLOURS.includes(name.toLowerCase());

/** Image names in a cell: stored names joined by `|`. */
export const IMAGE_SEPARATOR = '|';

/** `catalogue-YYYY-MM-DD.csv`, today in the store's time. */
export const catalogueCsvFileName = (now = new Date()) => `catalogue-${storeDay(now)}.csv`;

/** Paise as rupees with two decimals: 59900 → "599.00". */
export const rupeeCell = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

interface ProductRow extends ProductDetails {
  product_id: number;
  name: string;
  description: string;
  brand: string;
  collection: string;
  category: string;
  is_active: boolean;
  hsn_code: string | null;
  gst_rate: number | null;
  sku: string | null;
  price: number;
  discount_price: number;
  stock: number;
}

interface VariationRow {
  productvariation_id: number;
  product_id: number;
  sku: string;
  price: number;
  discount_price: number;
  stock: number;
}

interface ValueRow {
  productvariation_id: number;
  attribute: string;
  value: string;
}

interface ImageRow {
  product_id: number;
  productvariation_id: number | null;
  file_key: string;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Names of the attributes, other than colour and size, that the variations of the exported products use. */
async function otherAttributes(db: DbOrTx, where: SQL): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT DISTINCT a.name FROM variation_attributes a
        WHERE EXISTS (
          SELECT 1 FROM variation_attribute_values v
          JOIN product_variations pv ON pv.productvariation_id = v.productvariation_id
          JOIN product_cards p ON p.product_id = pv.product_id
          WHERE v.attribute_id = a.attribute_id AND ${where})`,
  );
  return rows
    .map((row) => row.name)
    .filter((name) => !ownColumn(name))
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

/** The next CHUNK products after `after` (by id), with their variations, values and images. */
async function readChunk(db: DbOrTx, where: SQL, after: number, chunk: number) {
  const products = await queryRows<ProductRow>(
    db,
    sql`SELECT p.product_id, pr.name, pr.description, p.brand_name AS brand, p.parentcategory_name AS collection,
          p.category_name AS category, pr.is_active, pr.hsn_code, pr.gst_rate::float8 AS gst_rate,
          pr.country_of_origin, pr.generic_name, pr.manufacturer, pr.importer, pr.packer, pr.net_quantity, pr.sku, pr.price,
          pr.discount_price, pr.stock
        FROM product_cards p JOIN products pr ON pr.product_id = p.product_id
        WHERE ${allOf([where, sql`p.product_id > ${after}`])}
        ORDER BY p.product_id LIMIT ${chunk}`,
  );
  if (products.length === 0) return { products, variations: [], values: [], images: [] };
  const ids = idList(products.map((product) => product.product_id));
  const [variations, values, images] = await Promise.all([
    queryRows<VariationRow>(
      db,
      sql`SELECT productvariation_id, product_id, sku, price, discount_price, stock FROM product_variations
          WHERE product_id IN (${ids}) ORDER BY product_id, productvariation_id`,
    ),
    queryRows<ValueRow>(
      db,
      sql`SELECT v.productvariation_id, a.name AS attribute, v.value FROM variation_attribute_values v
          JOIN variation_attributes a ON a.attribute_id = v.attribute_id
          JOIN product_variations pv ON pv.productvariation_id = v.productvariation_id
          WHERE pv.product_id IN (${ids})`,
    ),
    queryRows<ImageRow>(
      db,
      sql`SELECT product_id, productvariation_id, file_key FROM images
          WHERE product_id IN (${ids}) ORDER BY sort_order, image_id`,
    ),
  ]);
  return { products, variations, values, images };
}

/** Appends `item` to the list under `key`. */
function push<K, V>(map: Map<K, V[]>, key: K, item: V) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** One chunk's lines: each product's variations in id order, or the product alone when it has none. */
function chunkLines(chunk: Awaited<ReturnType<typeof readChunk>>, attributes: readonly string[]): string {
  const variationsOf = new Map<number, VariationRow[]>();
  for (const variation of chunk.variations) push(variationsOf, variation.product_id, variation);
  const valuesOf = new Map<number, Map<string, string>>();
  for (const { productvariation_id, attribute, value } of chunk.values) {
    const values = valuesOf.get(productvariation_id) ?? new Map<string, string>();
    values.set(ownColumn(attribute) ? attribute.toLowerCase().replace('colour', 'color') : attribute, value);
    valuesOf.set(productvariation_id, values);
  }
  const imagesOf = new Map<string, string[]>();
  for (const image of chunk.images) {
    push(
      imagesOf,
      image.productvariation_id === null ? `p${image.product_id}` : `v${image.productvariation_id}`,
      image.file_key,
    );
  }
  const names = (key: string) => (imagesOf.get(key) ?? []).join(IMAGE_SEPARATOR);

  let lines = '';
  for (const product of chunk.products) {
    const leading: CsvValue[] = [
      product.product_id,
      product.name,
      product.description,
      product.brand,
      product.collection,
      product.category,
      product.is_active ? 'true' : 'false',
      product.hsn_code,
      product.gst_rate,
      ...PRODUCT_DETAIL_FIELDS.map((field) => product[field]),
    ];
    const productImages = names(`p${product.product_id}`);
    const variations = variationsOf.get(product.product_id);
    if (!variations) {
      lines += csvLine([
        ...leading,
        product.sku,
        null,
        null,
        ...attributes.map(() => null),
        rupeeCell(product.price),
        rupeeCell(product.discount_price),
        product.stock,
        productImages,
        null,
      ]);
      continue;
    }
    for (const variation of variations) {
      const values = valuesOf.get(variation.productvariation_id) ?? new Map<string, string>();
      lines += csvLine([
        ...leading,
        variation.sku,
        values.get('color'),
        values.get(SIZE),
        ...attributes.map((attribute) => values.get(attribute)),
        rupeeCell(variation.price),
        rupeeCell(variation.discount_price),
        variation.stock,
        productImages,
        names(`v${variation.productvariation_id}`),
      ]);
    }
  }
  return lines;
}

/**
 * GET /admin/catalogue.csv (docs/product/catalogue-import.md): a UTF-8 byte order mark and the header, then the
 * products under the filter by id, CHUNK products (with their variations, values and images) per read, so neither
 * the catalogue nor the file is ever held whole. Every cell through the store's CSV helper (formula-safe, quoted).
 */
export async function* catalogueCsv(db: DbOrTx, filter: ProductFilter, { chunk = CHUNK } = {}): AsyncGenerator<string> {
  const where = whereClause(filter);
  const attributes = await otherAttributes(db, where);
  yield `\uFEFF${csvLine([...LEADING_COLUMNS, ...attributes.map((name) => `attribute:${name}`), ...TRAILING_COLUMNS])}`;
  let after = 0;
  for (;;) {
    const rows = await readChunk(db, where, after, chunk);
    if (rows.products.length > 0) yield chunkLines(rows, attributes);
    if (rows.products.length < chunk) return;
    after = rows.products[rows.products.length - 1]!.product_id;
  }
}
