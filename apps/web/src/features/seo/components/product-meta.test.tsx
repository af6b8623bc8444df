import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../utils/structured-data';
import { testProduct, testVariation } from '../utils/test-product';
import { JsonLd } from './json-ld';
import { ListingMeta } from './listing-meta';
import { ProductMeta } from './product-meta';
import { canonicals, jsonLdScripts, metaContents, renderPage, titles } from './test-render';

describe('ProductMeta', () => {
  it("gives the product's own canonical link, its largest first image, its price and one of each head tag", () => {
    const product = testProduct({ variations: [testVariation({ stock: 4 })] });
    const { head } = renderPage(<ProductMeta product={product} />);
    expect(titles(head)).toEqual(['Roadster Slim Fit Casual Shirt · Store']);
    expect(metaContents(head, 'name', 'description')).toEqual(['A cotton shirt for every day.']);
    expect(canonicals(head)).toEqual(['https://shop.example/casual-shirts/roadster/slim-fit-casual-shirt/42']);
    expect(metaContents(head, 'property', 'og:type')).toEqual(['product']);
    expect(metaContents(head, 'property', 'og:image')).toEqual([
      'https://shop.example/api/media/products/42/a-960.webp',
    ]);
    expect(metaContents(head, 'property', 'product:price:amount')).toEqual(['1099.00']);
    expect(metaContents(head, 'property', 'product:price:currency')).toEqual(['INR']);
    expect(metaContents(head, 'property', 'product:availability')).toEqual(['in stock']);
  });

  it('writes the Product and BreadcrumbList data into the page', () => {
    const product = testProduct({ stock: 2 });
    const { body } = renderPage(<ProductMeta product={product} />);
    expect(jsonLdScripts(body).data).toEqual([
      productJsonLd(product, 'https://shop.example'),
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
          { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://shop.example/men' },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Casual Shirts',
            item: 'https://shop.example/Men/Casual%20Shirts',
          },
          {
            '@type': 'ListItem',
            position: 4,
            name: 'Slim Fit Casual Shirt',
            item: 'https://shop.example/casual-shirts/roadster/slim-fit-casual-shirt/42',
          },
        ],
      },
    ]);
  });

  it('describes a product without a description by brand, name and price', () => {
    const { head } = renderPage(<ProductMeta product={testProduct({ description: '' })} />);
    expect(metaContents(head, 'name', 'description')).toEqual([
      'Buy Roadster Slim Fit Casual Shirt for ₹1,199 online at Store, delivered across India.',
    ]);
  });
});

describe('JsonLd', () => {
  it("cannot be ended by a product's text, which still reads back whole", () => {
    const description = 'Nice </script><script>alert(1)</script>';
    const { body } = renderPage(<JsonLd data={{ description }} />);
    expect(body).not.toContain('<script>alert(1)');
    const { texts, data } = jsonLdScripts(body);
    expect(texts).toEqual(['{"description":"Nice \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}']);
    expect(data).toEqual([{ description }]);
  });
});

describe('ListingMeta', () => {
  it('gives the menu link as canonical and lists the first page as an ItemList', () => {
    const products = [
      testProduct({ product_id: 5, name: 'Oxford Shirt' }),
      testProduct({ product_id: 6, name: 'Linen Shirt', brand_name: 'H&M' }),
    ];
    const { head, body } = renderPage(
      <ListingMeta collection="Men" subcategory="Casual Shirts" count={24} products={products} />,
    );
    expect(titles(head)).toEqual(['Casual Shirts for Men · Store']);
    expect(metaContents(head, 'name', 'description')).toEqual([
      'Casual Shirts for Men: 24 products online at Store, delivered across India.',
    ]);
    expect(canonicals(head)).toEqual(['https://shop.example/Men/Casual%20Shirts']);
    expect(jsonLdScripts(body).data).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: 'https://shop.example/casual-shirts/roadster/oxford-shirt/5' },
          { '@type': 'ListItem', position: 2, url: 'https://shop.example/casual-shirts/hm/linen-shirt/6' },
        ],
      },
    ]);
  });

  it('leaves the ItemList out while no product is known', () => {
    const { body } = renderPage(<ListingMeta collection="Kids" subcategory="Shoes" count={undefined} products={[]} />);
    expect(jsonLdScripts(body).data).toEqual([]);
  });
});
