import { bag, belt, earrings, necklace, watch } from './accessories.ts';
import { skirt, trousers } from './bottoms.ts';
import { dress, frock } from './dresses.ts';
import { kurta, lehenga, saree } from './ethnic.ts';
import { footwearFront, footwearPair, type ShoeStyle } from './footwear.ts';
import { colourHex, type ColourName, type Paint, paintOf } from './paint.ts';
import type { Drawing } from './parts.ts';
import { jacket, peplumTop, shirt, tshirt } from './tops.ts';
import { boardGame, dollDrawing, figureDrawing } from './toys.ts';

export type View = 'front' | 'detail';

/** The detail image of most items is a close-up of the front drawing around this point. */
interface Zoom {
  x: number;
  y: number;
  scale: number;
}

interface DesignSpec {
  front: (p: Paint, colour: ColourName) => Drawing;
  detail: Zoom | ((p: Paint, colour: ColourName) => Drawing);
  backdrop?: 'studio' | 'nursery' | 'boutique';
}

const shoes = (style: ShoeStyle): DesignSpec => ({
  front: (p) => footwearFront(p, style),
  detail: (p) => footwearPair(p, style),
});

/** Every kind of item the demo catalogue can draw. Product templates name one of these keys. */
export const designs = {
  tshirt: { front: (p) => tshirt(p, 'plain'), detail: { x: 300, y: 250, scale: 2 } },
  'tshirt-stripe': { front: (p) => tshirt(p, 'stripe'), detail: { x: 300, y: 260, scale: 1.9 } },
  'tshirt-graphic': { front: (p) => tshirt(p, 'graphic'), detail: { x: 300, y: 320, scale: 1.9 } },
  'tshirt-kids': { front: (p) => tshirt(p, 'kids'), detail: { x: 300, y: 320, scale: 1.9 }, backdrop: 'nursery' },
  polo: { front: (p) => tshirt(p, 'polo'), detail: { x: 300, y: 236, scale: 2.1 } },
  shirt: { front: (p) => shirt(p, false), detail: { x: 330, y: 270, scale: 2 } },
  'shirt-check': { front: (p) => shirt(p, true), detail: { x: 330, y: 270, scale: 2 } },
  'jacket-bomber': { front: (p) => jacket(p, false), detail: { x: 300, y: 270, scale: 1.9 } },
  'jacket-puffer': { front: (p) => jacket(p, true), detail: { x: 300, y: 260, scale: 1.9 } },
  jeans: { front: (p) => trousers(p, 'jeans'), detail: { x: 300, y: 232, scale: 1.9 } },
  chinos: { front: (p) => trousers(p, 'chinos'), detail: { x: 300, y: 232, scale: 1.9 } },
  cargo: { front: (p) => trousers(p, 'cargo'), detail: { x: 260, y: 400, scale: 1.7 } },
  shorts: { front: (p) => trousers(p, 'shorts'), detail: { x: 300, y: 240, scale: 1.8 } },
  'denim-shorts': { front: (p) => trousers(p, 'denim-shorts'), detail: { x: 300, y: 240, scale: 1.8 } },
  skirt: { front: (p) => skirt(p, false), detail: { x: 300, y: 300, scale: 1.7 } },
  'skirt-pleated': { front: (p) => skirt(p, true), detail: { x: 300, y: 320, scale: 1.7 } },
  top: { front: (p) => peplumTop(p, false), detail: { x: 300, y: 280, scale: 1.9 } },
  'top-stripe': { front: (p) => peplumTop(p, true), detail: { x: 300, y: 280, scale: 1.9 } },
  dress: { front: (p) => dress(p, false), detail: { x: 300, y: 300, scale: 1.8 } },
  'dress-floral': { front: (p) => dress(p, true), detail: { x: 300, y: 330, scale: 1.8 } },
  frock: { front: (p) => frock(p), detail: { x: 300, y: 320, scale: 1.8 }, backdrop: 'nursery' },
  saree: { front: (p) => saree(p), detail: { x: 330, y: 560, scale: 1.8 }, backdrop: 'boutique' },
  kurta: { front: (p) => kurta(p, false), detail: { x: 300, y: 250, scale: 2 }, backdrop: 'boutique' },
  anarkali: { front: (p) => kurta(p, true), detail: { x: 300, y: 560, scale: 1.7 }, backdrop: 'boutique' },
  lehenga: { front: (p) => lehenga(p), detail: { x: 330, y: 580, scale: 1.7 }, backdrop: 'boutique' },
  sneaker: shoes('sneaker'),
  'chunky-sneaker': shoes('chunky'),
  'kids-sneaker': { ...shoes('kids'), backdrop: 'nursery' },
  loafer: shoes('loafer'),
  heels: shoes('heels'),
  watch: {
    front: (p, colour) => watch(p, colour === 'Gold' ? 'gold' : colour === 'Silver' ? 'silver' : null),
    detail: { x: 300, y: 400, scale: 2 },
  },
  belt: { front: (p) => belt(p), detail: { x: 330, y: 520, scale: 2.2 } },
  handbag: { front: (p) => bag(p, false), detail: { x: 300, y: 500, scale: 1.8 } },
  tote: { front: (p) => bag(p, true), detail: { x: 300, y: 460, scale: 1.7 } },
  necklace: {
    front: (p, colour) => necklace(p, colour === 'Silver'),
    detail: { x: 300, y: 400, scale: 1.9 },
    backdrop: 'boutique',
  },
  jhumka: {
    front: (p, colour) => earrings(p, colour === 'Silver'),
    detail: { x: 154, y: 430, scale: 1.5 },
    backdrop: 'boutique',
  },
  'action-figure': {
    front: (p) => figureDrawing(p, 'front'),
    detail: (p) => figureDrawing(p, 'detail'),
    backdrop: 'nursery',
  },
  doll: { front: (p) => dollDrawing(p, 'front'), detail: (p) => dollDrawing(p, 'detail'), backdrop: 'nursery' },
  'board-game': { front: (p) => boardGame(p, 'front'), detail: (p) => boardGame(p, 'detail'), backdrop: 'nursery' },
} satisfies Record<string, DesignSpec>;

export type Design = keyof typeof designs;

export type Backdrop = 'studio' | 'nursery' | 'boutique';

const backdrops: Record<Backdrop, readonly [string, string]> = {
  studio: ['#fdfcfa', '#e9e3d9'],
  nursery: ['#fbfdfe', '#dfe9f0'],
  boutique: ['#fefbf8', '#eee2da'],
};

/** Output size: 960 x 1280 so the widest stored width (960) is drawn, not enlarged. */
export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 1280;

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 600 800">`;

export function backdropOf(design: Design): Backdrop {
  const spec: DesignSpec = designs[design];
  return spec.backdrop ?? 'studio';
}

/** The soft studio background the items are photographed on. */
export function backdropSvg(backdrop: Backdrop): string {
  const [centre, edge] = backdrops[backdrop];
  return `${svgOpen}<defs><radialGradient id="bg" cx="0.5" cy="0.42" r="0.8"><stop offset="0" stop-color="${centre}"/>
    <stop offset="1" stop-color="${edge}"/></radialGradient></defs><rect width="600" height="800" fill="url(#bg)"/></svg>`;
}

/**
 * The SVG source of one item of `design` in `colour`, seen from the front or as the detail shot, on a
 * transparent canvas: the renderer adds the backdrop and the drop shadow, which librsvg draws slowly.
 */
export function itemSvg(design: Design, colour: ColourName, view: View): string {
  const spec: DesignSpec = designs[design];
  const paint = paintOf(colourHex(colour));
  const drawing =
    view === 'detail' && typeof spec.detail === 'function' ? spec.detail(paint, colour) : spec.front(paint, colour);
  let content = drawing.body;
  if (view === 'detail' && typeof spec.detail !== 'function') {
    const { x, y, scale } = spec.detail;
    content = `<g transform="translate(300 400) scale(${scale}) translate(${-x} ${-y})">${content}</g>`;
  }
  return `${svgOpen}<defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
    ${drawing.defs}</defs>${content}</svg>`;
}
