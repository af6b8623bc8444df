import { bodyGradient, mix, type Paint, SKIN, verticalGradient } from './paint.ts';
import { type Drawing, floorShadow, shape, sheen } from './parts.ts';

function accentOf(p: Paint): string {
  return p.base === '#f2c53d' || p.base === '#d6a021' ? '#c7313a' : '#f2c53d';
}

function capeOf(p: Paint): string {
  return p.base === '#c7313a' || p.base === '#7a1f2d' ? '#22315a' : '#c7313a';
}

/** A superhero action figure on its stand: suit in the colour, cape and emblem in contrast. */
export function figure(p: Paint): string {
  const accent = accentOf(p);
  const cape = capeOf(p);
  const boot = mix(p.base, '#000000', 0.5);
  const arm = (side: 1 | -1) => {
    const x = 300 + side * 82;
    return `<g transform="rotate(${side * -12} ${x} 262)">
      <rect x="${x - 22}" y="252" width="44" height="150" rx="21" fill="url(#cloth)" stroke="${p.line}" stroke-width="2"/>
      <rect x="${x - 24}" y="352" width="48" height="62" rx="20" fill="${boot}" stroke="${p.line}" stroke-width="2"/>
      <circle cx="${x}" cy="420" r="22" fill="${boot}" stroke="${p.line}" stroke-width="2"/></g>`;
  };
  return [
    `<ellipse cx="300" cy="660" rx="120" ry="26" fill="#2b2b30"/><ellipse cx="300" cy="652" rx="120" ry="26" fill="#44474d"/>`,
    `<path d="M232 250 L368 250 L438 630 C370 650 230 650 162 630 Z" fill="${cape}" stroke="${mix(cape, '#000000', 0.4)}" stroke-width="2"/>`,
    `<path d="M260 270 L220 620 M340 270 L380 620 M300 270 L300 640" stroke="#000" stroke-width="10" opacity="0.12"/>`,
    shape('M248 440 L298 440 L294 600 L244 600 Z', 'url(#cloth)', p.line, 2),
    shape('M302 440 L352 440 L356 600 L306 600 Z', 'url(#cloth)', p.line, 2),
    shape('M240 580 L296 580 L296 652 L226 652 C224 636 230 624 240 618 Z', boot, p.line, 2),
    shape('M304 580 L360 580 L360 618 C370 624 376 636 374 652 L304 652 Z', boot, p.line, 2),
    arm(-1),
    arm(1),
    shape('M226 248 C250 232 350 232 374 248 L384 330 L362 452 L238 452 L216 330 Z', 'url(#cloth)', p.line, 2.2),
    `<path d="M300 300 C280 300 262 314 262 330 M300 300 C320 300 338 314 338 330" fill="none" stroke="#000" stroke-width="4" opacity="0.15"/>`,
    `<circle cx="300" cy="318" r="42" fill="${accent}" stroke="${mix(accent, '#000000', 0.4)}" stroke-width="3"/>`,
    `<path d="M308 286 L280 324 L298 324 L288 352 L322 310 L302 310 L314 286 Z" fill="${p.deep}"/>`,
    `<rect x="236" y="428" width="128" height="24" rx="4" fill="${accent}" stroke="${mix(accent, '#000000', 0.4)}" stroke-width="2"/>`,
    `<rect x="286" y="426" width="28" height="28" rx="4" fill="${mix(accent, '#ffffff', 0.3)}" stroke="${mix(accent, '#000000', 0.4)}" stroke-width="2"/>`,
    `<rect x="284" y="222" width="32" height="24" fill="${SKIN.dark}"/>`,
    `<circle cx="300" cy="190" r="46" fill="${SKIN.base}" stroke="${SKIN.dark}" stroke-width="2"/>`,
    `<path d="M254 190 C254 150 276 138 300 138 C324 138 346 150 346 190 L346 198 C330 206 270 206 254 198 Z" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`,
    `<path d="M266 184 L290 188 L288 198 L270 196 Z" fill="#fff" stroke="${p.line}" stroke-width="1.5"/>`,
    `<path d="M334 184 L310 188 L312 198 L330 196 Z" fill="#fff" stroke="${p.line}" stroke-width="1.5"/>`,
    `<path d="M284 214 C294 222 306 222 316 214" fill="none" stroke="#8a4a34" stroke-width="3.5" stroke-linecap="round"/>`,
    sheen('M238 270 C250 262 262 258 276 256', 0.3, 6),
  ].join('\n');
}

/** A fashion doll on a clear stand, dress in the colour. */
export function doll(p: Paint): string {
  const hair = p.base === '#6e4631' ? '#e0b45a' : '#5a3825';
  const hairDark = mix(hair, '#000000', 0.3);
  return [
    `<ellipse cx="300" cy="664" rx="90" ry="18" fill="#d8e6ee" stroke="#b6c8d4" stroke-width="2" opacity="0.9"/>`,
    `<path d="M238 180 C226 250 220 330 234 392 L366 392 C380 330 374 250 362 180 Z" fill="${hair}" stroke="${hairDark}" stroke-width="2"/>`,
    `<rect x="288" y="226" width="24" height="40" fill="${SKIN.base}"/>`,
    shape('M286 520 L298 520 L296 640 L282 640 Z', SKIN.base, SKIN.dark, 1.5),
    shape('M302 520 L314 520 L318 640 L304 640 Z', SKIN.base, SKIN.dark, 1.5),
    shape('M276 636 L298 634 L300 652 L270 654 C268 646 270 640 276 636 Z', p.deep, p.line, 1.5),
    shape('M302 634 L324 636 C330 640 332 646 330 654 L300 652 Z', p.deep, p.line, 1.5),
    `<g transform="rotate(14 246 276)"><rect x="236" y="270" width="20" height="150" rx="10" fill="${SKIN.base}" stroke="${SKIN.dark}" stroke-width="1.5"/></g>`,
    `<g transform="rotate(-14 354 276)"><rect x="344" y="270" width="20" height="150" rx="10" fill="${SKIN.base}" stroke="${SKIN.dark}" stroke-width="1.5"/></g>`,
    shape(
      'M260 262 C280 254 320 254 340 262 L350 300 C346 320 338 340 332 360 L268 360 C262 340 254 320 250 300 Z',
      'url(#cloth)',
      p.line,
      2,
    ),
    shape(
      'M268 356 L332 356 C360 420 384 480 394 536 C340 556 260 556 206 536 C216 480 240 420 268 356 Z',
      'url(#cloth)',
      p.line,
      2,
    ),
    `<path d="M282 364 L248 530 M300 364 L300 548 M318 364 L352 530" stroke="#000" stroke-width="8" opacity="0.1"/>`,
    `<path d="M264 356 L336 356" stroke="${p.dark}" stroke-width="8"/>`,
    `<circle cx="300" cy="196" r="48" fill="${SKIN.base}" stroke="${SKIN.dark}" stroke-width="2"/>`,
    `<path d="M250 196 C246 150 270 132 300 132 C334 132 356 152 350 196 C336 176 312 160 296 150 C286 168 268 184 250 196 Z" fill="${hair}" stroke="${hairDark}" stroke-width="2"/>`,
    `<ellipse cx="282" cy="198" rx="7" ry="9" fill="#3b2a22"/><ellipse cx="318" cy="198" rx="7" ry="9" fill="#3b2a22"/>`,
    `<circle cx="284" cy="195" r="2.5" fill="#fff"/><circle cx="320" cy="195" r="2.5" fill="#fff"/>`,
    `<circle cx="272" cy="216" r="8" fill="#f08aa0" opacity="0.45"/><circle cx="328" cy="216" r="8" fill="#f08aa0" opacity="0.45"/>`,
    `<path d="M288 222 C296 230 304 230 312 222" fill="none" stroke="#c0445a" stroke-width="3.5" stroke-linecap="round"/>`,
    `<path d="M336 150 C350 136 370 140 366 154 C362 166 346 160 336 150 Z M336 150 C334 130 350 120 356 132" fill="${accentOf(p)}" stroke="${mix(accentOf(p), '#000000', 0.35)}" stroke-width="1.5"/>`,
    sheen('M262 268 C270 264 280 262 290 262', 0.3, 5),
  ].join('\n');
}

/** A toy standing in its window box: the second image of figures and dolls. */
export function toyInBox(p: Paint, toy: string, boxColour: string): string {
  const box = mix(boxColour, '#000000', 0.1);
  return [
    floorShadow(300, 716, 200, 14),
    `<path d="M120 110 L480 110 L500 130 L500 710 L140 710 L120 690 Z" fill="${mix(box, '#000000', 0.35)}"/>`,
    `<rect x="110" y="100" width="370" height="600" rx="10" fill="url(#box)" stroke="${mix(box, '#000000', 0.4)}" stroke-width="2"/>`,
    `<path d="M110 100 L480 100 L480 190 L110 190 Z" fill="${mix(box, '#ffffff', 0.15)}"/>`,
    `<g transform="translate(295 146)">${[0, 30, 60, 90, 120, 150].map((a) => `<rect x="-70" y="-5" width="140" height="10" fill="#fff" opacity="0.22" transform="rotate(${a})"/>`).join('')}
      <circle r="30" fill="${accentOf(p)}"/><rect x="-110" y="-9" width="70" height="18" rx="9" fill="#fff" opacity="0.9"/><rect x="40" y="-9" width="70" height="18" rx="9" fill="#fff" opacity="0.9"/></g>`,
    `<rect x="150" y="210" width="290" height="440" rx="24" fill="#dceaf3" stroke="${mix(box, '#000000', 0.4)}" stroke-width="3"/>`,
    `<g transform="translate(295 198) scale(0.64) translate(-300 -110)">${toy}</g>`,
    `<path d="M170 230 L260 230 L170 420 Z" fill="#fff" opacity="0.28"/><path d="M420 480 L420 630 L350 630 Z" fill="#fff" opacity="0.18"/>`,
    `<rect x="130" y="664" width="330" height="22" rx="6" fill="#fff" opacity="0.85"/>`,
    `<rect x="150" y="670" width="120" height="10" rx="5" fill="${box}"/><rect x="290" y="670" width="60" height="10" rx="5" fill="${box}" opacity="0.6"/>`,
  ].join('\n');
}

export function toyDefs(p: Paint, boxColour: string): string {
  return `${bodyGradient('cloth', p)}${verticalGradient('box', mix(boxColour, '#ffffff', 0.1), mix(boxColour, '#000000', 0.2))}`;
}

export function figureDrawing(p: Paint, view: 'front' | 'detail'): Drawing {
  const toy = figure(p);
  const boxColour = capeOf(p);
  return {
    defs: toyDefs(p, boxColour),
    body: view === 'front' ? `${floorShadow(300, 676, 140, 14)}${toy}` : toyInBox(p, toy, boxColour),
  };
}

export function dollDrawing(p: Paint, view: 'front' | 'detail'): Drawing {
  const toy = doll(p);
  const boxColour = p.base === '#ee9dbd' ? '#6c3d94' : '#ee6fa0';
  return {
    defs: toyDefs(p, boxColour),
    body:
      view === 'front'
        ? `${floorShadow(300, 702, 110, 12)}<g transform="translate(-30 -30) scale(1.1)">${toy}</g>`
        : toyInBox(p, toy, boxColour),
  };
}

/** Flat artwork of a board game lid, 300 x 200, mapped onto the box in perspective by the caller. */
function lidArt(p: Paint): string {
  const cells = ['#c7313a', '#f2c53d', '#2f7d52', '#22315a', '#ffffff', '#e8792d'];
  const ring: string[] = [];
  const size = 22;
  for (let i = 0; i < 6; i++) {
    for (const [x, y] of [
      [20 + i * size, 30],
      [20 + i * size, 30 + 5 * size],
      [20, 30 + i * size],
      [20 + 5 * size, 30 + i * size],
    ] as const) {
      ring.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${cells[(x + y) % 6]}" stroke="#fff" stroke-width="2"/>`,
      );
    }
  }
  return `<rect width="300" height="200" fill="url(#cloth)"/>
    <rect x="8" y="8" width="284" height="184" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>
    ${ring.join('')}
    <circle cx="86" cy="96" r="26" fill="#fff" opacity="0.9"/><path d="M86 76 L92 90 L106 90 L95 99 L99 113 L86 105 L73 113 L77 99 L66 90 L80 90 Z" fill="${accentOf(p)}"/>
    <rect x="170" y="36" width="110" height="26" rx="6" fill="#fff"/><rect x="180" y="43" width="90" height="12" rx="4" fill="${p.deep}"/>
    <rect x="176" y="72" width="98" height="10" rx="5" fill="#fff" opacity="0.75"/>
    <g transform="translate(200 110) rotate(-12)"><rect width="40" height="40" rx="7" fill="#fff" stroke="#ccc" stroke-width="1.5"/>
      <circle cx="11" cy="11" r="4" fill="#2b2b30"/><circle cx="20" cy="20" r="4" fill="#2b2b30"/><circle cx="29" cy="29" r="4" fill="#2b2b30"/></g>
    <g transform="translate(250 118) rotate(10)"><rect width="34" height="34" rx="6" fill="#c7313a"/><circle cx="10" cy="10" r="3.5" fill="#fff"/><circle cx="24" cy="24" r="3.5" fill="#fff"/></g>
    <circle cx="190" cy="172" r="9" fill="#22315a"/><circle cx="214" cy="176" r="9" fill="#2f7d52"/><circle cx="238" cy="172" r="9" fill="#f2c53d"/>`;
}

/** A board game: the boxed lid in perspective (front) or the open board with pieces (detail). */
export function boardGame(p: Paint, view: 'front' | 'detail'): Drawing {
  const defs = `${bodyGradient('cloth', p)}`;
  if (view === 'front') {
    const side = mix(p.base, '#000000', 0.3);
    const side2 = mix(p.base, '#000000', 0.45);
    return {
      defs,
      body: [
        floorShadow(310, 590, 230, 40),
        `<path d="M110 330 L210 520 L210 580 L110 390 Z" fill="${side}"/>`,
        `<path d="M210 520 L500 430 L500 490 L210 580 Z" fill="${side2}"/>`,
        `<path d="M110 330 L210 520 M210 520 L500 430" stroke="#fff" stroke-width="2" opacity="0.4"/>`,
        `<g transform="matrix(${290 / 300} ${-80 / 300} ${100 / 200} ${190 / 200} 110 330)">${lidArt(p)}</g>`,
        `<path d="M110 330 L400 250 L500 430 L210 520 Z" fill="none" stroke="${p.line}" stroke-width="2"/>`,
        `<path d="M110 330 L400 250 L420 288 L130 368 Z" fill="#fff" opacity="0.1"/>`,
      ].join('\n'),
    };
  }
  const grid: string[] = [];
  const n = 8;
  const cell = 300 / n;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      grid.push(
        `<rect x="${c * cell}" y="${r * cell}" width="${cell}" height="${cell}" fill="${(r + c) % 2 === 0 ? '#fbf5e6' : mix(p.base, '#ffffff', 0.35)}"/>`,
      );
    }
  }
  const ladder = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1} L${x2} ${y2} M${x1 + 12} ${y1 + 4} L${x2 + 12} ${y2 + 4}" stroke="#8a5a2e" stroke-width="4"/>`;
  const board = `${grid.join('')}${ladder(40, 250, 120, 90)}${ladder(200, 270, 250, 150)}
    <path d="M260 40 C220 60 250 100 210 120 C170 140 190 180 150 200" fill="none" stroke="#2f7d52" stroke-width="10" stroke-linecap="round"/>
    <circle cx="260" cy="40" r="9" fill="#2f7d52"/>
    <rect width="300" height="300" fill="none" stroke="${p.deep}" stroke-width="6"/>`;
  const pawn = (x: number, y: number, colour: string) =>
    `<g><ellipse cx="${x}" cy="${y + 30}" rx="16" ry="6" fill="#000" opacity="0.2"/>
      <path d="M${x - 14} ${y + 30} C${x - 10} ${y + 10} ${x - 6} ${y} ${x} ${y} C${x + 6} ${y} ${x + 10} ${y + 10} ${x + 14} ${y + 30} Z" fill="${colour}"/>
      <circle cx="${x}" cy="${y - 6}" r="10" fill="${colour}"/><circle cx="${x - 3}" cy="${y - 9}" r="3" fill="#fff" opacity="0.6"/></g>`;
  return {
    defs,
    body: [
      floorShadow(300, 600, 250, 40),
      `<path d="M70 470 L530 470 L500 300 L100 300 Z" fill="${mix(p.base, '#000000', 0.35)}"/>`,
      `<g transform="matrix(${460 / 300} 0 ${-30 / 300} ${280 / 300} 85 180)">${board}</g>`,
      `<path d="M85 180 L545 180 L515 460 L55 460 Z" fill="none" stroke="${p.deep}" stroke-width="3"/>`,
      pawn(210, 300, '#c7313a'),
      pawn(360, 250, '#22315a'),
      pawn(420, 360, '#f2c53d'),
      `<g transform="translate(180 540) rotate(-14)"><rect width="60" height="60" rx="10" fill="#fff" stroke="#bbb" stroke-width="2"/>
        <circle cx="16" cy="16" r="6" fill="#2b2b30"/><circle cx="30" cy="30" r="6" fill="#2b2b30"/><circle cx="44" cy="44" r="6" fill="#2b2b30"/></g>`,
      `<g transform="translate(300 560) rotate(12)"><rect width="110" height="70" rx="8" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>
        <rect x="14" y="14" width="82" height="42" rx="6" fill="none" stroke="#fff" stroke-width="3"/></g>`,
    ].join('\n'),
  };
}
