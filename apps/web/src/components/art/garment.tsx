import { slugSegment } from '@store/shared/slug';

/** Drawn artwork for banners, tiles and menus: nothing can be downloaded, so the store draws its own. */
export type GarmentKind =
  | 'tshirt'
  | 'shirt'
  | 'jacket'
  | 'jeans'
  | 'pants'
  | 'shorts'
  | 'shoe'
  | 'sneaker'
  | 'watch'
  | 'belt'
  | 'saree'
  | 'kurta'
  | 'lehenga'
  | 'dress'
  | 'top'
  | 'skirt'
  | 'bag'
  | 'jewelry'
  | 'figure'
  | 'doll'
  | 'game';

const kindBySlug: Record<string, GarmentKind> = {
  't-shirt': 'tshirt',
  't-shirts': 'tshirt',
  'casual-shirts': 'shirt',
  jackets: 'jacket',
  jeans: 'jeans',
  pants: 'pants',
  shorts: 'shorts',
  'casual-shoes': 'shoe',
  sneakers: 'sneaker',
  shoes: 'sneaker',
  watches: 'watch',
  belts: 'belt',
  sarees: 'saree',
  kurta: 'kurta',
  lehenga: 'lehenga',
  'ethnic-wear': 'kurta',
  dresses: 'dress',
  tops: 'top',
  skirts: 'skirt',
  bags: 'bag',
  jewelry: 'jewelry',
  'action-figures': 'figure',
  dolls: 'doll',
  games: 'game',
};

export function kindForCategory(name: string): GarmentKind {
  return kindBySlug[slugSegment(name)] ?? 'tshirt';
}

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

interface GarmentProps {
  kind: GarmentKind;
  colour: string;
  accent?: string;
  className?: string;
}

/** One garment in a 120x120 box, filled with `colour`, details in `accent`. */
export function Garment({ kind, colour, accent = '#ffffff', className }: GarmentProps) {
  const line = shade(colour, -0.35);
  const dark = shade(colour, -0.18);
  const light = shade(colour, 0.25);
  const common = { fill: colour, stroke: line, strokeWidth: 2, strokeLinejoin: 'round' as const };
  const detail = { fill: 'none', stroke: line, strokeWidth: 1.6, strokeLinecap: 'round' as const };
  const stitch = { ...detail, stroke: accent, strokeDasharray: '3 3', opacity: 0.8 };

  const shapes: Record<GarmentKind, React.ReactNode> = {
    tshirt: (
      <>
        <path
          d="M40 22 L52 17 Q60 27 68 17 L80 22 L102 37 L93 53 L82 47 L82 104 L38 104 L38 47 L27 53 L18 37 Z"
          {...common}
        />
        <path d="M52 17 Q60 27 68 17" {...detail} strokeWidth={3} />
        <path d="M46 60 H74" {...stitch} />
        <path d="M38 96 H82" {...detail} opacity={0.5} />
      </>
    ),
    shirt: (
      <>
        <path
          d="M42 20 L54 15 L60 24 L66 15 L78 20 L96 30 L105 88 L93 90 L84 48 L84 106 L36 106 L36 48 L27 90 L15 88 L24 30 Z"
          {...common}
        />
        <path d="M54 15 L60 32 L66 15 L60 24 Z" fill={light} stroke={line} strokeWidth={1.6} />
        <path d="M60 32 V106" {...detail} />
        {[44, 58, 72, 86, 98].map((y) => (
          <circle key={y} cx={63.5} cy={y} r={1.6} fill={accent} />
        ))}
        <path d="M42 44 H54 V54 H42 Z" {...detail} />
      </>
    ),
    jacket: (
      <>
        <path
          d="M40 20 L52 14 L60 22 L68 14 L80 20 L98 32 L106 92 L92 94 L86 52 L86 108 L34 108 L34 52 L28 94 L14 92 L22 32 Z"
          {...common}
        />
        <path
          d="M52 14 L46 34 L58 44 L60 22 Z M68 14 L74 34 L62 44 L60 22 Z"
          fill={dark}
          stroke={line}
          strokeWidth={1.6}
        />
        <path d="M60 44 V108" stroke={accent} strokeWidth={2} />
        <path d="M40 70 H52 M68 70 H80" {...detail} strokeWidth={2.4} />
        <path d="M34 100 H86" {...detail} opacity={0.6} />
      </>
    ),
    jeans: (
      <>
        <path d="M36 12 H84 L91 108 H68 L60 44 L52 108 H29 Z" {...common} />
        <path d="M36 21 H84" {...detail} />
        <path d="M40 22 Q44 34 54 34 M80 22 Q76 34 66 34" {...stitch} />
        <path d="M60 21 V40" {...stitch} />
        <path d="M33 96 H51 M69 96 H88" {...stitch} />
      </>
    ),
    pants: (
      <>
        <path d="M37 12 H83 L88 108 H67 L60 42 L53 108 H32 Z" {...common} />
        <path d="M37 20 H83" {...detail} />
        <path d="M46 20 L44 106 M74 20 L76 106" {...detail} opacity={0.35} />
        <path d="M41 22 Q44 30 50 31 M79 22 Q76 30 70 31" {...detail} />
      </>
    ),
    shorts: (
      <>
        <path d="M33 28 H87 L94 82 H66 L60 52 L54 82 H26 Z" {...common} />
        <path d="M33 37 H87" {...detail} />
        <path d="M56 37 Q52 45 56 50 M64 37 Q68 45 64 50" stroke={accent} strokeWidth={1.6} fill="none" />
        <path d="M29 74 H55 M65 74 H91" {...stitch} />
      </>
    ),
    shoe: (
      <>
        <path d="M12 78 Q13 58 28 56 L50 52 Q58 64 78 66 L100 72 Q110 76 108 86 H12 Z" {...common} />
        <path d="M12 86 H108 V94 Q108 96 104 96 H16 Q12 96 12 92 Z" fill={shade(colour, -0.5)} />
        <path d="M50 52 Q58 64 78 66" {...detail} />
        <path d="M30 62 Q32 72 30 80" {...stitch} />
      </>
    ),
    sneaker: (
      <>
        <path d="M12 76 Q12 56 26 54 L46 50 Q58 62 80 64 L102 70 Q110 74 108 84 H12 Z" {...common} />
        <path d="M10 84 H110 V92 Q110 96 104 96 H16 Q10 96 10 90 Z" fill="#ffffff" stroke={line} strokeWidth={1.6} />
        <path d="M50 56 L62 52 M56 60 L68 56 M62 63 L74 60" stroke={accent} strokeWidth={2.4} strokeLinecap="round" />
        <path d="M30 78 Q58 60 96 78" stroke={accent} strokeWidth={3.5} fill="none" strokeLinecap="round" />
      </>
    ),
    watch: (
      <>
        <path d="M48 8 H72 L70 36 H50 Z M50 84 H70 L72 112 H48 Z" fill={dark} stroke={line} strokeWidth={1.6} />
        <circle cx="60" cy="60" r="27" fill="#f8f5ee" stroke={colour} strokeWidth={7} />
        <path d="M60 60 V43 M60 60 L72 66" stroke="#1f2233" strokeWidth={2.6} strokeLinecap="round" />
        <circle cx="60" cy="60" r="2.5" fill="#1f2233" />
        <rect x="88" y="56" width="6" height="8" rx="1.5" fill={line} />
      </>
    ),
    belt: (
      <>
        <path d="M6 50 H114 V70 H6 Z" {...common} />
        <path d="M10 55 H110 M10 65 H110" {...stitch} />
        <rect
          x="40"
          y="44"
          width="28"
          height="32"
          rx="4"
          fill="none"
          stroke={accent === '#ffffff' ? '#c9a04a' : accent}
          strokeWidth={5}
        />
        <path d="M54 50 V70" stroke="#c9a04a" strokeWidth={3} />
        {[80, 92, 104].map((x) => (
          <circle key={x} cx={x} cy={60} r={2} fill={line} />
        ))}
      </>
    ),
    saree: (
      <>
        <path d="M44 14 Q60 8 76 14 L80 40 L92 108 H28 L40 40 Z" {...common} />
        <path d="M76 14 L98 34 L84 104 L72 44 Z" fill={dark} stroke={line} strokeWidth={1.6} />
        <path d="M28 100 H92" stroke={accent} strokeWidth={4} />
        <path d="M82 30 L94 38 M80 50 L90 56 M78 70 L88 76" stroke={accent} strokeWidth={2} strokeLinecap="round" />
        {[40, 52, 64, 76].map((x) => (
          <circle key={x} cx={x} cy={84} r={2} fill={accent} />
        ))}
      </>
    ),
    kurta: (
      <>
        <path
          d="M42 16 L54 12 Q60 20 66 12 L78 16 L95 30 L102 64 L91 66 L84 42 L88 110 L32 110 L36 42 L29 66 L18 64 L25 30 Z"
          {...common}
        />
        <path d="M60 18 V44" stroke={accent} strokeWidth={2} />
        <path d="M54 12 Q60 20 66 12" {...detail} strokeWidth={3} />
        <path d="M33 102 H87" stroke={accent} strokeWidth={4} />
        <path d="M34 94 H86" {...stitch} />
        {[26, 32, 38].map((y) => (
          <circle key={y} cx={63} cy={y} r={1.4} fill={accent} />
        ))}
      </>
    ),
    lehenga: (
      <>
        <path d="M46 12 L56 10 Q60 16 64 10 L74 12 L78 30 Q60 34 42 30 Z" fill={dark} stroke={line} strokeWidth={1.6} />
        <path d="M42 40 H78 L108 110 H12 Z" {...common} />
        <path d="M42 40 H78" stroke={accent} strokeWidth={3} />
        <path d="M16 102 H104" stroke={accent} strokeWidth={5} />
        <path d="M50 40 L36 104 M60 40 V104 M70 40 L84 104" {...detail} opacity={0.45} />
        {[30, 48, 66, 84].map((x) => (
          <circle key={x} cx={x + 4} cy={88} r={2.2} fill={accent} />
        ))}
      </>
    ),
    dress: (
      <>
        <path d="M48 12 L56 10 Q60 18 64 10 L72 12 L76 40 L70 50 L98 110 H22 L50 50 L44 40 Z" {...common} />
        <path d="M48 50 H72" stroke={accent} strokeWidth={3} />
        <path d="M56 10 Q60 18 64 10" {...detail} />
        <path d="M60 50 L56 110 M66 52 L78 110 M54 52 L40 110" {...detail} opacity={0.35} />
      </>
    ),
    top: (
      <>
        <path
          d="M42 24 L54 20 Q60 28 66 20 L78 24 L98 38 L90 52 L80 46 L82 92 L38 92 L40 46 L30 52 L22 38 Z"
          {...common}
        />
        <path d="M22 38 Q28 50 30 52 M98 38 Q92 50 90 52" stroke={accent} strokeWidth={2} fill="none" />
        <path d="M54 20 Q60 34 66 20" {...detail} strokeWidth={2.6} />
        <path d="M40 72 Q60 80 80 72" {...stitch} />
      </>
    ),
    skirt: (
      <>
        <path d="M40 26 H80 L98 100 H22 Z" {...common} />
        <path d="M40 34 H80" stroke={accent} strokeWidth={3} />
        <path d="M50 34 L40 100 M60 34 V100 M70 34 L80 100" {...detail} opacity={0.45} />
      </>
    ),
    bag: (
      <>
        <path d="M40 46 Q40 16 60 16 Q80 16 80 46" fill="none" stroke={line} strokeWidth={5} />
        <path d="M22 44 H98 L92 104 Q91 108 86 108 H34 Q29 108 28 104 Z" {...common} />
        <path d="M22 60 H98" {...detail} />
        <rect x="54" y="56" width="12" height="10" rx="2" fill="#c9a04a" />
        <path d="M30 98 H90" {...stitch} />
      </>
    ),
    jewelry: (
      <>
        <path d="M26 20 Q60 86 94 20" fill="none" stroke="#c9a04a" strokeWidth={3} />
        {[0.1, 0.22, 0.34, 0.46, 0.58, 0.7, 0.82, 0.9].map((t) => {
          const x = (1 - t) * (1 - t) * 26 + 2 * (1 - t) * t * 60 + t * t * 94;
          const y = (1 - t) * (1 - t) * 20 + 2 * (1 - t) * t * 86 + t * t * 20;
          return <circle key={t} cx={x} cy={y} r={3.5} fill={light} stroke="#a07d2e" strokeWidth={1} />;
        })}
        <path d="M60 54 L72 70 L60 96 L48 70 Z" fill={colour} stroke="#a07d2e" strokeWidth={2} />
        <path d="M60 62 L66 70 L60 84 L54 70 Z" fill={accent} opacity={0.7} />
      </>
    ),
    figure: (
      <>
        <circle cx="60" cy="24" r="13" fill="#f2c9a0" stroke={line} strokeWidth={1.6} />
        <path d="M47 20 Q60 4 73 20 L73 24 H47 Z" fill={dark} />
        <path d="M44 40 H76 L80 76 H40 Z" {...common} />
        <path d="M44 42 L28 66 L34 70 L46 52 M76 42 L92 66 L86 70 L74 52" {...common} />
        <path d="M42 76 H58 L56 110 H44 Z M62 76 H78 L76 110 H64 Z" fill={dark} stroke={line} strokeWidth={1.6} />
        <path d="M52 48 L60 62 L68 48 Z" fill={accent} />
      </>
    ),
    doll: (
      <>
        <path d="M40 34 Q40 8 60 8 Q80 8 80 34 L84 60 H36 Z" fill="#6e4631" />
        <circle cx="60" cy="30" r="15" fill="#f4cfae" />
        <circle cx="54" cy="30" r="1.8" fill="#1f2233" />
        <circle cx="66" cy="30" r="1.8" fill="#1f2233" />
        <path d="M55 37 Q60 40 65 37" stroke="#c7313a" strokeWidth={1.6} fill="none" strokeLinecap="round" />
        <path d="M50 46 H70 L92 108 H28 Z" {...common} />
        <path d="M32 98 H88" stroke={accent} strokeWidth={3} />
      </>
    ),
    game: (
      <>
        <path
          d="M20 50 Q22 36 36 36 H84 Q98 36 100 50 L106 84 Q108 98 96 98 Q88 98 82 86 H38 Q32 98 24 98 Q12 98 14 84 Z"
          {...common}
        />
        <path d="M36 56 V72 M28 64 H44" stroke={accent} strokeWidth={4} strokeLinecap="round" />
        <circle cx="80" cy="58" r="4" fill={accent} />
        <circle cx="90" cy="66" r="4" fill={accent} />
        <circle cx="72" cy="66" r="4" fill={light} />
        <circle cx="80" cy="74" r="4" fill={light} />
      </>
    ),
  };

  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      {shapes[kind]}
    </svg>
  );
}
