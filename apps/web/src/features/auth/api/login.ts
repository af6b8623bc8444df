import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@store/shared/schemas/account';
import { api } from '@/lib/api-client';

export function login(input: LoginInput): Promise<{ token: string }> {
  return api.post<{ token: string }>('/User', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
