import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput, ProfileView, TokenReply } from '@store/shared/schemas/account';
import { api } from '@/lib/api-client';

const profilePath = (email: string) => `/User/${encodeURIComponent(email)}/username`;

/**
 * GET /User/{email}/username: answered only for the token's own email (docs/decisions/005-owners-only.md).
 * Always asked again when the profile screen opens (a cached answer shows meanwhile), so the form is current
 * and a token that stopped working is noticed there.
 */
export const profileQuery = (email: string) =>
  queryOptions({
    queryKey: ['profile', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<ProfileView>(profilePath(email), { signal }),
    staleTime: 0,
  });

export function useProfile(email: string) {
  return useQuery(profileQuery(email));
}

/** PUT /User/{email}/username saves the form; the reply carries a fresh token with the new name. */
export function useSaveProfile(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.put<ProfileView & Partial<TokenReply>>(profilePath(email), input),
    onSuccess: ({ token: _token, ...profile }) => client.setQueryData(profileQuery(email).queryKey, profile),
  });
}
