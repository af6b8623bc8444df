import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartSourceProduct } from '@store/shared/cart';
import type {
  OrderCancelReply,
  OrderView,
  PaymentConfig,
  PaymentOrderInput,
  PaymentOrderReply,
  PaymentResult,
  PaymentVerifyReply,
} from '@store/shared/schemas/orders';
import type { CheckoutOptions } from '@store/shared/schemas/delivery';
import type { StoreCreditView } from '@store/shared/schemas/store-credit';
import { api } from '@/lib/api-client';
import type { OrderBody } from '../utils/checkout-payloads';

/** POST /Order answers the order it confirmed, as /payment/verify does. */
export type OrderConfirmation = Pick<PaymentVerifyReply, 'orderid' | 'status'>;

/** The bag's products as the catalogue has them now (GET /Product/{id}), to take up changed prices. */
export function fetchBagProducts(productIds: readonly number[]): Promise<CartSourceProduct[]> {
  return Promise.all([...new Set(productIds)].map((id) => api.get<CartSourceProduct>(`/Product/${id}`)));
}

/** POST /payment/order: the server's order for the bag; `amount` in paise (docs/product/checkout.md#payments). */
export function createPaymentOrder(body: PaymentOrderInput): Promise<PaymentOrderReply> {
  return api.post<PaymentOrderReply>('/payment/order', body);
}

/** POST /Order: confirms the order the server created at /payment/order (docs/product/api.md#orders-and-payment). */
export function confirmOrder(body: OrderBody): Promise<OrderConfirmation> {
  return api.post<OrderConfirmation>('/Order', body);
}

/** TEST MODE only: pays with a test card; 402 for a declined card. */
export function payInSandbox(orderId: string, cardNumber: string): Promise<PaymentResult> {
  return api.post<PaymentResult>('/payment/sandbox/pay', { orderId, card_number: cardNumber });
}

/** POST /payment/verify: what Razorpay Checkout (or the sandbox) handed back, checked by the server. */
export function verifyPayment(result: PaymentResult): Promise<PaymentVerifyReply> {
  return api.post<PaymentVerifyReply>('/payment/verify', result);
}

/** GET /payment/config: which checkout the Payment page opens. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ signal }) => api.get<PaymentConfig>('/payment/config', { signal }),
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}

/** GET /payment/order/{orderid}: an order waiting for payment, to resume paying it. */
export function paymentOrderQuery(orderid: number) {
  return queryOptions({
    queryKey: ['payment-order', orderid],
    queryFn: ({ signal }) => api.get<PaymentOrderReply>(`/payment/order/${orderid}`, { signal }),
    retry: false,
    staleTime: 0,
  });
}

/** GET /Order/{email}: the shopper's orders, for the lines of the order being paid (the list /Orders shows). */
export function shopperOrdersQuery(email: string) {
  return queryOptions({
    queryKey: ['orders', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<OrderView[]>(`/Order/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
    staleTime: 0,
  });
}

/** POST /Order/{id}/cancel: cancels an order waiting for payment; its stock goes back at once. */
export function cancelUnpaidOrder(orderid: number): Promise<OrderCancelReply> {
  return api.post<OrderCancelReply>(`/Order/${orderid}/cancel`, {});
}

/**
 * GET /payment/options: the delivery of the address and whether cash on delivery is allowed for the bag's total
 * (rupees), with the server's reason when not (docs/product/checkout.md#payment-page).
 */
export function checkoutOptionsQuery(addressId: number | undefined, total: number) {
  return queryOptions({
    queryKey: ['payment-options', addressId ?? 'default', total],
    queryFn: ({ signal }) =>
      api.get<CheckoutOptions>('/payment/options', {
        signal,
        params: { total_amount: total, ...(addressId ? { useraddress_id: addressId } : {}) },
      }),
    staleTime: 0,
  });
}

export function useCheckoutOptions(addressId: number | undefined, total: number, enabled: boolean) {
  return useQuery({ ...checkoutOptionsQuery(addressId, total), enabled });
}

/**
 * GET /StoreCredit (first row only): the shopper's balance in rupees, for the Payment page's `Use store credit` box
 * (docs/product/checkout.md#store-credit). Under the `store-credit` key, so placing an order refreshes it with the page.
 */
export function storeCreditBalanceQuery(email: string) {
  return queryOptions({
    queryKey: ['store-credit', email.toLowerCase(), 'balance'],
    queryFn: async ({ signal }) => (await api.get<StoreCreditView>('/StoreCredit?page=1&limit=1', { signal })).balance,
    enabled: email !== '',
    staleTime: 0,
  });
}

export function useStoreCreditBalance(email: string) {
  return useQuery(storeCreditBalanceQuery(email));
}
