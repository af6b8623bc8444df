import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGESTION_MIN_LENGTH } from '@store/shared/catalogue';
import type { Suggestion } from '@store/shared/schemas/catalogue';
import { api } from '@/lib/api-client';

export function getSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return api.get<Suggestion[]>('/Product/suggestions', { params: { query }, signal });
}

export function suggestionsQuery(query: string) {
  return queryOptions({
    queryKey: ['suggestions', query],
    queryFn: ({ signal }) => getSuggestions(query, signal),
    enabled: query.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

export function useSuggestionsQuery(query: string) {
  return useQuery(suggestionsQuery(query));
}
