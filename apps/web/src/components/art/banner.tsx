import { Link } from 'react-router';
import { Garment, type GarmentKind } from './garment';

export interface BannerContent {
  eyebrow: string;
  title: string;
  offer: string;
  cta: string;
  to: string;
  /** Two gradient stops and the colour of the text on them (always white or near-black, for contrast). */
  from: string;
  to2: string;
  dark?: boolean;
  garments: Array<{ kind: GarmentKind; colour: string; accent?: string }>;
}

/** A drawn banner: headline and offer on a gradient, with the garments it promotes. */
export function Banner({ content }: { content: BannerContent }) {
  const text = content.dark ? 'text-ink' : 'text-white';
  const [first, second, third] = content.garments;
  return (
    <Link
      to={content.to}
      className={`relative flex aspect-[16/10] overflow-hidden rounded-xl md:aspect-[21/8] md:rounded-none lg:aspect-[32/9] ${text}`}
      style={{ background: `linear-gradient(120deg, ${content.from}, ${content.to2})` }}
    >
      <svg
        className="absolute inset-0 size-full opacity-20"
        aria-hidden="true"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 100 100"
      >
        <circle cx="78" cy="50" r="42" fill="none" stroke="currentColor" strokeWidth="0.4" />
        <circle cx="78" cy="50" r="30" fill="none" stroke="currentColor" strokeWidth="0.3" />
        <circle cx="10" cy="95" r="18" fill="currentColor" opacity="0.25" />
      </svg>
      <div className="relative z-10 flex w-[58%] flex-col justify-center gap-1.5 pl-5 md:w-1/2 md:gap-3 md:pl-[8%]">
        <p className="text-[10px] font-bold tracking-[0.25em] uppercase opacity-90 md:text-xs lg:text-sm">
          {content.eyebrow}
        </p>
        <p className="text-xl leading-tight font-black md:text-3xl lg:text-5xl">{content.title}</p>
        <p className="text-sm font-semibold md:text-lg lg:text-2xl">{content.offer}</p>
        <span
          className={`mt-1 inline-flex w-fit items-center rounded-full px-3.5 py-1.5 text-[11px] font-bold tracking-wider uppercase md:mt-2 md:px-5 md:py-2 md:text-xs lg:mt-3 lg:px-6 lg:py-2.5 lg:text-sm ${
            content.dark ? 'bg-ink text-white' : 'bg-white text-ink'
          }`}
        >
          {content.cta}
        </span>
      </div>
      <div className="relative flex flex-1 items-center justify-center pr-2 md:pr-[6%]">
        {second && (
          <Garment
            kind={second.kind}
            colour={second.colour}
            accent={second.accent}
            className="absolute top-[8%] left-0 w-[46%] -rotate-12 opacity-90 drop-shadow-xl md:left-[4%] md:w-[30%]"
          />
        )}
        {first && (
          <Garment
            kind={first.kind}
            colour={first.colour}
            accent={first.accent}
            className="relative w-[78%] drop-shadow-2xl md:w-[46%]"
          />
        )}
        {third && (
          <Garment
            kind={third.kind}
            colour={third.colour}
            accent={third.accent}
            className="absolute right-[2%] bottom-[6%] w-[40%] rotate-12 drop-shadow-xl md:right-[8%] md:w-[26%]"
          />
        )}
      </div>
    </Link>
  );
}
