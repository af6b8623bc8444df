import { useSearchParams } from 'react-router';
import { SearchResults } from '@/features/catalogue/components/search-results';
import { PageMeta } from '@/features/seo/components/page-meta';
import { searchPath } from '@/features/seo/utils/paths';

/**
 * The results for a search are a page of their own for search engines (one canonical address per query, as the big
 * fashion stores' search pages are); the empty search page is not (docs/product/storefront.md#search-engines-and-link-previews).
 */
export function Component() {
  const rawquery = useSearchParams()[0].get('rawquery')?.trim() ?? '';
  return (
    <>
      {rawquery ? (
        <PageMeta
          title={`${rawquery} · Search · Store`}
          description={`Search results for “${rawquery}” at Store.`}
          canonicalPath={searchPath(rawquery)}
        />
      ) : (
        <PageMeta title="Search · Store" canonicalPath="/Search" noindex />
      )}
      <SearchResults />
    </>
  );
}
