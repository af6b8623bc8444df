import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, UserAddress } from '@store/shared/schemas/address';
import { api } from '@/lib/api-client';

/**
 * What the add and edit forms send. `user_name` is still sent, as the contract has always had it; the server
 * ignores it and takes the owner from the token (docs/product/api.md#addresses).
 */
export type AddressPayload = Omit<AddressInput, 'is_default'> & { is_default: boolean; user_name: string };

const bookKey = (email: string) => ['addresses', email.toLowerCase()] as const;

/** GET /UserAddress/{email}: the signed-in user's book, the default first. */
export function addressBookQuery(email: string) {
  return queryOptions({
    queryKey: bookKey(email),
    queryFn: ({ signal }) => api.get<UserAddress[]>(`/UserAddress/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
    staleTime: 0,
  });
}

export function useAddressBook(email: string) {
  return useQuery(addressBookQuery(email));
}

/** GET /UserAddress/{id}: one address of the signed-in user (someone else's is a 404). */
export function useAddress(id: number) {
  return useQuery({
    queryKey: ['address', id],
    queryFn: ({ signal }) => api.get<UserAddress>(`/UserAddress/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/** The address the order goes to: the default one (the server keeps exactly one). */
export function defaultAddressOf(book: readonly UserAddress[] | undefined): UserAddress | null {
  return book?.find((address) => address.is_default) ?? book?.[0] ?? null;
}

function useInvalidateBook(email: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bookKey(email) }),
      client.invalidateQueries({ queryKey: ['address'] }),
    ]);
}

export function useAddAddress(email: string) {
  const invalidate = useInvalidateBook(email);
  return useMutation({
    mutationFn: (payload: AddressPayload) => api.post<UserAddress>('/UserAddress', payload),
    onSuccess: invalidate,
  });
}

export function useUpdateAddress(email: string) {
  const invalidate = useInvalidateBook(email);
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: AddressPayload }) =>
      api.put<UserAddress>(`/UserAddress/${id}`, payload),
    onSuccess: invalidate,
  });
}

/** The radio moves at once (optimistic); a refusal puts the book back as it was. */
export function useSetDefaultAddress(email: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateBook(email);
  return useMutation({
    mutationFn: (id: number) => api.put<UserAddress>(`/UserAddress/${id}/set-default`, {}),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: bookKey(email) });
      const previous = client.getQueryData<UserAddress[]>(bookKey(email));
      if (previous)
        client.setQueryData(
          bookKey(email),
          previous.map((address) => ({ ...address, is_default: address.useraddress_id === id })),
        );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) client.setQueryData(bookKey(email), context.previous);
    },
    onSettled: invalidate,
  });
}

export function useRemoveAddress(email: string) {
  const invalidate = useInvalidateBook(email);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/UserAddress/${id}`),
    onSuccess: invalidate,
  });
}
