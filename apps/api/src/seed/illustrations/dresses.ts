import { flareOutline, pleatPanels, type Flare } from './bottoms.ts';
import { bodyGradient, mix, type Paint } from './paint.ts';
import { type Drawing, dotsPattern, fold, hanger, mirrored, seam, shape, sheen, stitch } from './parts.ts';

function floralPattern(p: Paint): string {
  const petal = p.isDark ? '#f6d3dd' : mix(p.base, '#000000', 0.45);
  const petal2 = p.isDark ? '#f3c53d' : '#ffffff';
  const leaf = p.isDark ? '#9fc79a' : '#3f7d4f';
  const flower = (x: number, y: number, colour: string, r: number) =>
    [0, 72, 144, 216, 288]
      .map(
        (angle) =>
          `<ellipse cx="${x}" cy="${y - r}" rx="${r * 0.55}" ry="${r}" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`,
      )
      .join('') + `<circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#f2c53d"/>`;
  return `<pattern id="floral" width="70" height="70" patternUnits="userSpaceOnUse">
    <ellipse cx="32" cy="14" rx="4" ry="9" fill="${leaf}" transform="rotate(50 32 14)"/>
    <ellipse cx="62" cy="52" rx="4" ry="9" fill="${leaf}" transform="rotate(-40 62 52)"/>
    ${flower(18, 20, petal, 8)}${flower(52, 54, petal2, 7)}</pattern>`;
}

/** A fit-and-flare dress with a waist tie on a hanger; floral adds an all-over print. */
export function dress(p: Paint, floral: boolean): Drawing {
  const bodice = `M246 176 C264 204 336 204 354 176 L392 188 C404 214 400 244 384 270 C374 300 370 332 368 366 L232 366
    C230 332 226 300 216 270 C200 244 196 214 208 188 Z`;
  const f: Flare = { topLeft: 232, topRight: 368, topY: 364, bottomLeft: 132, bottomRight: 468, bottomY: 690, sag: 18 };
  const skirt = flareOutline(f);
  const defs = `${bodyGradient('cloth', p)}${floralPattern(p)}<clipPath id="skirt"><path d="${skirt}"/></clipPath>`;
  const print = (d: string) => (floral ? `<path d="${d}" fill="url(#floral)"/>` : '');
  const parts = [
    hanger(186, 98),
    shape(skirt, 'url(#cloth)', p.line),
    print(skirt),
    `<g clip-path="url(#skirt)">${pleatPanels(f, 10, 0.9)}</g>`,
    shape(bodice, 'url(#cloth)', p.line),
    print(bodice),
    mirrored(
      shape('M208 188 C192 196 178 214 172 238 C188 244 204 240 216 232 C212 216 210 202 208 188 Z', p.base, p.line, 2),
    ),
    `<path d="M246 176 C264 204 336 204 354 176 C336 190 264 190 246 176 Z" fill="${p.deep}"/>`,
    seam('M260 210 C266 260 268 320 266 364', p.line, 1.8, 0.45),
    seam('M340 210 C334 260 332 320 334 364', p.line, 1.8, 0.45),
    `<path d="M228 356 L372 356 L374 380 L226 380 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="1.5"/>`,
    `<path d="M360 368 C384 356 404 362 400 376 C396 388 378 382 360 368 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="1.5"/>`,
    `<path d="M360 370 C370 400 372 430 366 460 L352 456 C358 430 356 400 352 374 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="1.5"/>`,
    stitch(`M142 ${f.bottomY - 12} Q300 ${f.bottomY + 2 * f.sag - 12} 458 ${f.bottomY - 12}`, p.stitch),
    sheen('M230 226 C240 260 244 300 244 340', 0.16, 6),
  ];
  return { defs, body: parts.join('\n') };
}

/** A girls' party frock: puff sleeves, a Peter Pan collar, a bow and polka dots. */
export function frock(p: Paint): Drawing {
  const bodice = `M252 200 C268 222 332 222 348 200 L380 210 C392 236 388 270 378 300 L376 348 L224 348 L222 300
    C212 270 208 236 220 210 Z`;
  const f: Flare = { topLeft: 224, topRight: 376, topY: 346, bottomLeft: 136, bottomRight: 464, bottomY: 600, sag: 20 };
  const skirt = flareOutline(f);
  const dot = p.isDark || p.base === '#c7313a' ? '#ffffff' : mix(p.base, '#ffffff', 0.75);
  const defs = `${bodyGradient('cloth', p)}${dotsPattern('dots', 36, 4.5, dot, 0.95)}<clipPath id="skirt"><path d="${skirt}"/></clipPath>`;
  const parts = [
    hanger(206, 84),
    shape(skirt, 'url(#cloth)', p.line),
    `<path d="${skirt}" fill="url(#dots)"/>`,
    `<g clip-path="url(#skirt)">${pleatPanels(f, 12, 1)}
      <path d="M120 ${f.bottomY - 26} C220 ${f.bottomY - 4} 380 ${f.bottomY - 4} 480 ${f.bottomY - 26}" stroke="#ffffff" stroke-width="12" fill="none" opacity="0.9"/></g>`,
    shape(bodice, 'url(#cloth)', p.line),
    mirrored(
      shape('M220 210 C196 204 172 214 166 240 C166 262 184 272 206 264 C216 252 222 234 220 210 Z', p.base, p.line, 2),
    ),
    mirrored(fold('M180 232 C190 244 196 252 206 258', 0.12, 5)),
    mirrored(
      shape(
        'M300 222 C288 236 266 240 250 228 C246 216 248 206 254 200 C268 214 286 220 300 222 Z',
        '#ffffff',
        '#c5c8ce',
        1.6,
      ),
    ),
    `<path d="M222 338 L378 338 L378 358 L222 358 Z" fill="#ffffff" stroke="#c5c8ce" stroke-width="1.5"/>`,
    `<g transform="translate(300 348)"><path d="M0 0 C-18 -18 -40 -14 -38 2 C-36 18 -16 14 0 0 Z" fill="#ffffff" stroke="#c5c8ce" stroke-width="1.5"/>
      <path d="M0 0 C18 -18 40 -14 38 2 C36 18 16 14 0 0 Z" fill="#ffffff" stroke="#c5c8ce" stroke-width="1.5"/>
      <circle r="7" fill="#ffffff" stroke="#c5c8ce" stroke-width="1.5"/>
      <path d="M-4 4 L-16 34 M4 4 L16 34" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/></g>`,
    sheen('M236 236 C240 270 242 300 242 330', 0.18, 6),
  ];
  return { defs, body: parts.join('\n') };
}
