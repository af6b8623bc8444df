import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useBrands, useCategories } from '../api/get-taxonomy';
import { useFilteredProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useSubcategory } from '../hooks/use-subcategory';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

/**
 * /Men/{subcategory}: the parent fixed by the path, the subcategory checked to start with
 * (docs/product/storefront.md#listings).
 */
export function SubcategoryListing({ parent, subcategory }: { parent: string; subcategory: string }) {
  const navigate = useNavigate();
  const categories = useCategories(parent);
  const brands = useBrands(parent);
  const { name } = useSubcategory(parent, subcategory);
  const [filters, setFilters] = useListingFilters({
    mirrorInUrl: false,
    resetKey: `${parent}/${name}`,
    initial: { categories: [name], brands: [], sort: undefined },
  });
  const pages = useFilteredProducts({
    parentcategory: parent,
    subcategories: filters.categories,
    brand: filters.brands,
    sort: filters.sort,
  });

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
    <ListingView
      crumbs={listingCrumbs(parent, name)}
      term={name}
      pages={pages}
      categories={categoryOptions}
      brands={brandOptions}
      filters={filters}
      onFiltersChange={setFilters}
      gender={{ value: parent, onChange: (gender) => navigate(`/${gender}/${encodeURIComponent(name)}`) }}
    />
  );
}
