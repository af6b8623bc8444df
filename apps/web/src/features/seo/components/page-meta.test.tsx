import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';
import { canonicals, metaContents, renderPage, titles } from './test-render';

describe('PageMeta', () => {
  it('puts the title, description, absolute canonical, Open Graph and Twitter tags in the head', () => {
    const { head, body } = renderPage(
      <PageMeta
        title="Men's Fashion · Store"
        description="Shirts & jeans"
        canonicalPath="/men"
        image="/api/media/a-960.webp"
      />,
    );
    expect(titles(head)).toEqual(["Men's Fashion · Store"]);
    expect(metaContents(head, 'name', 'description')).toEqual(['Shirts & jeans']);
    expect(canonicals(head)).toEqual(['https://shop.example/men']);
    expect(metaContents(head, 'property', 'og:site_name')).toEqual(['Store']);
    expect(metaContents(head, 'property', 'og:type')).toEqual(['website']);
    expect(metaContents(head, 'property', 'og:title')).toEqual(["Men's Fashion · Store"]);
    expect(metaContents(head, 'property', 'og:description')).toEqual(['Shirts & jeans']);
    expect(metaContents(head, 'property', 'og:url')).toEqual(['https://shop.example/men']);
    expect(metaContents(head, 'property', 'og:image')).toEqual(['https://shop.example/api/media/a-960.webp']);
    expect(metaContents(head, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(head, 'name', 'twitter:title')).toEqual(["Men's Fashion · Store"]);
    expect(metaContents(head, 'name', 'twitter:description')).toEqual(['Shirts & jeans']);
    expect(metaContents(head, 'name', 'twitter:image')).toEqual(['https://shop.example/api/media/a-960.webp']);
    expect(metaContents(head, 'name', 'robots')).toEqual([]);
    expect(metaContents(head, 'property', 'product:price:amount')).toEqual([]);
    // Nothing of it stays in the page's body.
    expect(body).toBe('<main></main>');
  });

  it('builds absolute URLs from the site origin it is rendered with', () => {
    const { head } = renderPage(<PageMeta title="Home" canonicalPath="/" />, 'http://localhost:5000');
    expect(canonicals(head)).toEqual(['http://localhost:5000/']);
    expect(metaContents(head, 'property', 'og:url')).toEqual(['http://localhost:5000/']);
  });

  it('keeps an image URL of an object store as it is', () => {
    const { head } = renderPage(<PageMeta title="T" image="https://cdn.example/products/a-960.webp" />);
    expect(metaContents(head, 'property', 'og:image')).toEqual(['https://cdn.example/products/a-960.webp']);
  });

  it('is a small summary card without an image', () => {
    const { head } = renderPage(<PageMeta title="Men · Store" description="d" canonicalPath="/men" />);
    expect(metaContents(head, 'name', 'twitter:card')).toEqual(['summary']);
    expect(metaContents(head, 'property', 'og:image')).toEqual([]);
    expect(metaContents(head, 'name', 'twitter:image')).toEqual([]);
  });

  it("adds a product's price in INR and its availability", () => {
    const { head } = renderPage(
      <PageMeta title="P" canonicalPath="/p" type="product" product={{ price: '1199.00', inStock: false }} />,
    );
    expect(metaContents(head, 'property', 'og:type')).toEqual(['product']);
    expect(metaContents(head, 'property', 'product:price:amount')).toEqual(['1199.00']);
    expect(metaContents(head, 'property', 'product:price:currency')).toEqual(['INR']);
    expect(metaContents(head, 'property', 'product:availability')).toEqual(['out of stock']);
  });

  it('asks search engines not to index a noindex page but to follow its links', () => {
    const { head } = renderPage(<PageMeta title="404 - Page Not Found · Store" noindex />);
    expect(titles(head)).toEqual(['404 - Page Not Found · Store']);
    expect(metaContents(head, 'name', 'robots')).toEqual(['noindex, follow']);
    expect(canonicals(head)).toEqual([]);
    expect(metaContents(head, 'name', 'description')).toEqual([]);
  });
});
