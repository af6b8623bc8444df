import { AddressBook } from '@/features/address/components/address-book';
import { CheckoutSteps } from '@/features/cart/components/checkout-steps';
import { PriceSummary, bagTotal, summaryMoney } from '@/components/price-summary';
import { useCartItems } from '@/stores/cart';
import { FillsAfterHydration } from '../after-hydration';
import { RequireUser } from './require-user';

/**
 * /DeliveryAddress: the address book between the bag and the payment (docs/product/checkout.md#address-book); the
 * server renders its shell, the book fills in after hydration.
 */
export function Component() {
  const items = useCartItems();
  return (
    <FillsAfterHydration>
      <title>Delivery Address · Store</title>
      <RequireUser>
        <CheckoutSteps current="ADDRESS" />
        <AddressBook summary={<PriceSummary items={items} />} totalText={summaryMoney(bagTotal(items))} />
      </RequireUser>
    </FillsAfterHydration>
  );
}
