import type { MeasurementName } from '@store/shared/size-charts';

/**
 * The demo catalogue's size charts (docs/product/admin.md#demo-catalogue): Indian sizing in centimetres, body
 * measurements for clothing (S–XXL, waist sizes in inches, kids by age) and foot length for UK shoe sizes. Each
 * table lists its sizes and, per measurement, one value per size.
 */
export interface DemoChart {
  sizes: readonly string[];
  values: Partial<Record<MeasurementName, readonly number[]>>;
}

const apparel = ['S', 'M', 'L', 'XL', 'XXL'];
const waistSizes = ['28', '30', '32', '34', '36'];

export const demoCharts = {
  menTop: { sizes: apparel, values: { chest: [96.5, 101.5, 106.5, 112, 117], length: [68.5, 71, 73.5, 76, 78.5] } },
  menJacket: { sizes: apparel, values: { chest: [99, 104, 109, 114.5, 119.5], length: [66, 68.5, 71, 73.5, 76] } },
  menShorts: { sizes: apparel, values: { waist: [76, 81, 86.5, 91.5, 96.5], hip: [96.5, 101.5, 106.5, 112, 117] } },
  menWaist: { sizes: waistSizes, values: { waist: [71, 76, 81, 86.5, 91.5], hip: [89, 94, 99, 104, 109] } },
  menShoe: { sizes: ['6', '7', '8', '9', '10'], values: { foot_length: [24.5, 25.4, 26.2, 27.1, 27.9] } },
  belt: { sizes: ['32', '34', '36', '38'], values: { waist: [81, 86.5, 91.5, 96.5] } },
  womenTop: {
    sizes: apparel,
    values: { chest: [86.5, 91.5, 96.5, 101.5, 106.5], waist: [71, 76, 81, 86.5, 91.5], hip: [94, 99, 104, 109, 114] },
  },
  womenBottom: { sizes: apparel, values: { waist: [71, 76, 81, 86.5, 91.5], hip: [94, 99, 104, 109, 114] } },
  womenWaist: { sizes: waistSizes, values: { waist: [71, 76, 81, 86.5, 91.5], hip: [94, 99, 104, 109, 114] } },
  womenShoe: { sizes: ['4', '5', '6', '7', '8'], values: { foot_length: [22.8, 23.7, 24.5, 25.4, 26.2] } },
  kids: {
    sizes: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'],
    values: { chest: [53, 56, 61, 66], waist: [51, 53, 56, 58.5], length: [38, 43, 48, 53] },
  },
  kidsShoe: { sizes: ['10', '11', '12', '13', '1'], values: { foot_length: [17.1, 18, 18.8, 19.7, 20.5] } },
} as const satisfies Record<string, DemoChart>;

/** Which chart is each sized demo category's default, by collection and category name. */
export const demoCategoryCharts: ReadonlyArray<[collection: string, category: string, chart: keyof typeof demoCharts]> =
  [
    ['Men', 'T-Shirt', 'menTop'],
    ['Men', 'Casual Shirts', 'menTop'],
    ['Men', 'Jackets', 'menTop'],
    ['Men', 'Jeans', 'menWaist'],
    ['Men', 'Pants', 'menWaist'],
    ['Men', 'Shorts', 'menShorts'],
    ['Men', 'Casual Shoes', 'menShoe'],
    ['Men', 'Sneakers', 'menShoe'],
    ['Men', 'Belts', 'belt'],
    ['Women', 'T-Shirt', 'womenTop'],
    ['Women', 'Kurta', 'womenTop'],
    ['Women', 'Lehenga', 'womenTop'],
    ['Women', 'Ethnic Wear', 'womenTop'],
    ['Women', 'Dresses', 'womenTop'],
    ['Women', 'Tops', 'womenTop'],
    ['Women', 'Jeans', 'womenWaist'],
    ['Women', 'Skirts', 'womenBottom'],
    ['Women', 'Shoes', 'womenShoe'],
    ['Kids', 'T-Shirt', 'kids'],
    ['Kids', 'Shorts', 'kids'],
    ['Kids', 'Dresses', 'kids'],
    ['Kids', 'Jeans', 'kids'],
    ['Kids', 'Shoes', 'kidsShoe'],
  ];

/** Brands whose cut differs from the category's default: Northbound's jackets are cut roomier for layering. */
export const demoBrandCharts: ReadonlyArray<
  [collection: string, category: string, brand: string, chart: keyof typeof demoCharts]
> = [['Men', 'Jackets', 'Northbound', 'menJacket']];
