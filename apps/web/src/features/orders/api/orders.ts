import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAddress } from '@store/shared/schemas/address';
import type { OrderCancelReply, OrderView } from '@store/shared/schemas/orders';
import { api } from '@/lib/api-client';

/**
 * The delivery address copied onto the order when it was placed (docs/product/checkout.md#order-detail). The
 * API answers it as a plain record, so the fields the screen shows are read from it as optional.
 */
export type ShippingAddress = Partial<
  Pick<
    UserAddress,
    | 'first_name'
    | 'last_name'
    | 'house_number'
    | 'street_number'
    | 'landmark'
    | 'postal_code'
    | 'city'
    | 'state'
    | 'country'
    | 'phone'
  >
>;

export function shippingAddressOf(order: Pick<OrderView, 'shipping_address'>): ShippingAddress | null {
  return order.shipping_address as ShippingAddress | null;
}

/**
 * GET /Order/{email}: the signed-in user's orders waiting for payment, then the paid ones, newest first
 * (docs/product/checkout.md#orders).
 */
export function ordersQuery(email: string) {
  return queryOptions({
    queryKey: ['orders', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<OrderView[]>(`/Order/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
    staleTime: 0,
  });
}

export function useOrders(email: string, enabled = true) {
  return useQuery({ ...ordersQuery(email), enabled: enabled && email !== '' });
}

/** POST /Order/{id}/cancel: cancels an order waiting for payment (docs/product/checkout.md#unpaid-orders). */
export function cancelOrder(orderid: number): Promise<OrderCancelReply> {
  return api.post<OrderCancelReply>(`/Order/${orderid}/cancel`, {});
}
