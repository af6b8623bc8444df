import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category, Product, ProductPage } from '@store/shared/schemas/catalogue';
import { emptyFilters } from '@store/shared/listing-filters';
import { listingRequest } from '@/features/catalogue/api/listing-query';
import { productPagesQuery } from '@/features/catalogue/api/product-pages';
import { categoriesQuery } from '@/features/catalogue/api/get-taxonomy';
import { productQuery } from '@/features/product/api/get-product';
import { canonicals, metaContents, titles } from '@/features/seo/components/test-render';
import { SiteOriginContext } from '@/lib/site-origin';
import { Component as Home } from './home';
import { Component as Landing } from './landing';
import { Component as NotFound } from './not-found';
import { Component as ProductPageRoute } from './product';
import { Component as Search } from './search-results';
import { Component as Subcategory } from './subcategory-listing';

/*
 * Each public store page rendered as the server renders the document: one title, one description and one canonical
 * link in the head, whatever the page's own components render (docs/product/storefront.md#search-engines-and-link-previews).
 */

const origin = 'https://shop.example';

function render(path: string, element: React.ReactNode, routePath: string, client = new QueryClient()) {
  const html = renderToString(
    <html lang="en">
      <head />
      <body>
        <SiteOriginContext value={origin}>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={routePath} element={element} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </SiteOriginContext>
      </body>
    </html>,
  );
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return {
    html,
    titles: titles(head),
    descriptions: metaContents(head, 'name', 'description'),
    canonicals: canonicals(head),
    robots: metaContents(head, 'name', 'robots'),
  };
}

const image = { image_id: 1, image_url: '/api/images/shirt-960.webp', sort_order: 0, widths: [240, 480, 960] };
const base = {
  sku: null,
  price: 1499,
  discount_price: 979,
  discount: 34,
  stock: 5,
  is_active: true,
  category_id: 2,
  category_name: 'Casual Shirts',
  parentcategory_id: 1,
  parentcategory_name: 'Men',
  brand_id: 1,
  brand_name: 'Urban Loom',
  images: [image],
  rating_average: null,
  rating_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('store pages in the server HTML', () => {
  it('home: its title, description and canonical /', () => {
    const page = render('/', <Home />, '/');
    expect(page.titles).toEqual(['Store – Online Fashion Shopping for Men, Women and Kids']);
    expect(page.descriptions).toEqual([
      'Fashion for Men, Women and Kids: T-shirts, shirts, jeans, ethnic wear, shoes and more, delivered across India.',
    ]);
    expect(page.canonicals).toEqual(['https://shop.example/']);
  });

  it('landing opened as /KIDS: canonical lowercase /kids', () => {
    const page = render('/KIDS', <Landing />, '/kids');
    expect(page.titles).toEqual(["Kids' Fashion · Store"]);
    expect(page.descriptions).toHaveLength(1);
    expect(page.canonicals).toEqual(['https://shop.example/kids']);
  });

  it("subcategory opened by its slug: the catalogue's name, the menu's link and the first page as an ItemList", () => {
    const client = new QueryClient();
    const category = { name: 'Casual Shirts', productCount: 8 } as Category;
    client.setQueryData(categoriesQuery('Men').queryKey, [category]);
    const first: ProductPage = { items: [{ ...base, product_id: 11, name: 'Oxford Shirt' }], totalCount: 8 };
    const request = listingRequest({ kind: 'subcategory', parent: 'Men', subcategory: 'Casual Shirts' }, emptyFilters);
    client.setQueryData(productPagesQuery(request.path, request.params).queryKey, {
      pages: [first],
      pageParams: [1],
    });
    const page = render('/men/casual-shirts?sort=price_asc', <Subcategory />, '/men/:subcategory', client);
    expect(page.titles).toEqual(['Casual Shirts for Men · Store']);
    expect(page.descriptions).toEqual(['Casual Shirts for Men: 8 products online at Store, delivered across India.']);
    expect(page.canonicals).toEqual(['https://shop.example/Men/Casual%20Shirts']);
    expect(page.html).toContain(
      '{"@context":"https://schema.org","@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1,"url":"https://shop.example/casual-shirts/urban-loom/oxford-shirt/11"}]}',
    );
  });

  it('search: one title with the query, indexable, canonical without sort or collection', () => {
    const page = render('/Search?rawquery=%20red%20shirt%20&sort=price_asc&category=Men', <Search />, '/Search');
    expect(page.titles).toEqual(['red shirt · Search · Store']);
    expect(page.descriptions).toEqual(['Search results for “red shirt” at Store.']);
    expect(page.canonicals).toEqual(['https://shop.example/Search?rawquery=red%20shirt']);
    expect(page.robots).toEqual([]);
  });

  it('product opened at another address: canonical its own link, one title and description', () => {
    const client = new QueryClient();
    const product: Product = {
      ...base,
      product_id: 11,
      name: 'Oxford Button-Down Shirt',
      description: 'A crisp cotton Oxford shirt.',
      variations: [],
      country_of_origin: 'India',
      generic_name: null,
      manufacturer: null,
      importer: null,
      packer: null,
      net_quantity: null,
    };
    client.setQueryData(productQuery(11).queryKey, product);
    const page = render('/WHATEVER/x/y/11', <ProductPageRoute />, '/:category/:brand/:slug/:id', client);
    expect(page.titles).toEqual(['Urban Loom Oxford Button-Down Shirt · Store']);
    expect(page.descriptions).toEqual(['A crisp cotton Oxford shirt.']);
    expect(page.canonicals).toEqual(['https://shop.example/casual-shirts/urban-loom/oxford-button-down-shirt/11']);
    expect(page.robots).toEqual([]);
    expect(page.html).toContain('"@type":"Product"');
    expect(page.html).toContain('"@type":"BreadcrumbList"');
  });

  it('404: its title and noindex, no canonical', () => {
    const page = render('/nope', <NotFound />, '*');
    expect(page.titles).toEqual(['404 - Page Not Found · Store']);
    expect(page.robots).toEqual(['noindex, follow']);
    expect(page.canonicals).toEqual([]);
  });

  it('a product path that names no product is the 404 page', () => {
    const page = render('/a/b/c/not-a-number', <ProductPageRoute />, '/:category/:brand/:slug/:id');
    expect(page.titles).toEqual(['404 - Page Not Found · Store']);
    expect(page.robots).toEqual(['noindex, follow']);
  });
});
