import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Search analytics without personal data (docs/product/storefront.md#search-analytics): a random id for this browser
 * tab (sessionStorage, never an account or address) ties a search to a later product view.
 */
const TAB_KEY = 'store.searchTab';
const SEARCHED_KEY = 'store.searched';

function tabId(): string | undefined {
  if (typeof sessionStorage === 'undefined' || typeof crypto === 'undefined') return undefined;
  try {
    let id = sessionStorage.getItem(TAB_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Counts a search the shopper saw (once per query and tab visit of the results); failures are ignored. */
export function reportSearch(query: string, results: number): void {
  const tab = tabId();
  if (!tab) return;
  try {
    sessionStorage.setItem(SEARCHED_KEY, '1');
  } catch {
    // The view report then does not follow; the search still counts.
  }
  void api.post('/search/events', { query, results, tab }).catch(() => undefined);
}

/** A product page opened: if this tab searched, its latest search counts as followed by a view. */
export function reportProductView(): void {
  if (typeof sessionStorage === 'undefined') return;
  try {
    if (sessionStorage.getItem(SEARCHED_KEY) !== '1') return;
    sessionStorage.removeItem(SEARCHED_KEY);
  } catch {
    return;
  }
  const tab = tabId();
  if (tab) void api.post('/search/views', { tab }).catch(() => undefined);
}

/** GET /search/popular: what shoppers search most (the phone search page). */
export function usePopularSearches() {
  return useQuery({
    queryKey: ['popular-searches'],
    queryFn: ({ signal }) => api.get<Array<{ query: string }>>('/search/popular', { signal }),
    staleTime: 10 * 60_000,
  });
}
