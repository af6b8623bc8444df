import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SortValue } from '@store/shared/catalogue';
import {
  clearFilters,
  filterChips,
  removeChip,
  toggleValue,
  withSort,
  type ListingFilters,
} from '@store/shared/listing-filters';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { ProductPages } from '../api/product-pages';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { FilterChips } from './filter-chips';
import { FilterPanel, type FacetOption } from './filter-panel';
import { MobileFilterBar } from './mobile-filter-bar';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

export interface ListingViewProps {
  crumbs?: Crumb[];
  /** The heading: 'Showing Result for {term} - {n} items'; a custom heading replaces it. */
  term?: string;
  heading?: ReactNode;
  pages: ProductPages;
  /** Items to show, when the listing filters loaded items itself. */
  items?: ProductPages['items'];
  count?: number;
  categories: FacetOption[];
  brands: FacetOption[];
  filters: ListingFilters;
  onFiltersChange: (filters: ListingFilters) => void;
  gender?: { value: string | null; onChange: (gender: string) => void };
  error?: string;
  /** The line under an empty result, when the listing has a better one than the default. */
  emptyHint?: string;
}

function labelOf(options: FacetOption[], value: string): string {
  const option = options.find((candidate) => candidate.value === value);
  return option ? (option.detail ? `${option.label} · ${option.detail}` : option.label) : value;
}

/** Whether any part of the element is on screen (the phone FILTER/SORT bar shows only beside the listing). */
function useInView(element: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * Shows its children on wide screens (`wide`) or on the others, and on both until the screen is known (the server's
 * HTML, hydration). Only this re-renders when the screen becomes known, not the listing's grid.
 */
function OnScreens({ wide, children }: { wide: boolean; children: ReactNode }) {
  // The side panel shows from large screens up; phones and tablets use the FILTER sheet instead. Before the screen is
  // known both are rendered and CSS shows the right one, so neither pops in later.
  const isWide = useMediaQuery('(min-width: 1024px)', null);
  return isWide === null || isWide === wide ? children : null;
}

/**
 * The product listing: breadcrumbs, heading, filters, chips, sort and the grid (docs/product/storefront.md#listings).
 */
export function ListingView({
  crumbs,
  term,
  heading,
  pages,
  items,
  count,
  categories,
  brands,
  filters,
  onFiltersChange,
  gender,
  error,
  emptyHint,
}: ListingViewProps) {
  const shown = items ?? pages.items;
  const total = count ?? pages.totalCount;
  const chips = filterChips(filters).map((chip) => ({
    key: `${chip.kind}-${chip.value}`,
    label: labelOf(chip.kind === 'category' ? categories : brands, chip.value),
    onRemove: () => onFiltersChange(removeChip(filters, chip)),
  }));
  const setSort = (sort: SortValue | undefined) => onFiltersChange(withSort(filters, sort));
  const root = useRef<HTMLDivElement>(null);
  const inView = useInView(root);

  return (
    <div ref={root} className="mx-auto max-w-[1440px] px-3 pt-4 pb-24 md:px-6 lg:px-10 lg:pb-12">
      {crumbs && <Breadcrumbs items={crumbs} />}
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
        {heading ?? (
          <h1 className="text-base font-bold text-ink md:text-lg" data-testid="listing-heading">
            Showing Result for {term}{' '}
            <span className="font-normal text-muted">- {pages.isLoading ? '…' : total} items</span>
          </h1>
        )}
        <div className="hidden lg:block">
          <SortSelect value={filters.sort} onChange={setSort} />
        </div>
      </div>
      <div className="flex gap-8 pt-4 xl:gap-10">
        <OnScreens wide>
          <FilterPanel
            categories={categories}
            selectedCategories={filters.categories}
            onToggleCategory={(value) =>
              onFiltersChange({ ...filters, categories: toggleValue(filters.categories, value) })
            }
            brands={brands}
            selectedBrands={filters.brands}
            onToggleBrand={(value) => onFiltersChange({ ...filters, brands: toggleValue(filters.brands, value) })}
            gender={gender}
            onClearAll={() => onFiltersChange(clearFilters(filters))}
          />
        </OnScreens>
        <section aria-label="Products" className="min-w-0 flex-1">
          {chips.length > 0 && (
            <div className="mb-5">
              <FilterChips chips={chips} onClearAll={() => onFiltersChange(clearFilters(filters))} />
            </div>
          )}
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 px-4 py-6 text-center text-sm font-medium text-red-800">
              {error}
            </p>
          ) : (
            <ProductGrid
              items={shown}
              isLoading={pages.isLoading}
              hasMore={pages.hasMore}
              isFetchingMore={pages.isFetchingMore}
              onLoadMore={pages.loadMore}
              emptyHint={emptyHint}
            />
          )}
        </section>
      </div>
      <OnScreens wide={false}>
        <MobileFilterBar
          visible={inView}
          categories={categories}
          brands={brands}
          selection={{ categories: filters.categories, brands: filters.brands, gender: gender?.value ?? null }}
          showGender={gender !== undefined}
          onApply={(selection) => {
            if (gender && selection.gender && selection.gender !== gender.value) {
              gender.onChange(selection.gender);
              return;
            }
            onFiltersChange({ ...filters, categories: selection.categories, brands: selection.brands });
          }}
          sort={filters.sort}
          onSort={setSort}
        />
      </OnScreens>
    </div>
  );
}
