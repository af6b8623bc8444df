import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentsInput, ConsentsView } from '@store/shared/schemas/consents';
import { api } from '@/lib/api-client';

const consentsPath = (email: string) => `/User/${encodeURIComponent(email)}/consents`;

/** GET /User/{email}/consents: the choice per channel and the notice acknowledged (docs/product/privacy.md#consent). */
export const consentsQuery = (email: string) =>
  queryOptions({
    queryKey: ['consents', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<ConsentsView>(consentsPath(email), { signal }),
    staleTime: 0,
  });

export function useConsents(email: string) {
  return useQuery(consentsQuery(email));
}

/** PUT /User/{email}/consents: the answer replaces the cached choices. */
export function useSaveConsents(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentsInput) => api.put<ConsentsView>(consentsPath(email), input),
    onSuccess: (view) => client.setQueryData(consentsQuery(email).queryKey, view),
  });
}

/** Whether a signed-in shopper still has to be shown the current privacy notice (docs/product/privacy.md#notice). */
export async function noticeDue(email: string): Promise<boolean> {
  const view = await api.get<ConsentsView>(consentsPath(email));
  return view.notice_version !== view.current_notice_version;
}
