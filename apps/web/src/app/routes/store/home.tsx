import { Link } from 'react-router';
import { Banner } from '@/components/art/banner';
import { Garment, type GarmentKind } from '@/components/art/garment';
import { BannerCarousel } from '@/components/ui/banner-carousel';
import { CatalogueHome } from '@/features/catalogue/components/catalogue-home';
import { homeBanners } from '@/features/catalogue/components/home-banners';
import { PageMeta } from '@/features/seo/components/page-meta';
import { HOME_DESCRIPTION, HOME_TITLE } from '@/features/seo/utils/descriptions';

const collections: Array<{
  label: string;
  to: string;
  kind: GarmentKind;
  colour: string;
  background: string;
  note: string;
}> = [
  {
    label: 'Men',
    to: '/men',
    kind: 'shirt',
    colour: '#354a7e',
    background: '#e4e8f2',
    note: 'Shirts, jeans & sneakers',
  },
  {
    label: 'Women',
    to: '/women',
    kind: 'kurta',
    colour: '#c7313a',
    background: '#fbe9ea',
    note: 'Sarees, kurtas & dresses',
  },
  { label: 'Kids', to: '/kids', kind: 'figure', colour: '#2f7d52', background: '#e3f1e8', note: 'Clothing & toys' },
];

export function Component() {
  return (
    <>
      <PageMeta title={HOME_TITLE} description={HOME_DESCRIPTION} canonicalPath="/" />
      <h1 className="sr-only">Store: fashion for Men, Women and Kids</h1>
      <div className="pt-3 md:pt-0">
        <BannerCarousel
          label="Offers"
          slides={homeBanners.map((banner) => (
            <Banner key={banner.title} content={banner} />
          ))}
        />
      </div>
      <nav aria-label="Collections" className="mx-auto mt-6 max-w-[1440px] px-3 md:mt-10 md:px-6 lg:px-10">
        <ul className="grid grid-cols-3 gap-3 md:gap-6">
          {collections.map((collection) => (
            <li key={collection.label}>
              <Link
                to={collection.to}
                className="group flex flex-col items-center gap-2 rounded-xl p-2 text-center md:flex-row md:gap-5 md:p-4 md:text-left"
                style={{ background: collection.background }}
              >
                <Garment
                  kind={collection.kind}
                  colour={collection.colour}
                  className="size-16 shrink-0 transition-transform group-hover:scale-110 md:size-24"
                />
                <span>
                  <span className="block text-sm font-black tracking-widest text-ink uppercase md:text-xl">
                    {collection.label}
                  </span>
                  <span className="hidden text-sm text-ink-soft md:block">{collection.note}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 md:mt-8">
        <CatalogueHome />
      </div>
    </>
  );
}
