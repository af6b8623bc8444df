import type { Product } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { BagIcon } from '@/components/ui/icons';
import { WishlistHeart } from '@/components/wishlist-heart';

interface BuyButtonsProps {
  product: Product;
  soldOut: boolean;
  onAdd: () => void;
  onBuyNow: () => void;
  /** `page`: under the sizes, Add to Cart across on phones; `bar`: one row in the phone's bottom bar. */
  layout: 'page' | 'bar';
}

/** Add to Cart, Buy Now and the wishlist heart (docs/product/storefront.md#product-page). */
export function BuyButtons({ product, soldOut, onAdd, onBuyNow, layout }: BuyButtonsProps) {
  const bar = layout === 'bar';
  return (
    <>
      <Button
        size={bar ? 'md' : 'lg'}
        className={bar ? 'flex-[1.4] px-3' : 'col-span-2 md:flex-[1.4] md:px-4'}
        onClick={onAdd}
        disabled={soldOut}
      >
        <BagIcon className="size-5" />
        {soldOut ? 'Out of Stock' : 'Add to Cart'}
      </Button>
      <Button
        size={bar ? 'md' : 'lg'}
        variant="dark"
        className={bar ? 'flex-1 px-3' : 'md:flex-1 md:px-4'}
        disabled={soldOut}
        onClick={onBuyNow}
      >
        Buy Now
      </Button>
      <WishlistHeart
        variant={bar ? 'icon' : 'button'}
        productId={product.product_id}
        productName={product.name}
        className={bar ? 'size-11 shrink-0 border border-ink/25' : 'md:flex-1 md:px-4'}
      />
    </>
  );
}
