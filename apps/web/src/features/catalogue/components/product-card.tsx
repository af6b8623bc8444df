import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { productPath } from '@store/shared/slug';
import type { ListingItem } from '@store/shared/schemas/catalogue';
import { WishlistHeart } from '@/components/wishlist-heart';
import { RatingBadge } from '@/components/ui/stars';
import { PLACEHOLDER_IMAGE, imageSources } from '@/lib/images';

export const CARD_IMAGE_SIZES = '(min-width: 1440px) 300px, (min-width: 768px) 23vw, 48vw';

interface ProductCardProps {
  item: ListingItem;
  /** Cards in the first row are above the fold: loaded at once, the first ones with high priority. */
  priority?: 'high' | 'eager' | 'lazy';
}

/**
 * The card and its wishlist heart, which sits beside the link since a button cannot be inside one
 * (docs/product/storefront.md#wishlist).
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <div className="relative">
      <ProductCardLink {...props} />
      <WishlistHeart
        productId={props.item.product_id}
        productName={props.item.name}
        className="absolute top-2 right-2"
      />
    </div>
  );
}

/** First image (second on hover), brand, name, prices, '(n% OFF)' (docs/product/storefront.md#listings). */
function ProductCardLink({ item, priority = 'lazy' }: ProductCardProps) {
  const [hovered, setHovered] = useState(false);
  const [first, second] = [...item.images].sort((a, b) => a.sort_order - b.sort_order);
  const main = first ? imageSources(first) : { src: PLACEHOLDER_IMAGE, srcSet: undefined };
  const alternate = second ? imageSources(second) : null;
  const reduced = item.price > item.discount_price;

  return (
    <Link
      to={productPath(item)}
      className="group block rounded-md focus-visible:outline-offset-4"
      onMouseEnter={() => setHovered(true)}
      data-testid="product-card"
    >
      <div className="relative aspect-[3/4] overflow-hidden rounded-md bg-canvas">
        <img
          src={main.src}
          srcSet={main.srcSet}
          sizes={CARD_IMAGE_SIZES}
          width={240}
          height={320}
          alt={`${item.brand_name} ${item.name}`}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {alternate && hovered && (
          <img
            src={alternate.src}
            srcSet={alternate.srcSet}
            sizes={CARD_IMAGE_SIZES}
            width={240}
            height={320}
            alt=""
            decoding="async"
            className="absolute inset-0 size-full animate-fade-in object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
          />
        )}
        <span className={`absolute left-2 ${item.stock === 0 ? 'bottom-9' : 'bottom-2'}`}>
          <RatingBadge average={item.rating_average} count={item.rating_count} />
        </span>
        {item.stock === 0 && (
          <span className="absolute inset-x-0 bottom-0 bg-white/90 py-1.5 text-center text-xs font-bold tracking-wider text-ink-soft uppercase">
            Out of stock
          </span>
        )}
      </div>
      <div className="px-0.5 pt-2.5 pb-1">
        <p className="truncate text-sm font-bold text-ink">{item.brand_name}</p>
        <p className="mt-0.5 truncate text-[13px] text-muted">{item.name}</p>
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-1.5 text-sm">
          <span className="font-bold text-ink">{formatRupees(item.discount_price)}</span>
          {reduced && (
            <>
              <s className="text-xs text-muted">
                <span className="sr-only">Original price </span>
                {formatRupees(item.price)}
              </s>
              <span className="text-xs font-semibold text-offer">({item.discount}% OFF)</span>
            </>
          )}
        </p>
      </div>
    </Link>
  );
}
