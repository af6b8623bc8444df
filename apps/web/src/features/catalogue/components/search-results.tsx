import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@store/shared/messages';
import type { SearchHelp } from '@store/shared/schemas/catalogue';
import { reportSearch } from '@/lib/search-analytics';
import { rememberSearch } from '@/lib/recent-searches';
import { useFacets } from '../api/listing-query';
import { useListingProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';
import { ProductCard } from './product-card';

const searchPath = (query: string) => `/Search?rawquery=${encodeURIComponent(query)}`;

/**
 * What a search that found nothing offers (docs/product/storefront.md#no-results): the words corrected, the closest
 * category, and the best sellers.
 */
function NoResults({ rawquery, help }: { rawquery: string; help: SearchHelp | undefined }) {
  return (
    <div className="space-y-6" data-testid="no-results">
      <div className="rounded-md bg-canvas px-4 py-6 text-center">
        <p className="text-base font-bold text-ink">No products found for “{rawquery}”.</p>
        {help?.didYouMean && (
          <p className="mt-2 text-sm text-ink-soft">
            Did you mean{' '}
            <Link className="font-semibold text-brand hover:underline" to={searchPath(help.didYouMean)}>
              {help.didYouMean}
            </Link>
            ?
          </p>
        )}
        {help?.closestCategory && (
          <p className="mt-2 text-sm text-ink-soft">
            Browse{' '}
            <Link
              className="font-semibold text-brand hover:underline"
              to={`/${help.closestCategory.collection}/${encodeURIComponent(help.closestCategory.name)}`}
            >
              {help.closestCategory.name} for {help.closestCategory.collection}
            </Link>
          </p>
        )}
      </div>
      {help && help.popular.length > 0 && (
        <section aria-label="Popular products">
          <h2 className="mb-3 text-sm font-bold tracking-widest text-ink uppercase">Popular products</h2>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-3 xl:grid-cols-4">
            {help.popular.map((item) => (
              <li key={item.product_id}>
                <ProductCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * /Search?rawquery=&category=: results of GET /Product/search with the listing filters, counted by the API and
 * mirrored in the URL; the gender radios set `category` (docs/product/storefront.md#search). Each query shown is
 * remembered in this browser and counted, without personal data, for the store's search analytics.
 */
export function SearchResults() {
  const [params, setParams] = useSearchParams();
  const rawquery = params.get('rawquery')?.trim() ?? '';
  const category = params.get('category') ?? undefined;
  const [filters, setFilters] = useListingFilters({ resetKey: `${rawquery}|${category ?? ''}` });
  const scope = { kind: 'search', rawquery, category } as const;
  const pages = useListingProducts(scope, filters);
  const facets = useFacets(scope, filters, rawquery.length > 0);

  const reported = useRef('');
  useEffect(() => {
    if (!rawquery || pages.isLoading || pages.isError || reported.current === rawquery) return;
    reported.current = rawquery;
    rememberSearch(rawquery);
    reportSearch(rawquery, pages.totalCount);
  }, [rawquery, pages.isLoading, pages.isError, pages.totalCount]);

  if (!rawquery) {
    return (
      <div className="mx-auto max-w-[1440px] px-4 py-16 text-center">
        <h1 className="text-xl font-bold text-ink">Search for products</h1>
        <p className="mt-2 text-muted">Type what you are looking for in the search box.</p>
      </div>
    );
  }

  const setCategory = (gender: string) => {
    const next = new URLSearchParams(params);
    next.set('category', gender);
    setParams(next, { replace: true });
  };

  return (
    <ListingView
      crumbs={[...listingCrumbs(category), { label: `Search: ${rawquery}` }]}
      term={rawquery}
      pages={pages}
      facets={facets.data}
      filters={filters}
      onFiltersChange={setFilters}
      gender={{ value: category ?? null, onChange: setCategory }}
      error={pages.isError ? messages.searchFailed : undefined}
      empty={<NoResults rawquery={rawquery} help={pages.first?.noResults} />}
    />
  );
}
