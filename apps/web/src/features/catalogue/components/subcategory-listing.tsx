import { useNavigate } from 'react-router';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useParentListing } from '../hooks/use-parent-listing';
import { useSubcategory } from '../hooks/use-subcategory';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

/**
 * /Men/{subcategory}: the parent fixed by the path, the subcategory checked to start with
 * (docs/product/storefront.md#listings).
 */
export function SubcategoryListing({ parent, subcategory }: { parent: string; subcategory: string }) {
  const navigate = useNavigate();
  const { name } = useSubcategory(parent, subcategory);
  const [filters, setFilters] = useListingFilters({
    mirrorInUrl: false,
    resetKey: `${parent}/${name}`,
    initial: { categories: [name], brands: [], sort: undefined },
  });
  const listing = useParentListing(parent, filters);

  return (
    <ListingView
      crumbs={listingCrumbs(parent, name)}
      term={name}
      {...listing}
      filters={filters}
      onFiltersChange={setFilters}
      gender={{ value: parent, onChange: (gender) => navigate(`/${gender}/${encodeURIComponent(name)}`) }}
    />
  );
}
