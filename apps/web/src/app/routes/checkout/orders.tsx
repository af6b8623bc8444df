import { OrdersPage } from '@/features/orders/components/orders-page';
import { RequireUser } from './require-user';

/** /Orders (SPEC.md §2). */
export function Component() {
  return (
    <RequireUser>
      <title>Orders · Store</title>
      <OrdersPage />
    </RequireUser>
  );
}
