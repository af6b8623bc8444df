import { variationAttribute, type CartVariationAttribute } from './cart.ts';

/** The parts of a product variation that the product page chooses between. */
export interface OptionVariation {
  productvariation_id: number;
  stock: number;
  attributes: CartVariationAttribute[];
}

export interface SizeOption<V extends OptionVariation> {
  size: string;
  variation: V;
  /** A size with no stock is shown but cannot be chosen (docs/product/storefront.md#product-page). */
  available: boolean;
}

const SIZE_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '2xl', 'xxxl', '3xl', 'free size', 'one size'];

/** Clothing sizes in their usual order, numeric sizes (shoes, waist, kids' years) by number. */
export function compareSizes(a: string, b: string): number {
  const rankA = SIZE_ORDER.indexOf(a.toLowerCase());
  const rankB = SIZE_ORDER.indexOf(b.toLowerCase());
  if (rankA !== -1 && rankB !== -1) return rankA - rankB;
  const numberA = Number.parseFloat(a);
  const numberB = Number.parseFloat(b);
  if (!Number.isNaN(numberA) && !Number.isNaN(numberB)) return numberA - numberB;
  if (rankA !== -1) return -1;
  if (rankB !== -1) return 1;
  return a.localeCompare(b);
}

/** Distinct colours in the order the variations list them. */
export function colourOptions(variations: readonly OptionVariation[]): string[] {
  const colours: string[] = [];
  for (const variation of variations) {
    const colour = variationAttribute(variation, 'color');
    if (colour !== null && !colours.includes(colour)) colours.push(colour);
  }
  return colours;
}

/** Variations of one colour (all of them when the product has no colours). */
export function variationsOfColour<V extends OptionVariation>(variations: readonly V[], colour: string | null): V[] {
  if (colour === null) return [...variations];
  return variations.filter((variation) => variationAttribute(variation, 'color') === colour);
}

/** One button per size of the given variations, sorted; a size is available when any of them has stock. */
export function sizeOptions<V extends OptionVariation>(variations: readonly V[]): SizeOption<V>[] {
  const options: SizeOption<V>[] = [];
  for (const variation of variations) {
    const size = variationAttribute(variation, 'size');
    if (size === null) continue;
    const existing = options.find((option) => option.size === size);
    if (!existing) {
      options.push({ size, variation, available: variation.stock > 0 });
    } else if (!existing.available && variation.stock > 0) {
      existing.variation = variation;
      existing.available = true;
    }
  }
  return options.sort((a, b) => compareSizes(a.size, b.size));
}

export interface ProductSelection<V extends OptionVariation> {
  colour: string | null;
  size: string | null;
  /** The variation whose price, SKU, discount and images are shown. */
  variation: V | null;
}

/**
 * On load: the first colour, and its first variation for price and images; no size yet
 * (docs/product/storefront.md#product-page).
 */
export function initialSelection<V extends OptionVariation>(variations: readonly V[]): ProductSelection<V> {
  const colour = colourOptions(variations)[0] ?? null;
  const ofColour = variationsOfColour(variations, colour);
  return { colour, size: null, variation: ofColour[0] ?? null };
}

/**
 * Choosing a colour clears the size and shows that colour's first variation
 * (docs/product/storefront.md#product-page).
 */
export function selectColour<V extends OptionVariation>(variations: readonly V[], colour: string): ProductSelection<V> {
  const ofColour = variationsOfColour(variations, colour);
  return { colour, size: null, variation: ofColour[0] ?? null };
}

/**
 * Choosing a size selects its variation; a size without stock leaves the selection unchanged
 * (docs/product/storefront.md#product-page).
 */
export function selectSize<V extends OptionVariation>(
  variations: readonly V[],
  selection: ProductSelection<V>,
  size: string,
): ProductSelection<V> {
  const option = sizeOptions(variationsOfColour(variations, selection.colour)).find(
    (candidate) => candidate.size === size,
  );
  if (!option || !option.available) return selection;
  return { ...selection, size, variation: option.variation };
}
