import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, RegisterReply } from '@store/shared/schemas/account';
import { api } from '@/lib/api-client';

/**
 * POST /User/Register; 201 means success, whether or not the email was new, so registration cannot tell who
 * shops here (docs/decisions/003-accounts-sign-in-safety.md).
 */
export function register(input: RegisterInput): Promise<RegisterReply> {
  const now = new Date().toISOString();
  return api.post<RegisterReply>('/User/Register', { ...input, created_at: now, updated_at: now }, { token: null });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
