import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSortValue } from '@store/shared/catalogue';
import type { ProductInput } from '@store/shared/schemas/catalogue';
import type { Product, ProductPage } from '@store/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

export interface ProductTableQuery {
  name: string;
  sort: AdminSortValue | undefined;
  page: number;
  pageSize: number;
}

/**
 * One page of the admin's product table, filtered and sorted by name on the server
 * (GET /Product?includeInactive=true), so a catalogue of 10,000 products loads 20 rows at a time.
 */
export const adminProductsQuery = ({ name, sort, page, pageSize }: ProductTableQuery) =>
  queryOptions({
    queryKey: ['admin', 'products', { name, sort, page, pageSize }],
    queryFn: ({ signal }) =>
      api.get<ProductPage>('/Product', {
        params: { includeInactive: true, name, sort, pageNumber: page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useAdminProducts = (query: ProductTableQuery) => useQuery(adminProductsQuery(query));

/** GET /Product/{id}/admin: a product as the admin sees it, active or not, with variations and images. */
export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'product', id],
    queryFn: ({ signal }) => api.get<Product>(`/Product/${id}/admin`, { signal }),
  });
export const useAdminProduct = (id: number | null) => useQuery({ ...adminProductQuery(id ?? 0), enabled: id !== null });

export const useSaveProduct = () =>
  useCatalogueWrite(({ id, input }: { id?: number; input: ProductInput }) =>
    id ? api.put<Product>(`/Product/${id}`, input) : api.post<Product>('/Product', input),
  );
export const useDeleteProduct = () => useCatalogueWrite((id: number) => api.delete<void>(`/Product/${id}`));

/**
 * GET /admin/catalogue.csv under the table's name filter, inactive products included (docs/product/catalogue-import.md),
 * fetched with the token like the orders export.
 */
export const downloadCatalogueCsv = (name: string) =>
  api.download('/admin/catalogue.csv', { params: { name: name || undefined } });
