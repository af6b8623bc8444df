import { SUGGESTION_MIN_LENGTH } from '@store/shared/catalogue';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSuggestionsQuery } from '../api/get-suggestions';

/** Suggestions from 2 characters, requested 300 ms after typing stops (docs/product/storefront.md#search). */
export const SUGGESTION_DEBOUNCE_MS = 300;

export function useSuggestions(text: string) {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SUGGESTION_DEBOUNCE_MS);
  const active = trimmed.length >= SUGGESTION_MIN_LENGTH;
  const query = useSuggestionsQuery(active ? debounced : '');
  const settled = debounced === trimmed;
  return {
    suggestions: active && query.data && settled ? query.data : [],
    loading: active && (!settled || query.isFetching),
  };
}
