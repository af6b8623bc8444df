import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { RequireUser } from './require-user';

/** /OrderDetails/{id} (docs/product/checkout.md#order-detail). */
export function Component() {
  const id = Number(useParams().id);
  return (
    <RequireUser>
      <title>Order Details · Store</title>
      <OrderDetail id={id} />
    </RequireUser>
  );
}
