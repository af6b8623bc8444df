import { SearchResults } from '@/features/catalogue/components/search-results';

export function Component() {
  return <SearchResults />;
}
