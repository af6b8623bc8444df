import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackIcon, SearchIcon } from '@/components/ui/icons';
import { usePopularSearches } from '@/lib/search-analytics';
import { SearchBox, searchPath } from '@/features/search/components/search-box';
import { clearRecentSearches, readRecentSearches } from '@/lib/recent-searches';
import { useHydrated } from '@/hooks/use-hydrated';

function QueryLinks({ label, queries }: { label: string; queries: string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {queries.map((query) => (
        <li key={query}>
          <Link
            to={searchPath(query)}
            className="flex h-9 items-center gap-1.5 rounded-full border border-line px-3 text-sm text-ink hover:border-ink/40"
          >
            <SearchIcon className="size-3.5 text-muted" />
            {query}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone search page: the box with suggestions, the shopper's recent searches (this browser only, clearable) and
 * the store's popular searches while nothing is typed; its back button clears the input and goes back one page
 * (docs/product/storefront.md#search).
 */
export function Component() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const hydrated = useHydrated();
  const [recent, setRecent] = useState<string[] | null>(null);
  const recentSearches = recent ?? (hydrated ? readRecentSearches() : []);
  const popular = usePopularSearches();
  const popularQueries = (popular.data ?? []).map((row) => row.query);
  return (
    <section className="fixed inset-0 z-[55] overflow-y-auto bg-white">
      <title>Search · Store</title>
      <h1 className="sr-only">Search</h1>
      <div className="flex items-start gap-2 border-b border-line px-2 py-2">
        <button
          type="button"
          aria-label="Go back"
          onClick={() => {
            setText('');
            navigate(-1);
          }}
          className="mt-0.5 rounded-md p-2 text-ink"
        >
          <BackIcon className="size-6" />
        </button>
        <div className="flex-1 pr-2">
          <SearchBox variant="page" autoFocus value={text} onValueChange={setText} />
        </div>
      </div>
      {text.trim() === '' && (
        <div className="space-y-6 px-4 py-5">
          {recentSearches.length > 0 && (
            <section aria-labelledby="recent-searches">
              <div className="mb-3 flex items-center justify-between">
                <h2 id="recent-searches" className="text-xs font-bold tracking-widest text-ink uppercase">
                  Recent searches
                </h2>
                <button
                  type="button"
                  onClick={() => {
                    clearRecentSearches();
                    setRecent([]);
                  }}
                  className="text-xs font-bold tracking-wider text-brand uppercase"
                >
                  Clear
                </button>
              </div>
              <QueryLinks label="Recent searches" queries={recentSearches} />
            </section>
          )}
          {popularQueries.length > 0 && (
            <section aria-labelledby="popular-searches">
              <h2 id="popular-searches" className="mb-3 text-xs font-bold tracking-widest text-ink uppercase">
                Popular searches
              </h2>
              <QueryLinks label="Popular searches" queries={popularQueries} />
            </section>
          )}
        </div>
      )}
    </section>
  );
}
