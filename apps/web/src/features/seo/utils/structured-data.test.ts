import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, jsonLdText, productJsonLd } from './structured-data';
import { testProduct, testVariation } from './test-product';

const origin = 'https://shop.example';

describe('productJsonLd', () => {
  it('describes a product without variations: absolute largest images, SKU, rupee price, stock and rating', () => {
    expect(productJsonLd(testProduct({ stock: 3 }), origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Slim Fit Casual Shirt',
      description: 'A cotton shirt for every day.',
      image: [
        'https://shop.example/api/media/products/42/a-960.webp',
        'https://shop.example/api/media/products/42/b-480.webp',
      ],
      brand: { '@type': 'Brand', name: 'Roadster' },
      sku: 'RD-SH-42',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/casual-shirts/roadster/slim-fit-casual-shirt/42',
        priceCurrency: 'INR',
        price: '1199.00',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('is out of stock when a product without variations has none', () => {
    const data = productJsonLd(testProduct({ stock: 0 }), origin);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it("counts the variations' stock, not the product's own, when it has variations", () => {
    const soldOut = testProduct({ stock: 9, variations: [testVariation({ stock: 0 })] });
    expect(productJsonLd(soldOut, origin).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const oneLeft = testProduct({
      stock: 0,
      variations: [testVariation({ stock: 0 }), testVariation({ productvariation_id: 101, stock: 1 })],
    });
    expect(productJsonLd(oneLeft, origin).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it("offers the price and images the page opens with: the first variation's", () => {
    const product = testProduct({
      variations: [
        testVariation({
          discount_price: 999.5,
          stock: 2,
          images: [
            {
              image_id: 9,
              image_url: 'https://cdn.example/products/42/v-960.webp',
              sort_order: 0,
              widths: [240, 480, 960],
            },
          ],
        }),
      ],
    });
    const data = productJsonLd(product, origin);
    expect(data.offers).toMatchObject({ price: '999.50' });
    expect(data.image).toEqual(['https://cdn.example/products/42/v-960.webp']);
  });

  it('uses the product id as SKU when the product has none, and leaves out a rating without reviews', () => {
    const data = productJsonLd(testProduct({ sku: null, rating_average: null, rating_count: 0 }), origin);
    expect(data.sku).toBe('42');
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Men', path: '/men' },
        ],
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://shop.example/men' },
      ],
    });
  });
});

describe('itemListJsonLd', () => {
  it("lists each product's canonical link in order", () => {
    const products = [
      { product_id: 5, name: 'Graphic Tee', category_name: 'T-Shirt', brand_name: 'H&M' },
      { product_id: 6, name: 'Polo', category_name: 'T-Shirt', brand_name: 'US Polo' },
    ];
    expect(itemListJsonLd(products, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.example/t-shirt/hm/graphic-tee/5' },
        { '@type': 'ListItem', position: 2, url: 'https://shop.example/t-shirt/us-polo/polo/6' },
      ],
    });
  });
});

describe('jsonLdText', () => {
  it('cannot end its script element, and still reads back as the same data', () => {
    const data = { description: 'Soft </script><script>alert(1)</script> <!-- cotton' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
