import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartSourceProduct } from '@store/shared/cart';
import { api } from '@/lib/api-client';
import type { OrderBody, PaymentOrderBody } from '../utils/checkout-payloads';

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** POST /payment/order: the server's order for the bag; `amount` in paise (DESIGN.md 5). */
export interface PaymentOrder {
  orderId: string;
  orderid: number;
  amount: number;
  currency: 'INR';
  key: string;
  provider: PaymentProviderName;
}

/** What Razorpay Checkout (or the sandbox) hands back after a payment; POST /payment/verify checks it. */
export interface PaymentResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The bag's products as the catalogue has them now (GET /Product/{id}), to take up changed prices. */
export function fetchBagProducts(productIds: readonly number[]): Promise<CartSourceProduct[]> {
  return Promise.all([...new Set(productIds)].map((id) => api.get<CartSourceProduct>(`/Product/${id}`)));
}

export function createPaymentOrder(body: PaymentOrderBody): Promise<PaymentOrder> {
  return api.post<PaymentOrder>('/payment/order', body);
}

/** POST /Order: confirms the order the server created at /payment/order (SPEC.md §7 keeps this call). */
export function confirmOrder(body: OrderBody): Promise<{ orderid: number; status: string }> {
  return api.post('/Order', body);
}

/** TEST MODE only: pays with a test card; 402 for a declined card. */
export function payInSandbox(orderId: string, cardNumber: string): Promise<PaymentResult> {
  return api.post<PaymentResult>('/payment/sandbox/pay', { orderId, card_number: cardNumber });
}

export function verifyPayment(result: PaymentResult): Promise<{ message: string; orderid: number; status: string }> {
  return api.post('/payment/verify', result);
}

/** GET /payment/config: which checkout the Payment page opens. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ signal }) => api.get<{ provider: PaymentProviderName; key: string }>('/payment/config', { signal }),
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}
