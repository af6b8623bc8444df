import { CartPage } from '@/features/cart/components/cart-page';

export function Component() {
  return (
    <>
      <title>Shopping Bag · Store</title>
      <CartPage />
    </>
  );
}
