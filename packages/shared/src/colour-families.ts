/**
 * Colour families (docs/product/storefront.md#colour-families): every product colour name maps to one of fourteen
 * families, shown as swatches in the listing's Colour filter and matched by search ("red kurta" finds the maroon
 * kurtas). This table is the one place the mapping lives; a colour it does not know gets its family from the admin
 * (the attribute value's `color_family`), or none.
 */
export const colourFamilies = [
  'red',
  'pink',
  'orange',
  'yellow',
  'green',
  'blue',
  'navy',
  'purple',
  'brown',
  'beige',
  'white',
  'black',
  'grey',
  'multi',
] as const;

export type ColourFamily = (typeof colourFamilies)[number];

/** Each family's label and swatch (a CSS colour; multi is a gradient). */
export const familySwatches: Record<ColourFamily, { label: string; swatch: string }> = {
  red: { label: 'Red', swatch: '#c7313a' },
  pink: { label: 'Pink', swatch: '#ee9dbd' },
  orange: { label: 'Orange', swatch: '#e8792d' },
  yellow: { label: 'Yellow', swatch: '#f2c53d' },
  green: { label: 'Green', swatch: '#2f7d52' },
  blue: { label: 'Blue', swatch: '#4a7fc1' },
  navy: { label: 'Navy', swatch: '#22315a' },
  purple: { label: 'Purple', swatch: '#6c3d94' },
  brown: { label: 'Brown', swatch: '#6e4631' },
  beige: { label: 'Beige', swatch: '#d9c4a0' },
  white: { label: 'White', swatch: '#f6f5f1' },
  black: { label: 'Black', swatch: '#2b2b30' },
  grey: { label: 'Grey', swatch: '#8e9298' },
  multi: { label: 'Multi', swatch: 'conic-gradient(#c7313a, #f2c53d, #2f7d52, #4a7fc1, #6c3d94, #c7313a)' },
};

/** Colour names (lower case) and their family; each family's own name maps to itself. */
const colourTable: Record<string, ColourFamily> = {
  // red
  red: 'red',
  maroon: 'red',
  burgundy: 'red',
  wine: 'red',
  crimson: 'red',
  cherry: 'red',
  rust: 'red',
  brick: 'red',
  // pink
  pink: 'pink',
  peach: 'pink',
  rose: 'pink',
  blush: 'pink',
  magenta: 'pink',
  fuchsia: 'pink',
  coral: 'pink',
  // orange
  orange: 'orange',
  saffron: 'orange',
  tangerine: 'orange',
  // yellow
  yellow: 'yellow',
  mustard: 'yellow',
  lemon: 'yellow',
  gold: 'yellow',
  golden: 'yellow',
  // green
  green: 'green',
  olive: 'green',
  teal: 'green',
  mint: 'green',
  'bottle green': 'green',
  emerald: 'green',
  khaki: 'green',
  sage: 'green',
  // blue
  blue: 'blue',
  'sky blue': 'blue',
  indigo: 'blue',
  turquoise: 'blue',
  aqua: 'blue',
  denim: 'blue',
  'powder blue': 'blue',
  'royal blue': 'blue',
  cobalt: 'blue',
  // navy
  navy: 'navy',
  'navy blue': 'navy',
  'midnight blue': 'navy',
  // purple
  purple: 'purple',
  lavender: 'purple',
  violet: 'purple',
  lilac: 'purple',
  mauve: 'purple',
  plum: 'purple',
  // brown
  brown: 'brown',
  tan: 'brown',
  chocolate: 'brown',
  coffee: 'brown',
  camel: 'brown',
  copper: 'brown',
  // beige
  beige: 'beige',
  cream: 'beige',
  ivory: 'beige',
  nude: 'beige',
  sand: 'beige',
  // white
  white: 'white',
  'off-white': 'white',
  'off white': 'white',
  // black
  black: 'black',
  jet: 'black',
  // grey
  grey: 'grey',
  gray: 'grey',
  charcoal: 'grey',
  silver: 'grey',
  'melange grey': 'grey',
  // multi
  multi: 'multi',
  multicolour: 'multi',
  multicolor: 'multi',
  'multi colour': 'multi',
  printed: 'multi',
};

/** The key a colour name is looked up by: lower case, single spaces, hyphens kept ('Off-White' → 'off-white'). */
export const colourKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The family of a colour name, or undefined when the table has no answer (the admin then sets one). */
export function familyOf(name: string): ColourFamily | undefined {
  return colourTable[colourKey(name)];
}

export function isColourFamily(value: string): value is ColourFamily {
  return (colourFamilies as readonly string[]).includes(value);
}

/** Every colour name (lower case) of a family, the family's own name first. */
export function coloursOf(family: ColourFamily): string[] {
  return [family, ...Object.keys(colourTable).filter((name) => name !== family && colourTable[name] === family)];
}

/** The whole table as [name, family] pairs (the facet query joins on it). */
export function colourTableEntries(): Array<[string, ColourFamily]> {
  return Object.entries(colourTable);
}
