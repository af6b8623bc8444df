import { flareOutline, pleatPanels, type Flare } from './bottoms.ts';
import { bodyGradient, GOLD, mix, type Paint } from './paint.ts';
import {
  type Drawing,
  fold,
  hanger,
  mirrored,
  motifPattern,
  seam,
  shape,
  sheen,
  stitch,
  zariPattern,
} from './parts.ts';

const FORM = '#e8dfd1';
const FORM_DARK = '#cfc3b1';

/** The neck and midriff of a dress form, for draped garments that leave them visible. */
function dressForm(neckTop: number, waistTop: number, waistBottom: number, halfWaist: number): string {
  return `<g>
    <rect x="278" y="${neckTop}" width="44" height="70" rx="8" fill="${FORM}" stroke="${FORM_DARK}" stroke-width="2"/>
    <ellipse cx="300" cy="${neckTop}" rx="22" ry="7" fill="${FORM_DARK}"/>
    <path d="M${300 - halfWaist - 6} ${waistTop} L${300 + halfWaist + 6} ${waistTop} L${300 + halfWaist} ${waistBottom} L${300 - halfWaist} ${waistBottom} Z" fill="${FORM}" stroke="${FORM_DARK}" stroke-width="2"/>
  </g>`;
}

function accentFor(p: Paint): string {
  const goldish = p.base === '#d6a021' || p.base === '#f2c53d' || p.base === '#c9a04a';
  return goldish ? '#7a1f2d' : GOLD.base;
}

/** A short-sleeved blouse (saree blouse or lehenga choli). */
function blouse(fill: string, line: string, trim: string): string {
  const d = `M244 176 C264 196 336 196 356 176 L402 194 C414 212 422 236 424 258 L390 266 L378 244 L372 304 L228 304 L222 244
    L210 266 L176 258 C178 236 186 212 198 194 Z`;
  return `${shape(d, fill, line, 2)}
    <path d="M244 176 C264 196 336 196 356 176" fill="none" stroke="${trim}" stroke-width="7"/>
    ${mirrored(`<path d="M176 258 L210 266" stroke="${trim}" stroke-width="7" stroke-linecap="round"/>`)}
    <path d="M230 298 L370 298" stroke="${trim}" stroke-width="6"/>
    ${fold('M236 250 C260 262 280 266 300 266', 0.12, 6)}`;
}

/** A saree draped on a dress form: pleats, zari border and a pallu over the shoulder. */
export function saree(p: Paint): Drawing {
  const accent = accentFor(p);
  const f: Flare = { topLeft: 226, topRight: 374, topY: 348, bottomLeft: 168, bottomRight: 432, bottomY: 718, sag: 10 };
  const skirt = flareOutline(f);
  const pallu = 'M224 350 L224 430 C292 388 356 300 420 204 L398 176 C346 250 288 310 224 350 Z';
  const hanging = 'M398 176 L428 190 C444 300 452 450 458 604 L410 612 C414 450 410 300 398 176 Z';
  const defs = `${bodyGradient('cloth', p)}
    ${motifPattern('butti', 46, GOLD.base, GOLD.light, 1, 0.95)}
    ${zariPattern('zari', p.base === '#7a1f2d' ? '#2f7d52' : '#7a1f2d')}
    <clipPath id="skirt"><path d="${skirt}"/></clipPath><clipPath id="hang"><path d="${hanging}"/></clipPath>`;
  const pleatFan: Flare = {
    topLeft: 278,
    topRight: 326,
    topY: 352,
    bottomLeft: 232,
    bottomRight: 356,
    bottomY: 720,
    sag: 8,
  };
  const parts = [
    dressForm(118, 300, 352, 70),
    shape(hanging, 'url(#cloth)', p.line),
    `<path d="${hanging}" fill="url(#butti)"/>`,
    `<rect x="390" y="566" width="80" height="50" fill="url(#zari)" clip-path="url(#hang)"/>`,
    ...[414, 426, 438, 450].map(
      (x) => `<path d="M${x} 612 L${x + 1} 630" stroke="${GOLD.dark}" stroke-width="3" stroke-linecap="round"/>`,
    ),
    blouse(
      accent === GOLD.base ? mix(p.base, '#000000', 0.15) : GOLD.base,
      p.line,
      accent === GOLD.base ? GOLD.base : p.deep,
    ),
    shape(skirt, 'url(#cloth)', p.line),
    `<path d="${skirt}" fill="url(#butti)"/>`,
    `<g clip-path="url(#skirt)">${pleatPanels(pleatFan, 8, 1.4)}
      <rect x="150" y="${f.bottomY - 34}" width="300" height="60" fill="url(#zari)"/>
      <path d="M150 ${f.bottomY - 36} L450 ${f.bottomY - 36}" stroke="${GOLD.deep}" stroke-width="3"/></g>`,
    shape(pallu, 'url(#cloth)', p.line),
    `<path d="${pallu}" fill="url(#butti)"/>`,
    `<path d="M224 350 C288 310 346 250 398 176" fill="none" stroke="${GOLD.base}" stroke-width="10"/>`,
    `<path d="M224 430 C292 388 356 300 420 204" fill="none" stroke="${GOLD.base}" stroke-width="10"/>`,
    `<path d="M224 430 C292 388 356 300 420 204" fill="none" stroke="${GOLD.deep}" stroke-width="2" stroke-dasharray="3 5"/>`,
    fold('M260 380 C300 350 340 300 380 240', 0.12, 8),
    sheen('M240 372 C290 340 330 296 370 236', 0.14, 5),
  ];
  return { defs, body: parts.join('\n') };
}

/** A straight kurta with embroidered placket and hem, or a flared anarkali, on a hanger. */
export function kurta(p: Paint, anarkali: boolean): Drawing {
  const accent = accentFor(p);
  const straight = `M258 170 C280 182 320 182 342 170 L410 190 C440 202 456 232 462 264 L488 430 L440 442 L418 304
    L424 700 L176 700 L182 304 L160 442 L112 430 L138 264 C144 232 160 202 190 190 Z`;
  const f: Flare = { topLeft: 226, topRight: 374, topY: 380, bottomLeft: 128, bottomRight: 472, bottomY: 712, sag: 14 };
  const bodice = `M258 170 C280 182 320 182 342 170 L410 190 C440 202 456 232 462 264 L494 560 L450 570 L414 300 L378 384
    L222 384 L186 300 L150 570 L106 560 L138 264 C144 232 160 202 190 190 Z`;
  const defs = `${bodyGradient('cloth', p)}
    ${zariPattern('zari', accent === GOLD.base ? p.deep : '#2f7d52')}
    ${motifPattern('butti', 52, accent, GOLD.light, 0.9, 0.8)}
    <clipPath id="flare"><path d="${flareOutline(f)}"/></clipPath>`;
  const parts = [hanger(190, 118)];
  if (anarkali) {
    parts.push(
      shape(bodice, 'url(#cloth)', p.line),
      shape(flareOutline(f), 'url(#cloth)', p.line),
      `<g clip-path="url(#flare)">${pleatPanels(f, 14, 1.1)}<path d="${flareOutline(f)}" fill="url(#butti)"/>
        <rect x="100" y="${f.bottomY - 30}" width="400" height="60" fill="url(#zari)"/></g>`,
      `<path d="M222 384 L378 384" stroke="url(#zari)" stroke-width="14"/>`,
      mirrored(`<path d="M106 560 L150 570" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`),
    );
  } else {
    parts.push(
      shape(straight, 'url(#cloth)', p.line),
      `<rect x="176" y="664" width="248" height="36" fill="url(#zari)"/>`,
      shape('M176 700 L424 700', 'none', p.line, 2),
      mirrored(`<path d="M112 430 L160 442" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`),
      mirrored(seam('M181 560 L178 700', p.deep, 3, 0.6)),
      fold('M214 330 C222 440 214 560 222 690', 0.08, 12),
      fold('M386 330 C378 440 386 560 378 690', 0.09, 12),
    );
  }
  parts.push(
    mirrored(seam('M190 190 C204 236 206 276 186 300', p.line, 2, 0.5)),
    `<path d="M268 166 C282 160 318 160 332 166 L334 182 C318 176 282 176 266 182 Z" fill="${accent}" stroke="${p.line}" stroke-width="1.5"/>`,
    `<rect x="290" y="184" width="20" height="130" fill="${p.dark}" stroke="${accent}" stroke-width="4"/>`,
    ...[210, 244, 278].map(
      (y) => `<circle cx="300" cy="${y}" r="5" fill="${GOLD.light}" stroke="${GOLD.dark}" stroke-width="1.5"/>`,
    ),
    `<path d="M250 200 C262 240 276 270 286 320" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>`,
    `<path d="M350 200 C338 240 324 270 314 320" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>`,
    sheen('M164 250 C190 230 220 218 250 214', 0.12, 8),
  );
  return { defs, body: parts.join('\n') };
}

/** A lehenga: a wide gathered skirt with zari bands, a choli and a sheer dupatta. */
export function lehenga(p: Paint): Drawing {
  const accent = accentFor(p);
  const f: Flare = { topLeft: 232, topRight: 368, topY: 336, bottomLeft: 100, bottomRight: 500, bottomY: 712, sag: 18 };
  const outline = flareOutline(f);
  const dupatta =
    'M204 188 C178 260 160 340 150 430 C140 520 136 600 140 680 L196 676 C192 600 196 520 204 440 C212 360 224 280 232 196 Z';
  const defs = `${bodyGradient('cloth', p)}
    ${zariPattern('zari', accent === GOLD.base ? p.deep : '#2f7d52')}
    ${motifPattern('butti', 44, GOLD.base, GOLD.light, 1.1, 0.95)}
    <clipPath id="skirt"><path d="${outline}"/></clipPath>`;
  const parts = [
    dressForm(118, 296, 340, 64),
    blouse(p.base, p.line, GOLD.base),
    `<path d="M244 176 C264 196 336 196 356 176 L372 304 L228 304 Z" fill="url(#butti)" opacity="0.7"/>`,
    shape(outline, 'url(#cloth)', p.line),
    `<g clip-path="url(#skirt)">${pleatPanels(f, 20, 1.2)}<path d="${outline}" fill="url(#butti)"/>
      <rect x="80" y="${f.bottomY - 44}" width="440" height="80" fill="url(#zari)"/>
      <path d="M80 ${f.bottomY - 46} L520 ${f.bottomY - 46}" stroke="${GOLD.deep}" stroke-width="3"/>
      <path d="M80 ${f.bottomY - 118} C200 ${f.bottomY - 98} 400 ${f.bottomY - 98} 520 ${f.bottomY - 118}" stroke="${GOLD.base}" stroke-width="14" fill="none"/>
      <path d="M80 ${f.bottomY - 118} C200 ${f.bottomY - 98} 400 ${f.bottomY - 98} 520 ${f.bottomY - 118}" stroke="${GOLD.deep}" stroke-width="2" stroke-dasharray="3 5" fill="none"/></g>`,
    `<rect x="226" y="330" width="148" height="16" fill="url(#zari)" stroke="${GOLD.deep}" stroke-width="1"/>`,
    `<path d="${dupatta}" fill="${mix(p.base, '#ffffff', 0.35)}" opacity="0.78" stroke="${p.line}" stroke-width="1.5"/>`,
    `<path d="${dupatta}" fill="url(#butti)" opacity="0.6"/>`,
    `<path d="M140 680 L196 676" stroke="${GOLD.base}" stroke-width="12"/>`,
    `<path d="M232 196 C224 280 212 360 204 440 C196 520 192 600 196 676" fill="none" stroke="${GOLD.base}" stroke-width="5"/>`,
    stitch('M108 700 C200 722 400 722 492 700', GOLD.deep, 1.5, '4 4'),
  ];
  return { defs, body: parts.join('\n') };
}
