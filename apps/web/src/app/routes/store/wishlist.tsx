import { WishlistPage } from '@/features/wishlist/components/wishlist-page';

export function Component() {
  return (
    <>
      <title>Wishlist · Store</title>
      <WishlistPage />
    </>
  );
}
