import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '@store/shared/schemas/account-summary';
import { api } from '@/lib/api-client';

/**
 * GET /User/{email}/summary: the shopper's own figures for /Dashboard, asked again each time it opens
 * (docs/product/accounts.md#dashboard). Keyed by email, so it is forgotten when the user signs out.
 */
export const accountSummaryQuery = (email: string) =>
  queryOptions({
    queryKey: ['account-summary', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<AccountSummary>(`/User/${encodeURIComponent(email)}/summary`, { signal }),
    staleTime: 0,
  });

export function useAccountSummary(email: string) {
  return useQuery(accountSummaryQuery(email));
}
