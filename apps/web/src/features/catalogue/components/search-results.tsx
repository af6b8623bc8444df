import { useSearchParams } from 'react-router';
import { messages } from '@store/shared/messages';
import { facetCounts, filterLoadedItems, parseSort, type ListingFilters } from '@store/shared/listing-filters';
import { useSearchProducts } from '../api/product-pages';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingCrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

/**
 * /Search?rawquery=&category=&sort=: results of GET /Product/search; the category and brand boxes narrow the
 * loaded results, the gender radios set `category` (docs/product/storefront.md#search).
 */
export function SearchResults() {
  const [params, setParams] = useSearchParams();
  const rawquery = params.get('rawquery')?.trim() ?? '';
  const category = params.get('category') ?? undefined;
  const sort = parseSort(params.get('sort'));
  const pages = useSearchProducts({ rawquery, category, sort });
  const [local, setLocal] = useListingFilters({ mirrorInUrl: false, resetKey: `${rawquery}|${category ?? ''}` });
  const filters: ListingFilters = { ...local, sort };
  const items = filterLoadedItems(pages.items, filters);
  const facets = facetCounts(pages.items);
  const filtered = filters.categories.length > 0 || filters.brands.length > 0;

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  if (!rawquery) {
    return (
      <div className="mx-auto max-w-[1440px] px-4 py-16 text-center">
        <h1 className="text-xl font-bold text-ink">Search for products</h1>
        <p className="mt-2 text-muted">Type what you are looking for in the search box.</p>
      </div>
    );
  }

  return (
    <ListingView
      crumbs={[...listingCrumbs(category), { label: `Search: ${rawquery}` }]}
      term={rawquery}
      pages={pages}
      items={items}
      count={filtered ? items.length : pages.totalCount}
      categories={facets.categories.map((facet) => ({ value: facet.name, label: facet.name, count: facet.count }))}
      brands={facets.brands.map((facet) => ({ value: facet.name, label: facet.name, count: facet.count }))}
      filters={filters}
      onFiltersChange={(next) => {
        if (next.sort !== sort) update({ sort: next.sort });
        setLocal({ ...next, sort: undefined });
      }}
      gender={{ value: category ?? null, onChange: (gender) => update({ category: gender }) }}
      error={pages.isError ? messages.searchFailed : undefined}
    />
  );
}
