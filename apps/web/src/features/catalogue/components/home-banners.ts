import type { BannerContent } from '@/components/art/banner';

/** The five banners of the home page: hard-coded sample content (docs/product/storefront.md#catalogue-home). */
export const homeBanners: BannerContent[] = [
  {
    eyebrow: 'The Big Fashion Festival',
    title: 'Style that steals the show',
    offer: 'Min. 50% off on 500+ brands',
    cta: 'Shop now',
    to: '/men',
    from: '#8c1240',
    to2: '#d81b4f',
    garments: [
      { kind: 'jacket', colour: '#22315a', accent: '#f2c53d' },
      { kind: 'tshirt', colour: '#f2c53d', accent: '#22315a' },
      { kind: 'sneaker', colour: '#f6f5f1', accent: '#d81b4f' },
    ],
  },
  {
    eyebrow: 'The Ethnic Edit',
    title: 'Sarees, Kurtas & Lehengas',
    offer: 'Up to 60% off festive wear',
    cta: 'Explore women',
    to: '/women',
    from: '#4a1d5e',
    to2: '#a4286a',
    garments: [
      { kind: 'lehenga', colour: '#c7313a', accent: '#f2c53d' },
      { kind: 'kurta', colour: '#1e7d7f', accent: '#f2c53d' },
      { kind: 'jewelry', colour: '#2f7d52', accent: '#f6f5f1' },
    ],
  },
  {
    eyebrow: 'Sneaker Drop',
    title: 'Fresh kicks for every day',
    offer: 'Starting at ₹999',
    cta: 'Shop sneakers',
    to: '/Men/Sneakers',
    from: '#0f3d3e',
    to2: '#1e7d7f',
    garments: [
      { kind: 'sneaker', colour: '#e8792d', accent: '#f6f5f1' },
      { kind: 'shoe', colour: '#6e4631', accent: '#f6f5f1' },
      { kind: 'sneaker', colour: '#f6f5f1', accent: '#1e7d7f' },
    ],
  },
  {
    eyebrow: 'Little Styles, Big Smiles',
    title: 'Kidswear & Toys',
    offer: 'From ₹299 only',
    cta: 'Shop kids',
    to: '/kids',
    from: '#fde68a',
    to2: '#f4b796',
    dark: true,
    garments: [
      { kind: 'dress', colour: '#ee9dbd', accent: '#f6f5f1' },
      { kind: 'figure', colour: '#2f5fb3', accent: '#f2c53d' },
      { kind: 'game', colour: '#c7313a', accent: '#f6f5f1' },
    ],
  },
  {
    eyebrow: 'Accessories Week',
    title: 'Watches, Belts & Bags',
    offer: 'Flat 40% off',
    cta: 'Shop accessories',
    to: '/Men/Watches',
    from: '#1f2233',
    to2: '#46494f',
    garments: [
      { kind: 'watch', colour: '#c9a04a' },
      { kind: 'bag', colour: '#b47a48', accent: '#f6f5f1' },
      { kind: 'belt', colour: '#6e4631' },
    ],
  },
];
