import { bodyGradient, type Paint } from './paint.ts';
import { type Drawing, fold, mirrored, rivet, seam, shape, sheen, stitch } from './parts.ts';

export interface Flare {
  topLeft: number;
  topRight: number;
  topY: number;
  bottomLeft: number;
  bottomRight: number;
  bottomY: number;
  /** How far the middle of the hem hangs below its ends. */
  sag: number;
}

const hemY = (f: Flare, x: number) => {
  const t = ((x - f.bottomLeft) / (f.bottomRight - f.bottomLeft)) * 2 - 1;
  return f.bottomY + f.sag * (1 - t * t);
};

/** The outline of a flared skirt, hem following a gentle arc. */
export function flareOutline(f: Flare): string {
  const steps = 12;
  const hem: string[] = [];
  for (let i = steps; i >= 0; i--) {
    const x = f.bottomLeft + ((f.bottomRight - f.bottomLeft) * i) / steps;
    hem.push(`${x.toFixed(1)} ${hemY(f, x).toFixed(1)}`);
  }
  const midY = (f.topY + f.bottomY) / 2;
  return `M${f.topLeft} ${f.topY} L${f.topRight} ${f.topY}
    C${f.topRight + (f.bottomRight - f.topRight) * 0.25} ${midY} ${f.bottomRight - (f.bottomRight - f.topRight) * 0.08} ${f.bottomY - 40} ${f.bottomRight} ${f.bottomY}
    L${hem.join(' L')}
    C${f.bottomLeft + (f.topLeft - f.bottomLeft) * 0.08} ${f.bottomY - 40} ${f.topLeft - (f.topLeft - f.bottomLeft) * 0.25} ${midY} ${f.topLeft} ${f.topY} Z`;
}

/** Alternating light and shadowed panels fanning from the waist to the hem: pleats or gathers. */
export function pleatPanels(f: Flare, count: number, depth = 1): string {
  const panels: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = i / count;
    const b = (i + 1) / count;
    const tx = (t: number) => f.topLeft + (f.topRight - f.topLeft) * t;
    const bx = (t: number) => f.bottomLeft + (f.bottomRight - f.bottomLeft) * t;
    const shade =
      i % 2 === 0
        ? `fill="#000" opacity="${(0.1 * depth).toFixed(3)}"`
        : `fill="#fff" opacity="${(0.08 * depth).toFixed(3)}"`;
    panels.push(
      `<path d="M${tx(a)} ${f.topY} L${tx(b)} ${f.topY} L${bx(b)} ${hemY(f, bx(b))} L${bx(a)} ${hemY(f, bx(a))} Z" ${shade}/>`,
    );
  }
  return panels.join('');
}

const DENIM_STITCH = '#d9a24c';

export type TrouserStyle = 'jeans' | 'chinos' | 'cargo' | 'shorts' | 'denim-shorts';

/** Jeans, chinos, cargo trousers or shorts, front view laid flat. */
export function trousers(p: Paint, style: TrouserStyle): Drawing {
  const denim = style === 'jeans' || style === 'denim-shorts';
  const short = style === 'shorts' || style === 'denim-shorts';
  const hem = short ? 462 : 690;
  const outline = short
    ? `M196 150 L404 150 L410 196 C422 280 430 380 438 ${hem} L322 ${hem + 8} L306 348 C303 338 297 338 294 348 L278 ${hem + 8} L162 ${hem} C170 380 178 280 190 196 Z`
    : `M196 150 L404 150 L410 196 C418 300 422 440 426 ${hem} L322 ${hem} L306 348 C303 338 297 338 294 348 L278 ${hem} L174 ${hem} C178 440 182 300 190 196 Z`;
  const thread = denim ? (p.base === '#2b2b30' ? '#9a9da3' : DENIM_STITCH) : p.stitch;
  const defs = `${bodyGradient('cloth', p)}
    <clipPath id="legs"><path d="${outline}"/></clipPath>
    <pattern id="twill" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="2" height="7" fill="#fff" opacity="0.07"/></pattern>
    <radialGradient id="fade"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const parts = [shape(outline, 'url(#cloth)', p.line)];
  if (denim) {
    parts.push(
      `<rect x="150" y="140" width="300" height="560" fill="url(#twill)" clip-path="url(#legs)"/>`,
      `<g clip-path="url(#legs)"><ellipse cx="236" cy="${short ? 340 : 400}" rx="46" ry="${short ? 80 : 130}" fill="url(#fade)"/>
        <ellipse cx="364" cy="${short ? 340 : 400}" rx="46" ry="${short ? 80 : 130}" fill="url(#fade)"/></g>`,
      sheen('M262 296 C276 306 286 316 292 330', 0.22, 3),
      sheen('M258 312 C272 320 282 330 288 342', 0.18, 3),
      sheen('M338 296 C324 306 314 316 308 330', 0.22, 3),
      sheen('M342 312 C328 320 318 330 312 342', 0.18, 3),
    );
  }
  if (!short) {
    parts.push(
      fold('M196 492 C214 502 244 502 270 494', 0.12, 5),
      fold('M330 494 C356 502 386 502 404 492', 0.12, 5),
      fold('M186 600 C204 608 236 608 272 602', 0.1, 5),
      fold('M328 602 C364 608 396 608 414 600', 0.1, 5),
    );
  }
  if (style === 'chinos' || style === 'cargo') {
    parts.push(
      sheen(`M232 200 C230 400 228 560 226 ${hem - 6}`, 0.18, 3),
      sheen(`M368 200 C370 400 372 560 374 ${hem - 6}`, 0.18, 3),
    );
  }
  if (style === 'cargo') {
    parts.push(
      mirrored(`${shape('M176 380 L232 384 L230 474 L174 470 Z', p.base, p.line, 1.8)}
        ${shape('M176 380 L232 384 L232 404 L176 400 Z', p.dark, p.line, 1.8)}
        ${stitch('M180 410 L226 413', p.stitch, 1.3, '4 4')}${stitch('M180 464 L226 467', p.stitch, 1.3, '4 4')}
        <circle cx="204" cy="396" r="4" fill="${p.deep}"/>`),
    );
  }
  parts.push(
    shape('M196 150 L404 150 L406 182 L194 182 Z', p.base, p.line, 2),
    stitch('M198 157 L402 157', thread, 1.5, '5 4'),
    stitch('M197 176 L403 176', thread, 1.5, '5 4'),
    ...[214, 258, 342, 386].map(
      (x) =>
        `<rect x="${x}" y="145" width="11" height="42" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="1.6"/>`,
    ),
    denim
      ? `<circle cx="300" cy="166" r="10" fill="#b9bec6" stroke="#6d727a" stroke-width="2"/><circle cx="300" cy="166" r="4" fill="#8d929a"/>`
      : `<circle cx="300" cy="166" r="8" fill="${p.dark}" stroke="${p.line}" stroke-width="1.5"/>`,
    stitch('M318 184 L318 294 C318 314 306 322 297 314', thread, 1.6, '5 4'),
    seam('M300 184 L300 338', p.line, 2, 0.6),
    mirrored(seam(denim ? 'M200 184 C230 192 250 214 256 246' : 'M202 184 L240 262', p.line, 2.2, 0.8)),
    mirrored(stitch(denim ? 'M208 186 C236 196 254 218 262 246' : 'M210 186 L246 258', thread, 1.5, '5 4')),
    mirrored(stitch(`M194 200 C186 400 ${short ? '182 420 168 452' : '180 560 180 682'}`, thread, 1.5, '6 5')),
    stitch(`M294 352 L${short ? 282 : 282} ${hem - 6}`, thread, 1.5, '6 5'),
    stitch(`M306 352 L${short ? 318 : 318} ${hem - 6}`, thread, 1.5, '6 5'),
    short
      ? `${stitch(`M166 ${hem - 30} L280 ${hem - 22}`, thread, 1.5, '5 4')}${stitch(`M320 ${hem - 22} L434 ${hem - 30}`, thread, 1.5, '5 4')}
         ${seam(`M165 ${hem - 36} L281 ${hem - 28}`, p.line, 1.6, 0.5)}${seam(`M319 ${hem - 28} L435 ${hem - 36}`, p.line, 1.6, 0.5)}`
      : `${stitch(`M176 ${hem - 14} L276 ${hem - 14}`, thread, 1.5, '5 4')}${stitch(`M324 ${hem - 14} L424 ${hem - 14}`, thread, 1.5, '5 4')}`,
  );
  if (denim) {
    parts.push(
      shape('M346 196 L378 194 L380 224 L350 226 Z', 'none', p.line, 1.4),
      stitch('M349 202 L377 200', thread, 1.3, '4 3'),
      rivet(202, 188),
      rivet(254, 244),
      rivet(398, 188),
      rivet(346, 244),
    );
  }
  return { defs, body: parts.join('\n') };
}

/** An A-line skirt, or a pleated midi skirt. */
export function skirt(p: Paint, pleated: boolean): Drawing {
  const f: Flare = pleated
    ? { topLeft: 228, topRight: 372, topY: 218, bottomLeft: 150, bottomRight: 450, bottomY: 650, sag: 16 }
    : { topLeft: 226, topRight: 374, topY: 218, bottomLeft: 140, bottomRight: 460, bottomY: 600, sag: 20 };
  const outline = flareOutline(f);
  const defs = `${bodyGradient('cloth', p)}<clipPath id="skirt"><path d="${outline}"/></clipPath>`;
  const parts = [
    shape(outline, 'url(#cloth)', p.line),
    `<g clip-path="url(#skirt)">${pleated ? pleatPanels(f, 16, 1) : pleatPanels(f, 6, 0.6)}</g>`,
    shape('M224 184 L376 184 L378 220 L222 220 Z', p.base, p.line, 2),
    stitch('M226 190 L374 190', p.stitch, 1.4, '5 4'),
    stitch('M224 214 L376 214', p.stitch, 1.4, '5 4'),
    `<circle cx="356" cy="202" r="7" fill="${p.light}" stroke="${p.line}" stroke-width="1.5"/>`,
    stitch(
      `M${f.bottomLeft + 8} ${f.bottomY - 14} Q300 ${f.bottomY + f.sag * 2 - 14} ${f.bottomRight - 8} ${f.bottomY - 14}`,
      p.stitch,
    ),
  ];
  if (!pleated)
    parts.push(
      fold('M260 240 C250 340 232 460 210 590', 0.08, 10),
      fold('M340 240 C350 340 368 460 390 590', 0.08, 10),
    );
  return { defs, body: parts.join('\n') };
}
