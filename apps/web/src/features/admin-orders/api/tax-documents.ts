import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { api } from '@/lib/api-client';

// The printable GST documents (docs/product/orders.md#gst-invoices).

/** GET /admin/orders/{id}/invoice: the order's tax invoice. */
export const fetchInvoice = (orderId: number, signal?: AbortSignal) =>
  api.get<TaxDocument>(`/admin/orders/${orderId}/invoice`, { signal });

export const invoiceQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'invoice', orderId],
    queryFn: ({ signal }) => fetchInvoice(orderId, signal),
  });
export const useInvoice = (orderId: number | null) =>
  useQuery({ ...invoiceQuery(orderId ?? 0), enabled: orderId !== null });

/** GET /admin/refunds/{id}/credit-note: the credit note of one refund. */
export const fetchCreditNote = (refundId: number, signal?: AbortSignal) =>
  api.get<TaxDocument>(`/admin/refunds/${refundId}/credit-note`, { signal });

export const creditNoteQuery = (refundId: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'credit-note', refundId],
    queryFn: ({ signal }) => fetchCreditNote(refundId, signal),
  });
export const useCreditNote = (refundId: number | null) =>
  useQuery({ ...creditNoteQuery(refundId ?? 0), enabled: refundId !== null });

/** GET /admin/orders/{id}/credit-note: the credit note of an order cancelled after its invoice with nothing paid. */
export const fetchOrderCreditNote = (orderId: number, signal?: AbortSignal) =>
  api.get<TaxDocument>(`/admin/orders/${orderId}/credit-note`, { signal });

export const orderCreditNoteQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'order-credit-note', orderId],
    queryFn: ({ signal }) => fetchOrderCreditNote(orderId, signal),
  });
export const useOrderCreditNote = (orderId: number) => useQuery(orderCreditNoteQuery(orderId));
