import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface OrderAttribute {
  attribute_name: string;
  value: string;
}

/** SPEC.md §3 "Order item" as GET /Order/{email} answers it (prices in rupees). */
export interface OrderItem {
  order_item_id: number;
  product_id: number | null;
  productvariation_id: number | null;
  productImage: string | null;
  productName: string;
  brand_name: string;
  sku: string | null;
  price: number;
  list_price: number;
  quantity: number;
  attributes: OrderAttribute[];
}

export interface ShippingAddress {
  first_name?: string;
  last_name?: string | null;
  house_number?: string;
  street_number?: string;
  landmark?: string | null;
  postal_code?: string;
  city?: string;
  state?: string;
  country?: string | null;
  phone?: string;
}

/** SPEC.md §3 "Order (read)": order_id, order_date and its lines in `orderitemss`. */
export interface Order {
  order_id: number;
  order_date: string;
  status: string;
  total_amount: number;
  shipping_address: ShippingAddress | null;
  orderitemss: OrderItem[];
}

/** GET /Order/{email}: the signed-in user's paid orders, newest first. */
export function ordersQuery(email: string) {
  return queryOptions({
    queryKey: ['orders', email.toLowerCase()],
    queryFn: ({ signal }) => api.get<Order[]>(`/Order/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
    staleTime: 0,
  });
}

export function useOrders(email: string, enabled = true) {
  return useQuery({ ...ordersQuery(email), enabled: enabled && email !== '' });
}
