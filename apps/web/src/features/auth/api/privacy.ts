import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeleteAccountInput, ErasureCheck } from '@store/shared/schemas/privacy';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

const userPath = (email: string) => `/User/${encodeURIComponent(email)}`;

/** GET /User/{email}/erasure: whether the account may be deleted now, and how to confirm (docs/product/privacy.md). */
export const erasureQuery = (email: string) =>
  queryOptions({
    queryKey: ['erasure', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<ErasureCheck>(`${userPath(email)}/erasure`, { signal }),
    staleTime: 0,
  });

export function useErasureCheck(email: string) {
  return useQuery(erasureQuery(email));
}

/** GET /User/{email}/data-export, saved as the file the server names (my-data-YYYY-MM-DD.json). */
export async function downloadMyData(email: string): Promise<void> {
  const blob = await api.download(`${userPath(email)}/data-export`);
  saveBlob(blob, `my-data-${new Date().toISOString().slice(0, 10)}.json`);
}

/** DELETE /User/{email} with the password or a one-time code's proof: the account is erased, every session ends. */
export function deleteAccount(email: string, confirmation: DeleteAccountInput): Promise<void> {
  return api.delete<void>(userPath(email), { body: confirmation });
}
