import { useNavigate } from 'react-router';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useParentListing } from '../hooks/use-parent-listing';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

/**
 * The parent-category listing, its filter and sort mirrored in the URL query (category, brand, sort), filtered
 * by the API (docs/product/storefront.md#listings).
 */
export function ParentListing({ parent }: { parent: string }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListingFilters({ mirrorInUrl: true, resetKey: parent });
  const listing = useParentListing(parent, filters);

  return (
    <div id="all-products">
      <ListingView
        crumbs={listingCrumbs(parent)}
        term={parent}
        {...listing}
        filters={filters}
        onFiltersChange={setFilters}
        gender={{ value: parent, onChange: (gender) => navigate(`/${gender}`) }}
      />
    </div>
  );
}
