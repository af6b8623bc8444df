import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A catalogue write of the admin. Every write can change what the storefront shows (listings, counts,
 * product pages), so every cached query is marked stale and the visible ones reload.
 */
export function useCatalogueWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries(),
  });
}
