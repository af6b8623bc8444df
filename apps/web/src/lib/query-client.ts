import { QueryClient } from '@tanstack/react-query';
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
