import type { RtoReason } from '@store/shared/order-lifecycle';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderDetail,
  AdminOrderList,
  OrderStatusInput,
  RefundInput,
  ReturnDecisionInput,
} from '@store/shared/schemas/merchant';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { CSV_PATH, csvParams, listParams, type OrderFilters } from '../utils/order-filters';

// The admin's order API (docs/product/api.md#merchant-operations); every call carries the admin's bearer token.

const ordersKey = ['admin', 'orders'] as const;

/** GET /admin/orders: one page of the order table under the filters, with the count of each status. */
export const fetchAdminOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  api.get<AdminOrderList>('/admin/orders', { params: listParams(filters), signal });

export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', listParams(filters)],
    queryFn: ({ signal }) => fetchAdminOrders(filters, signal),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
export const useAdminOrders = (filters: OrderFilters) => useQuery(adminOrdersQuery(filters));

/** GET /admin/orders/{id}: everything the order page shows. */
export const fetchAdminOrder = (id: number, signal?: AbortSignal) =>
  api.get<AdminOrderDetail>(`/admin/orders/${id}`, { signal });

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
    staleTime: 0,
  });
export const useAdminOrder = (id: number | null) => useQuery({ ...adminOrderQuery(id ?? 0), enabled: id !== null });

/** GET /admin/orders.csv under the table's filters, as a file (the token goes in the header, not the link). */
export const downloadOrdersCsv = (filters: OrderFilters) => api.download(CSV_PATH, { params: csvParams(filters) });

const isDetail = (value: unknown): value is AdminOrderDetail =>
  typeof value === 'object' && value !== null && 'order_id' in value && 'allowed_moves' in value;

/**
 * A write on one order: when it succeeds the page shows the server's answer (when the answer is the order) and
 * every order query is read again, so the list's counts and badges follow.
 */
function useOrderWrite<Input>(orderId: number, write: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      if (isDetail(answer) && answer.order_id === orderId)
        client.setQueryData(adminOrderQuery(orderId).queryKey, answer);
      await refreshAfterWrite(client, { queryKey: ordersKey });
    },
  });
}

/** POST /admin/orders/{id}/status: Packed, Shipped (carrier and tracking number), Delivered, Cancelled. */
export const postOrderStatus = (orderId: number, input: OrderStatusInput) =>
  api.post<unknown>(`/admin/orders/${orderId}/status`, input);
export const useMoveOrder = (orderId: number) =>
  useOrderWrite(orderId, (input: OrderStatusInput) => postOrderStatus(orderId, input));

/**
 * POST /admin/orders/{id}/refunds with the refund form's own Idempotency-Key: a double click, or a retry after a
 * lost answer, refunds once (docs/product/orders.md#refunds).
 */
export const postRefund = (orderId: number, input: RefundInput, key: string) =>
  api.post<unknown>(`/admin/orders/${orderId}/refunds`, input, { headers: { 'Idempotency-Key': key } });
export const useRefundOrder = (orderId: number) =>
  useOrderWrite(orderId, ({ input, key }: { input: RefundInput; key: string }) => postRefund(orderId, input, key));

/** POST /admin/orders/{id}/cash-collected: the cash of a delivered cash-on-delivery order, recorded later. */
export const postCashCollected = (orderId: number) => api.post<unknown>(`/admin/orders/${orderId}/cash-collected`, {});
export const useCollectCash = (orderId: number) => useOrderWrite(orderId, () => postCashCollected(orderId));

/** POST /admin/orders/{id}/return-to-origin: a shipped parcel came back (docs/product/orders.md#returned-to-origin). */
export const postReturnToOrigin = (orderId: number, reason: RtoReason) =>
  api.post<unknown>(`/admin/orders/${orderId}/return-to-origin`, { reason });
export const useReturnToOrigin = (orderId: number) =>
  useOrderWrite(orderId, (reason: RtoReason) => postReturnToOrigin(orderId, reason));

/** POST /admin/orders/{id}/shortfall: the admin closes "needs attention" with a note. */
export const postShortfallResolved = (orderId: number, note: string) =>
  api.post<unknown>(`/admin/orders/${orderId}/shortfall`, { note });
export const useResolveShortfall = (orderId: number) =>
  useOrderWrite(orderId, (note: string) => postShortfallResolved(orderId, note));

/** POST /admin/returns/{id}/status: Accepted, Rejected (with a note), Received, Exchanged. */
export const postReturnDecision = (returnId: number, input: ReturnDecisionInput) =>
  api.post<unknown>(`/admin/returns/${returnId}/status`, input);
export const useDecideReturn = (orderId: number) =>
  useOrderWrite(orderId, ({ returnId, input }: { returnId: number; input: ReturnDecisionInput }) =>
    postReturnDecision(returnId, input),
  );
