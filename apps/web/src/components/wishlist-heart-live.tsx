import { useEffect, useState } from 'react';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useWishlist } from '@/hooks/use-wishlist';
import { HeartButton, type HeartButtonProps } from './heart-button';
import { takeEarlyHeartTap } from './early-heart-taps';

export const SAVED_MESSAGE = 'Saved to your wishlist';
export const REMOVED_MESSAGE = 'Removed from your wishlist';

/** The wishlist heart with its state: saves the product or takes it out, with a notice (docs/product/storefront.md#wishlist). */
export function LiveWishlistHeart({
  productId,
  ...button
}: HeartButtonProps & {
  productId: number;
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

  // A tap on the heart before this part had loaded is carried out now.
  useEffect(() => {
    if (takeEarlyHeartTap(productId)) void Promise.resolve().then(toggle);
    // Once, when the heart first answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Toast message={notice} tone={failed ? 'error' : 'success'} />
      <HeartButton {...button} saved={saved} onClick={() => void toggle()} />
    </>
  );
}
