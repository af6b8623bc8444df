import type { BannerContent } from '@/components/art/banner';
import type { GarmentKind } from '@/components/art/garment';

export type Gender = 'Men' | 'Women' | 'Kids';

export interface Tile {
  name: string;
  kind: GarmentKind;
  colour: string;
  offer: string;
  background: string;
}

export interface LandingContent {
  banners: BannerContent[];
  winterwear: Array<Tile & { title: string }>;
  categories: Tile[];
}

/** The Men, Women and Kids landing pages hold hard-coded sample content (docs/product/storefront.md#catalogue-home). */
export const landingContent: Record<Gender, LandingContent> = {
  Men: {
    banners: [
      {
        eyebrow: 'Men · New Season',
        title: 'Dress sharp, live easy',
        offer: 'Up to 60% off shirts & jackets',
        cta: 'Shop shirts',
        to: '/Men/Casual%20Shirts',
        from: '#12213f',
        to2: '#354a7e',
        garments: [
          { kind: 'shirt', colour: '#8dc0e8', accent: '#12213f' },
          { kind: 'jacket', colour: '#6b7340', accent: '#f2c53d' },
          { kind: 'jeans', colour: '#354a7e', accent: '#f2c53d' },
        ],
      },
      {
        eyebrow: 'Denim Days',
        title: 'Jeans that fit right',
        offer: 'Buy 2, get 10% extra off',
        cta: 'Shop jeans',
        to: '/Men/Jeans',
        from: '#1e3a5f',
        to2: '#2f5fb3',
        garments: [
          { kind: 'jeans', colour: '#22315a', accent: '#e8792d' },
          { kind: 'tshirt', colour: '#f6f5f1', accent: '#22315a' },
          { kind: 'belt', colour: '#6e4631' },
        ],
      },
      {
        eyebrow: 'Step Up',
        title: 'Sneakers & Casual Shoes',
        offer: 'Starting at ₹999',
        cta: 'Shop footwear',
        to: '/Men/Sneakers',
        from: '#7a2e12',
        to2: '#e8792d',
        garments: [
          { kind: 'sneaker', colour: '#f6f5f1', accent: '#c7313a' },
          { kind: 'shoe', colour: '#6e4631' },
          { kind: 'watch', colour: '#2b2b30' },
        ],
      },
    ],
    winterwear: [
      {
        title: 'Jackets',
        name: 'Jackets',
        kind: 'jacket',
        colour: '#6b7340',
        offer: 'Min. 40% off',
        background: '#e9ecdf',
      },
      {
        title: 'Layer-up Shirts',
        name: 'Casual Shirts',
        kind: 'shirt',
        colour: '#7a1f2d',
        offer: 'Up to 50% off',
        background: '#f4e4e6',
      },
      {
        title: 'Warm Denims',
        name: 'Jeans',
        kind: 'jeans',
        colour: '#22315a',
        offer: 'From ₹1,099',
        background: '#e3e8f3',
      },
      {
        title: 'Winter Boots',
        name: 'Casual Shoes',
        kind: 'shoe',
        colour: '#6e4631',
        offer: 'Up to 45% off',
        background: '#efe4d9',
      },
    ],
    categories: [
      { name: 'T-Shirt', kind: 'tshirt', colour: '#c7313a', offer: 'Min. 50% off', background: '#fbe9ea' },
      { name: 'Casual Shirts', kind: 'shirt', colour: '#8dc0e8', offer: 'Up to 60% off', background: '#e6f1fa' },
      { name: 'Jackets', kind: 'jacket', colour: '#46494f', offer: 'Min. 40% off', background: '#eceded' },
      { name: 'Jeans', kind: 'jeans', colour: '#354a7e', offer: 'Up to 50% off', background: '#e4e8f2' },
      { name: 'Pants', kind: 'pants', colour: '#b47a48', offer: 'Min. 30% off', background: '#f4ebe2' },
      { name: 'Shorts', kind: 'shorts', colour: '#2f7d52', offer: 'Under ₹799', background: '#e3f1e8' },
      { name: 'Casual Shoes', kind: 'shoe', colour: '#6e4631', offer: 'Up to 45% off', background: '#efe6df' },
      { name: 'Sneakers', kind: 'sneaker', colour: '#e8792d', offer: 'From ₹999', background: '#fcebdd' },
      { name: 'Watches', kind: 'watch', colour: '#c9a04a', offer: 'Flat 40% off', background: '#f6efdd' },
      { name: 'Belts', kind: 'belt', colour: '#6e4631', offer: 'Under ₹599', background: '#efe6df' },
    ],
  },
  Women: {
    banners: [
      {
        eyebrow: 'Women · Festive Edit',
        title: 'Sarees & Lehengas',
        offer: 'Up to 70% off',
        cta: 'Shop ethnic',
        to: '/Women/Sarees',
        from: '#5b1235',
        to2: '#c7313a',
        garments: [
          { kind: 'saree', colour: '#d6a021', accent: '#7a1f2d' },
          { kind: 'lehenga', colour: '#ee9dbd', accent: '#c9a04a' },
          { kind: 'jewelry', colour: '#c7313a', accent: '#f6f5f1' },
        ],
      },
      {
        eyebrow: 'Western Wear',
        title: 'Dresses for every mood',
        offer: 'Min. 40% off',
        cta: 'Shop dresses',
        to: '/Women/Dresses',
        from: '#3b2a6b',
        to2: '#8c5bc7',
        garments: [
          { kind: 'dress', colour: '#f4b796', accent: '#f6f5f1' },
          { kind: 'top', colour: '#8dc0e8', accent: '#f6f5f1' },
          { kind: 'skirt', colour: '#f2c53d', accent: '#3b2a6b' },
        ],
      },
      {
        eyebrow: 'Everyday Kurtas',
        title: 'Comfort meets craft',
        offer: 'Starting at ₹599',
        cta: 'Shop kurtas',
        to: '/Women/Kurta',
        from: '#0f4c4a',
        to2: '#1e7d7f',
        garments: [
          { kind: 'kurta', colour: '#f2c53d', accent: '#0f4c4a' },
          { kind: 'bag', colour: '#b47a48', accent: '#f6f5f1' },
          { kind: 'sneaker', colour: '#f6f5f1', accent: '#1e7d7f' },
        ],
      },
    ],
    winterwear: [
      {
        title: 'Festive Kurtas',
        name: 'Kurta',
        kind: 'kurta',
        colour: '#7a1f2d',
        offer: 'From ₹699',
        background: '#f4e4e6',
      },
      {
        title: 'Ethnic Layers',
        name: 'Ethnic Wear',
        kind: 'kurta',
        colour: '#22315a',
        offer: 'Up to 60% off',
        background: '#e3e8f3',
      },
      {
        title: 'Winter Dresses',
        name: 'Dresses',
        kind: 'dress',
        colour: '#6c3d94',
        offer: 'Min. 40% off',
        background: '#eee6f6',
      },
      {
        title: 'Ankle Boots',
        name: 'Shoes',
        kind: 'shoe',
        colour: '#2b2b30',
        offer: 'Up to 50% off',
        background: '#ececee',
      },
    ],
    categories: [
      { name: 'T-Shirt', kind: 'tshirt', colour: '#ee9dbd', offer: 'Under ₹599', background: '#fcebf2' },
      { name: 'Sarees', kind: 'saree', colour: '#c7313a', offer: 'Up to 70% off', background: '#fbe9ea' },
      { name: 'Kurta', kind: 'kurta', colour: '#d6a021', offer: 'From ₹599', background: '#fbf2dc' },
      { name: 'Lehenga', kind: 'lehenga', colour: '#7a1f2d', offer: 'Min. 50% off', background: '#f4e4e6' },
      { name: 'Ethnic Wear', kind: 'kurta', colour: '#1e7d7f', offer: 'Up to 60% off', background: '#e1f1f1' },
      { name: 'Dresses', kind: 'dress', colour: '#f4b796', offer: 'Min. 40% off', background: '#fdf0e8' },
      { name: 'Tops', kind: 'top', colour: '#8dc0e8', offer: 'Under ₹699', background: '#e6f1fa' },
      { name: 'Jeans', kind: 'jeans', colour: '#354a7e', offer: 'Up to 50% off', background: '#e4e8f2' },
      { name: 'Skirts', kind: 'skirt', colour: '#6c3d94', offer: 'From ₹499', background: '#eee6f6' },
      { name: 'Bags', kind: 'bag', colour: '#b47a48', offer: 'Min. 30% off', background: '#f4ebe2' },
      { name: 'Jewelry', kind: 'jewelry', colour: '#c7313a', offer: 'Under ₹999', background: '#fbf2dc' },
      { name: 'Shoes', kind: 'sneaker', colour: '#ee9dbd', offer: 'Up to 45% off', background: '#fcebf2' },
    ],
  },
  Kids: {
    banners: [
      {
        eyebrow: 'Kids · Play Day',
        title: 'Little styles, big smiles',
        offer: 'Min. 40% off',
        cta: 'Shop clothing',
        to: '/Kids/T-Shirt',
        from: '#fde68a',
        to2: '#fca5a5',
        dark: true,
        garments: [
          { kind: 'tshirt', colour: '#2f5fb3', accent: '#f2c53d' },
          { kind: 'shorts', colour: '#e8792d', accent: '#f6f5f1' },
          { kind: 'sneaker', colour: '#c7313a', accent: '#f6f5f1' },
        ],
      },
      {
        eyebrow: 'Toy Box',
        title: 'Action Figures, Dolls & Games',
        offer: 'From ₹299',
        cta: 'Shop toys',
        to: '/Kids/Action%20Figures',
        from: '#bfdbfe',
        to2: '#a7f3d0',
        dark: true,
        garments: [
          { kind: 'figure', colour: '#c7313a', accent: '#f2c53d' },
          { kind: 'doll', colour: '#ee9dbd', accent: '#f6f5f1' },
          { kind: 'game', colour: '#2f5fb3', accent: '#f2c53d' },
        ],
      },
      {
        eyebrow: 'Party Ready',
        title: 'Dresses for little stars',
        offer: 'Up to 50% off',
        cta: 'Shop dresses',
        to: '/Kids/Dresses',
        from: '#fbcfe8',
        to2: '#ddd6fe',
        dark: true,
        garments: [
          { kind: 'dress', colour: '#6c3d94', accent: '#f2c53d' },
          { kind: 'doll', colour: '#f2c53d', accent: '#c7313a' },
          { kind: 'shoe', colour: '#ee9dbd' },
        ],
      },
    ],
    winterwear: [
      {
        title: 'Cosy Tees',
        name: 'T-Shirt',
        kind: 'tshirt',
        colour: '#c7313a',
        offer: 'From ₹299',
        background: '#fbe9ea',
      },
      {
        title: 'Snug Jeans',
        name: 'Jeans',
        kind: 'jeans',
        colour: '#354a7e',
        offer: 'Up to 40% off',
        background: '#e4e8f2',
      },
      {
        title: 'Warm Shoes',
        name: 'Shoes',
        kind: 'sneaker',
        colour: '#2f7d52',
        offer: 'Min. 30% off',
        background: '#e3f1e8',
      },
      {
        title: 'Winter Dresses',
        name: 'Dresses',
        kind: 'dress',
        colour: '#6c3d94',
        offer: 'Up to 50% off',
        background: '#eee6f6',
      },
    ],
    categories: [
      { name: 'T-Shirt', kind: 'tshirt', colour: '#f2c53d', offer: 'From ₹299', background: '#fcf4d9' },
      { name: 'Shorts', kind: 'shorts', colour: '#e8792d', offer: 'Under ₹499', background: '#fcebdd' },
      { name: 'Dresses', kind: 'dress', colour: '#ee9dbd', offer: 'Up to 50% off', background: '#fcebf2' },
      { name: 'Jeans', kind: 'jeans', colour: '#354a7e', offer: 'Up to 40% off', background: '#e4e8f2' },
      { name: 'Shoes', kind: 'sneaker', colour: '#2f7d52', offer: 'Min. 30% off', background: '#e3f1e8' },
      { name: 'Action Figures', kind: 'figure', colour: '#c7313a', offer: 'From ₹399', background: '#fbe9ea' },
      { name: 'Dolls', kind: 'doll', colour: '#6c3d94', offer: 'From ₹349', background: '#eee6f6' },
      { name: 'Games', kind: 'game', colour: '#2f5fb3', offer: 'Up to 35% off', background: '#e3ebf8' },
    ],
  },
};
