import { useNavigate } from 'react-router';
import { useFacets } from '../api/listing-query';
import { useListingProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useSubcategory } from '../hooks/use-subcategory';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

/**
 * /Men/{subcategory}: the collection and the subcategory are the page's own scope, never a filter, so Clear All keeps
 * them; the shopper's filters are mirrored in the URL (docs/product/storefront.md#filters).
 */
export function SubcategoryListing({ parent, subcategory }: { parent: string; subcategory: string }) {
  const navigate = useNavigate();
  const { name } = useSubcategory(parent, subcategory);
  const [filters, setFilters] = useListingFilters({ resetKey: `${parent}/${name}` });
  const scope = { kind: 'subcategory', parent, subcategory: name } as const;
  const pages = useListingProducts(scope, filters);
  const facets = useFacets(scope, filters);

  return (
    <ListingView
      crumbs={listingCrumbs(parent, name)}
      term={name}
      pages={pages}
      facets={facets.data}
      showCategories={false}
      filters={filters}
      onFiltersChange={setFilters}
      gender={{ value: parent, onChange: (gender) => navigate(`/${gender}/${encodeURIComponent(name)}`) }}
    />
  );
}
