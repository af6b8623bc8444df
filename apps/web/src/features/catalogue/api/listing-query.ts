import { queryOptions, useQuery } from '@tanstack/react-query';
import { filterParams, type ListingFilters } from '@store/shared/listing-filters';
import type { Facets } from '@store/shared/schemas/catalogue';
import { api, type QueryParams } from '@/lib/api-client';

/**
 * What a listing page is about before any filter (docs/product/storefront.md#filters): the whole catalogue, a
 * collection, a collection's subcategory, or a search. Clear All never changes it.
 */
export type ListingScope =
  | { kind: 'home' }
  | { kind: 'collection'; parent: string }
  | { kind: 'subcategory'; parent: string; subcategory: string }
  | { kind: 'search'; rawquery: string; category: string | undefined };

/** The API call of a listing: its path and parameters, the same for the page and its loader (one query key). */
export function listingRequest(scope: ListingScope, filters: ListingFilters): { path: string; params: QueryParams } {
  const params: QueryParams = filterParams(filters);
  switch (scope.kind) {
    case 'home':
      return { path: '/Product/products', params };
    case 'collection':
      return { path: '/Product/products', params: { parentcategory: scope.parent, ...params } };
    case 'subcategory':
      // The page's own subcategory is its scope, never a filter the shopper chose.
      return {
        path: '/Product/products',
        params: { parentcategory: scope.parent, ...params, subcategories: [scope.subcategory] },
      };
    case 'search':
      return { path: '/Product/search', params: { rawquery: scope.rawquery, category: scope.category, ...params } };
  }
}

/** GET /Product/facets for the listing: the same scope and filters, no sort. */
export function facetsQuery(scope: ListingScope, filters: ListingFilters) {
  const { params } = listingRequest(scope, filters);
  const { sort: _sort, ...rest } = params;
  return queryOptions({
    queryKey: ['facets', rest],
    queryFn: ({ signal }) => api.get<Facets>('/Product/facets', { params: rest, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useFacets(scope: ListingScope, filters: ListingFilters, enabled = true) {
  return useQuery({ ...facetsQuery(scope, filters), enabled });
}
