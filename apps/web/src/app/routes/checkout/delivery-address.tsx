import { AddressBook } from '@/features/address/components/address-book';
import { CheckoutSteps } from '@/features/cart/components/checkout-steps';
import { PriceSummary, bagTotal, summaryMoney } from '@/components/price-summary';
import { useCartItems } from '@/stores/cart';
import { RequireUser } from './require-user';

/** /DeliveryAddress: the address book between the bag and the payment (docs/product/checkout.md#address-book). */
export function Component() {
  const items = useCartItems();
  return (
    <RequireUser>
      <title>Delivery Address · Store</title>
      <CheckoutSteps current="ADDRESS" />
      <AddressBook summary={<PriceSummary items={items} />} totalText={summaryMoney(bagTotal(items))} />
    </RequireUser>
  );
}
