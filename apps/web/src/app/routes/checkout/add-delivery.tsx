import { AddAddressPage } from '@/features/address/components/address-form-page';
import { RequireUser } from './require-user';

/** /AddDelivery: the add form on small screens (SPEC.md §2). */
export function Component() {
  return (
    <RequireUser>
      <title>Add Address · Store</title>
      <AddAddressPage />
    </RequireUser>
  );
}
