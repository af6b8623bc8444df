import { useState } from 'react';
import { Link } from 'react-router';
import { discountPercent, formatRupees } from '@store/shared/money';
import { Garment, type GarmentKind } from '@/components/art/garment';
import { BackIcon, ChevronRightIcon } from '@/components/ui/icons';

interface SampleItem {
  brand: string;
  name: string;
  price: number;
  discountPrice: number;
  kind: GarmentKind;
  colour: string;
  background: string;
}

/**
 * 'Others Also Bought' holds static sample items; each opens a search for its kind of product
 * (docs/product/storefront.md#product-page).
 */
const sampleItems: SampleItem[] = [
  {
    brand: 'Urban Loom',
    name: 'Cotton Crew Neck T-Shirt',
    price: 999,
    discountPrice: 499,
    kind: 'tshirt',
    colour: '#22315a',
    background: '#e4e8f2',
  },
  {
    brand: 'Denim District',
    name: 'Slim Fit Stretch Jeans',
    price: 2499,
    discountPrice: 1349,
    kind: 'jeans',
    colour: '#354a7e',
    background: '#e6ebf5',
  },
  {
    brand: 'Stride',
    name: 'Everyday Canvas Sneakers',
    price: 2999,
    discountPrice: 1799,
    kind: 'sneaker',
    colour: '#f6f5f1',
    background: '#f1f1f3',
  },
  {
    brand: 'Heritage Weaves',
    name: 'Printed Straight Kurta',
    price: 1899,
    discountPrice: 949,
    kind: 'kurta',
    colour: '#d6a021',
    background: '#fbf2dc',
  },
  {
    brand: 'Timecraft',
    name: 'Analog Leather Strap Watch',
    price: 3499,
    discountPrice: 2099,
    kind: 'watch',
    colour: '#6e4631',
    background: '#efe6df',
  },
  {
    brand: 'Bloom',
    name: 'Floral Fit & Flare Dress',
    price: 2199,
    discountPrice: 1099,
    kind: 'dress',
    colour: '#ee9dbd',
    background: '#fcebf2',
  },
  {
    brand: 'Northwind',
    name: 'Quilted Puffer Jacket',
    price: 4999,
    discountPrice: 2749,
    kind: 'jacket',
    colour: '#6b7340',
    background: '#e9ecdf',
  },
  {
    brand: 'Carry Co.',
    name: 'Structured Tote Bag',
    price: 2599,
    discountPrice: 1559,
    kind: 'bag',
    colour: '#b47a48',
    background: '#f4ebe2',
  },
  {
    brand: 'Urban Loom',
    name: 'Oxford Casual Shirt',
    price: 1799,
    discountPrice: 899,
    kind: 'shirt',
    colour: '#8dc0e8',
    background: '#e6f1fa',
  },
  {
    brand: 'Leather Lane',
    name: 'Reversible Leather Belt',
    price: 1299,
    discountPrice: 649,
    kind: 'belt',
    colour: '#2b2b30',
    background: '#ececee',
  },
];

/** The carousel moves 5 items a step (docs/product/storefront.md#limits). */
const STEP = 5;

export function OthersAlsoBought() {
  const [start, setStart] = useState(0);
  const pages = Math.ceil(sampleItems.length / STEP);
  const page = Math.floor(start / STEP);

  return (
    <section aria-labelledby="others-also-bought" className="mt-14">
      <div className="mb-5 flex items-center justify-between">
        <h2 id="others-also-bought" className="text-lg font-bold tracking-wide text-ink uppercase">
          Others Also Bought
        </h2>
        <div className="hidden items-center gap-2 md:flex">
          <span className="mr-2 text-sm text-muted">
            {page + 1} / {pages}
          </span>
          <button
            type="button"
            aria-label="Previous items"
            disabled={start === 0}
            onClick={() => setStart(Math.max(0, start - STEP))}
            className="flex size-10 items-center justify-center rounded-full border border-line text-ink hover:border-ink disabled:opacity-40"
          >
            <BackIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Next items"
            disabled={start + STEP >= sampleItems.length}
            onClick={() => setStart(start + STEP)}
            className="flex size-10 items-center justify-center rounded-full border border-line text-ink hover:border-ink disabled:opacity-40"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      <ul className="scrollbar-none -mx-3 flex snap-x gap-3 overflow-x-auto px-3 md:mx-0 md:grid md:grid-cols-5 md:gap-5 md:overflow-visible md:px-0">
        {sampleItems.map((item, index) => (
          <li
            key={item.name}
            className={`w-[42%] shrink-0 snap-start md:w-auto ${index < start || index >= start + STEP ? 'md:hidden' : ''}`}
          >
            <Link to={`/Search?rawquery=${encodeURIComponent(item.name)}`} className="group block">
              <div
                className="flex aspect-[3/4] items-center justify-center rounded-md"
                style={{ background: item.background }}
              >
                <Garment
                  kind={item.kind}
                  colour={item.colour}
                  className="w-3/4 drop-shadow-lg transition-transform duration-300 group-hover:scale-105"
                />
              </div>
              <p className="mt-2 truncate text-sm font-bold text-ink">{item.brand}</p>
              <p className="truncate text-[13px] text-muted">{item.name}</p>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-sm">
                <span className="font-bold text-ink">{formatRupees(item.discountPrice)}</span>
                <s className="text-xs text-muted">{formatRupees(item.price)}</s>
                <span className="text-xs font-semibold text-offer">
                  ({discountPercent(item.price, item.discountPrice)}% OFF)
                </span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
