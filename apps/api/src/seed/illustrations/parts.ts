import { GOLD, SILVER } from './paint.ts';

/** What one item drawing contributes to the page: gradients and patterns, then shapes. */
export interface Drawing {
  defs: string;
  body: string;
}

export const stitch = (d: string, colour: string, width = 1.8, dash = '7 5') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round" opacity="0.9"/>`;

export const seam = (d: string, colour: string, width = 2, opacity = 0.7) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;

/** A soft crease: a wide, faint dark stroke with a faint highlight beside it. */
export const fold = (d: string, opacity = 0.12, width = 7) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

export const sheen = (d: string, opacity = 0.14, width = 6) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

export const shape = (d: string, fill: string, line: string, width = 2.2, extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${line}" stroke-width="${width}" stroke-linejoin="round" ${extra}/>`;

export function button(x: number, y: number, r: number, fill: string, line: string): string {
  return `<g><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${line}" stroke-width="1.4"/>
    <circle cx="${x - r * 0.3}" cy="${y}" r="${r * 0.16}" fill="${line}"/><circle cx="${x + r * 0.3}" cy="${y}" r="${r * 0.16}" fill="${line}"/></g>`;
}

export function rivet(x: number, y: number, r = 4): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#c58a4a" stroke="#7d5226" stroke-width="1.2"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#f0c98f"/>`;
}

/** Mirrors a shape drawn on the left half onto the right half of the 600-wide canvas. */
export const mirrored = (svg: string) => `${svg}<g transform="translate(600 0) scale(-1 1)">${svg}</g>`;

export function metalGradient(id: string, metal: typeof GOLD | typeof SILVER): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${metal.light}"/><stop offset="0.45" stop-color="${metal.base}"/>
    <stop offset="0.7" stop-color="${metal.dark}"/><stop offset="1" stop-color="${metal.light}"/></linearGradient>`;
}

/** Small four-petal flower motifs scattered on a grid, used for saree buttis and floral prints. */
export function motifPattern(id: string, size: number, petal: string, centre: string, scale = 1, opacity = 1): string {
  const s = size;
  const flower = (x: number, y: number) => {
    const r = 3.2 * scale;
    return `<g opacity="${opacity}"><circle cx="${x}" cy="${y - r}" r="${r}" fill="${petal}"/><circle cx="${x}" cy="${y + r}" r="${r}" fill="${petal}"/>
      <circle cx="${x - r}" cy="${y}" r="${r}" fill="${petal}"/><circle cx="${x + r}" cy="${y}" r="${r}" fill="${petal}"/>
      <circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="${centre}"/></g>`;
  };
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${flower(s / 4, s / 4)}${flower((3 * s) / 4, (3 * s) / 4)}</pattern>`;
}

export function dotsPattern(id: string, size: number, radius: number, colour: string, opacity = 1): string {
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">
    <circle cx="${size / 4}" cy="${size / 4}" r="${radius}" fill="${colour}" opacity="${opacity}"/>
    <circle cx="${(3 * size) / 4}" cy="${(3 * size) / 4}" r="${radius}" fill="${colour}" opacity="${opacity}"/></pattern>`;
}

/** A zari border: a gold band with a repeated diamond motif, clipped to the given shape by the caller. */
export function zariPattern(id: string, accent: string): string {
  return `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse">
    <rect width="24" height="24" fill="${GOLD.base}"/>
    <path d="M12 3 L21 12 L12 21 L3 12 Z" fill="${GOLD.light}" stroke="${GOLD.deep}" stroke-width="1"/>
    <circle cx="12" cy="12" r="3.2" fill="${accent}"/></pattern>`;
}

/** A hanger hook and bar for garments shown hanging (dresses, kurtas, tops). */
export function hanger(shoulderY: number, halfWidth = 110): string {
  const top = shoulderY - 78;
  return `<g>
    <path d="M300 ${top + 30} C300 ${top + 8} 318 ${top} 322 ${top - 16} C326 ${top - 34} 306 ${top - 44} 292 ${top - 34}" fill="none" stroke="${SILVER.dark}" stroke-width="6" stroke-linecap="round"/>
    <path d="M300 ${top + 30} C300 ${top + 8} 318 ${top} 322 ${top - 16} C326 ${top - 34} 306 ${top - 44} 292 ${top - 34}" fill="none" stroke="${SILVER.light}" stroke-width="2" stroke-linecap="round"/>
    <path d="M${300 - halfWidth} ${shoulderY + 14} C${300 - halfWidth * 0.6} ${shoulderY - 8} ${300 - halfWidth * 0.3} ${top + 34} 300 ${top + 28}
      C${300 + halfWidth * 0.3} ${top + 34} ${300 + halfWidth * 0.6} ${shoulderY - 8} ${300 + halfWidth} ${shoulderY + 14}"
      fill="none" stroke="#a9774a" stroke-width="14" stroke-linecap="round"/>
    <path d="M${300 - halfWidth + 4} ${shoulderY + 9} C${300 - halfWidth * 0.6} ${shoulderY - 13} ${300 - halfWidth * 0.3} ${top + 29} 300 ${top + 23}
      C${300 + halfWidth * 0.3} ${top + 29} ${300 + halfWidth * 0.6} ${shoulderY - 13} ${300 + halfWidth - 4} ${shoulderY + 9}"
      fill="none" stroke="#d6a774" stroke-width="4" stroke-linecap="round"/>
  </g>`;
}

/** A soft contact shadow for items standing on the floor. */
export const floorShadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.28) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a3026" opacity="${opacity}" filter="url(#blur)"/>`;
