import { idlePart } from '@/lib/idle';
import { tapHeartEarly } from './early-heart-taps';
import { HeartButton, type HeartButtonProps } from './heart-button';

/**
 * What the heart does (the wishlist's state, saving and removing) loads at an idle moment after the page, not with it:
 * a listing has one heart per card (docs/product/storefront.md#page-weight). Until then the page shows the empty
 * heart; a tap on it loads the part at once and is carried out when it has come.
 */
const live = idlePart(() => import('./wishlist-heart-live'));

/** The heart that saves a product to the wishlist or takes it out (docs/product/storefront.md#wishlist). */
export function WishlistHeart(props: HeartButtonProps & { productId: number }) {
  const module = live.useLoaded();
  if (module) return <module.LiveWishlistHeart {...props} />;
  return (
    <HeartButton
      {...props}
      saved={false}
      onClick={() => {
        tapHeartEarly(props.productId);
        void live.loadNow();
      }}
    />
  );
}
