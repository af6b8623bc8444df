import { AddressBook } from '@/features/address/components/address-book';
import { CheckoutSteps } from '@/features/cart/components/checkout-steps';
import { PriceSummary, bagTotal, summaryMoney } from '@/components/price-summary';
import { useCartItems } from '@/stores/cart';
import { FillsAfterHydration } from '../after-hydration';
import { RequireUser } from './require-user';

/**
 * /DeliveryAddress: the address book between the bag and the payment (docs/product/checkout.md#address-book); the
 * server renders its shell, the book fills in after hydration. The checkout steps, the bag's summary and CONTINUE TO
 * PAYMENT show only on the way to payment, that is while the bag holds something; from the account it is a plain
 * address book.
 */
export function Component() {
  const items = useCartItems();
  return (
    <FillsAfterHydration>
      <title>Delivery Address · Store</title>
      <RequireUser>
        {items.length > 0 && <CheckoutSteps current="ADDRESS" />}
        <AddressBook
          checkout={
            items.length > 0
              ? { summary: <PriceSummary items={items} />, totalText: summaryMoney(bagTotal(items)) }
              : undefined
          }
        />
      </RequireUser>
    </FillsAfterHydration>
  );
}
