import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCreditView } from '@store/shared/schemas/store-credit';
import { api } from '@/lib/api-client';

/** Rows of the ledger a page on /StoreCredit. */
export const STORE_CREDIT_PAGE_SIZE = 20;

/** GET /StoreCredit: the shopper's balance, expiries and one page of the ledger (docs/product/accounts.md#store-credit). */
export const storeCreditQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['store-credit', email.toLowerCase(), page],
    queryFn: ({ signal }) =>
      api.get<StoreCreditView>(`/StoreCredit?page=${page}&limit=${STORE_CREDIT_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useStoreCredit(email: string, page: number) {
  return useQuery(storeCreditQuery(email, page));
}
