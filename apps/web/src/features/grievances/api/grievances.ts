import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GrievanceCategory, GrievanceView } from '@store/shared/schemas/grievances';
import { api } from '@/lib/api-client';

// A shopper's grievances (docs/product/legal.md#grievances, docs/product/api.md#grievances).

export interface GrievanceFiling {
  category: GrievanceCategory;
  order_id: string;
  email: string;
  text: string;
  photos: File[];
}

/** POST /grievances as a multipart form (the photos as repeated `files`): the reference. */
export function useFileGrievance() {
  return useMutation({
    mutationFn: ({ photos, ...fields }: GrievanceFiling) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value.trim()) form.append(name, value.trim());
      for (const photo of photos) form.append('files', photo);
      return api.post<{ reference: string }>('/grievances', form);
    },
  });
}

/** GET /grievances/{reference}: signed in as its owner, or with the email it was filed with. */
export function grievanceQuery(reference: string, email: string | null) {
  return queryOptions({
    queryKey: ['grievance', reference, email],
    queryFn: ({ signal }) =>
      api.get<GrievanceView>(`/grievances/${encodeURIComponent(reference)}`, {
        params: { email: email ?? undefined },
        signal,
      }),
    retry: false,
  });
}

export const useGrievance = (reference: string, email: string | null, enabled: boolean) =>
  useQuery({ ...grievanceQuery(reference, email), enabled });

/** POST /grievances/{reference}/messages: the shopper's follow-up, while it is open. */
export function useFollowUp(reference: string, email: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<GrievanceView>(`/grievances/${encodeURIComponent(reference)}/messages`, {
        text,
        ...(email ? { email } : {}),
      }),
    onSuccess: (view) => client.setQueryData(grievanceQuery(reference, email).queryKey, view),
  });
}
