import { HeartIcon } from '@/components/ui/icons';
import { useWishlist, useWishlistMerge } from '@/hooks/use-wishlist';
import { HeaderCountLink } from './header-count-link';

/**
 * The header's Wishlist link with the number of saved products (docs/product/storefront.md#header). Being in the
 * header of every page, it also merges a guest's list into the account at sign-in.
 */
export function WishlistLink() {
  useWishlistMerge();
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
