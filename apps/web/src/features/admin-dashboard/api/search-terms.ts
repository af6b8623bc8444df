import { useQuery } from '@tanstack/react-query';
import type { SearchTerms } from '@store/shared/schemas/search-analytics';
import { api } from '@/lib/api-client';

/** GET /admin/search-terms: what shoppers searched in the last 30 days (docs/product/admin.md#dashboard). */
export function useSearchTerms() {
  return useQuery({
    queryKey: ['admin', 'search-terms'],
    queryFn: ({ signal }) => api.get<SearchTerms>('/admin/search-terms', { signal }),
    staleTime: 60_000,
  });
}
