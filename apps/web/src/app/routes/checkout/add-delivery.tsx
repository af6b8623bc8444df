import { AddAddressPage } from '@/features/address/components/address-form-page';
import { RequireUser } from './require-user';

/** /AddDelivery: the add form on small screens (docs/product/checkout.md#address-book). */
export function Component() {
  return (
    <RequireUser>
      <title>Add Address · Store</title>
      <AddAddressPage />
    </RequireUser>
  );
}
