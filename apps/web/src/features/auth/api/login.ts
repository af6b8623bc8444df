import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@store/shared/schemas/account';
import type { SignInReply } from './two-factor';
import { api } from '@/lib/api-client';

/**
 * POST /User (docs/product/api.md#accounts): 200 with a token (or the second step's challenge), or 401 'Invalid email or password.'. Sent without a
 * token.
 */
export function login(input: LoginInput): Promise<SignInReply> {
  return api.post<SignInReply>('/User', input, { token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
