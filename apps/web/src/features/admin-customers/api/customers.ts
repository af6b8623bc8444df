import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomerDetail, AdminCustomerRow } from '@store/shared/schemas/customers';
import type { GoodwillCreditInput, GoodwillCreditReply } from '@store/shared/schemas/store-credit';
import { api } from '@/lib/api-client';
import type { CustomerSearch } from '../utils/customer-search';

export interface CustomerPage {
  items: AdminCustomerRow[];
  totalCount: number;
}

/** GET /admin/customers?q=&pageNumber=: one page of customers (docs/product/admin.md#customers). */
export function customersQuery(search: CustomerSearch) {
  return queryOptions({
    queryKey: ['admin', 'customers', search],
    queryFn: ({ signal }) =>
      api.get<CustomerPage>('/admin/customers', {
        params: { q: search.q, pageNumber: search.pageNumber },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(search: CustomerSearch) {
  return useQuery(customersQuery(search));
}

/** GET /admin/customers/{id}: the customer with addresses and recent orders. */
export function customerQuery(id: number) {
  return queryOptions({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) => api.get<AdminCustomerDetail>(`/admin/customers/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCustomer(id: number) {
  return useQuery(customerQuery(id));
}

/** POST /admin/customers/{id}/credit: goodwill store credit (docs/product/admin.md#customers); the page reads again. */
export function useGiveStoreCredit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GoodwillCreditInput) => api.post<GoodwillCreditReply>(`/admin/customers/${id}/credit`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customer', id] }),
  });
}
