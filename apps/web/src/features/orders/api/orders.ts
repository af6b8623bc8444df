import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAddress } from '@store/shared/schemas/address';
import type { Product } from '@store/shared/schemas/catalogue';
import type { ReturnRequestInput, ReturnView, TaxDocument } from '@store/shared/schemas/merchant';
import type { OrderCancelReply, OrderView } from '@store/shared/schemas/orders';
import { api } from '@/lib/api-client';
import type { ShopperOrder } from '../utils/shopper-order';

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
    queryFn: ({ signal }) => api.get<ShopperOrder[]>(`/Order/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
    staleTime: 0,
  });
}

export function useOrders(email: string, enabled = true) {
  return useQuery({ ...ordersQuery(email), enabled: enabled && email !== '' });
}

/** GET /Order/{id}/detail: one of the user's orders with its progress (docs/product/checkout.md#order-detail). */
export function orderDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => api.get<ShopperOrder>(`/Order/${id}/detail`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export function useOrderDetail(id: number, placeholder?: ShopperOrder) {
  return useQuery({ ...orderDetailQuery(id), placeholderData: placeholder });
}

/** A printable GST document of the shopper's order (docs/product/checkout.md#order-detail). */
export type OrderDocumentKind = 'invoice' | 'credit-note';

/**
 * GET /Order/{id}/invoice: the tax invoice of a paid (cash on delivery: dispatched) order; GET
 * /Order/{id}/credit-note: the credit note of an order cancelled after its invoice with nothing paid.
 */
export function orderDocumentQuery(id: number, kind: OrderDocumentKind) {
  return queryOptions({
    queryKey: ['orders', kind, id],
    queryFn: ({ signal }) => api.get<TaxDocument>(`/Order/${id}/${kind}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useOrderDocument(id: number, kind: OrderDocumentKind) {
  return useQuery(orderDocumentQuery(id, kind));
}

/** GET /Product/{id}: the product's sizes, for an exchange (the same call the product page makes). */
export function exchangeProductQuery(productId: number | null) {
  return queryOptions({
    queryKey: ['product', productId ?? 0],
    queryFn: ({ signal }) => api.get<Product>(`/Product/${productId}`, { signal }),
    enabled: productId !== null && productId > 0,
  });
}

export function useExchangeProduct(productId: number | null) {
  return useQuery(exchangeProductQuery(productId));
}

/** POST /Order/{id}/return: asks for a return or exchange (docs/product/checkout.md#returns). */
export function requestReturn(orderid: number, body: ReturnRequestInput): Promise<ReturnView> {
  return api.post<ReturnView>(`/Order/${orderid}/return`, body);
}

/**
 * POST /Order/{id}/cancel: cancels an order before it ships; a paid one is refunded, into store credit when asked
 * (docs/product/checkout.md#order-detail, docs/product/orders.md#cancelling-a-paid-order).
 */
export function cancelOrder(orderid: number, toStoreCredit = false): Promise<OrderCancelReply> {
  return api.post<OrderCancelReply>(
    `/Order/${orderid}/cancel`,
    toStoreCredit ? { refund_destination: { store_credit: true } } : {},
  );
}
