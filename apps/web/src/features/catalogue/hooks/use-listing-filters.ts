import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_KEYS, filtersFromSearch, filtersToSearch, type ListingFilters } from '@store/shared/listing-filters';

interface FilterState {
  key: string;
  filters: ListingFilters;
  /** The URL filter query that `filters` corresponds to. */
  url: string;
  /** The URL filter query seen at the last render. */
  seen: string;
}

/** The part of a URL query the filters own (the listing's other keys, rawquery and category of a search, are not). */
function filterQueryOf(params: URLSearchParams): string {
  const own = new URLSearchParams();
  for (const [key, value] of params) if (FILTER_KEYS.includes(key)) own.append(key, value);
  return own.toString();
}

/**
 * Filter and sort state of a listing, mirrored in the URL query so a filtered listing can be shared
 * (docs/product/storefront.md#filters); it starts afresh whenever `resetKey` changes. The state changes at once and
 * the URL follows (other keys kept), so a checkbox never flickers back while the navigation is under way; a URL
 * changed from outside (back, forward, a link) wins.
 */
export function useListingFilters({ resetKey }: { resetKey: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = filterQueryOf(searchParams);
  const fresh = (): FilterState => ({
    key: resetKey,
    filters: filtersFromSearch(searchParams),
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
      const url = filtersToSearch(next).toString();
      setState((previous) => ({ ...previous, key: resetKey, filters: next, url }));
      setSearchParams((previous) => filtersToSearch(next, previous), { replace: true, preventScrollReset: true });
    },
    [resetKey, setSearchParams],
  );
  return [current.filters, setFilters] as const;
}
