import { OrdersPage } from '@/features/orders/components/orders-page';
import { RequireUser } from './require-user';

/** /Orders (docs/product/checkout.md#orders). */
export function Component() {
  return (
    <RequireUser>
      <title>Orders · Store</title>
      <OrdersPage />
    </RequireUser>
  );
}
