import { useSearchParams } from 'react-router';
import { SearchResults } from '@/features/catalogue/components/search-results';
import { PageMeta } from '@/features/seo/components/page-meta';
import { searchPath } from '@/features/seo/utils/paths';

/** Search results stay out of search engines' indexes; their links are followed. */
export function Component() {
  const rawquery = useSearchParams()[0].get('rawquery')?.trim() ?? '';
  return (
    <>
      {rawquery ? (
        <PageMeta
          title={`${rawquery} · Search · Store`}
          description={`Search results for “${rawquery}” at Store.`}
          canonicalPath={searchPath(rawquery)}
          noindex
        />
      ) : (
        <PageMeta title="Search · Store" canonicalPath="/Search" noindex />
      )}
      <SearchResults />
    </>
  );
}
