import { useMutation } from '@tanstack/react-query';
import type { LoginInput, TokenReply } from '@store/shared/schemas/account';
import { api } from '@/lib/api-client';

/**
 * POST /User (docs/product/api.md#accounts): 200 with a token, or 401 'Invalid email or password.'. Sent without a
 * token.
 */
export function login(input: LoginInput): Promise<TokenReply> {
  return api.post<TokenReply>('/User', input, { token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
