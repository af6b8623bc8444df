import type { UnsubscribeReply } from '@store/shared/schemas/marketing';
import { api } from '@/lib/api-client';

// The unsubscribe link of marketing messages (docs/product/api.md#unsubscribe): no sign-in, the link is the permission.

/** GET /Unsubscribe/{token}: the link's channel and whether offers still come on it; changes nothing. */
export function unsubscribeState(token: string): Promise<UnsubscribeReply> {
  return api.get<UnsubscribeReply>(`/Unsubscribe/${encodeURIComponent(token)}`, { token: null });
}

/** POST /Unsubscribe/{token}: stops offers on the link's channel. */
export function unsubscribe(token: string): Promise<UnsubscribeReply> {
  return api.post<UnsubscribeReply>(`/Unsubscribe/${encodeURIComponent(token)}`, {}, { token: null });
}
