import { useParams } from 'react-router';
import { EditAddressPage } from '@/features/address/components/address-form-page';
import { RequireUser } from './require-user';

/** /EditDelivery/{id}: the edit form on small screens (docs/product/checkout.md#address-book). */
export function Component() {
  const id = Number(useParams().id);
  return (
    <RequireUser>
      <title>Edit Address · Store</title>
      <EditAddressPage id={id} />
    </RequireUser>
  );
}
