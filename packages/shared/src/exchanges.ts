/**
 * What an exchange may ship instead of a bought line (docs/product/orders.md#asking): another size of the same
 * product, with the same colour (and every other attribute), at the price paid for it. No money moves in an
 * exchange, so a dearer or cheaper size, or another colour, is a return and a new order instead.
 */

interface Attribute {
  attribute_name: string;
  value: string;
}

/** The bought line: its variation, attributes as sold, and the unit price paid (paise, before any coupon). */
export interface ExchangeLine {
  productvariation_id: number | null;
  attributes: readonly Attribute[];
  price: number;
}

/** A variation offered instead: its selling price (paise). */
export interface ExchangeCandidate {
  productvariation_id: number;
  attributes: readonly Attribute[];
  price: number;
}

/** Why a variation cannot replace the line: the same variation, another colour (or style), another price. */
export type ExchangeProblem = 'same variation' | 'other attributes' | 'other price';

const nameOf = (attribute: Attribute) => attribute.attribute_name.trim().toLowerCase();
const isSize = (attribute: Attribute) => nameOf(attribute) === 'size';

/** Everything but the size, by lower-cased name: "color" → "Navy". */
function notSize(attributes: readonly Attribute[]): Map<string, string> {
  return new Map(
    attributes.filter((attribute) => !isSize(attribute)).map((attribute) => [nameOf(attribute), attribute.value]),
  );
}

/** The attributes other than size, as the shopper reads them: "Navy". */
export const exchangeKeeps = (line: Pick<ExchangeLine, 'attributes'>): string =>
  [...notSize(line.attributes).values()].join(', ');

/** Null when `candidate` may replace `line` in an exchange, else why not. */
export function exchangeProblem(line: ExchangeLine, candidate: ExchangeCandidate): ExchangeProblem | null {
  if (candidate.productvariation_id === line.productvariation_id) return 'same variation';
  const kept = notSize(line.attributes);
  const offered = notSize(candidate.attributes);
  const names = new Set([...kept.keys(), ...offered.keys()]);
  for (const name of names) if (kept.get(name) !== offered.get(name)) return 'other attributes';
  if (candidate.price !== line.price) return 'other price';
  return null;
}

/** The reasons the return form offers (docs/product/orders.md#asking); the shopper's own words may follow. */
export const returnReasons = [
  'Size does not fit',
  'Damaged or defective',
  'Not as described',
  'Received the wrong item',
  'Changed my mind',
  'Other',
] as const;

/** A return for this reason says the size was wrong: it leaves "Your size" (docs/product/storefront.md#your-size). */
export const SIZE_RETURN_REASON = returnReasons[0];
