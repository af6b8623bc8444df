/** The colours the demo catalogue sells, with the code used in variation SKUs. */
export const colourSwatches = {
  Black: { hex: '#2b2b30', code: 'BLK' },
  Charcoal: { hex: '#46494f', code: 'CHR' },
  Grey: { hex: '#8e9298', code: 'GRY' },
  White: { hex: '#f6f5f1', code: 'WHT' },
  Cream: { hex: '#efe4cc', code: 'CRM' },
  Beige: { hex: '#d9c4a0', code: 'BGE' },
  Tan: { hex: '#b47a48', code: 'TAN' },
  Brown: { hex: '#6e4631', code: 'BRN' },
  Navy: { hex: '#22315a', code: 'NVY' },
  Indigo: { hex: '#354a7e', code: 'IND' },
  'Sky Blue': { hex: '#8dc0e8', code: 'SKY' },
  Teal: { hex: '#1e7d7f', code: 'TEL' },
  Green: { hex: '#2f7d52', code: 'GRN' },
  Olive: { hex: '#6b7340', code: 'OLV' },
  Mustard: { hex: '#d6a021', code: 'MUS' },
  Yellow: { hex: '#f2c53d', code: 'YLW' },
  Orange: { hex: '#e8792d', code: 'ORG' },
  Rust: { hex: '#b0532d', code: 'RST' },
  Red: { hex: '#c7313a', code: 'RED' },
  Maroon: { hex: '#7a1f2d', code: 'MRN' },
  Pink: { hex: '#ee9dbd', code: 'PNK' },
  Peach: { hex: '#f4b796', code: 'PCH' },
  Lavender: { hex: '#b6a2dc', code: 'LAV' },
  Purple: { hex: '#6c3d94', code: 'PRP' },
  Gold: { hex: '#c9a04a', code: 'GLD' },
  Silver: { hex: '#b9bec6', code: 'SLV' },
} as const;

export type ColourName = keyof typeof colourSwatches;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blends `hex` towards `target` by `amount` (0 keeps it, 1 gives the target). */
export function mix(hex: string, target: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(target);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => c / 255) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The shades one drawing needs from a single colour, so every garment is lit the same way. */
export interface Paint {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  deep: string;
  /** Outlines and seams: darker than the cloth, lighter on near-black cloth so they still show. */
  line: string;
  /** Topstitching. */
  stitch: string;
  /** A print or stripe colour that stands out on the cloth. */
  contrast: string;
  isDark: boolean;
}

export function paintOf(hex: string): Paint {
  const lum = luminance(hex);
  const isDark = lum < 0.35;
  const veryDark = lum < 0.12;
  const veryLight = lum > 0.85;
  return {
    base: hex,
    light: mix(hex, '#ffffff', veryLight ? 0.5 : 0.22),
    lighter: mix(hex, '#ffffff', 0.45),
    dark: veryLight ? mix(hex, '#8a8f99', 0.22) : mix(hex, '#000000', 0.2),
    deep: veryLight ? mix(hex, '#6c717c', 0.4) : mix(hex, '#000000', 0.42),
    line: veryDark ? mix(hex, '#ffffff', 0.12) : veryLight ? '#b9bcc3' : mix(hex, '#000000', 0.38),
    stitch: veryDark ? mix(hex, '#ffffff', 0.3) : veryLight ? '#c5c8ce' : mix(hex, '#000000', 0.3),
    contrast: isDark ? '#f3efe6' : lum > 0.7 ? '#27324f' : '#ffffff',
    isDark,
  };
}

export function colourHex(name: ColourName): string {
  return colourSwatches[name].hex;
}

/** Horizontal body gradient: light from the left, as from a window. */
export function bodyGradient(id: string, p: Paint): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.15">
    <stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/>
  </linearGradient>`;
}

export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export const GOLD = { base: '#d4ac52', light: '#f3dc96', dark: '#a27a28', deep: '#7a5a1c' };
export const SILVER = { base: '#c3c8cf', light: '#f1f3f6', dark: '#8d939c', deep: '#62676f' };
export const SKIN = { base: '#e9b48f', light: '#f5cfb2', dark: '#c98d68' };
