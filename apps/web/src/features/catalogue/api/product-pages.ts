import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@store/shared/catalogue';
import { hasMore } from '@store/shared/listing-filters';
import type { ListingFilters } from '@store/shared/listing-filters';
import type { ListingItem, SearchPage } from '@store/shared/schemas/catalogue';
import { api, type QueryParams } from '@/lib/api-client';
import { listingRequest, type ListingScope } from './listing-query';

/**
 * One paged product listing (docs/product/storefront.md#listings): 24 a page, LOAD MORE asks for the next page while
 * fewer are loaded than totalCount. `path` is /Product, /Product/products or /Product/search.
 */
export function productPagesQuery(path: string, params: QueryParams) {
  return infiniteQueryOptions({
    queryKey: ['products', path, params],
    queryFn: ({ pageParam, signal }) =>
      api.get<SearchPage>(path, { params: { ...params, pageNumber: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return hasMore(loaded, last.totalCount) && last.items.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

export interface ProductPages {
  items: ListingItem[];
  totalCount: number;
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  loadMore: () => void;
  /** The first page as answered (a search's `noResults` is on it). */
  first: SearchPage | undefined;
}

export function useProductPages(path: string, params: QueryParams, enabled = true): ProductPages {
  const query = useInfiniteQuery({ ...productPagesQuery(path, params), enabled });
  const pages = query.data?.pages ?? [];
  const seen = new Set<number>();
  // A product can move between pages while paging (new stock, a new product); show it once.
  const items = pages
    .flatMap((page) => page.items)
    .filter((item) => (seen.has(item.product_id) ? false : (seen.add(item.product_id), true)));
  return {
    items,
    totalCount: pages[0]?.totalCount ?? 0,
    isLoading: query.isPending && enabled,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isFetchingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    first: pages[0],
  };
}

/** The products of a listing with its filters (docs/product/storefront.md#filters); a blank search asks nothing. */
export function useListingProducts(scope: ListingScope, filters: ListingFilters): ProductPages {
  const { path, params } = listingRequest(scope, filters);
  return useProductPages(path, params, scope.kind !== 'search' || scope.rawquery.trim().length > 0);
}
