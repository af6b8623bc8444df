import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cartItemFromProduct } from '@store/shared/cart';
import { messages } from '@store/shared/messages';
import { formatRupees } from '@store/shared/money';
import { initialSelection, sizeOptions } from '@store/shared/product-options';
import type { Product, ProductVariation } from '@store/shared/schemas/catalogue';
import { productPath } from '@store/shared/slug';
import { Garment } from '@/components/art/garment';
import { Button, buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useToast } from '@/hooks/use-toast';
import { useWishlist } from '@/hooks/use-wishlist';
import { PLACEHOLDER_IMAGE, imageSources } from '@/lib/images';
import { useAddToCart } from '@/stores/cart';
import { fetchProduct, useWishlistRows, type WishlistRow } from '../api/wishlist-products';
import { MoveToBagDialog } from './move-to-bag-dialog';

export const MOVED_TO_BAG = 'Item moved to your bag';

/**
 * /Wishlist (docs/product/storefront.md#wishlist): the saved products, newest first, each with its price, whether it
 * can be bought, Move to Bag (asking for a size where there are sizes) and a remove cross.
 */
export function WishlistPage() {
  const wishlist = useWishlist();
  const { rows, loading } = useWishlistRows(wishlist);
  const client = useQueryClient();
  const addToCart = useAddToCart();
  const toast = useToast();
  const [choosing, setChoosing] = useState<Product | null>(null);

  const moveToBag = async (product: Product, variation: ProductVariation | null) => {
    if (!addToCart(cartItemFromProduct(product, variation, 1))) {
      toast.show(messages.quantityLimit, 'error');
      return;
    }
    setChoosing(null);
    toast.show(MOVED_TO_BAG);
    await wishlist.remove(product.product_id).catch(() => undefined);
  };

  const startMove = async (productId: number) => {
    let product: Product;
    try {
      product = await fetchProduct(client, productId);
    } catch {
      toast.show('This product is no longer available.', 'error');
      return;
    }
    if (sizeOptions(product.variations).length > 0) setChoosing(product);
    else await moveToBag(product, initialSelection(product.variations).variation);
  };

  const remove = (productId: number) =>
    wishlist.remove(productId).catch((error: Error) => toast.show(error.message, 'error'));

  if (loading) return <Spinner label="Loading wishlist" className="min-h-[60vh]" />;

  return (
    <div className="mx-auto max-w-[1440px] px-3 pt-5 pb-16 md:px-6 lg:px-10">
      <Toast message={toast.message} tone={toast.tone} />
      <h1 className="text-base font-bold text-ink md:text-lg">
        My Wishlist{' '}
        <span className="font-normal text-muted">
          ({rows.length} {rows.length === 1 ? 'item' : 'items'})
        </span>
      </h1>
      {!wishlist.signedIn && rows.length > 0 && (
        <p className="mt-2 text-sm text-muted">
          Saved in this browser.{' '}
          <Link to="/Login" className="font-semibold text-brand">
            Sign in
          </Link>{' '}
          to keep your wishlist in your account.
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5 lg:grid-cols-5" data-testid="wishlist">
          {rows.map((row) => (
            <WishlistCardView
              key={row.product_id}
              row={row}
              onMove={() => void startMove(row.product_id)}
              onRemove={() => void remove(row.product_id)}
            />
          ))}
        </ul>
      )}
      {choosing && (
        <MoveToBagDialog
          product={choosing}
          onClose={() => setChoosing(null)}
          onMove={(variation) => void moveToBag(choosing, variation)}
        />
      )}
    </div>
  );
}

function EmptyWishlist() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="flex size-40 items-center justify-center rounded-full bg-brand-soft">
        <Garment kind="dress" colour="#d81b4f" className="w-24" />
      </div>
      <h2 className="mt-6 text-lg font-bold text-ink">Your wishlist is empty</h2>
      <p className="mt-2 text-sm text-muted">Save the products you like with the heart, and find them here.</p>
      <Link to="/" className={buttonClasses('outline', 'md', 'mt-6 rounded-md border-brand px-8 text-brand')}>
        Continue Shopping
      </Link>
    </section>
  );
}

function WishlistCardView({ row, onMove, onRemove }: { row: WishlistRow; onMove: () => void; onRemove: () => void }) {
  const { card } = row;
  const [first] = [...(card?.images ?? [])].sort((a, b) => a.sort_order - b.sort_order);
  const image = first ? imageSources(first, 240) : { src: PLACEHOLDER_IMAGE, srcSet: undefined };
  const available = row.state === 'available';
  const inStock = available && (card?.stock ?? 0) > 0;
  const name = card?.name ?? 'This product';

  return (
    <li className="relative flex flex-col rounded-lg border border-line bg-white" data-testid="wishlist-item">
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${name} from wishlist`}
        className="absolute top-2 right-2 z-10 flex size-8 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
      >
        <CloseIcon className="size-4" />
      </button>
      {card && available ? (
        <Link to={productPath(card)} className="block">
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 1024px) 18vw, (min-width: 640px) 30vw, 48vw"
            width={240}
            height={320}
            alt={`${card.brand_name} ${card.name}`}
            className="aspect-[3/4] w-full rounded-t-lg object-cover"
          />
        </Link>
      ) : (
        <img
          src={image.src}
          alt={card ? `${card.brand_name} ${card.name}` : ''}
          width={240}
          height={320}
          className={`aspect-[3/4] w-full rounded-t-lg object-cover ${row.state === 'unavailable' ? 'opacity-50 grayscale' : ''}`}
        />
      )}
      <div className="flex flex-1 flex-col p-3">
        {row.state === 'loading' ? (
          <Spinner label="Loading product" className="py-4" />
        ) : (
          <>
            <p className="truncate text-sm font-bold text-ink">{card?.brand_name ?? 'Unavailable'}</p>
            <p className="truncate text-[13px] text-muted">{name}</p>
            {card && (
              <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-sm">
                <span className="font-bold text-ink">{formatRupees(card.discount_price)}</span>
                {card.price > card.discount_price && (
                  <>
                    <s className="text-xs text-muted">{formatRupees(card.price)}</s>
                    <span className="text-xs font-semibold text-offer">({card.discount}% OFF)</span>
                  </>
                )}
              </p>
            )}
            <p
              className={`mt-1 text-xs font-semibold ${inStock ? 'text-success' : 'text-red-700'}`}
              data-testid="wishlist-stock"
            >
              {!available ? 'No longer available' : inStock ? 'In stock' : 'Out of stock'}
            </p>
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          className="mt-3 w-full border-brand text-brand hover:border-brand-dark"
          disabled={!inStock}
          onClick={onMove}
        >
          Move to Bag
        </Button>
      </div>
    </li>
  );
}
