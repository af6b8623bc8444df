import { Link } from 'react-router';
import { Banner } from '@/components/art/banner';
import { Garment } from '@/components/art/garment';
import { BannerCarousel } from '@/components/ui/banner-carousel';
import { landingContent, type Gender } from './landing-data';

function tilePath(gender: Gender, name: string): string {
  return `/${gender}/${encodeURIComponent(name)}`;
}

/** Rotating banners (4 s), a winterwear section and category tiles (docs/product/storefront.md#catalogue-home). */
export function LandingContent({ gender }: { gender: Gender }) {
  const content = landingContent[gender];
  return (
    <div className="pt-3 md:pt-0">
      <BannerCarousel
        label={`${gender} offers`}
        slides={content.banners.map((banner) => (
          <Banner key={banner.title} content={banner} />
        ))}
      />

      <section aria-labelledby="winterwear" className="mx-auto mt-10 max-w-[1440px] px-3 md:mt-14 md:px-6 lg:px-10">
        <h2
          id="winterwear"
          className="mb-5 text-lg font-black tracking-[0.15em] text-ink uppercase md:mb-7 md:text-2xl"
        >
          Winterwear
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-6">
          {content.winterwear.map((tile) => (
            <li key={tile.title}>
              <Link
                to={tilePath(gender, tile.name)}
                className="group flex flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow hover:shadow-lg"
              >
                <div className="flex aspect-square items-center justify-center" style={{ background: tile.background }}>
                  <Garment
                    kind={tile.kind}
                    colour={tile.colour}
                    className="w-3/4 drop-shadow-lg transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
                <div className="px-3 py-3 text-center">
                  <p className="text-sm font-semibold text-ink-soft">{tile.title}</p>
                  <p className="text-base font-black text-ink md:text-lg">{tile.offer}</p>
                  <p className="mt-0.5 text-xs font-semibold text-brand">Shop now</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories" className="mx-auto mt-10 max-w-[1440px] px-3 md:mt-14 md:px-6 lg:px-10">
        <h2
          id="categories"
          className="mb-5 text-lg font-black tracking-[0.15em] text-ink uppercase md:mb-7 md:text-2xl"
        >
          Shop by Category
        </h2>
        <ul className="flex flex-wrap justify-center gap-x-3 gap-y-5 md:gap-x-6 md:gap-y-8">
          {content.categories.map((tile) => (
            <li
              key={tile.name}
              className="w-[calc((100%-1.5rem)/3)] sm:w-[calc((100%-4.5rem)/4)] lg:w-[calc((100%-7.5rem)/6)]"
            >
              <Link to={tilePath(gender, tile.name)} className="group flex flex-col items-center text-center">
                <div
                  className="flex aspect-square w-full items-center justify-center rounded-full transition-transform duration-300 group-hover:-translate-y-1"
                  style={{ background: tile.background }}
                >
                  <Garment kind={tile.kind} colour={tile.colour} className="w-2/3 drop-shadow-md" />
                </div>
                <p className="mt-2 text-xs font-bold text-ink md:text-sm">{tile.name}</p>
                <p className="text-[11px] text-muted md:text-xs">{tile.offer}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
