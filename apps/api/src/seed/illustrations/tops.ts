import { bodyGradient, mix, type Paint } from './paint.ts';
import { button, type Drawing, fold, mirrored, seam, shape, sheen, stitch } from './parts.ts';

const TEE = `M248 168 C268 198 332 198 352 168 L428 190 C456 204 482 240 506 286 L458 332 C448 320 436 310 424 302
  C420 400 424 520 430 612 C340 628 260 628 170 612 C176 520 180 400 176 302 C164 310 152 320 142 332 L94 286
  C118 240 144 204 172 190 Z`;

export type TeeStyle = 'plain' | 'stripe' | 'graphic' | 'polo' | 'kids';

/** A flat-lay T-shirt; the style adds stripes, a chest print or a polo collar. */
export function tshirt(p: Paint, style: TeeStyle): Drawing {
  const stripeColour = p.isDark ? '#f1ede4' : p.base === '#f6f5f1' ? '#22315a' : '#ffffff';
  const defs = `${bodyGradient('cloth', p)}
    <clipPath id="tee"><path d="${TEE}"/></clipPath>
    <pattern id="stripes" width="40" height="36" patternUnits="userSpaceOnUse"><rect y="0" width="40" height="13" fill="${stripeColour}" opacity="0.92"/></pattern>`;
  const sleeveStitch = `M104 275 L151 320`;
  const parts = [shape(TEE, 'url(#cloth)', p.line)];
  if (style === 'stripe')
    parts.push(`<rect x="60" y="150" width="480" height="500" fill="url(#stripes)" clip-path="url(#tee)"/>`);
  parts.push(
    `<path d="M248 168 C268 182 332 182 352 168 C332 196 268 196 248 168 Z" fill="${p.deep}"/>`,
    fold('M178 302 C204 318 222 332 238 352', 0.1),
    fold('M422 302 C396 318 378 332 362 352', 0.1),
    fold('M212 380 C222 450 214 520 222 596', 0.07, 10),
    fold('M392 390 C380 460 388 530 380 598', 0.08, 10),
    sheen('M160 268 C190 252 214 244 236 246', 0.12, 8),
    seam('M172 190 C186 228 188 266 176 302', p.line, 2, 0.55),
    seam('M428 190 C414 228 412 266 424 302', p.line, 2, 0.55),
    mirrored(stitch(sleeveStitch, p.stitch)),
    stitch('M174 596 C260 611 340 611 426 596', p.stitch),
  );
  if (style === 'polo') {
    parts.push(
      `<rect x="286" y="192" width="28" height="104" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`,
      stitch('M290 196 L290 292', p.stitch, 1.5, '5 4'),
      stitch('M310 196 L310 292', p.stitch, 1.5, '5 4'),
      button(300, 232, 6.5, p.light, p.line),
      button(300, 268, 6.5, p.light, p.line),
      mirrored(shape('M300 196 L250 162 C240 178 232 200 230 224 L274 228 Z', p.light, p.line, 2)),
      mirrored(stitch('M296 202 L252 172 C244 186 238 204 236 218 L272 222', p.stitch, 1.4, '5 4')),
      mirrored(`<path d="M94 286 L142 332 L152 322 L105 275 Z" fill="${p.dark}" opacity="0.55"/>`),
    );
  } else {
    parts.push(
      `<path d="M248 168 C268 198 332 198 352 168" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>`,
      `<path d="M250 168 C270 196 330 196 350 168" fill="none" stroke="${p.light}" stroke-width="2" opacity="0.7"/>`,
    );
  }
  if (style === 'graphic' || style === 'kids') parts.push(chestPrint(p, style === 'kids'));
  if (style === 'plain')
    parts.push(`<rect x="330" y="232" width="22" height="14" rx="2" fill="${p.dark}" opacity="0.45"/>`);
  return { defs, body: parts.join('\n') };
}

function chestPrint(p: Paint, kids: boolean): string {
  const ink = p.isDark ? '#f3ead2' : '#22315a';
  const accent = p.base === '#d6a021' || p.base === '#f2c53d' ? '#c7313a' : '#f0b429';
  if (kids) {
    return `<g transform="translate(300 350)">
      <path d="M0 -72 L18 -22 L70 -22 L28 8 L44 60 L0 28 L-44 60 L-28 8 L-70 -22 L-18 -22 Z" fill="${accent}" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
      <circle cx="-12" cy="-6" r="5" fill="${ink}"/><circle cx="12" cy="-6" r="5" fill="${ink}"/>
      <path d="M-14 12 C-6 22 6 22 14 12" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/></g>`;
  }
  return `<g transform="translate(300 338)">
    <circle r="66" fill="none" stroke="${ink}" stroke-width="6"/>
    <circle cx="22" cy="-22" r="15" fill="${accent}"/>
    <path d="M-56 30 L-22 -14 L0 14 L18 -6 L56 36 C30 56 -30 58 -56 30 Z" fill="${ink}"/>
    <path d="M-22 -14 L-12 0 L-28 4 Z" fill="${p.isDark ? p.base : '#ffffff'}" opacity="0.6"/>
    <rect x="-60" y="80" width="120" height="8" rx="4" fill="${ink}" opacity="0.85"/>
    <rect x="-40" y="96" width="80" height="6" rx="3" fill="${ink}" opacity="0.6"/></g>`;
}

const SHIRT = `M256 166 L180 190 C160 200 150 216 146 240 L104 540 L158 556 L190 330 L188 640
  C232 656 262 672 300 672 C338 672 368 656 412 640 L410 330 L442 556 L496 540 L454 240 C450 216 440 200 420 190 L344 166 Z`;

/** A long-sleeved casual shirt laid flat, plain or checked. */
export function shirt(p: Paint, checked: boolean): Drawing {
  const checkInk = p.isDark ? '#ffffff' : mix(p.base, '#000000', 0.55);
  const defs = `${bodyGradient('cloth', p)}
    <pattern id="check" width="44" height="44" patternUnits="userSpaceOnUse">
      <rect x="0" y="0" width="14" height="44" fill="${checkInk}" opacity="0.2"/><rect x="0" y="0" width="44" height="14" fill="${checkInk}" opacity="0.2"/>
      <rect x="28" y="0" width="2" height="44" fill="${checkInk}" opacity="0.35"/><rect x="0" y="28" width="44" height="2" fill="${checkInk}" opacity="0.35"/></pattern>`;
  const overlay = (d: string) => (checked ? `<path d="${d}" fill="url(#check)"/>` : '');
  const collarLeft = 'M298 212 L254 164 C246 184 240 206 236 232 L290 220 Z';
  const pocket = 'M330 268 L388 268 L388 326 L359 338 L330 326 Z';
  const cuff = 'M108 514 L162 528 L158 556 L104 540 Z';
  const parts = [
    shape(SHIRT, 'url(#cloth)', p.line),
    overlay(SHIRT),
    fold('M196 340 C210 420 204 520 214 620', 0.08, 10),
    fold('M398 340 C386 430 394 520 386 630', 0.09, 10),
    fold('M150 300 C140 380 132 450 122 520', 0.07, 8),
    sheen('M172 230 C200 216 226 210 250 212', 0.12, 8),
    seam('M180 190 C194 236 196 290 190 330', p.line, 2, 0.6),
    seam('M420 190 C406 236 404 290 410 330', p.line, 2, 0.6),
    mirrored(shape(cuff, p.base, p.line, 2)),
    mirrored(overlay(cuff)),
    mirrored(button(134, 540, 5, p.light, p.line)),
    `<path d="M256 166 C272 150 328 150 344 166 L340 180 C322 168 278 168 260 180 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>`,
    shape('M289 214 L311 214 L312 668 L288 668 Z', p.base, p.line, 1.6),
    overlay('M289 214 L311 214 L312 668 L288 668 Z'),
    stitch('M292 220 L292 664', p.stitch, 1.4, '5 4'),
    stitch('M308 220 L308 664', p.stitch, 1.4, '5 4'),
    ...[250, 320, 390, 460, 530, 600].map((y) => button(300, y, 6, p.light, p.line)),
    shape(pocket, p.base, p.line, 1.6),
    overlay(pocket),
    stitch('M334 276 L384 276', p.stitch, 1.4, '5 4'),
    mirrored(shape(collarLeft, p.light, p.line, 2)),
    mirrored(overlay(collarLeft)),
    mirrored(stitch('M293 214 L256 174 C250 190 246 208 243 226 L286 216', p.stitch, 1.4, '5 4')),
    stitch('M192 626 C236 642 264 656 300 656 C336 656 364 642 408 626', p.stitch),
  ];
  return { defs, body: parts.join('\n') };
}

const JACKET = `M252 160 L176 184 C150 196 136 222 130 256 L92 560 L162 574 L196 336 L192 620 L408 620 L404 336 L438 574
  L508 560 L470 256 C464 222 450 196 424 184 L348 160 Z`;

/** A bomber jacket (ribbed trims, zip, welt pockets) or a quilted puffer. */
export function jacket(p: Paint, puffer: boolean): Drawing {
  const rib = p.dark;
  const defs = `${bodyGradient('cloth', p)}
    <linearGradient id="zip" x1="0" x2="1"><stop offset="0" stop-color="#d9dde2"/><stop offset="1" stop-color="#8b9098"/></linearGradient>
    <clipPath id="jacket"><path d="${JACKET}"/></clipPath>
    <linearGradient id="puffShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.05"/>
      <stop offset="0.3" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.75" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
    <pattern id="puff" x="0" y="202" width="480" height="60" patternUnits="userSpaceOnUse"><rect width="480" height="60" fill="url(#puffShade)"/></pattern>
    <pattern id="ribs" width="6" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="#000" opacity="0.18"/></pattern>`;
  const parts = [shape(JACKET, 'url(#cloth)', p.line)];
  if (puffer) {
    parts.push(
      `<rect x="60" y="202" width="480" height="420" fill="url(#puff)" clip-path="url(#jacket)"/>`,
      `<g clip-path="url(#jacket)">${[262, 322, 382, 442, 502, 562]
        .map(
          (y) =>
            `<path d="M60 ${y} L540 ${y}" stroke="${p.deep}" stroke-width="3" opacity="0.6"/>${stitch(`M60 ${y} L540 ${y}`, p.stitch, 1.2, '4 4')}`,
        )
        .join('')}</g>`,
      `<path d="M252 160 C270 128 330 128 348 160 L344 190 C326 176 274 176 256 190 Z" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`,
      `<path d="M256 160 C274 140 326 140 344 160" fill="none" stroke="${p.deep}" stroke-width="3" opacity="0.5"/>`,
    );
  } else {
    parts.push(
      `<path d="M192 588 L408 588 L408 620 L192 620 Z" fill="${rib}"/><path d="M192 588 L408 588 L408 620 L192 620 Z" fill="url(#ribs)"/>`,
      mirrored(
        `<path d="M96 528 L166 542 L162 574 L92 560 Z" fill="${rib}"/><path d="M96 528 L166 542 L162 574 L92 560 Z" fill="url(#ribs)"/>`,
      ),
      `<path d="M252 160 C270 146 330 146 348 160 L340 190 C322 178 278 178 260 190 Z" fill="${rib}"/><path d="M252 160 C270 146 330 146 348 160 L340 190 C322 178 278 178 260 190 Z" fill="url(#ribs)"/>`,
      mirrored(
        `<path d="M214 430 L246 378" stroke="${p.deep}" stroke-width="7" stroke-linecap="round"/>${stitch('M206 426 L238 374', p.stitch, 1.3, '4 4')}`,
      ),
      `<g transform="rotate(-8 150 290)"><rect x="130" y="270" width="44" height="36" rx="4" fill="${p.dark}" opacity="0.55"/><path d="M134 280 L170 280" stroke="url(#zip)" stroke-width="3"/></g>`,
    );
  }
  parts.push(
    fold('M204 350 C214 430 208 510 216 580', 0.08, 10),
    fold('M396 350 C386 430 392 510 384 580', 0.08, 10),
    fold('M140 330 C130 400 124 460 114 520', 0.08, 9),
    fold('M460 330 C470 400 476 460 486 520', 0.08, 9),
    sheen('M168 214 C196 200 222 194 248 194', 0.14, 9),
    seam('M176 184 C194 232 200 290 196 336', p.line, 2, 0.55),
    seam('M424 184 C406 232 400 290 404 336', p.line, 2, 0.55),
    `<rect x="296" y="${puffer ? 150 : 186}" width="8" height="${puffer ? 470 : 434}" fill="url(#zip)"/>`,
    `<path d="M300 ${puffer ? 152 : 188} L300 618" stroke="#5e636b" stroke-width="2" stroke-dasharray="2 3"/>`,
    `<rect x="293" y="${puffer ? 196 : 206}" width="14" height="26" rx="3" fill="#c9cdd3" stroke="#6e737b" stroke-width="1.5"/>`,
    `<rect x="296" y="${puffer ? 222 : 232}" width="8" height="18" rx="2" fill="#9aa0a8"/>`,
  );
  return { defs, body: parts.join('\n') };
}

/** A women's peplum top with flutter sleeves, shown on a hanger. */
export function peplumTop(p: Paint, striped: boolean): Drawing {
  const outline = `M252 178 C266 196 284 214 300 226 C316 214 334 196 348 178 L388 190 C410 208 430 232 446 262
    C420 282 400 290 382 292 L372 300 C368 340 364 380 362 418 C388 446 412 484 428 530 C370 550 230 550 172 530
    C188 484 212 446 238 418 C236 380 232 340 228 300 L218 292 C200 290 180 282 154 262 C170 232 190 208 212 190 Z`;
  const stripe = p.isDark ? '#f1ede4' : '#22315a';
  const defs = `${bodyGradient('cloth', p)}
    <clipPath id="top"><path d="${outline}"/></clipPath>
    <pattern id="stripes" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="9" fill="${stripe}" opacity="0.85"/></pattern>`;
  const parts = [
    shape(outline, 'url(#cloth)', p.line),
    striped ? `<rect x="100" y="160" width="400" height="440" fill="url(#stripes)" clip-path="url(#top)"/>` : '',
    `<path d="M252 178 C266 196 284 214 300 226 C316 214 334 196 348 178 C330 188 270 188 252 178 Z" fill="${p.deep}"/>`,
    seam('M240 418 C280 428 320 428 362 418', p.line, 2.2, 0.7),
    fold('M262 440 C254 470 244 500 232 536', 0.1, 8),
    fold('M300 438 L300 540', 0.08, 8),
    fold('M338 440 C346 470 356 500 368 536', 0.1, 8),
    sheen('M282 436 C276 470 270 500 264 538', 0.12, 6),
    sheen('M320 436 C326 470 332 500 338 538', 0.12, 6),
    mirrored(fold('M174 240 C186 252 196 262 204 280', 0.1, 6)),
    mirrored(seam('M212 190 C222 226 226 262 218 292', p.line, 2, 0.5)),
    `<path d="M252 178 C266 196 284 214 300 226 C316 214 334 196 348 178" fill="none" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>`,
    stitch('M184 518 C240 536 360 536 416 518', p.stitch),
    `<circle cx="300" cy="252" r="6" fill="${p.light}" stroke="${p.line}" stroke-width="1.5"/>`,
  ];
  return { defs, body: parts.join('\n') };
}
