/** Swatch colours for the colour names the catalogue uses; an unknown name gets a stable grey-ish tone. */
const named: Record<string, string> = {
  black: '#2b2b30',
  charcoal: '#46494f',
  grey: '#8e9298',
  gray: '#8e9298',
  white: '#f6f5f1',
  cream: '#efe4cc',
  beige: '#d9c4a0',
  tan: '#b47a48',
  brown: '#6e4631',
  navy: '#22315a',
  indigo: '#354a7e',
  'sky blue': '#8dc0e8',
  blue: '#2f5fb3',
  teal: '#1e7d7f',
  green: '#2f7d52',
  olive: '#6b7340',
  mustard: '#d6a021',
  yellow: '#f2c53d',
  orange: '#e8792d',
  rust: '#b0532d',
  red: '#c7313a',
  maroon: '#7a1f2d',
  pink: '#ee9dbd',
  peach: '#f4b796',
  lavender: '#b6a2dc',
  purple: '#6c3d94',
  gold: '#c9a04a',
  silver: '#b9bec6',
  multi: '#c9a04a',
};

export function swatchColour(name: string): string {
  const known = named[name.trim().toLowerCase()];
  if (known) return known;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash} 35% 55%)`;
}
