import { useNavigate } from 'react-router';
import { useFacets } from '../api/listing-query';
import { useListingProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

/**
 * The collection's listing, its filters and sort mirrored in the URL query, filtered and counted by the API
 * (docs/product/storefront.md#filters).
 */
export function ParentListing({ parent }: { parent: string }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListingFilters({ resetKey: parent });
  const scope = { kind: 'collection', parent } as const;
  const pages = useListingProducts(scope, filters);
  const facets = useFacets(scope, filters);

  return (
    <div id="all-products">
      <ListingView
        crumbs={listingCrumbs(parent)}
        term={parent}
        pages={pages}
        facets={facets.data}
        filters={filters}
        onFiltersChange={setFilters}
        gender={{ value: parent, onChange: (gender) => navigate(`/${gender}`) }}
      />
    </div>
  );
}
