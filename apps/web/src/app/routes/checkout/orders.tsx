import { OrdersPage } from '@/features/orders/components/orders-page';
import { FillsAfterHydration } from '../after-hydration';
import { RequireUser } from './require-user';

/** /Orders (docs/product/checkout.md#orders); the server renders its shell, the orders fill in after hydration. */
export function Component() {
  return (
    <FillsAfterHydration>
      <title>Orders · Store</title>
      <RequireUser>
        <OrdersPage />
      </RequireUser>
    </FillsAfterHydration>
  );
}
