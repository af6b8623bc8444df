import { useMemo } from 'react';
import { useBrands, useCategories } from '../api/get-taxonomy';
import { useFilteredProducts } from '../api/product-pages';
import type { ListingFilters } from '@store/shared/listing-filters';

/**
 * What a collection's listing shows for its filters (the ListingView props they decide): the products filtered by the API, and the filter options (the
 * collection's categories, and its brands that have products) with their counts (docs/product/storefront.md#listings).
 */
export function useParentListing(parent: string, filters: ListingFilters) {
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
  return { pages, categories: categoryOptions, brands: brandOptions };
}
