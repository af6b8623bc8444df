import { Spinner } from '@/components/ui/spinner';
import { useSearchTerms } from '../api/search-terms';

function Terms({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: Array<{ query: string; searches: number }>;
  empty: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-xs font-bold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {rows.slice(0, 10).map((row) => (
            <li key={row.query} className="flex justify-between gap-3">
              <span className="truncate text-ink">{row.query}</span>
              <span className="text-ink-soft tabular-nums">{row.searches}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * Search analytics over the last 30 days (docs/product/admin.md#dashboard): how many searches, the share followed by a
 * product view, the top queries and those that found nothing, so the merchant sees what shoppers miss.
 */
export function SearchTermsPanel() {
  const terms = useSearchTerms();
  return (
    <section className="min-w-0 rounded-xl border border-line bg-white p-4" aria-labelledby="search-terms-title">
      <h2 id="search-terms-title" className="mb-1 text-xs font-bold tracking-widest text-ink-soft uppercase">
        Searches (last 30 days)
      </h2>
      {terms.isPending ? (
        <Spinner label="Loading searches" />
      ) : terms.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          The search figures could not be loaded.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-soft" data-testid="search-summary">
            {terms.data.searches} searches, {Math.round(terms.data.viewedShare * 100)}% followed by a product view
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Terms title="Top searches" rows={terms.data.top} empty="No searches yet." />
            <Terms title="No results" rows={terms.data.zeroResults} empty="Every search found something." />
          </div>
        </>
      )}
    </section>
  );
}
