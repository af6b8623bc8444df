import { useFacets } from '../api/listing-query';
import { useListingProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { ListingView } from './listing-view';

const scope = { kind: 'home' } as const;

/**
 * The catalogue home: every collection's products, filtered and counted by the API like any listing, LOAD MORE while
 * more pages exist (docs/product/storefront.md#catalogue-home).
 */
export function CatalogueHome() {
  const [filters, setFilters] = useListingFilters({ resetKey: 'home' });
  const pages = useListingProducts(scope, filters);
  const facets = useFacets(scope, filters);

  return (
    <ListingView
      heading={
        <div>
          <h2 className="text-lg font-bold text-ink md:text-xl">Trending now</h2>
          <p className="text-sm text-muted" data-testid="item-count">
            {pages.isLoading ? 'Loading…' : `${pages.totalCount} items`}
          </p>
        </div>
      }
      pages={pages}
      facets={facets.data}
      filters={filters}
      onFiltersChange={setFilters}
    />
  );
}
