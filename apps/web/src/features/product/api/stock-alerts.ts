import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAlert, StockAlertList } from '@store/shared/schemas/stock-alerts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/stores/auth';

/** What an alert is about: a product without sizes (`productvariation_id` null), or one size of it. */
export interface AlertTarget {
  product_id: number;
  productvariation_id: number | null;
}

const alertsKey = (email: string) => ['stock-alerts', email];

/**
 * The signed-in shopper's open alert for `target` (GET /stock-alerts, docs/product/storefront.md#back-in-stock-alerts),
 * and the calls to ask for it (PUT) and cancel it (DELETE). Nothing is asked for a guest, and nothing before a sold-out
 * size is chosen (`enabled`).
 */
export function useStockAlert(target: AlertTarget, enabled: boolean) {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const client = useQueryClient();
  const alerts = useQuery({
    queryKey: alertsKey(email),
    queryFn: ({ signal }) => api.get<StockAlertList>('/stock-alerts', { signal }),
    enabled: enabled && email !== '',
    retry: false,
    staleTime: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: alertsKey(email) });
  const subscribe = useMutation({
    mutationFn: () => api.put<StockAlert>('/stock-alerts', target),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (alertId: number) => api.delete<null>(`/stock-alerts/${alertId}`),
    onSuccess: refresh,
  });
  const alert =
    alerts.data?.items.find(
      (item) => item.product_id === target.product_id && item.productvariation_id === target.productvariation_id,
    ) ?? null;
  return {
    signedIn: email !== '',
    loading: alerts.isPending && alerts.fetchStatus !== 'idle',
    alert,
    subscribe,
    cancel,
  };
}
