import { QueryClient, type QueryFilters } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The query cache's defaults. The server renders with a client of its own per request that never retries (a page
 * waits for nothing twice); the browser keeps one for the whole visit.
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on a retry.
        retry: server ? false : (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * After a write: the matching queries are marked stale and the visible ones reload. A first load still in flight may
 * have been answered before the write committed, and invalidation alone would keep that answer (a query without data
 * is not asked again while it loads), so the matching reads in flight are cancelled first and asked again: a row
 * just deleted never stays on screen.
 */
export async function refreshAfterWrite(client: QueryClient, filters: QueryFilters = {}): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}
