import { useParams } from 'react-router';
import { InvoicePage } from '@/features/orders/components/invoice-page';
import { RequireUser } from './require-user';

/** /OrderDetails/{id}/Invoice: the printable tax invoice (docs/product/checkout.md#order-detail). */
export function Component() {
  const id = Number(useParams().id);
  return (
    <RequireUser>
      <title>Invoice · Store</title>
      <InvoicePage id={id} />
    </RequireUser>
  );
}
