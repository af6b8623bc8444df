import { Link } from 'react-router';
import { HeartIcon } from '@/components/ui/icons';
import { useWishlist, useWishlistMerge } from '@/hooks/use-wishlist';

/**
 * The header's Wishlist link with the number of saved products (docs/product/storefront.md#header). Being in the
 * header of every page, it also merges a guest's list into the account at sign-in.
 */
export function WishlistLink() {
  useWishlistMerge();
  const count = useWishlist().ids.length;
  return (
    <Link
      to="/Wishlist"
      aria-label={count > 0 ? `Wishlist, ${count} saved` : 'Wishlist'}
      className="relative flex flex-col items-center gap-0.5 px-2 text-xs font-semibold text-ink md:px-3"
    >
      <HeartIcon className="size-6 md:size-5" />
      <span className="hidden md:inline">Wishlist</span>
      {count > 0 && (
        <span
          data-testid="wishlist-count"
          className="absolute -top-1.5 right-0 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold text-white md:right-1"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
