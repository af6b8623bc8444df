import { HeartIcon } from '@/components/ui/icons';
import { useBagSync } from '@/hooks/use-bag-sync';
import { useWishlist, useWishlistMerge } from '@/hooks/use-wishlist';
import { HeaderCountLink } from './header-count-link';

/**
 * The header's Wishlist link with the number of saved products (docs/product/storefront.md#header). Being in the
 * header of every page, it also merges a guest's list into the account at sign-in, and keeps the bag of a signed-in
 * shopper on the server (docs/product/storefront.md#the-bag-follows-the-shopper).
 */
export function WishlistLink() {
  useWishlistMerge();
  useBagSync();
  const count = useWishlist().ids.length;
  return (
    <HeaderCountLink
      to="/Wishlist"
      label="Wishlist"
      counted="saved"
      count={count}
      icon={HeartIcon}
      testId="wishlist-count"
    />
  );
}
