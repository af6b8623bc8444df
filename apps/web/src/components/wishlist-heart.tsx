import { useState } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useWishlist } from '@/hooks/use-wishlist';

export const SAVED_MESSAGE = 'Saved to your wishlist';
export const REMOVED_MESSAGE = 'Removed from your wishlist';

/**
 * The heart that saves a product to the wishlist or takes it out (docs/product/storefront.md#wishlist): a round
 * icon on cards, an outlined `Wishlist` / `Wishlisted` button on the product page. Filled while saved.
 */
export function WishlistHeart({
  productId,
  productName,
  variant = 'icon',
  className = '',
}: {
  productId: number;
  /** For the accessible name of the icon (`Save Oxford Shirt to wishlist`). */
  productName: string;
  variant?: 'icon' | 'button';
  className?: string;
}) {
  const wishlist = useWishlist();
  const [pending, setPending] = useState<boolean | null>(null);
  const [notice, showNotice] = useTimedMessage();
  const [failed, setFailed] = useState(false);
  const saved = pending ?? wishlist.ids.includes(productId);

  const toggle = async () => {
    if (pending !== null) return;
    const target = !saved;
    setPending(target);
    try {
      await (target ? wishlist.save(productId) : wishlist.remove(productId));
      setFailed(false);
      showNotice(target ? SAVED_MESSAGE : REMOVED_MESSAGE);
    } catch (error) {
      setFailed(true);
      showNotice((error as Error).message);
    } finally {
      setPending(null);
    }
  };

  const heart = (
    <HeartIcon className={variant === 'icon' ? 'size-4' : 'size-5'} fill={saved ? 'currentColor' : 'none'} />
  );
  return (
    <>
      <Toast message={notice} tone={failed ? 'error' : 'success'} />
      {variant === 'icon' ? (
        <button
          type="button"
          aria-pressed={saved}
          aria-label={saved ? `Remove ${productName} from wishlist` : `Save ${productName} to wishlist`}
          onClick={() => void toggle()}
          className={`flex size-8 items-center justify-center rounded-full bg-white/90 shadow-sm hover:bg-white ${
            saved ? 'text-brand' : 'text-ink'
          } ${className}`}
          data-testid="wishlist-heart"
        >
          {heart}
        </button>
      ) : (
        <button
          type="button"
          aria-pressed={saved}
          onClick={() => void toggle()}
          className={`inline-flex h-13 items-center justify-center gap-2 rounded-md border px-8 text-base font-semibold tracking-wide transition-colors ${
            saved ? 'border-brand text-brand' : 'border-ink/25 bg-white text-ink hover:border-ink'
          } ${className}`}
        >
          {heart}
          {saved ? 'Wishlisted' : 'Wishlist'}
        </button>
      )}
    </>
  );
}
