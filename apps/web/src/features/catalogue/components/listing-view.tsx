import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SortValue } from '@store/shared/catalogue';
import { clearFilters, filterChips, removeChip, withSort, type ListingFilters } from '@store/shared/listing-filters';
import type { Facets } from '@store/shared/schemas/catalogue';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { ProductPages } from '../api/product-pages';
import { chooseOption, filterSections } from '../utils/filter-sections';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { MobileFilterBar } from './mobile-filter-bar';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

export interface ListingViewProps {
  crumbs?: Crumb[];
  /** The heading: 'Showing Result for {term} - {n} items'; a custom heading replaces it. */
  term?: string;
  heading?: ReactNode;
  pages: ProductPages;
  /** The counts of the filter options (GET /Product/facets). */
  facets: Facets | undefined;
  /** A subcategory's own page offers no categories: the page is one. */
  showCategories?: boolean;
  filters: ListingFilters;
  onFiltersChange: (filters: ListingFilters) => void;
  gender?: { value: string | null; onChange: (gender: string) => void };
  error?: string;
  /** What an empty result shows instead of the grid's line (a search's suggestions). */
  empty?: ReactNode;
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
 * The product listing: breadcrumbs, heading, filters, chips, sort and the grid (docs/product/storefront.md#filters).
 */
export function ListingView({
  crumbs,
  term,
  heading,
  pages,
  facets,
  showCategories = true,
  filters,
  onFiltersChange,
  gender,
  error,
  empty,
}: ListingViewProps) {
  const chips = filterChips(filters).map((chip) => ({
    key: `${chip.kind}-${chip.value}`,
    label: chip.label,
    onRemove: () => onFiltersChange(removeChip(filters, chip)),
  }));
  const sections = filterSections(facets, filters, { categories: showCategories });
  const clearAll = () => onFiltersChange(clearFilters(filters));
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
            <span className="font-normal text-muted">- {pages.isLoading ? '…' : pages.totalCount} items</span>
          </h1>
        )}
        <div className="hidden lg:block">
          <SortSelect value={filters.sort} onChange={setSort} />
        </div>
      </div>
      <div className="flex gap-8 pt-4 xl:gap-10">
        <OnScreens wide>
          <FilterPanel
            sections={sections}
            onChoose={(kind, value) => onFiltersChange(chooseOption(filters, kind, value))}
            gender={gender}
            hasSelection={chips.length > 0}
            onClearAll={clearAll}
          />
        </OnScreens>
        <section aria-label="Products" className="min-w-0 flex-1">
          {chips.length > 0 && (
            <div className="mb-5">
              <FilterChips chips={chips} onClearAll={clearAll} />
            </div>
          )}
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 px-4 py-6 text-center text-sm font-medium text-red-800">
              {error}
            </p>
          ) : !pages.isLoading && pages.items.length === 0 && empty ? (
            empty
          ) : (
            <ProductGrid
              items={pages.items}
              isLoading={pages.isLoading}
              hasMore={pages.hasMore}
              isFetchingMore={pages.isFetchingMore}
              onLoadMore={pages.loadMore}
              emptyHint={chips.length > 0 ? 'Remove a filter to see more.' : undefined}
            />
          )}
        </section>
      </div>
      <OnScreens wide={false}>
        <MobileFilterBar
          visible={inView}
          facets={facets}
          showCategories={showCategories}
          filters={filters}
          gender={gender}
          onApply={onFiltersChange}
          onSort={setSort}
        />
      </OnScreens>
    </div>
  );
}
