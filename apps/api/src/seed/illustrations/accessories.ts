import { bodyGradient, GOLD, mix, type Paint, SILVER, verticalGradient } from './paint.ts';
import { type Drawing, floorShadow, metalGradient, seam, shape, sheen, stitch } from './parts.ts';

/** A wrist watch, face up: leather strap in the colour, or a metal bracelet for Gold and Silver. */
export function watch(p: Paint, metal: 'gold' | 'silver' | null): Drawing {
  const caseMetal = metal === 'gold' || p.base === '#6e4631' || p.base === '#b47a48' ? GOLD : SILVER;
  const dial = metal ? (metal === 'gold' ? '#f4efe4' : '#1f2a44') : p.isDark ? '#f4efe4' : '#1f2a44';
  const ink = dial === '#f4efe4' ? '#2b2b30' : '#f4efe4';
  const defs = `${metalGradient('metal', caseMetal)}${bodyGradient('strap', metal ? paintOfMetal(caseMetal) : p)}
    <radialGradient id="dial" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${mix(dial, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${dial}"/></radialGradient>`;
  const strapTop = 'M244 292 L356 292 L352 118 C352 104 342 96 330 96 L270 96 C258 96 248 104 248 118 Z';
  const strapBottom = 'M244 508 L356 508 L350 700 C350 714 340 722 328 722 L272 722 C260 722 250 714 250 700 Z';
  const parts: string[] = [];
  if (metal) {
    const links = (y0: number, y1: number) => {
      const rows: string[] = [];
      for (let y = y0; y < y1; y += 30) {
        rows.push(
          `<rect x="250" y="${y}" width="32" height="28" rx="4" fill="url(#metal)" stroke="${caseMetal.deep}" stroke-width="1.5"/>`,
          `<rect x="284" y="${y}" width="32" height="28" rx="4" fill="url(#metal)" stroke="${caseMetal.deep}" stroke-width="1.5"/>`,
          `<rect x="318" y="${y}" width="32" height="28" rx="4" fill="url(#metal)" stroke="${caseMetal.deep}" stroke-width="1.5"/>`,
        );
      }
      return rows.join('');
    };
    parts.push(links(100, 296), links(506, 716));
  } else {
    parts.push(
      shape(strapTop, 'url(#strap)', p.line, 2),
      shape(strapBottom, 'url(#strap)', p.line, 2),
      stitch(
        'M256 288 L258 120 C258 112 264 106 272 106 L328 106 C336 106 342 112 342 120 L344 288',
        p.stitch,
        1.5,
        '5 4',
      ),
      stitch(
        'M256 512 L262 700 C262 708 268 712 276 712 L324 712 C332 712 338 708 338 700 L344 512',
        p.stitch,
        1.5,
        '5 4',
      ),
      ...[580, 612, 644, 676].map((y) => `<ellipse cx="300" cy="${y}" rx="6" ry="5" fill="${p.deep}"/>`),
      `<rect x="246" y="150" width="108" height="22" rx="6" fill="${p.dark}" stroke="${p.line}" stroke-width="1.5"/>`,
      `<rect x="238" y="110" width="124" height="58" rx="10" fill="none" stroke="url(#metal)" stroke-width="9"/>`,
    );
  }
  parts.push(
    ...[
      [236, 292],
      [330, 292],
      [236, 488],
      [330, 488],
    ].map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="34" height="22" rx="5" fill="url(#metal)" stroke="${caseMetal.deep}" stroke-width="1.5"/>`,
    ),
    `<rect x="412" y="384" width="26" height="32" rx="5" fill="url(#metal)" stroke="${caseMetal.deep}" stroke-width="1.5"/>`,
    `<circle cx="300" cy="400" r="122" fill="url(#metal)" stroke="${caseMetal.deep}" stroke-width="2"/>`,
    `<circle cx="300" cy="400" r="106" fill="${caseMetal.dark}"/>`,
    `<circle cx="300" cy="400" r="100" fill="url(#dial)"/>`,
  );
  for (let i = 0; i < 60; i++) {
    const angle = (i * Math.PI) / 30;
    const hour = i % 5 === 0;
    const r1 = hour ? 76 : 88;
    const r2 = 94;
    parts.push(
      `<line x1="${(300 + r1 * Math.sin(angle)).toFixed(1)}" y1="${(400 - r1 * Math.cos(angle)).toFixed(1)}" x2="${(300 + r2 * Math.sin(angle)).toFixed(1)}" y2="${(400 - r2 * Math.cos(angle)).toFixed(1)}" stroke="${hour ? caseMetal.base : ink}" stroke-width="${hour ? 6 : 1.5}" stroke-linecap="round"/>`,
    );
  }
  const hand = (deg: number, length: number, width: number, colour: string) =>
    `<g transform="rotate(${deg} 300 400)"><path d="M${300 - width / 2} 412 L${300 - width / 3} ${400 - length} L300 ${392 - length} L${300 + width / 3} ${400 - length} L${300 + width / 2} 412 Z" fill="${colour}" stroke="${caseMetal.deep}" stroke-width="1"/></g>`;
  parts.push(
    `<rect x="346" y="390" width="28" height="20" rx="2" fill="#ffffff" stroke="${caseMetal.dark}" stroke-width="2"/>`,
    `<rect x="350" y="396" width="8" height="8" fill="#2b2b30" opacity="0.7"/><rect x="361" y="396" width="8" height="8" fill="#2b2b30" opacity="0.7"/>`,
    `<rect x="282" y="344" width="36" height="5" rx="2" fill="${ink}" opacity="0.75"/><rect x="288" y="354" width="24" height="3" rx="1.5" fill="${ink}" opacity="0.5"/>`,
    hand(-60, 56, 12, caseMetal.light),
    hand(60, 80, 9, caseMetal.light),
    `<g transform="rotate(160 300 400)"><line x1="300" y1="420" x2="300" y2="314" stroke="#c7313a" stroke-width="2.5"/></g>`,
    `<circle cx="300" cy="400" r="8" fill="url(#metal)" stroke="${caseMetal.deep}" stroke-width="1.5"/>`,
    `<path d="M216 350 C240 310 280 296 320 300" fill="none" stroke="#fff" stroke-width="10" opacity="0.18" stroke-linecap="round"/>`,
  );
  return { defs, body: parts.join('\n') };
}

function paintOfMetal(metal: typeof GOLD): Paint {
  return {
    base: metal.base,
    light: metal.light,
    lighter: metal.light,
    dark: metal.dark,
    deep: metal.deep,
    line: metal.deep,
    stitch: metal.deep,
    contrast: '#fff',
    isDark: false,
  };
}

/** A leather belt buckled into a loop. */
export function belt(p: Paint): Drawing {
  const metal = p.base === '#6e4631' || p.base === '#b47a48' ? GOLD : SILVER;
  const defs = `${metalGradient('metal', metal)}${verticalGradient('leather', p.light, p.dark)}`;
  const parts = [
    floorShadow(300, 560, 230, 40, 0.22),
    `<path d="M100 420 A200 110 0 0 1 500 420" fill="none" stroke="${p.deep}" stroke-width="50"/>`,
    `<path d="M126 420 A174 88 0 0 1 474 420" fill="none" stroke="${mix(p.deep, '#000000', 0.2)}" stroke-width="4" opacity="0.6"/>`,
    `<path d="M100 420 A200 110 0 0 0 500 420" fill="none" stroke="url(#leather)" stroke-width="50"/>`,
    `<path d="M76 420 A224 134 0 0 0 524 420" fill="none" stroke="${p.line}" stroke-width="2.5"/>`,
    `<path d="M124 420 A176 86 0 0 0 476 420" fill="none" stroke="${p.line}" stroke-width="2.5"/>`,
    `<path d="M86 420 A214 124 0 0 0 514 420" fill="none" stroke="${p.stitch}" stroke-width="1.6" stroke-dasharray="6 5"/>`,
    `<path d="M114 420 A186 96 0 0 0 486 420" fill="none" stroke="${p.stitch}" stroke-width="1.6" stroke-dasharray="6 5"/>`,
    `<path d="M80 416 A220 130 0 0 0 520 416" fill="none" stroke="#fff" stroke-width="5" opacity="0.14"/>`,
    shape(
      'M300 508 L470 482 C482 480 492 488 492 500 L492 520 C492 530 484 538 472 540 L300 562 Z',
      'url(#leather)',
      p.line,
      2.2,
    ),
    ...[360, 392, 424].map((x) => `<ellipse cx="${x}" cy="${526 - (x - 300) * 0.14}" rx="5" ry="6" fill="${p.deep}"/>`),
    stitch('M300 516 L470 492 C480 491 484 496 484 504', p.stitch, 1.5, '5 4'),
    `<rect x="330" y="500" width="18" height="68" rx="4" fill="${p.dark}" stroke="${p.line}" stroke-width="1.5" transform="rotate(-8 339 534)"/>`,
    `<rect x="250" y="494" width="84" height="78" rx="12" fill="none" stroke="${metal.deep}" stroke-width="16"/>`,
    `<rect x="250" y="494" width="84" height="78" rx="12" fill="none" stroke="url(#metal)" stroke-width="12"/>`,
    `<rect x="286" y="498" width="9" height="72" rx="4" fill="url(#metal)" stroke="${metal.deep}" stroke-width="1.5"/>`,
  ];
  return { defs, body: parts.join('\n') };
}

/** A structured handbag with a flap and turn-lock, or a roomy tote. */
export function bag(p: Paint, tote: boolean): Drawing {
  const metal = GOLD;
  const defs = `${bodyGradient('cloth', p)}${metalGradient('metal', metal)}${verticalGradient('leather', p.light, p.dark)}`;
  if (tote) {
    const body = 'M140 300 L460 300 L486 672 C486 682 478 690 468 690 L132 690 C122 690 114 682 114 672 Z';
    const parts = [
      floorShadow(300, 696, 210, 16),
      `<path d="M196 304 C190 160 250 110 300 110 C350 110 410 160 404 304" fill="none" stroke="${p.dark}" stroke-width="20"/>`,
      `<path d="M160 304 C158 140 240 80 300 80 C360 80 442 140 440 304" fill="none" stroke="${p.base}" stroke-width="20"/>`,
      `<path d="M160 304 C158 140 240 80 300 80 C360 80 442 140 440 304" fill="none" stroke="${p.stitch}" stroke-width="1.5" stroke-dasharray="5 4"/>`,
      shape('M150 300 L450 300 L446 330 L154 330 Z', p.deep, p.line, 1.5),
      shape(body, 'url(#cloth)', p.line, 2.4),
      stitch('M146 316 L454 316', p.stitch, 1.6, '6 5'),
      stitch('M130 670 L470 670', p.stitch, 1.6, '6 5'),
      shape('M214 420 L386 420 L392 560 L208 560 Z', p.base, p.line, 1.8),
      stitch('M218 430 L382 430', p.stitch, 1.4, '5 4'),
      `<rect x="280" y="404" width="40" height="26" rx="4" fill="url(#metal)" stroke="${metal.deep}" stroke-width="1.5"/>`,
      seam('M150 340 L128 660', '#000', 8, 0.06),
      seam('M450 340 L472 660', '#000', 10, 0.1),
      sheen('M170 340 L152 640', 0.16, 8),
    ];
    return { defs, body: parts.join('\n') };
  }
  const body =
    'M150 380 L450 380 C462 380 470 390 472 402 L490 640 C492 656 480 668 464 668 L136 668 C120 668 108 656 110 640 L128 402 C130 390 138 380 150 380 Z';
  const flap = 'M136 380 L464 380 C470 430 470 480 466 510 C400 548 200 548 134 510 C130 480 130 430 136 380 Z';
  const parts = [
    floorShadow(300, 672, 210, 16),
    `<path d="M214 386 C210 250 390 250 386 386" fill="none" stroke="${p.deep}" stroke-width="22" stroke-linecap="round"/>`,
    `<path d="M214 386 C210 250 390 250 386 386" fill="none" stroke="${p.base}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M216 376 C214 266 386 266 384 376" fill="none" stroke="${p.stitch}" stroke-width="1.4" stroke-dasharray="5 4"/>`,
    shape(body, 'url(#cloth)', p.line, 2.4),
    ...[196, 404].map(
      (x) => `<circle cx="${x}" cy="670" r="7" fill="url(#metal)" stroke="${metal.deep}" stroke-width="1.2"/>`,
    ),
    stitch(
      'M132 410 L116 640 C116 650 124 658 136 658 L464 658 C476 658 484 650 484 640 L468 410',
      p.stitch,
      1.6,
      '6 5',
    ),
    shape(flap, 'url(#leather)', p.line, 2.2),
    stitch(
      'M146 392 L454 392 C458 436 458 476 456 502 C392 536 208 536 144 502 C142 476 142 436 146 392',
      p.stitch,
      1.6,
      '6 5',
    ),
    ...[208, 392].map(
      (x) =>
        `<rect x="${x - 14}" y="370" width="28" height="26" rx="5" fill="${p.dark}" stroke="${p.line}" stroke-width="1.5"/><circle cx="${x}" cy="383" r="4" fill="url(#metal)"/>`,
    ),
    `<rect x="272" y="508" width="56" height="40" rx="8" fill="url(#metal)" stroke="${metal.deep}" stroke-width="2"/>`,
    `<rect x="286" y="516" width="28" height="24" rx="12" fill="none" stroke="${metal.deep}" stroke-width="2"/>`,
    sheen('M150 420 C200 404 300 400 420 406', 0.16, 8),
    seam('M462 420 L478 640', '#000', 12, 0.08),
  ];
  return { defs, body: parts.join('\n') };
}

const STONES: Record<string, string> = {
  '#ffffff': '#f7f3ea',
};

function stone(x: number, y: number, r: number, colour: string, metal: typeof GOLD): string {
  const fill = STONES[colour] ?? colour;
  return `<circle cx="${x}" cy="${y}" r="${r + 4}" fill="url(#metal)" stroke="${metal.deep}" stroke-width="1"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${mix(fill, '#000000', 0.35)}" stroke-width="1"/>
    <circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#fff" opacity="0.75"/>`;
}

const pearl = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f4efe6" stroke="#cfc6b6" stroke-width="1"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#fff"/>`;

/** A kundan-style necklace on a velvet bust; the colour is the stones'. */
export function necklace(p: Paint, silver: boolean): Drawing {
  const metal = silver ? SILVER : GOLD;
  const stoneColour = silver || p.base === '#c9a04a' ? '#f7f3ea' : p.base;
  const defs = `${metalGradient('metal', metal)}${verticalGradient('velvet', '#3a3644', '#1f1c26')}`;
  const curve = (t: number) => {
    const x0 = 178,
      y0 = 262,
      cx = 300,
      cy = 600,
      x1 = 422,
      y1 = 262;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    return [x, y] as const;
  };
  const parts = [
    `<path d="M252 96 C254 170 248 222 228 250 C188 280 124 290 104 340 L96 740 L504 740 L496 340 C476 290 412 280 372 250 C352 222 346 170 348 96 Z" fill="url(#velvet)"/>`,
    `<ellipse cx="300" cy="96" rx="48" ry="12" fill="#4a4556"/>`,
    `<path d="M236 250 C270 276 330 276 364 250" fill="none" stroke="#000" stroke-width="10" opacity="0.25"/>`,
    `<path d="M206 246 C236 350 364 350 394 246" fill="none" stroke="url(#metal)" stroke-width="5"/>`,
    `<path d="M178 262 Q300 600 422 262" fill="none" stroke="url(#metal)" stroke-width="8"/>`,
  ];
  for (let i = 1; i < 16; i++) {
    const [x, y] = curve(i / 16);
    if (i === 8) continue;
    parts.push(stone(x, y, 11, stoneColour, metal), pearl(x, y + 26, 6));
  }
  const [px, py] = curve(0.5);
  parts.push(`<g transform="translate(${px} ${py}) scale(1.35) translate(${-px} ${-py})">`);
  parts.push(
    `<path d="M${px} ${py - 8} C${px + 34} ${py + 20} ${px + 26} ${py + 70} ${px} ${py + 86} C${px - 26} ${py + 70} ${px - 34} ${py + 20} ${px} ${py - 8} Z" fill="url(#metal)" stroke="${metal.deep}" stroke-width="1.5"/>`,
    stone(px, py + 38, 16, stoneColour, metal),
    pearl(px, py + 100, 8),
    `<path d="M${px} ${py + 86} L${px} ${py + 92}" stroke="${metal.dark}" stroke-width="2"/>`,
    '</g>',
  );
  return { defs, body: parts.join('\n') };
}

function jhumka(x: number, top: number, stoneColour: string, metal: typeof GOLD): string {
  const bell = `M${x - 62} ${top + 250} C${x - 60} ${top + 170} ${x - 30} ${top + 130} ${x} ${top + 130} C${x + 30} ${top + 130} ${x + 60} ${top + 170} ${x + 62} ${top + 250} Z`;
  const drops: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const dx = x - 58 + (116 * i) / 8;
    drops.push(
      `<path d="M${dx} ${top + 250} L${dx} ${top + 266}" stroke="${metal.dark}" stroke-width="1.5"/>`,
      pearl(dx, top + 272, 6),
    );
  }
  return `<g>
    ${stone(x, top + 30, 20, stoneColour, metal)}
    <path d="M${x} ${top + 54} L${x} ${top + 80}" stroke="url(#metal)" stroke-width="5"/>
    ${stone(x, top + 98, 12, stoneColour, metal)}
    <path d="${bell}" fill="url(#metal)" stroke="${metal.deep}" stroke-width="2"/>
    <path d="M${x - 44} ${top + 200} C${x - 20} ${top + 190} ${x + 20} ${top + 190} ${x + 44} ${top + 200}" fill="none" stroke="${metal.deep}" stroke-width="2"/>
    <path d="M${x - 54} ${top + 228} C${x - 20} ${top + 218} ${x + 20} ${top + 218} ${x + 54} ${top + 228}" fill="none" stroke="${metal.deep}" stroke-width="2" stroke-dasharray="3 4"/>
    ${[-30, -10, 10, 30].map((dx) => `<circle cx="${x + dx}" cy="${top + 176 + Math.abs(dx) * 0.4}" r="5" fill="${stoneColour}" stroke="${metal.deep}" stroke-width="1"/>`).join('')}
    <path d="M${x - 62} ${top + 250} L${x + 62} ${top + 250}" stroke="${metal.dark}" stroke-width="4"/>
    ${drops.join('')}
    <path d="M${x - 30} ${top + 160} C${x - 40} ${top + 190} ${x - 44} ${top + 220} ${x - 46} ${top + 240}" stroke="#fff" stroke-width="6" opacity="0.35" fill="none"/>
  </g>`;
}

/** A pair of jhumka earrings; the colour is the stones'. */
export function earrings(p: Paint, silver: boolean): Drawing {
  const metal = silver ? SILVER : GOLD;
  const stoneColour = silver || p.base === '#c9a04a' ? '#f7f3ea' : p.base;
  const defs = metalGradient('metal', metal);
  return {
    defs,
    body: `<g transform="translate(-120 10) scale(1.4)">${jhumka(196, 150, stoneColour, metal)}${jhumka(404, 120, stoneColour, metal)}</g>`,
  };
}
