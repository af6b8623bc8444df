/**
 * The variation matrix (docs/product/admin.md#adding-variations-in-one-go): every combination of the chosen attribute
 * values becomes a variation, with a SKU made from a pattern. The form previews with these functions and the server
 * fills a missing SKU with the same ones, so the preview is what gets saved.
 */

/** Most rows one save may create. */
export const MATRIX_MAX_ROWS = 200;
/** Most characters a product's code in a SKU keeps when it comes from the product's name. */
const NAME_CODE_LENGTH = 12;

/** A value as a SKU part: upper case, each run of other characters than A-Z and 0-9 one `-` (`Navy blue` → `NAVY-BLUE`). */
export function skuToken(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `token` cut to `length` characters, back to the end of its last whole word when that leaves one. */
function cutAtWord(token: string, length: number): string {
  if (token.length <= length) return token;
  const cut = token.slice(0, length);
  if (token[length] === '-') return cut;
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 0 ? cut.slice(0, lastDash) : cut;
}

/**
 * `{product}` of a SKU pattern: the product's own SKU when it has one, else its name as a token cut to 12 characters
 * (at a word's end where it can),
 * else `P{id}`.
 */
export function productSkuCode(product: { product_id: number; name: string; sku?: string | null }): string {
  const own = skuToken(product.sku ?? '');
  if (own) return own;
  const fromName = cutAtWord(skuToken(product.name), NAME_CODE_LENGTH);
  return fromName || `P${product.product_id}`;
}

const isColour = (name: string) => ['color', 'colour'].includes(name.toLowerCase());
const isSize = (name: string) => name.toLowerCase() === 'size';

/** The attributes in SKU order: colour, then size, then the others as chosen. */
function skuOrder(names: readonly string[]): string[] {
  const rank = (name: string) => (isColour(name) ? 0 : isSize(name) ? 1 : 2);
  return [...names].sort((a, b) => rank(a) - rank(b));
}

/** The pattern the form starts with: `{product}` and each chosen attribute (`{product}-{COLOR}-{SIZE}`). */
export function defaultSkuPattern(attributeNames: readonly string[]): string {
  return ['{product}', ...skuOrder(attributeNames).map((name) => `{${name.toUpperCase()}}`)].join('-');
}

/**
 * One row's SKU: `{product}` is the product's code and `{NAME}` (any case) the value of the attribute of that name
 * (`{COLOR}` also finds `colour`), as a token; a name with no value leaves nothing, and the `-` around it goes too.
 */
export function skuFromPattern(pattern: string, productCode: string, values: Readonly<Record<string, string>>): string {
  const byName = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
  const valueOf = (name: string) => {
    const key = name.toLowerCase();
    if (key === 'product') return productCode;
    const value = byName.get(key) ?? (isColour(key) ? (byName.get('color') ?? byName.get('colour')) : undefined);
    return value === undefined ? '' : skuToken(value);
  };
  return pattern
    .replace(/\{([^{}]+)\}/g, (_, name: string) => valueOf(name.trim()))
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .trim();
}

/** An attribute of the matrix with the values ticked for it. */
export interface MatrixAttribute {
  attribute_id: number;
  name: string;
  values: readonly string[];
}

/** What a product already has: each variation's values by attribute id. */
export type ExistingCombination = ReadonlyArray<{ attribute_id: number; value: string }>;

const comboKey = (attributeIds: readonly number[], valueOf: (id: number) => string | undefined) =>
  attributeIds.map((id) => (valueOf(id) ?? '').trim().toLowerCase()).join('\u0000');

/** Every combination of the ticked values, in the order ticked (first attribute slowest), as value lists. */
export function combinations(attributes: readonly MatrixAttribute[]): string[][] {
  if (attributes.length === 0 || attributes.some((attribute) => attribute.values.length === 0)) return [];
  return attributes.reduce<string[][]>(
    (rows, attribute) => rows.flatMap((row) => attribute.values.map((value) => [...row, value])),
    [[]],
  );
}

/**
 * The matrix's rows: every combination the product does not have yet. A variation counts as having a combination when
 * its values of the matrix's attributes are the same, letter case aside.
 */
export function newCombinations(
  attributes: readonly MatrixAttribute[],
  existing: readonly ExistingCombination[],
): string[][] {
  const ids = attributes.map((attribute) => attribute.attribute_id);
  const taken = new Set(
    existing.map((values) => comboKey(ids, (id) => values.find((value) => value.attribute_id === id)?.value)),
  );
  return combinations(attributes).filter((row) => !taken.has(comboKey(ids, (id) => row[ids.indexOf(id)])));
}

/** A row's values by attribute name, for skuFromPattern. */
export function valuesByName(attributes: readonly MatrixAttribute[], row: readonly string[]): Record<string, string> {
  return Object.fromEntries(attributes.map((attribute, index) => [attribute.name, row[index] ?? '']));
}

/** What is wrong with one row's numbers (rupees), as sentences; none when it can be saved. */
export function rowProblems(row: { price: number; discount_price?: number | null; stock: number }): string[] {
  const problems: string[] = [];
  if (!(row.price > 0)) problems.push('price must be above zero');
  if (row.discount_price != null && row.discount_price > row.price) problems.push('discount price is above the price');
  if (row.discount_price != null && row.discount_price < 0) problems.push('discount price must not be negative');
  if (!Number.isInteger(row.stock) || row.stock < 0) problems.push('stock must be a whole number, 0 or more');
  return problems;
}
