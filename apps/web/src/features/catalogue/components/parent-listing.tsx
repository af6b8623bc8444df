import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useBrands, useCategories } from '../api/get-taxonomy';
import { useFilteredProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

/**
 * The parent-category listing, its filter and sort mirrored in the URL query (category, brand, sort), filtered
 * by the API (docs/product/storefront.md#listings).
 */
export function ParentListing({ parent }: { parent: string }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListingFilters({ mirrorInUrl: true, resetKey: parent });
  const pages = useFilteredProducts({
    parentcategory: parent,
    subcategories: filters.categories,
    brand: filters.brands,
    sort: filters.sort,
  });
  const categories = useCategories(parent);
  const brands = useBrands(parent);

  const categoryOptions = useMemo(
    () =>
      (categories.data ?? []).map((category) => ({
        value: category.name,
        label: category.name,
        count: category.productCount,
      })),
    [categories.data],
  );
  const brandOptions = useMemo(
    () =>
      (brands.data ?? [])
        .filter((brand) => brand.productCount > 0)
        .map((brand) => ({ value: brand.name, label: brand.name, count: brand.productCount })),
    [brands.data],
  );

  return (
    <div id="all-products">
      <ListingView
        crumbs={listingCrumbs(parent)}
        term={parent}
        pages={pages}
        categories={categoryOptions}
        brands={brandOptions}
        filters={filters}
        onFiltersChange={setFilters}
        gender={{ value: parent, onChange: (gender) => navigate(`/${gender}`) }}
      />
    </div>
  );
}
