import { isIndia, type ProductDetails } from '@store/shared/product-details';
import {
  brandDefinitions,
  type BrandDefinition,
  type BrandName,
  type CategoryDefinition,
  collectionDefinitions,
  type CollectionDefinition,
  designPalettes,
  type ProductTemplate,
  sizeCharts,
} from './catalogue-data.ts';
import type { DemoImage } from './images.ts';
import type { Design } from './illustrations/draw.ts';
import { colourSwatches, type ColourName } from './illustrations/paint.ts';

/** Prices in paise, as stored. */
export interface PlannedVariation {
  name: string;
  sku: string;
  colour: ColourName;
  size: string | null;
  price: number;
  discount_price: number;
  stock: number;
}

export interface PlannedProduct {
  collection: CollectionDefinition['name'];
  category: string;
  brand: BrandName;
  design: Design;
  name: string;
  description: string;
  sku: string;
  price: number;
  discount_price: number;
  stock: number;
  units_sold: number;
  created_at: string;
  /** In the order the product page offers them; the first is the product's own picture. */
  colours: ColourName[];
  variations: PlannedVariation[];
  /** The product page's details (docs/product/storefront.md#product-details), from its brand and category. */
  details: ProductDetails;
}

/** A small deterministic random source (mulberry32), so the same seed always plans the same shop. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** Picks from `[value, weight]` pairs. */
  const weighted = <T>(choices: ReadonlyArray<readonly [T, number]>): T => {
    let roll = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  };
  const sample = <T>(items: readonly T[], size: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < size && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, weighted, sample };
}

type Random = ReturnType<typeof randomSource>;

const brandCode = new Map<string, string>(brandDefinitions.map((brand) => [brand.name, brand.code]));
const brandOrigin = new Map<string, BrandDefinition['origin']>(
  brandDefinitions.map((brand) => [brand.name, brand.origin]),
);

/**
 * A product's declaration from its brand (the maker's name and address, the importer of goods made abroad, who packed
 * it) and its category (generic name, net quantity).
 */
function productDetails(brand: BrandName, category: CategoryDefinition): ProductDetails {
  const origin = brandOrigin.get(brand)!;
  const india = isIndia(origin.country);
  const manufacturer = `${brand} ${india ? 'Pvt. Ltd.' : 'Co., Ltd.'}, ${origin.address}`;
  return {
    country_of_origin: origin.country,
    generic_name: category.generic,
    manufacturer,
    importer: origin.importer ?? null,
    packer: india ? manufacturer : (origin.importer ?? null),
    net_quantity: category.net ?? '1 N',
  };
}
const DAY_MS = 24 * 60 * 60 * 1000;
const MIN_RUPEES = 299;
const MAX_RUPEES = 8999;

/** Shop prices end in 9: ₹1,299, ₹749. */
const shopPrice = (rupees: number) => Math.min(MAX_RUPEES, Math.max(MIN_RUPEES, Math.round(rupees / 50) * 50 - 1));

const discounted = (rupees: number, percent: number) => {
  const value = Math.round((rupees * (100 - percent)) / 100);
  return value > 9 ? Math.floor(value / 10) * 10 + 9 : value;
};

/** A run of neighbouring sizes, as a shop stocks them: S–L, M–XL, 30–36. */
function sizeRun(random: Random, chart: readonly string[]): string[] {
  if (chart.length === 0) return [];
  const length = Math.min(
    chart.length,
    random.weighted([
      [3, 80],
      [4, 20],
    ] as const),
  );
  const start = random.int(0, chart.length - length);
  return chart.slice(start, start + length);
}

interface Slot {
  collection: CollectionDefinition;
  category: CategoryDefinition;
  template: ProductTemplate;
  /** Position of the template in its category, so brands rotate. */
  position: number;
}

const slots: Slot[] = collectionDefinitions.flatMap((collection) =>
  collection.categories.flatMap((category) =>
    category.products.map((template, position) => ({ collection, category, template, position })),
  ),
);

/** Name prefixes that tell apart the repeats of a template in the large catalogue. */
const EDITIONS = [
  'Essential',
  'Premium',
  'Everyday',
  'Signature',
  'Modern',
  'Heritage',
  'Weekend',
  'Studio',
  'Classic',
  'Festive',
  'New Season',
  'Select',
];

function planProduct(
  random: Random,
  slot: Slot,
  index: number,
  round: number,
  now: number,
  skuDigits: number,
): PlannedProduct {
  const { collection, category, template, position } = slot;
  const [templateName, design, rupees, about] = template;
  const brand = category.brands[(position + round) % category.brands.length]!;
  const sku = `${brandCode.get(brand)}-${category.code}-${String(index + 1).padStart(skuDigits, '0')}`;
  const edition = round === 0 ? '' : EDITIONS[(round - 1 + position) % EDITIONS.length]!;
  const name = edition && !templateName.includes(edition) ? `${edition} ${templateName}` : templateName;

  const chart = sizeCharts[category.sizes];
  const sized = chart.length > 0;
  const palette = designPalettes[design];
  const colourCount = sized
    ? random.weighted([
        [2, 80],
        [3, 20],
      ] as const)
    : random.weighted([
        [1, 25],
        [2, 45],
        [3, 30],
      ] as const);
  const colours = random.sample(palette, colourCount);
  const sizes = sizeRun(random, chart);
  const largest = chart[chart.length - 1];
  const bigSizeExtra = sized && random.next() < 0.3 ? 100 : 0;

  const price = shopPrice(round === 0 ? rupees : rupees * random.pick([0.8, 0.9, 1, 1, 1.1, 1.25]));
  const percent = random.next() < 0.85 ? random.int(2, 12) * 5 : 0;
  const priceOf = (extra: number) => {
    const full = Math.min(MAX_RUPEES, price + extra);
    return { price: full * 100, discount_price: (percent ? discounted(full, percent) : full) * 100 };
  };

  const variations: PlannedVariation[] = [];
  for (const colour of colours) {
    for (const size of sized ? sizes : [null]) {
      variations.push({
        name: size ? `${colour} / ${size}` : colour,
        sku: `${sku}-${colourSwatches[colour].code}${size ? `-${size.toUpperCase()}` : ''}`,
        colour,
        size,
        ...priceOf(size === largest ? bigSizeExtra : 0),
        stock: random.next() < 0.08 ? 0 : random.int(1, 40),
      });
    }
  }
  const ageMs = random.next() * 90 * DAY_MS;
  return {
    collection: collection.name,
    category: category.name,
    brand,
    design,
    name,
    description: `${about} ${category.details[(position + round) % category.details.length]}`,
    sku,
    ...priceOf(0),
    stock: variations.reduce((sum, variation) => sum + variation.stock, 0),
    units_sold: Math.floor(500 * random.next() ** 2.5),
    created_at: new Date(now - ageMs).toISOString(),
    colours,
    variations,
    details: productDetails(brand, category),
  };
}

/** The demo shop: every template once, the same products on every machine (docs/product/admin.md#demo-catalogue). */
export function planDemoProducts(now = Date.now()): PlannedProduct[] {
  const random = randomSource(20_240_917);
  return slots.map((slot, index) => planProduct(random, slot, index, 0, now, 4));
}

/**
 * `total` products for benchmarks: the templates in turn (so categories keep the demo's proportions), repeats
 * named by an edition word and spread across the category's brands, about six variations per product.
 */
export function planLargeProducts(total: number, now = Date.now()): PlannedProduct[] {
  const random = randomSource(total);
  const digits = Math.max(5, String(total).length);
  return Array.from({ length: total }, (_, index) =>
    planProduct(random, slots[index % slots.length]!, index, Math.floor(index / slots.length), now, digits),
  );
}

/** Every image the planned products show: front and detail of each of their colours. */
export function plannedImages(planned: PlannedProduct[]): DemoImage[] {
  const seen = new Map<string, DemoImage>();
  for (const product of planned) {
    for (const colour of product.colours) {
      for (const view of ['front', 'detail'] as const)
        seen.set(`${product.design}|${colour}|${view}`, { design: product.design, colour, view });
    }
  }
  return [...seen.values()];
}
