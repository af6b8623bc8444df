import { Spinner } from '@/components/ui/spinner';
import { CartPage } from '@/features/cart/components/cart-page';
import { CheckoutSteps } from '@/features/cart/components/checkout-steps';
import { useHydrated } from '@/hooks/use-hydrated';
import { FillsAfterHydration } from '../after-hydration';

/**
 * /Cart (docs/product/storefront.md#bag). The bag lives in the browser's storage: the server renders its frame, and the
 * lines (or the empty bag) fill in once the page is hydrated.
 */
export function Component() {
  const hydrated = useHydrated();
  return (
    <FillsAfterHydration>
      <title>Shopping Bag · Store</title>
      {hydrated ? (
        <CartPage />
      ) : (
        <>
          <CheckoutSteps current="MY BAG" />
          <Spinner label="Loading your bag" />
        </>
      )}
    </FillsAfterHydration>
  );
}
