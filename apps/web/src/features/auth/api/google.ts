import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TokenReply } from './login';
import type { ProofReply } from './otp';

export interface AuthConfig {
  /** The OAuth client id for Google Identity Services, or null when Google sign-in is not configured. */
  googleClientId: string | null;
  firebaseProjectId: string | null;
  /** 'console' in development: codes go to the server log and the code screen shows a TEST MODE hint. */
  otpProvider: 'console' | 'twilio' | 'disabled';
}

export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: ({ signal }) => api.get<AuthConfig>('/Auth/config', { signal, token: null }),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

/**
 * SPEC.md §4 Google login: the server verifies Google's ID token (POST /Auth/google-login), then the store's
 * token is requested by email with the proof that step answered (POST /User/GoogleLogin).
 */
export async function signInWithGoogle(idToken: string): Promise<TokenReply> {
  const verified = await api.post<ProofReply & { email: string }>('/Auth/google-login', { idToken }, { token: null });
  return api.post<TokenReply>(
    '/User/GoogleLogin',
    { email_address: verified.email, proof: verified.proof },
    { token: null },
  );
}
