import { queryOptions } from '@tanstack/react-query';
import type { DeliveryCheck } from '@store/shared/schemas/delivery';
import { api } from '@/lib/api-client';

/** GET /delivery/{pincode}: where the serviceability table puts a 6-digit PIN code (docs/product/checkout.md#delivery). */
export function deliveryCheckQuery(pincode: string) {
  return queryOptions({
    queryKey: ['delivery', pincode],
    queryFn: ({ signal }) => api.get<DeliveryCheck>(`/delivery/${pincode}`, { signal }),
    enabled: pincode !== '',
    retry: false,
    // The answer's date moves at midnight in India; a few minutes are plenty.
    staleTime: 5 * 60_000,
  });
}
