import { useMemo } from 'react';
import { filterLoadedItemsById, loadedCountText, type ListingFilters } from '@store/shared/listing-filters';
import { useBrands, useCategories } from '../api/get-taxonomy';
import { useCatalogueProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { ListingView } from './listing-view';

/**
 * The catalogue home: the paged GET /Product; category and brand filters apply to the loaded items, so LOAD
 * MORE stays while more pages exist and the count says how many of the loaded products match; changing the
 * sort starts again from page 1 (docs/product/storefront.md#catalogue-home).
 */
export function CatalogueHome() {
  const [filters, setFilters] = useListingFilters({ mirrorInUrl: false, resetKey: 'home' });
  const pages = useCatalogueProducts(filters.sort);
  const categories = useCategories();
  const brands = useBrands();

  const categoryIds = filters.categories.map(Number);
  const brandIds = filters.brands.map(Number);
  const items = filterLoadedItemsById(pages.items, categoryIds, brandIds);
  const filtered = categoryIds.length > 0 || brandIds.length > 0;

  const categoryOptions = useMemo(() => {
    return (categories.data ?? [])
      .filter((category) => category.productCount > 0)
      .map((category) => ({
        value: String(category.category_id),
        label: category.name,
        detail: category.parentcategory_name,
        count: category.productCount,
      }));
  }, [categories.data]);
  const brandOptions = useMemo(
    () =>
      (brands.data ?? [])
        .filter((brand) => brand.productCount > 0)
        .map((brand) => ({ value: String(brand.brand_id), label: brand.name, count: brand.productCount })),
    [brands.data],
  );

  return (
    <ListingView
      heading={
        <div>
          <h2 className="text-lg font-bold text-ink md:text-xl">Trending now</h2>
          <p className="text-sm text-muted" data-testid="item-count">
            {pages.isLoading
              ? 'Loading…'
              : loadedCountText({
                  matched: items.length,
                  loaded: pages.items.length,
                  totalCount: pages.totalCount,
                  filtered,
                })}
          </p>
        </div>
      }
      pages={pages}
      items={items}
      categories={categoryOptions}
      brands={brandOptions}
      filters={filters}
      onFiltersChange={(next: ListingFilters) => setFilters(next)}
      emptyHint={pages.hasMore ? 'Load more to see others, or remove a filter.' : undefined}
    />
  );
}
