import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/lib/query-client';

/**
 * A catalogue write of the admin. Every write can change what the storefront shows (listings, counts,
 * product pages), so every query is refreshed once it settles.
 */
export function useCatalogueWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => refreshAfterWrite(client),
  });
}
