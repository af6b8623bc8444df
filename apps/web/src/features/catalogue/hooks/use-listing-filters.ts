import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { emptyFilters, filtersFromSearch, filtersToSearch, type ListingFilters } from '@store/shared/listing-filters';

interface FilterState {
  key: string;
  filters: ListingFilters;
  /** The URL query that `filters` corresponds to. */
  url: string;
  /** The URL query seen at the last render. */
  seen: string;
}

/**
 * Filter and sort state of a listing. On the parent-category listing it is mirrored in the URL query (category, brand,
 * sort; docs/product/storefront.md#listings), elsewhere it lives in the page; either way it starts afresh whenever
 * `resetKey` changes. The state changes at once and the URL follows, so a checkbox never flickers back while the
 * navigation is under way; a URL changed from outside (back, forward, a link) wins.
 */
export function useListingFilters({
  mirrorInUrl,
  resetKey,
  initial = emptyFilters,
}: {
  mirrorInUrl: boolean;
  resetKey: string;
  initial?: ListingFilters;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = mirrorInUrl ? searchParams.toString() : '';
  const fresh = (): FilterState => ({
    key: resetKey,
    filters: mirrorInUrl ? filtersFromSearch(searchParams) : initial,
    url: urlKey,
    seen: urlKey,
  });
  const [state, setState] = useState<FilterState>(fresh);

  let current = state;
  if (state.key !== resetKey) {
    current = fresh();
  } else if (urlKey !== state.seen) {
    current = urlKey === state.url ? { ...state, seen: urlKey } : fresh();
  }
  if (current !== state) setState(current);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const url = mirrorInUrl ? filtersToSearch(next).toString() : '';
      setState((previous) => ({ ...previous, key: resetKey, filters: next, url }));
      if (mirrorInUrl) setSearchParams(new URLSearchParams(url), { replace: true, preventScrollReset: true });
    },
    [mirrorInUrl, resetKey, setSearchParams],
  );
  return [current.filters, setFilters] as const;
}
