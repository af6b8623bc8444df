import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreInfo } from '@store/shared/schemas/store';
import { api } from '@/lib/api-client';

export type { StoreInfo };

/**
 * GET /api/store: the seller, customer care, the grievance officer and the policy figures (docs/product/legal.md).
 * Every page's footer shows it, so the root route's loader starts it and the server renders it into the HTML.
 */
export const storeInfoQuery = queryOptions({
  queryKey: ['store'],
  queryFn: ({ signal }) => api.get<StoreInfo>('/store', { signal, token: null }),
  staleTime: 60_000,
});

export const useStoreInfo = () => useQuery(storeInfoQuery);
