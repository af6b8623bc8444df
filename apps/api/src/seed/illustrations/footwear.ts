import { bodyGradient, mix, type Paint, verticalGradient } from './paint.ts';
import { type Drawing, floorShadow, seam, shape, sheen, stitch } from './parts.ts';

export type ShoeStyle = 'sneaker' | 'chunky' | 'kids' | 'loafer' | 'heels';

/** One shoe in side view, toe to the right, standing on the floor line y = 560. */
export function shoe(p: Paint, style: ShoeStyle): string {
  switch (style) {
    case 'loafer':
      return loafer(p);
    case 'heels':
      return heels(p);
    default:
      return sneaker(p, style);
  }
}

export function shoeDefs(p: Paint): string {
  return `${bodyGradient('cloth', p)}${verticalGradient('sole', '#ffffff', '#d9d6cf')}
    ${verticalGradient('leather', p.light, p.dark)}${verticalGradient('heel', mix(p.base, '#000000', 0.35), mix(p.base, '#000000', 0.6))}`;
}

function sneaker(p: Paint, style: 'sneaker' | 'chunky' | 'kids'): string {
  const chunky = style === 'chunky';
  const kids = style === 'kids';
  const top = chunky ? 500 : kids ? 512 : 516;
  const upper = kids
    ? `M104 ${top + 6} C96 440 104 396 124 372 C136 356 156 348 180 350 C204 352 222 364 242 366 C262 366 280 352 294 330
       L312 306 C324 302 334 306 340 314 C356 346 380 372 412 396 C446 420 494 430 514 456 C524 468 522 ${top} 514 ${top + 4} Z`
    : `M100 ${top + 6} C94 440 100 398 118 372 C128 356 146 346 170 346 C196 346 214 360 236 364 C256 366 276 350 290 326
       L306 300 C318 298 328 302 334 310 C350 340 372 370 404 394 C440 420 490 436 512 458 C520 466 520 ${top - 2} 514 ${top + 2} Z`;
  const accent = p.isDark ? '#f3efe6' : p.base === '#f6f5f1' ? '#22315a' : mix(p.base, '#000000', 0.45);
  const outsole = chunky ? '#3b3b40' : kids ? mix(p.base, '#000000', 0.3) : '#4a4a50';
  const soleTop = top;
  const soleBottom = 562;
  const sole = `M90 ${soleTop + 4} L516 ${soleTop - 4} C530 ${soleTop + 8} 532 ${soleBottom - 30} 520 ${soleBottom - 14}
    C510 ${soleBottom - 4} 492 ${soleBottom} 466 ${soleBottom} L128 ${soleBottom} C102 ${soleBottom} 86 ${soleBottom - 14} 84 ${soleBottom - 34}
    C82 ${soleTop + 24} 84 ${soleTop + 10} 90 ${soleTop + 4} Z`;
  const parts = [
    shape(upper, 'url(#cloth)', p.line, 2.4),
    `<path d="M172 348 C196 348 214 362 236 366 C256 368 276 352 290 328 C270 346 250 356 232 354 C210 350 190 342 172 348 Z" fill="${p.deep}"/>`,
    shape('M290 326 L304 294 C316 288 330 292 338 304 L332 318 Z', p.light, p.line, 2),
    shape(
      `M100 ${top + 6} C94 440 100 398 118 372 C128 356 146 346 170 346 L180 378 C164 410 162 446 170 ${top + 4} Z`,
      p.dark,
      p.line,
      2,
    ),
    stitch(`M174 380 C160 410 158 446 164 ${top}`, p.stitch, 1.5, '5 4'),
    shape(
      `M430 410 C470 428 500 440 512 458 C520 466 520 ${top - 2} 514 ${top + 2} L442 ${top + 4} C438 460 434 436 430 410 Z`,
      p.light,
      p.line,
      2,
    ),
    stitch(`M436 418 C440 440 444 460 446 ${top}`, p.stitch, 1.5, '5 4'),
    `<path d="M118 372 C112 360 114 348 124 344" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`,
  ];
  if (kids) {
    parts.push(
      ...[0, 1].map((i) => {
        const x = 318 + i * 48;
        const y = 330 + i * 36;
        return `<g transform="rotate(34 ${x} ${y})"><rect x="${x - 16}" y="${y - 6}" width="104" height="30" rx="14" fill="${accent}" stroke="${p.line}" stroke-width="2"/>
          ${stitch(`M${x - 8} ${y + 9} L${x + 80} ${y + 9}`, p.line, 1.2, '4 3')}</g>`;
      }),
      `<path d="M250 430 L262 404 L274 430 L300 432 L280 448 L288 474 L262 460 L238 474 L246 448 L226 432 Z" fill="${accent}" opacity="0.95"/>`,
    );
  } else {
    parts.push(
      shape(`M176 ${top - 6} C240 436 320 404 408 400 C356 424 282 456 226 ${top - 2} Z`, accent, p.line, 1.6),
      ...[0, 1, 2, 3, 4].map((i) => {
        const x = 306 + i * 21;
        const y = 312 + i * 18;
        return `<circle cx="${x - 12}" cy="${y + 12}" r="3.4" fill="${p.deep}"/><circle cx="${x + 12}" cy="${y - 10}" r="3.4" fill="${p.deep}"/>
          <path d="M${x - 12} ${y + 12} L${x + 12} ${y - 10}" stroke="${p.base === '#f6f5f1' ? '#d8d8d2' : '#f6f5f1'}" stroke-width="6" stroke-linecap="round"/>`;
      }),
      stitch('M308 334 C330 366 356 392 388 414', p.stitch, 1.4, '4 4'),
    );
  }
  parts.push(
    sheen(`M140 ${top - 30} C200 ${top - 40} 300 ${top - 44} 420 ${top - 36}`, 0.16, 4),
    shape(sole, 'url(#sole)', '#bdb8ae', 2),
    chunky
      ? `<path d="M96 ${soleTop + 40} C160 ${soleTop + 24} 220 ${soleTop + 56} 300 ${soleTop + 40} C380 ${soleTop + 24} 440 ${soleTop + 52} 524 ${soleTop + 30}" fill="none" stroke="${accent === '#f3efe6' ? p.base : accent}" stroke-width="7" opacity="0.8"/>`
      : stitch(`M96 ${soleTop + 16} L516 ${soleTop + 8}`, '#b5b0a6', 1.4, '5 4'),
    `<path d="M88 ${soleBottom - 22} C98 ${soleBottom - 4} 112 ${soleBottom} 130 ${soleBottom} L466 ${soleBottom} C494 ${soleBottom} 512 ${soleBottom - 8} 522 ${soleBottom - 22}" fill="none" stroke="${outsole}" stroke-width="9" stroke-linecap="round"/>`,
  );
  return parts.join('\n');
}

function loafer(p: Paint): string {
  const upper = `M108 532 C100 500 102 466 114 440 C140 432 190 436 226 446 C252 452 276 450 296 440 C330 420 380 414 424 428
    C470 444 506 470 516 500 C522 516 518 530 504 532 Z`;
  return [
    shape('M104 530 L506 528 C520 530 524 540 514 548 L118 552 C104 552 98 542 104 530 Z', '#4a3424', '#2e2016', 2),
    shape('M108 540 L108 560 L188 560 L188 540 Z', 'url(#heel)', '#2e2016', 2),
    shape('M190 552 L500 550 L500 558 L190 560 Z', '#2e2016', '#2e2016', 1),
    stitch('M112 538 L508 536', '#c9a27a', 1.4, '4 4'),
    shape(upper, 'url(#leather)', p.line, 2.4),
    `<path d="M114 440 C140 432 190 436 226 446 C252 452 276 450 296 440 C270 460 230 462 200 456 C160 450 130 448 114 440 Z" fill="${p.deep}"/>`,
    seam('M298 440 C318 470 420 484 512 486', p.line, 2.2, 0.8),
    stitch('M304 436 C326 462 420 474 510 476', p.stitch, 1.4, '4 3'),
    shape('M282 448 C300 482 362 488 404 470 L398 446 C362 460 318 456 296 438 Z', p.base, p.line, 1.8),
    `<path d="M330 462 C344 468 362 468 378 462" stroke="${p.deep}" stroke-width="6" stroke-linecap="round"/>`,
    stitch('M118 512 C220 510 380 508 508 512', p.stitch, 1.4, '5 4'),
    sheen('M130 470 C220 462 330 450 460 458', 0.22, 5),
    sheen('M420 440 C450 450 480 466 500 490', 0.25, 4),
  ].join('\n');
}

function heels(p: Paint): string {
  const upper = `M118 424 C170 434 232 456 292 472 C332 482 356 478 386 476 C444 486 492 512 508 538 C514 550 508 558 494 558
    L340 556 C300 546 250 520 202 498 C170 486 140 476 118 470 Z`;
  return [
    shape('M122 470 L168 482 L160 560 L134 560 Z', 'url(#heel)', p.line, 2),
    shape('M132 552 L162 552 L160 562 L134 562 Z', '#222', '#222', 1),
    `<path d="M118 470 C150 478 190 490 230 510 C280 534 320 552 350 558 L494 560" fill="none" stroke="${mix(p.base, '#000000', 0.55)}" stroke-width="7" stroke-linecap="round"/>`,
    shape(upper, 'url(#leather)', p.line, 2.4),
    `<path d="M118 424 C170 434 232 456 292 472 C332 482 356 478 386 476 C350 488 320 490 292 484 C232 470 170 446 118 436 Z" fill="${p.deep}" opacity="0.85"/>`,
    sheen('M200 486 C260 510 330 530 470 540', 0.22, 5),
    seam('M118 428 L118 468', p.line, 2, 0.7),
  ].join('\n');
}

/** The front image: one shoe with its shadow. */
export function footwearFront(p: Paint, style: ShoeStyle): Drawing {
  return {
    defs: shoeDefs(p),
    body: `${floorShadow(300, 602, 240, 16)}<g transform="translate(-39 -18) scale(1.1)">${shoe(p, style)}</g>`,
  };
}

/** The second image: the pair, one behind the other. */
export function footwearPair(p: Paint, style: ShoeStyle): Drawing {
  return {
    defs: shoeDefs(p),
    body: `${floorShadow(340, 498, 200, 12, 0.2)}
      <g transform="translate(60 -20) scale(0.92)">${shoe(p, style)}</g>
      ${floorShadow(295, 622, 220, 14)}<g transform="translate(-10 60)">${shoe(p, style)}</g>`,
  };
}
