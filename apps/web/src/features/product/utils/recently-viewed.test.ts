import { describe, expect, it } from 'vitest';
import { othersThan, parseViewed, recordView, RECENTLY_VIEWED_LIMIT, type ViewedProduct } from './recently-viewed';

const viewed = (product_id: number): ViewedProduct => ({
  product_id,
  name: `Product ${product_id}`,
  brand_name: 'Urban Loom',
  category_name: 'T-Shirt',
  price: 999,
  discount_price: 499,
  discount: 50,
  stock: 3,
  images: [],
});

describe('recently viewed', () => {
  it('puts the latest view first, once, and keeps the newest ten', () => {
    let list: ViewedProduct[] = [];
    for (let id = 1; id <= 12; id++) list = recordView(list, viewed(id));
    expect(list.map((item) => item.product_id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    list = recordView(list, viewed(7));
    expect(list.map((item) => item.product_id)).toEqual([7, 12, 11, 10, 9, 8, 6, 5, 4, 3]);
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('keeps only the first image and leaves out the product on screen', () => {
    const image = { image_id: 1, image_url: '/a-240.webp', widths: [240], sort_order: 0 };
    const [first] = recordView([], { ...viewed(1), images: [image, { ...image, image_id: 2 }] });
    expect(first!.images).toHaveLength(1);
    expect(othersThan([viewed(1), viewed(2)], 1).map((item) => item.product_id)).toEqual([2]);
  });

  it('reads back only readable entries', () => {
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed(JSON.stringify([viewed(1), { product_id: 'x' }, null]))).toEqual([viewed(1)]);
  });
});
