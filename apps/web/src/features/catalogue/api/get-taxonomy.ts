import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand, Category } from '@store/shared/schemas/catalogue';
import { api } from '@/lib/api-client';

export function categoriesQuery(parent?: string) {
  return queryOptions({
    queryKey: ['categories', parent ?? null],
    queryFn: ({ signal }) => api.get<Category[]>('/Category', { params: { ParentCategory: parent }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /Category, or ?ParentCategory=Men for one collection's categories with their product counts. */
export function useCategories(parent?: string) {
  return useQuery(categoriesQuery(parent));
}

export function brandsQuery(parent?: string) {
  return queryOptions({
    queryKey: ['brands', parent ?? null],
    queryFn: ({ signal }) => api.get<Brand[]>('/Brand', { params: { brand: parent }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /Brand, or ?brand=Men for the brands of one collection, counted within it. */
export function useBrands(parent?: string) {
  return useQuery(brandsQuery(parent));
}
