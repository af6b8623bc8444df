import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig, ProofReply } from '@store/shared/schemas/account';
import type { SignInReply } from './two-factor';
import { api } from '@/lib/api-client';

export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: ({ signal }) => api.get<AuthConfig>('/Auth/config', { signal, token: null }),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

/**
 * The server verifies Google's ID token (POST /Auth/google-login), then the store's token is requested by email
 * with the proof that step answered (POST /User/GoogleLogin; docs/decisions/006-no-token-without-proof.md).
 */
export async function signInWithGoogle(idToken: string): Promise<SignInReply> {
  const verified = await api.post<ProofReply & { email: string }>('/Auth/google-login', { idToken }, { token: null });
  return api.post<SignInReply>(
    '/User/GoogleLogin',
    { email_address: verified.email, proof: verified.proof },
    { token: null },
  );
}
